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

/** The toast when a message was not sent, or not taken for now (429). (A function: module-level code would stay in a build without delivery.) */
function notifyNotSent(words: FormWords, limited = false) {
  void notify({
    variant: 'destructive',
    title: limited ? words.limited : words.notSent,
    description: fill(limited ? words.limitedText : words.notSentText, { phone: site.contact.phone, email: site.contact.email }),
  });
}

/** The field errors in the form's language (src/lib/lead.mjs says them). */
const errorMessages = ({ errors }: FormWords) => ({ ...errors, tooLong: (max: number) => fill(errors.tooLong, { max: max.toLocaleString('en-US') }) });

/**
 * 'Send Us A Message' with lead delivery on (CONTACT_DELIVERY=on): ContactForm's markup, posting to /api/contact after
 * the endpoint's own checks (src/lib/lead.mjs, errors by their fields). Sent: a success toast, an empty form. Not sent
 * (or more than the endpoint takes from the visitor's network for now): a destructive toast with the phone number, the
 * fields kept, and a retry with the same idempotency key so that nothing is stored twice. Spam checks the visitor never
 * sees: a honeypot, the fill time, the endpoint's per-address limit.
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
        notifyNotSent(words, result.kind === 'limited');
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
