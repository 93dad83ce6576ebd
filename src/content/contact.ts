/** Spec §9 Service Type options, in order. */
export const serviceTypes = [
  'Freight Transportation',
  'Warehouse Management',
  'Supply Chain Solutions',
  'Last-Mile Delivery',
  'Logistics Consulting',
  'Other',
] as const;

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
