/** Spec §9 Service Type options, in order (one list for the form and the contact endpoint). */
import { serviceTypes } from './serviceTypes.mjs';

export { serviceTypes };

export type ServiceType = (typeof serviceTypes)[number];

/** Spec §3 ContactForm: every field starts empty. */
export interface ContactFormData {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  serviceType: ServiceType | '';
  message: string;
}

export const emptyContactForm: ContactFormData = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  serviceType: '',
  message: '',
};
