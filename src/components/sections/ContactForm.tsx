import { useId, useState, type FormEvent } from 'react';
import { Send } from '../icons/Send';
import { emptyContactForm, type ContactFormData } from '../../content/contact';
import { ServiceTypeSelect } from '../ui/ServiceTypeSelect';

type TextField = Exclude<keyof ContactFormData, 'serviceType'>;

const inputs: { field: Exclude<TextField, 'message'>; label: string; type: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { field: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
];

/**
 * 'Send Us A Message' (spec §4): no required fields; the only checks are the input types' own (email).
 * Spec quirk: submitting only writes the data to the console; nothing is sent, no feedback, no reset.
 */
export function ContactForm() {
  const id = useId();
  const [data, setData] = useState<ContactFormData>(emptyContactForm);
  const set = <K extends keyof ContactFormData>(field: K, value: ContactFormData[K]) =>
    setData((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Contact form submitted:', data);
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="rounded-3xl bg-navy-900 p-6 shadow-card sm:p-10">
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
              value={data[field]}
              onChange={(event) => set(field, event.target.value)}
              className="field"
            />
          </div>
        ))}
        <ServiceTypeSelect value={data.serviceType} onChange={(value) => set('serviceType', value)} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="sr-only">
            Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            placeholder="Message"
            value={data.message}
            onChange={(event) => set('message', event.target.value)}
            className="field resize-y"
          />
        </div>
      </div>
      <button type="submit" className="mt-8 inline-flex items-center gap-2 rounded-full bg-orange-600 px-7 py-3.5 text-sm font-semibold text-white shadow-sm hover:bg-orange-700">
        Send Message
        <Send aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
