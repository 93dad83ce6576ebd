import { useId, useRef, useState, type FormEvent } from 'react';
import { Send } from '../icons/Send';
import { site } from '../../config/site';
import { emptyContactForm, type ServiceType } from '../../content/contact';
import { notify } from '../../lib/notify';
import type { LeadField, LeadFieldErrors } from '../../lib/lead.mjs';
import * as client from '../../lib/leadClient';
import { ServiceTypeSelect } from '../ui/ServiceTypeSelect';
import { inputs, readContactForm } from './ContactForm';

/** Focuses the first field that needs a change, in the form's order; false when none does. */
function focusFirstError(form: HTMLFormElement, errors: LeadFieldErrors): boolean {
  const field = (['firstName', 'lastName', 'phone', 'email', 'serviceType', 'message'] as const).find((name) => errors[name]);
  if (!field) return false;
  const target = field === 'serviceType' ? form.querySelector<HTMLElement>('[aria-haspopup="listbox"]') : (form.elements.namedItem(field) as HTMLElement | null);
  target?.focus();
  return true;
}

/** The toast when a message was not sent. (A function: module-level code would stay in a build without delivery.) */
function notifyNotSent() {
  void notify({
    variant: 'destructive',
    title: 'Your message was not sent',
    description: `Everything you wrote is still in the form: please send it again in a moment, or call ${site.contact.phone} or email ${site.contact.email}.`,
  });
}

/**
 * 'Send Us A Message' with lead delivery on (a build with CONTACT_DELIVERY=on; off, the section
 * shows ContactForm, the spec's console-only form): the same fields, markup and hidden details
 * (uncontrolled fields, method="dialog", the boot script's held submit, the no-JavaScript note),
 * and a submit that posts to /api/contact:
 * - first the form's own checks (src/lib/lead.mjs, the endpoint's schema): errors next to their
 *   fields, the first one focused, nothing sent;
 * - sent: a success toast and an empty form;
 * - not sent (offline, the endpoint down or failing): a destructive toast, the fields as they were;
 *   sending again reuses the submission's idempotency key while the text is unchanged, so a message
 *   that did arrive is not stored twice;
 * - a second submit while one is on its way does nothing.
 * Spam checks the visitor never sees: a honeypot field, the time since the page started, and the
 * endpoint's per-address limit (server/leads/handler.mjs).
 */
export function DeliveringContactForm() {
  const id = useId();
  const [serviceType, setServiceType] = useState<ServiceType | ''>(emptyContactForm.serviceType);
  const [errors, setErrors] = useState<LeadFieldErrors>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  /** The submission being sent, by its text: its idempotency key is reused until the text changes. */
  const attempt = useRef<{ submissionId: string; text: string } | null>(null);

  const errorId = (field: LeadField) => `${id}-${field}-error`;
  const described = (field: LeadField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
  const errorText = (field: LeadField) =>
    errors[field] && (
      <p id={errorId(field)} className="mt-2 text-sm text-orange-400">
        {errors[field]}
      </p>
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const fields = readContactForm(form);
    const honeypot = new FormData(form).get('website');
    const elapsedMs = Math.round(performance.now());
    inFlight.current = true;
    setSending(true);
    try {
      const found = client.leadErrors(fields);
      setErrors(found);
      if (focusFirstError(form, found)) return;
      const text = JSON.stringify(fields);
      if (attempt.current?.text !== text) attempt.current = { submissionId: client.newSubmissionId(), text };
      const result = await client.sendLead({
        ...fields,
        submissionId: attempt.current.submissionId,
        elapsedMs,
        website: typeof honeypot === 'string' ? honeypot : '',
      });
      if (result.kind === 'sent') {
        form.reset();
        setServiceType(emptyContactForm.serviceType);
        attempt.current = null;
        const name = fields.firstName.trim();
        void notify({ title: 'Message sent', description: `Thank you${name ? `, ${name}` : ''}. A dispatcher will get back to you within one business day.` });
      } else if (result.kind === 'invalid') {
        setErrors(result.errors);
        focusFirstError(form, result.errors);
      } else {
        notifyNotSent();
      }
    } catch {
      // The client's chunk did not load (offline): nothing was sent.
      notifyNotSent();
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
      className="rounded-3xl bg-navy-900 p-6 shadow-card sm:p-10"
    >
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
              className="field aria-invalid:ring-2 aria-invalid:ring-orange-400"
              {...described(field)}
            />
            {errorText(field)}
          </div>
        ))}
        <div className="sm:col-span-2">
          <ServiceTypeSelect value={serviceType} onChange={setServiceType} />
          {errorText('serviceType')}
        </div>
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
            className="field resize-y aria-invalid:ring-2 aria-invalid:ring-orange-400"
            {...described('message')}
          />
          {errorText('message')}
        </div>
        {/* The honeypot: not shown to people (display: none keeps it out of sight, the tab order and
            the accessibility tree); a bot that fills in every field fills it in, and is dropped. */}
        <div className="hidden">
          <label htmlFor={`${id}-website`}>Website (leave this empty)</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <button
        type="submit"
        aria-disabled={sending || undefined}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-orange-600 px-7 py-3.5 text-sm font-semibold text-white shadow-sm hover:bg-orange-700 aria-disabled:cursor-wait"
      >
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
