// What a lead is: the one schema of the contact form's data, used by the form (its field errors,
// before anything is sent) and by the contact endpoint (functions/contact/handler.mjs, in the Lambda
// function and the local server), so the two can never disagree. Plain JavaScript, so that Node
// runs it as it is. Only used when lead delivery is on (README, "Receive leads"): the
// spec's console-only form has no checks beyond its input types'.
import { serviceTypes } from '../content/serviceTypes.mjs';
import { DEFAULT_LOCALE, LOCALES } from './locale.mjs';

/** Where the form posts, on the site's own origin (the CSP's connect-src 'self'). */
export const CONTACT_PATH = '/api/contact';

/** The form's fields, in its order (spec §3 ContactForm). */
export const LEAD_FIELDS = /** @type {const} */ (['firstName', 'lastName', 'phone', 'email', 'serviceType', 'message']);

/** @typedef {(typeof LEAD_FIELDS)[number]} LeadField */
/** @typedef {Record<LeadField, string>} LeadFields */
/** @typedef {Partial<Record<LeadField, string>>} LeadFieldErrors */

/**
 * Each field's label, as the form shows it (a test holds the two forms to these): the email to the
 * company and the CSV export name the fields with them.
 */
export const FIELD_LABELS = /** @type {const} */ ({
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone Number',
  email: 'Email Address',
  serviceType: 'Service Type',
  message: 'Message',
});

/** The longest value each field may hold, in characters (an email address: RFC 5321's 254). */
export const MAX_LENGTH = /** @type {const} */ ({
  firstName: 100,
  lastName: 100,
  phone: 40,
  email: 254,
  serviceType: 40,
  message: 5000,
});

/** What the form says next to a field that needs a change. */
export const FIELD_MESSAGES = {
  reply: 'Add an email address or a phone number, so that we can reply.',
  email: 'Enter an email address such as name@company.com.',
  phone: 'Enter a phone number with at least 7 digits.',
  serviceType: 'Choose a service type from the list.',
  characters: 'Remove the special characters from this field.',
  /** @param {number} max */
  tooLong: (max) => `Use at most ${max.toLocaleString('en-US')} characters.`,
};

/** Control characters no field takes (the message keeps its line breaks and tabs). */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;
/** local@domain.tld: no spaces or characters that need quoting in the local part, a dotted hostname. */
const EMAIL = /^[^\s@"<>(),;:\\[\]]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Digits and the usual separators, with an optional extension ("x12", "ext. 12"). */
const PHONE = /^\+?[0-9 ().\-/]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 20;

/**
 * The changes a lead's fields need, by field ({} when they are a lead), in the form's language (`messages`). Values are
 * checked as they are (nothing trimmed away from what is stored); a value of only spaces counts as empty.
 * @param {LeadFields} fields @param {typeof FIELD_MESSAGES} [messages] @returns {LeadFieldErrors}
 */
export function leadErrors(fields, messages = FIELD_MESSAGES) {
  /** @type {LeadFieldErrors} */
  const errors = {};
  for (const field of LEAD_FIELDS) {
    const value = fields[field];
    if (value.length > MAX_LENGTH[field]) errors[field] = messages.tooLong(MAX_LENGTH[field]);
    else if (CONTROL.test(value) || (field !== 'message' && LINE_BREAK.test(value))) errors[field] = messages.characters;
  }
  const email = fields.email.trim();
  const phone = fields.phone.trim();
  if (!errors.email && email && !EMAIL.test(email)) errors.email = messages.email;
  if (!errors.phone && phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE.test(phone) || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) errors.phone = messages.phone;
  }
  if (!email && !phone) {
    errors.email ??= messages.reply;
    errors.phone ??= messages.reply;
  }
  if (!errors.serviceType && fields.serviceType !== '' && !(/** @type {readonly string[]} */ (serviceTypes).includes(fields.serviceType))) {
    errors.serviceType = messages.serviceType;
  }
  return errors;
}

/**
 * What the form sends besides the fields: submissionId, a UUID kept across one message's retries so that none is stored
 * twice; elapsedMs since the page started (the minimum fill time); website, the honeypot; locale, the page's language.
 */
export const SUBMISSION_FIELDS = /** @type {const} */ (['submissionId', 'elapsedMs', 'website', 'locale']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * @typedef {{ submissionId: string; elapsedMs: number; website: string; locale: string; fields: LeadFields }} Submission
 * @typedef {{ ok: true; submission: Submission }
 *   | { ok: false; status: 400; error: string }
 *   | { ok: false; status: 422; error: string; fields: LeadFieldErrors }} ParsedSubmission
 */

/**
 * Reads the JSON the form posts into a submission (a missing field empty), or says why not: 400 for what is not one at
 * all (not an object, an unknown or mistyped field, no idempotency key), 422 with the errors of fields that are no lead.
 * @param {string} text @returns {ParsedSubmission}
 */
export function parseSubmission(text) {
  /** @type {unknown} */
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: 'The request body is not JSON.' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, status: 400, error: 'The request body must be a JSON object with the form’s fields.' };
  }
  const record = /** @type {Record<string, unknown>} */ (body);
  /** @type {Set<string>} */
  const known = new Set([...LEAD_FIELDS, ...SUBMISSION_FIELDS]);
  const unknown = Object.keys(record).find((key) => !known.has(key));
  if (unknown !== undefined) return { ok: false, status: 400, error: `Unknown field ${JSON.stringify(unknown.slice(0, 40))}.` };
  for (const key of [...LEAD_FIELDS, 'website', 'submissionId']) {
    if (record[key] !== undefined && typeof record[key] !== 'string') return { ok: false, status: 400, error: `${key} must be a string.` };
  }
  if (typeof record.submissionId !== 'string' || !UUID.test(record.submissionId)) {
    return { ok: false, status: 400, error: 'submissionId must be a UUID: the form makes one for each message.' };
  }
  if (record.elapsedMs !== undefined && (typeof record.elapsedMs !== 'number' || !Number.isFinite(record.elapsedMs) || record.elapsedMs < 0)) {
    return { ok: false, status: 400, error: 'elapsedMs must be a number of milliseconds.' };
  }
  if (record.locale !== undefined && !(/** @type {readonly string[]} */ (LOCALES).includes(/** @type {string} */ (record.locale)))) {
    return { ok: false, status: 400, error: `locale must be one of ${LOCALES.join(', ')}.` };
  }
  const fields = /** @type {LeadFields} */ (Object.fromEntries(LEAD_FIELDS.map((field) => [field, /** @type {string | undefined} */ (record[field]) ?? ''])));
  const errors = leadErrors(fields);
  if (Object.keys(errors).length > 0) return { ok: false, status: 422, error: 'Some fields need a change.', fields: errors };
  return {
    ok: true,
    submission: {
      submissionId: record.submissionId.toLowerCase(),
      elapsedMs: /** @type {number | undefined} */ (record.elapsedMs) ?? 0,
      website: /** @type {string | undefined} */ (record.website) ?? '',
      locale: /** @type {string | undefined} */ (record.locale) ?? DEFAULT_LOCALE,
      fields,
    },
  };
}
