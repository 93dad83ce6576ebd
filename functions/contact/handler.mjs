// POST /api/contact: a lead is stored before its 201 and the company told once (a claim before the email); spam kept apart, not emailed; past the ceiling a 429.
import { createHash } from 'node:crypto';
import { CONTACT_PATH, parseSubmission } from '../../src/lib/lead.mjs';
import { keys } from './store.mjs';

/** @typedef {{ rawPath?: string, rawQueryString?: string, headers?: Record<string, string | undefined>, body?: string, isBase64Encoded?: boolean, requestContext?: { http?: { method?: string, sourceIp?: string } } }} FunctionUrlEvent @typedef {import('./notify.mjs').Lead} Lead */

export const MAX_BODY_BYTES = 32 * 1024;
/** minFillMs: a form sent sooner is suspected spam. Per address and window, rateLimit leads are emailed (more kept as spam) and rateCeiling kept (more get a 429); 0 turns a limit off. @type {Readonly<{ minFillMs: number, rateLimit: number, rateCeiling: number, rateWindowSeconds: number }>} */
export const DEFAULTS = Object.freeze({ minFillMs: 3000, rateLimit: 5, rateCeiling: 30, rateWindowSeconds: 3600 });

const errorName = (/** @type {unknown} */ error) => String((typeof error === 'object' && error !== null && 'name' in error ? error.name : null) ?? error);

/** The key an address is rate-limited by, hashed so the store keeps no address: IPv6 by its /64, a subscriber's block. @param {string | null | undefined} address */
export function addressKey(address) {
  const text = String(address ?? '').trim();
  let value = text.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  if (value.includes(':')) {
    const [head = '', tail = ''] = value.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = value.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
    const prefix = groups.slice(0, 4).map((group) => group.padStart(4, '0'));
    value = `${prefix.join(':')}::/64`;
  }
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/** The visitor's address: CloudFront-Viewer-Address ("ip:port", which a viewer cannot set), else the connection's. @param {FunctionUrlEvent} event */
export function viewerAddress(event) {
  const header = event.headers?.['cloudfront-viewer-address'];
  if (header) return header.slice(0, header.lastIndexOf(':')) || header;
  return event.requestContext?.http?.sourceIp ?? '';
}

const LIMITED = 'Too many messages from this address for now, so this one was not kept: call us, or send it later.';
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
/** @param {number} statusCode @param {unknown} value @param {Record<string, string>} [headers] @returns {{ statusCode: number, headers: Record<string, string>, body: string }} */
const json = (statusCode, value, headers = {}) => ({ statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(value) });

/** An error answer: `error` for programs, `message` for people. @param {number} statusCode @param {string} error @param {string} message @param {Record<string, unknown>} [extra] @param {Record<string, string>} [headers] */
const problem = (statusCode, error, message, extra = {}, headers = {}) => json(statusCode, { error, message, ...extra }, headers);

/** `log` gets one record per outcome (the Lambda's metrics): ids and reasons, never what a visitor typed. @param {{ store: import('./store.mjs').LeadStore, notifier: import('./notify.mjs').Notifier, config?: Partial<typeof DEFAULTS>, now?: () => number, log?: (record: { event: string } & Record<string, unknown>) => void }} options */
export function createContactHandler({ store, notifier, config = {}, now = Date.now, log = () => {} }) {
  const { minFillMs, rateLimit, rateCeiling, rateWindowSeconds } = { ...DEFAULTS, ...config };
  const at = () => new Date(now()).toISOString();

  /** Takes one of `limit` slots under `prefix`: false when all are taken. @param {string} prefix @param {number} limit */
  async function takeSlot(prefix, limit) {
    if (!(limit > 0)) return true;
    // Most addresses send one message a window: the first slot is tried before the taken ones are counted.
    const take = (/** @type {number} */ slot) => store.create(`${prefix}${slot}`, { at: at() });
    if (await take(0)) return true;
    const taken = [];
    for await (const key of store.keys(prefix)) taken.push(key);
    for (let slot = taken.length; slot < limit; slot += 1) if (await take(slot)) return true;
    return false;
  }

  async function notifyOnce(/** @type {Lead} */ lead) {
    const key = keys.notification(lead.id);
    const failed = (/** @type {string} */ event, /** @type {string} */ reason) => void log({ event, id: lead.id, reason });
    const claimed = await store.create(key, { state: 'sending', since: at() }).catch((error) => failed('notify_failed', `claim: ${errorName(error)}`));
    if (!claimed) return;
    const receipt = await notifier.send(lead).catch((error) => failed('notify_failed', errorName(error)));
    if (!receipt) return store.delete(key).catch((error) => failed('notify_failed', `release: ${errorName(error)}`));
    log({ event: 'notified', id: lead.id });
    await store.put(key, { state: 'sent', at: at(), messageId: receipt.messageId }).catch((error) => failed('notify_record_failed', errorName(error)));
  }

  /** @param {import('../../src/lib/lead.mjs').Submission} submission @param {FunctionUrlEvent} event */
  async function accept({ submissionId: id, fields, website, elapsedMs, locale }, event) {
    const accepted = json(201, { ok: true, id });
    const suspicion = website !== '' ? 'honeypot' : elapsedMs < minFillMs ? 'too_fast' : '';
    let lead;
    try {
      lead = /** @type {Lead | null} */ (await store.get(keys.lead(id)));
      if (lead || (await store.get(keys.spam(id)))) log({ event: 'repeat', id });
      else {
        const windowMs = rateWindowSeconds * 1000;
        const windowStart = Math.floor(now() / windowMs) * windowMs;
        const address = addressKey(viewerAddress(event));
        if (!(await takeSlot(keys.rateSlots(windowStart, address, 'kept'), rateCeiling))) {
          log({ event: 'limited', id });
          return problem(429, 'rate_limited', LIMITED, {}, { 'retry-after': String(Math.ceil((windowStart + windowMs - now()) / 1000)) });
        }
        const reason = suspicion || ((await takeSlot(keys.rateSlots(windowStart, address, 'emailed'), rateLimit)) ? '' : 'rate_limit');
        const record = { id, receivedAt: at(), locale, fields };
        if (reason) {
          // A request with the same submission that got there first keeps it.
          const kept = await store.create(keys.spam(id), { ...record, reason });
          log(kept ? { event: 'spam', reason, id } : { event: 'repeat', id });
          return accepted;
        }
        if (!(await store.create(keys.lead(id), record))) return (log({ event: 'repeat', id }), accepted);
        lead = record;
        log({ event: 'stored', id });
      }
    } catch (error) {
      log({ event: 'store_failed', id, reason: errorName(error) });
      return problem(503, 'unavailable', 'The message could not be stored, so nothing was kept: please send it again.');
    }
    if (lead) await notifyOnce(lead);
    return accepted;
  }

  return async function handle(/** @type {FunctionUrlEvent} */ event) {
    if (event.rawPath !== CONTACT_PATH) return problem(404, 'not_found', `Nothing here: the contact endpoint is ${CONTACT_PATH}.`);
    const method = event.requestContext?.http?.method ?? 'GET';
    if (method !== 'POST') return problem(405, 'method_not_allowed', `${CONTACT_PATH} takes POST only.`, {}, { allow: 'POST' });
    /** @type {typeof problem} */
    const rejected = (status, ...answer) => (log({ event: 'rejected', status }), problem(status, ...answer));
    const type = event.headers?.['content-type'] ?? '';
    if (!/^\s*application\/json\s*(;|$)/i.test(type)) return rejected(415, 'unsupported_media_type', 'Send the form as application/json.');
    const body = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return rejected(413, 'too_large', `A message is at most ${MAX_BODY_BYTES / 1024} KB.`);
    const parsed = parseSubmission(body);
    if (parsed.ok) return accept(parsed.submission, event);
    return parsed.status === 422 ? rejected(422, 'invalid', parsed.error, { fields: parsed.fields }) : rejected(400, 'bad_request', parsed.error);
  };
}

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
    rateCeiling: read('LEADS_RATE_CEILING', DEFAULTS.rateCeiling, 0),
    rateWindowSeconds: read('LEADS_RATE_WINDOW_SECONDS', DEFAULTS.rateWindowSeconds, 1),
  };
}
