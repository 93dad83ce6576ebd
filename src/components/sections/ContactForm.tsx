import { useId, useState, type FormEvent } from 'react';
import { Send } from '../icons/Send';
import { site } from '../../config/site';
import { emptyContactForm, serviceTypes, type ContactFormData, type ServiceType } from '../../content/contact';
import { ServiceTypeSelect } from '../ui/ServiceTypeSelect';

type TextField = Exclude<keyof ContactFormData, 'serviceType'>;

export const inputs: { field: Exclude<TextField, 'message'>; label: string; type: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { field: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
];

/** What the form's fields hold now, by name: the values on screen, typed before or after hydration. */
export function readContactForm(form: HTMLFormElement): ContactFormData {
  const fields = new FormData(form);
  const text = (field: keyof ContactFormData) => {
    const value = fields.get(field);
    return typeof value === 'string' ? value : '';
  };
  const serviceType = text('serviceType');
  return {
    ...emptyContactForm,
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    email: text('email'),
    serviceType: (serviceTypes as readonly string[]).includes(serviceType) ? (serviceType as ServiceType) : '',
    message: text('message'),
  };
}

/**
 * 'Send Us A Message' (spec §4): no required fields; the only checks are the input types' own (email).
 * Spec quirk: submitting only writes the data to the console; nothing is sent, no feedback, no reset.
 *
 * Nothing typed is lost or leaked, whenever the visitor acts:
 * - The text fields are the browser's own (uncontrolled): what is typed before the app hydrates stays
 *   in them, and a submit reads the fields, not a copy in React state that never saw that typing.
 * - `method="dialog"`: outside a <dialog>, a submission the app does not handle does nothing. Without
 *   JavaScript the form therefore never navigates: the details never reach a URL (history, logs,
 *   Referer) and the fields keep what was typed, while a note shows the phone and email instead,
 *   because a static host has nowhere to send a message. A default form would GET
 *   /contact?firstName=…&email=… and empty every field.
 * - Before hydration src/boot.ts holds a submit (and a click on the Service Type button) and
 *   carries it out once the app is up.
 */
export function ContactForm() {
  const id = useId();
  const [serviceType, setServiceType] = useState<ServiceType | ''>(emptyContactForm.serviceType);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Contact form submitted:', readContactForm(event.currentTarget));
  };

  return (
    <form method="dialog" onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="rounded-3xl bg-navy-900 p-6 shadow-card sm:p-10">
      <h3 id={`${id}-title`} className="text-2xl font-bold text-white">
        Send Us A Message
      </h3>
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        {inputs.map(({ field, label, type, autoComplete }) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="sr-only">
              {label}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={type}
              autoComplete={autoComplete}
              placeholder={label}
              defaultValue={emptyContactForm[field]}
              className="field"
            />
          </div>
        ))}
        <ServiceTypeSelect value={serviceType} onChange={setServiceType} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="sr-only">
            Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            placeholder="Message"
            defaultValue={emptyContactForm.message}
            className="field resize-y"
          />
        </div>
      </div>
      <button type="submit" className="mt-8 inline-flex items-center gap-2 rounded-full bg-orange-600 px-7 py-3.5 text-sm font-semibold text-white shadow-sm hover:bg-orange-700">
        Send Message
        <Send aria-hidden="true" className="size-4" />
      </button>
      {/* Only with JavaScript off (`noscript:` is @media (scripting: none)): what to do instead. */}
      <p className="mt-5 hidden text-sm leading-relaxed text-sky-50/90 noscript:block" data-testid="form-noscript">
        Sending this form needs JavaScript, which is off in this browser, so nothing you type here leaves this page. Call us
        at{' '}
        <a href={site.contact.phoneHref} className="font-semibold whitespace-nowrap text-white underline underline-offset-4">
          {site.contact.phone}
        </a>{' '}
        or email{' '}
        <a href={`mailto:${site.contact.email}`} className="font-semibold text-white underline underline-offset-4">
          {site.contact.email}
        </a>
        .
      </p>
    </form>
  );
}
