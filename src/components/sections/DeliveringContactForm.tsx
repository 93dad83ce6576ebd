import { useId, useRef, useState, type FormEvent } from 'react';
import { site } from '../../config/site';
import { emptyContactForm, type ServiceType } from '../../content/contact';
import { notify } from '../../lib/notify';
import type { LeadFieldErrors } from '../../lib/lead.mjs';
import * as client from '../../lib/leadClient';
import { ContactFormMarkup, readContactForm, type FormWords } from './ContactForm';
import { fill, type Locale } from '../../lib/locale.mjs';

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
function notifyNotSent(words: FormWords) {
  void notify({
    variant: 'destructive',
    title: words.notSent,
    description: fill(words.notSentText, { phone: site.contact.phone, email: site.contact.email }),
  });
}

/** The field errors in the form's language (src/lib/lead.mjs says them). */
const errorMessages = ({ errors }: FormWords) => ({ ...errors, tooLong: (max: number) => fill(errors.tooLong, { max: max.toLocaleString('en-US') }) });

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
export function DeliveringContactForm({ words, locale }: { words: FormWords; locale: Locale }) {
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
      const found = client.leadErrors(fields, errorMessages(words));
      setErrors(found);
      if (focusFirstError(form, found)) return;
      const text = JSON.stringify(fields);
      if (attempt.current?.text !== text) attempt.current = { submissionId: client.newSubmissionId(), text };
      const result = await client.sendLead({
        ...fields,
        submissionId: attempt.current.submissionId,
        elapsedMs,
        website: typeof honeypot === 'string' ? honeypot : '',
        locale,
      });
      if (result.kind === 'sent') {
        form.reset();
        setServiceType(emptyContactForm.serviceType);
        attempt.current = null;
        const name = fields.firstName.trim();
        void notify({ title: words.sent, description: name ? fill(words.thanksName, { name }) : words.thanks });
      } else if (result.kind === 'invalid') {
        // The endpoint says its errors in English: the form's own checks say them in its language.
        const errors = { ...result.errors, ...client.leadErrors(fields, errorMessages(words)) };
        setErrors(errors);
        focusFirstError(form, errors);
      } else {
        notifyNotSent(words);
      }
    } catch {
      // The client's chunk did not load (offline): nothing was sent.
      notifyNotSent(words);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <ContactFormMarkup
      id={id}
      words={words}
      onSubmit={onSubmit}
      serviceType={serviceType}
      onServiceTypeChange={setServiceType}
      delivery={{ errors, sending, classes: CLASSES }}
    />
  );
}
