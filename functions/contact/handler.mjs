// The contact endpoint, POST /api/contact: one function from a request to a response, in the shape
// of a Lambda function URL (payload format 2.0), so the Lambda function (server/leads/lambda.mjs)
// and the local server (server/app.mjs, with server/leads/local.mjs) run this same code.
//
// What it does with a request, in order:
// 1. Not a lead: a clear 4xx and nothing kept (404 other paths, 405 other methods, 415 not JSON,
//    413 over 32 KB, 400 not a submission, 422 field errors: src/lib/lead.mjs, the form's schema).
// 2. Spam: answered exactly as a lead is (201), so a bot learns nothing, and dropped: a filled-in
//    honeypot, a form sent sooner than a person can fill it in (minFillMs after the page started),
//    or more than rateLimit leads from one address in rateWindowSeconds.
// 3. A submission stored already (the same submissionId: the visitor's retry, or a second tab):
//    201 again, stored once, notified once.
// 4. Otherwise the lead is stored (leads/<id>.json) before anything is answered; a store that
//    fails answers 503 and keeps nothing, so the visitor's retry stores it.
// 5. Then the company is notified. A notification that fails leaves the stored lead as it is: the
//    failure is logged (an alarm watches it), `npm run leads` shows the lead as not notified, and
//    a retry of the same submission sends it again. Each lead is notified once: its claim
//    (notifications/<id>.json) is written with a conditional write before the email is sent.
import { createHash } from 'node:crypto';
import { CONTACT_PATH, parseSubmission } from '../../src/lib/lead.mjs';

export { CONTACT_PATH };

/**
 * A Lambda function URL request (payload format 2.0), as much of it as is read here.
 * @typedef {{ rawPath?: string, rawQueryString?: string, headers?: Record<string, string | undefined>, body?: string, isBase64Encoded?: boolean, requestContext?: { http?: { method?: string, sourceIp?: string } } }} FunctionUrlEvent
 * @typedef {{ statusCode: number, headers: Record<string, string>, body: string }} FunctionUrlResponse
 * @typedef {import('./notify.mjs').Lead} Lead
 * @typedef {import('../../src/lib/lead.mjs').Submission} Submission
 */

/** What a thrown value is called in a log record: an error's name (an AWS error's code), or the value. @param {unknown} error */
const errorName = (error) => String((typeof error === 'object' && error !== null && 'name' in error ? error.name : null) ?? error);
export const MAX_BODY_BYTES = 32 * 1024;
/** @type {Readonly<{ minFillMs: number, rateLimit: number, rateWindowSeconds: number }>} */
export const DEFAULTS = Object.freeze({ minFillMs: 3000, rateLimit: 5, rateWindowSeconds: 3600 });

/** Where a lead, its notification record and an address's rate-limit slots are kept. */
export const keys = {
  lead: (/** @type {string} */ id) => `leads/${id}.json`,
  notification: (/** @type {string} */ id) => `notifications/${id}.json`,
  rateSlot: (/** @type {number} */ windowStart, /** @type {string} */ address, /** @type {number} */ slot) => `rate/${windowStart}/${address}/${slot}`,
  leads: 'leads/',
  notifications: 'notifications/',
};

/**
 * The key a visitor's address is rate-limited by: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber's block: a client gets a whole /64 and can rotate through it), hashed, so
 * the store keeps no address.
 * @param {string | null | undefined} address
 */
export function addressKey(address) {
  let value = String(address ?? '')
    .trim()
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped?.[1]) value = mapped[1];
  if (value.includes(':')) {
    const [head, tail = ''] = value.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = value.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
    value =
      groups
        .slice(0, 4)
        .map((group) => group.padStart(4, '0'))
        .join(':') + '::/64';
  }
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/**
 * The visitor's address: CloudFront's CloudFront-Viewer-Address header ("ip:port", which the
 * origin request policy forwards and which a viewer cannot set), else the connection's.
 * @param {FunctionUrlEvent} event
 */
export function viewerAddress(event) {
  const header = event.headers?.['cloudfront-viewer-address'];
  if (header) return header.slice(0, header.lastIndexOf(':')) || header;
  return event.requestContext?.http?.sourceIp ?? '';
}

/**
 * @param {number} statusCode
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 * @returns {FunctionUrlResponse}
 */
function json(statusCode, value, headers = {}) {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(value),
  };
}

/**
 * An error answer: `error` a code for programs, `message` for people.
 * @param {number} statusCode
 * @param {string} error
 * @param {string} message
 * @param {Record<string, unknown>} [extra]
 * @param {Record<string, string>} [headers]
 */
const problem = (statusCode, error, message, extra = {}, headers = {}) => json(statusCode, { error, message, ...extra }, headers);

/**
 * @param {object} options
 * @param {import('./store.mjs').LeadStore} options.store
 * @param {import('./notify.mjs').Notifier} options.notifier
 * @param {Partial<typeof DEFAULTS>} [options.config]
 * @param {() => number} [options.now] The clock, in ms since the epoch.
 * @param {(event: { event: string } & Record<string, unknown>) => void} [options.log] What happened, one
 *   record per outcome (the Lambda function turns them into metrics; nothing the visitor typed).
 */
export function createContactHandler({ store, notifier, config = {}, now = Date.now, log = () => {} }) {
  const { minFillMs, rateLimit, rateWindowSeconds } = { ...DEFAULTS, ...config };

  /** Takes one of the address's slots of the current window: false when all are taken. @param {string} address */
  async function takeRateSlot(address) {
    if (!(rateLimit > 0)) return true;
    const windowMs = rateWindowSeconds * 1000;
    const windowStart = Math.floor(now() / windowMs) * windowMs;
    const key = addressKey(address);
    for (let slot = 0; slot < rateLimit; slot += 1) {
      if (await store.create(keys.rateSlot(windowStart, key, slot), { at: new Date(now()).toISOString() })) return true;
    }
    return false;
  }

  /** Notifies the company of a stored lead unless it was (or is being) notified already. @param {Lead} lead */
  async function notifyOnce(lead) {
    const key = keys.notification(lead.id);
    try {
      if (!(await store.create(key, { state: 'sending', since: new Date(now()).toISOString() }))) return;
    } catch (error) {
      log({ event: 'notify_failed', id: lead.id, reason: `claim: ${errorName(error)}` });
      return;
    }
    let receipt;
    try {
      receipt = await notifier.send(lead);
    } catch (error) {
      log({ event: 'notify_failed', id: lead.id, reason: errorName(error) });
      // Free the claim, so that a retry sends it.
      await store.delete(key).catch((deleteError) => log({ event: 'notify_failed', id: lead.id, reason: `release: ${errorName(deleteError)}` }));
      return;
    }
    log({ event: 'notified', id: lead.id });
    await store
      .put(key, { state: 'sent', at: new Date(now()).toISOString(), messageId: receipt.messageId })
      .catch((error) => log({ event: 'notify_record_failed', id: lead.id, reason: errorName(error) }));
  }

  /** @param {Submission} submission @param {FunctionUrlEvent} event */
  async function accept(submission, event) {
    const { submissionId: id, fields } = submission;
    const accepted = json(201, { ok: true, id });
    /** @param {string} reason */
    const drop = (reason) => {
      log({ event: 'dropped', reason, id });
      return accepted;
    };
    if (submission.website !== '') return drop('honeypot');
    if (submission.elapsedMs < minFillMs) return drop('too_fast');

    /** @type {Lead | null} */
    let stored;
    try {
      stored = /** @type {Lead | null} */ (await store.get(keys.lead(id)));
      if (stored) {
        log({ event: 'repeat', id });
      } else {
        if (!(await takeRateSlot(viewerAddress(event)))) return drop('rate_limit');
        const lead = { id, receivedAt: new Date(now()).toISOString(), fields };
        if (await store.create(keys.lead(id), lead)) {
          stored = lead;
          log({ event: 'stored', id });
        } else {
          // The same submission, stored by a request that got there first: it notifies.
          log({ event: 'repeat', id });
          return accepted;
        }
      }
    } catch (error) {
      log({ event: 'store_failed', id, reason: errorName(error) });
      return problem(503, 'unavailable', 'The message could not be stored, so nothing was kept: please send it again.');
    }
    await notifyOnce(stored);
    return accepted;
  }

  /** @param {FunctionUrlEvent} event */
  return async function handle(event) {
    const method = event.requestContext?.http?.method ?? 'GET';
    const path = event.rawPath ?? '';
    if (path !== CONTACT_PATH) return problem(404, 'not_found', `Nothing here: the contact endpoint is ${CONTACT_PATH}.`);
    if (method !== 'POST') return problem(405, 'method_not_allowed', `${CONTACT_PATH} takes POST only.`, {}, { allow: 'POST' });
    const type = String(event.headers?.['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') {
      log({ event: 'rejected', status: 415 });
      return problem(415, 'unsupported_media_type', 'Send the form as application/json.');
    }
    const body = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) {
      log({ event: 'rejected', status: 413 });
      return problem(413, 'too_large', `A message is at most ${MAX_BODY_BYTES / 1024} KB.`);
    }
    const parsed = parseSubmission(body);
    if (!parsed.ok) {
      log({ event: 'rejected', status: parsed.status });
      return parsed.status === 422 ? problem(422, 'invalid', parsed.error, { fields: parsed.fields }) : problem(400, 'bad_request', parsed.error);
    }
    return accept(parsed.submission, event);
  };
}

/**
 * The endpoint's settings from the environment (the Lambda function's, from the template's
 * parameters; the local server's): LEADS_MIN_FILL_MS, LEADS_RATE_LIMIT (0: no limit) and
 * LEADS_RATE_WINDOW_SECONDS, each defaulting to DEFAULTS.
 */
export function configFromEnv(env = process.env) {
  /** @param {string} name @param {number} fallback @param {number} min */
  const read = (name, fallback, min) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}, not ${JSON.stringify(raw)}`);
    return value;
  };
  return {
    minFillMs: read('LEADS_MIN_FILL_MS', DEFAULTS.minFillMs, 0),
    rateLimit: read('LEADS_RATE_LIMIT', DEFAULTS.rateLimit, 0),
    rateWindowSeconds: read('LEADS_RATE_WINDOW_SECONDS', DEFAULTS.rateWindowSeconds, 1),
  };
}
