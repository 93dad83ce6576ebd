import { useId, useRef, useState, type FormEvent } from 'react';
import { site } from '../../config/site';
import { emptyContactForm, type ServiceType } from '../../content/contact';
import { notify } from '../../lib/notify';
import type { LeadFieldErrors } from '../../lib/lead.mjs';
import * as client from '../../lib/leadClient';
import { ContactFormMarkup, readContactForm } from './ContactForm';

/** The delivering form's own classes: a field to change, a submission on its way. */
const CLASSES = { invalid: 'aria-invalid:ring-2 aria-invalid:ring-orange-400', busy: 'aria-disabled:cursor-wait' };

/** Focuses the first field that needs a change, in the form's order; false when none does. */
function focusFirstError(form: HTMLFormElement, errors: LeadFieldErrors): boolean {
  const field = (['firstName', 'lastName', 'phone', 'email', 'serviceType', 'message'] as const).find((name) => errors[name]);
  if (!field) return false;
  const target =
    field === 'serviceType' ? form.querySelector<HTMLElement>('[aria-haspopup="listbox"]') : (form.elements.namedItem(field) as HTMLElement | null);
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
 * shows ContactForm, the spec's console-only form): the same markup (ContactFormMarkup) and hidden
 * details (uncontrolled fields, method="dialog", the boot script's held submit, the no-JavaScript
 * note), and a submit that posts to /api/contact:
 * - first the form's own checks (src/lib/lead.mjs, the endpoint's schema): errors next to their
 *   fields, the first one focused, nothing sent;
 * - sent: a success toast and an empty form;
 * - not sent (offline, the endpoint down or failing): a destructive toast, the fields as they were;
 *   sending again reuses the submission's idempotency key while the text is unchanged, so a message
 *   that did arrive is not stored twice;
 * - a second submit while one is on its way does nothing.
 * Spam checks the visitor never sees: a honeypot field, the time since the page started, and the
 * endpoint's per-address limit (functions/contact/handler.mjs).
 */
export function DeliveringContactForm() {
  const id = useId();
  const [serviceType, setServiceType] = useState<ServiceType | ''>(emptyContactForm.serviceType);
  const [errors, setErrors] = useState<LeadFieldErrors>({});
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  /** The submission being sent, by its text: its idempotency key is reused until the text changes. */
  const attempt = useRef<{ submissionId: string; text: string } | null>(null);

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
    <ContactFormMarkup
      id={id}
      onSubmit={onSubmit}
      serviceType={serviceType}
      onServiceTypeChange={setServiceType}
      delivery={{ errors, sending, classes: CLASSES }}
    />
  );
}
