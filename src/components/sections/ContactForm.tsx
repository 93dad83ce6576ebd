import { cn } from '../../lib/cn';
import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Send } from '../icons/Send';
import { site } from '../../config/site';
import { emptyContactForm, serviceTypes, type ContactFormData, type ServiceType } from '../../content/contact';
import type { LeadField, LeadFieldErrors } from '../../lib/lead.mjs';
import { ServiceTypeSelect } from '../ui/ServiceTypeSelect';
import type { ContactPageCopy } from '../../content/copy';

type TextField = Exclude<keyof ContactFormData, 'serviceType'>;

/** The form's words in the page's language (src/content/ui.mjs, contact.form). */
export type FormWords = ContactPageCopy['ui']['form'];

/** The text fields before Service Type; each one's label (and placeholder) is its name in `FormWords['labels']`. */
export const inputs: { field: Exclude<TextField, 'message'>; type: string; autoComplete: string }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email' },
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
 * What the delivering form shows beyond the spec's: the fields' errors, a submission on its way,
 * and the classes that style them (kept in DeliveringContactForm.tsx, which Tailwind reads only for
 * a build with delivery: vite.config.ts).
 */
export type DeliveryState = { errors: LeadFieldErrors; sending: boolean; classes: { invalid: string; busy: string } };

/**
 * The form's markup, one copy for both forms: `ContactForm` (the spec's) and, with `delivery`,
 * `DeliveringContactForm` (errors next to their fields, aria-busy while sending, the honeypot).
 * Without `delivery` it renders exactly the spec form's markup.
 */
export function ContactFormMarkup({
  id,
  words,
  onSubmit,
  serviceType,
  onServiceTypeChange,
  delivery,
}: {
  id: string;
  words: FormWords;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  serviceType: ServiceType | '';
  onServiceTypeChange: (value: ServiceType | '') => void;
  delivery?: DeliveryState;
}) {
  const errors = delivery?.errors ?? {};
  const invalid = delivery?.classes.invalid;
  const errorId = (field: LeadField) => `${id}-${field}-error`;
  const described = (field: LeadField) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {});
  const errorText = (field: LeadField) =>
    errors[field] && (
      <p id={errorId(field)} className="mt-2 text-sm text-orange-400">
        {errors[field]}
      </p>
    );
  const select = (
    <ServiceTypeSelect
      value={serviceType}
      onChange={onServiceTypeChange}
      label={words.labels.serviceType}
      options={words.serviceTypes}
      className={delivery ? undefined : 'sm:col-span-2'}
    />
  );
  // The no-JavaScript note's text around the two links, in the page's language.
  const links: Record<string, ReactNode> = {
    phone: (
      <a href={site.contact.phoneHref} className="font-semibold whitespace-nowrap text-white underline underline-offset-4">
        {site.contact.phone}
      </a>
    ),
    email: (
      <a href={`mailto:${site.contact.email}`} className="font-semibold text-white underline underline-offset-4">
        {site.contact.email}
      </a>
    ),
  };

  return (
    <form
      method="dialog"
      noValidate={delivery ? true : undefined}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={delivery?.sending || undefined}
      className="rounded-3xl bg-navy-900 p-6 shadow-card sm:p-10"
    >
      <h3 id={`${id}-title`} className="text-2xl font-bold text-white">
        {words.title}
      </h3>
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        {inputs.map(({ field, type, autoComplete }) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className="sr-only">
              {words.labels[field]}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type={type}
              autoComplete={autoComplete}
              placeholder={words.labels[field]}
              defaultValue={emptyContactForm[field]}
              className={cn('field', invalid)}
              {...described(field)}
            />
            {errorText(field)}
          </div>
        ))}
        {delivery ? (
          <div className="sm:col-span-2">
            {select}
            {errorText('serviceType')}
          </div>
        ) : (
          select
        )}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="sr-only">
            {words.labels.message}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            placeholder={words.labels.message}
            defaultValue={emptyContactForm.message}
            className={cn('field resize-y', invalid)}
            {...described('message')}
          />
          {errorText('message')}
        </div>
        {/* The honeypot: not shown to people (display: none keeps it out of sight, the tab order and
            the accessibility tree); a bot that fills in every field fills it in, and is dropped. */}
        {delivery && (
          <div className="hidden">
            <label htmlFor={`${id}-website`}>{words.honeypot}</label>
            <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
        )}
      </div>
      <button
        type="submit"
        aria-disabled={delivery?.sending || undefined}
        className={cn(
          'mt-8 inline-flex items-center gap-2 rounded-full bg-orange-600 px-7 py-3.5 text-sm font-semibold text-white shadow-sm hover:bg-orange-700',
          delivery?.classes.busy,
        )}
      >
        {words.send}
        <Send aria-hidden="true" className="size-4" />
      </button>
      {/* Only with JavaScript off (`noscript:` is @media (scripting: none)): what to do instead. */}
      <p className="mt-5 hidden text-sm leading-relaxed text-sky-50/90 noscript:block" data-testid="form-noscript">
        {words.noScript.split(/\{(phone|email)\}/).map((part, index) => (index % 2 ? <Fragment key={part}>{links[part]}</Fragment> : part))}
      </p>
    </form>
  );
}

/**
 * 'Send Us A Message' (spec §4). Spec quirk: submitting only writes the data to the console; nothing sent, no feedback.
 * Nothing typed is lost or leaked: the fields are uncontrolled (typing before hydration stays and is read), and
 * `method="dialog"` never navigates without JavaScript, so the details reach no URL (a note gives the phone and email);
 * src/boot.ts holds a submit made before hydration until the app is up.
 */
export function ContactForm({ words }: { words: FormWords }) {
  const id = useId();
  const [serviceType, setServiceType] = useState<ServiceType | ''>(emptyContactForm.serviceType);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log('Contact form submitted:', readContactForm(event.currentTarget));
  };

  return <ContactFormMarkup id={id} words={words} onSubmit={onSubmit} serviceType={serviceType} onServiceTypeChange={setServiceType} />;
}
