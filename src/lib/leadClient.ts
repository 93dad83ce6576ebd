/**
 * The browser's side of lead delivery (only in a build with CONTACT_DELIVERY=on): the form's
 * checks and the request to /api/contact. Its own chunk, loaded when the visitor first uses the
 * form, so no page carries it before that.
 *
 * The request is a same-origin POST (the CSP's connect-src 'self'). It carries the SHA-256 of its
 * body in x-amz-content-sha256: CloudFront signs its request to the Lambda function URL with that
 * hash (origin access control), and the function URL refuses a POST without it
 * (infra/README.md §7). The local server checks it too.
 */
import { CONTACT_PATH, leadErrors, type LeadFieldErrors, type LeadFields } from './lead.mjs';

export { leadErrors };

/** What the form posts: its fields and the submission's own (src/lib/lead.mjs, SUBMISSION_FIELDS). */
export interface SubmissionBody extends LeadFields {
  submissionId: string;
  elapsedMs: number;
  website: string;
  /** The page's language: the lead records it. */
  locale: string;
}

export type SendResult = { kind: 'sent' } | { kind: 'invalid'; errors: LeadFieldErrors } | { kind: 'limited' } | { kind: 'failed'; status?: number };

/** How long the form waits for an answer before it tells the visitor it was not sent. */
const TIMEOUT_MS = 20_000;

/** A new idempotency key (a version 4 UUID). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Posts a submission. 'sent' once the endpoint answered that it has it (stored, or kept as suspected
 * spam: the form cannot tell, by design); 'invalid' with the endpoint's field errors; 'limited' when
 * its network sent more than the endpoint takes for now (429); 'failed' when it could not be sent or
 * stored. In the last three the visitor's text stays in the form.
 */
export async function sendLead(body: SubmissionBody, fetcher: typeof fetch = fetch): Promise<SendResult> {
  const text = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetcher(CONTACT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-content-sha256': await sha256Hex(text) },
      body: text,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 201 || response.status === 200) return { kind: 'sent' };
  if (response.status === 429) return { kind: 'limited' };
  if (response.status === 422) {
    const answer = (await response.json().catch(() => null)) as { fields?: LeadFieldErrors } | null;
    if (answer?.fields && Object.keys(answer.fields).length > 0) return { kind: 'invalid', errors: answer.fields };
  }
  return { kind: 'failed', status: response.status };
}
