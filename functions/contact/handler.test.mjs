// @vitest-environment node
// The contact endpoint's rules (handler.mjs): what is not a lead, spam kept apart, the per-address limits,
// idempotency, storing before answering, and notifications that fail. The store here is in memory (the S3 store against a
// local S3 server: server/leads.test.mjs); the clock and the notifier are fakes.
import { describe, expect, it } from 'vitest';
import { CONTACT_PATH } from '../../src/lib/lead.mjs';
import { addressKey, configFromEnv, createContactHandler, DEFAULTS, MAX_BODY_BYTES, viewerAddress } from './handler.mjs';
import { keys } from './store.mjs';
import { METRIC_OF } from './metrics.mjs';
import { leadEmail } from './notify.mjs';

/** A LeadStore in memory, with the same "create unless it exists" semantics, and a switch to fail. */
function memoryStore() {
  const objects = /** @type {Map<string, unknown>} */ (new Map());
  const store = {
    objects,
    failing: false,
    check() {
      if (store.failing) throw Object.assign(new Error('store down'), { name: 'ServiceUnavailable' });
    },
    /** @param {string} key @param {unknown} value */
    async create(key, value) {
      store.check();
      await Promise.resolve();
      if (objects.has(key)) return false;
      objects.set(key, JSON.parse(JSON.stringify(value)));
      return true;
    },
    /** @param {string} key @param {unknown} value */
    async put(key, value) {
      store.check();
      objects.set(key, JSON.parse(JSON.stringify(value)));
    },
    /** @param {string} key */
    async get(key) {
      store.check();
      await Promise.resolve();
      return objects.has(key) ? objects.get(key) : null;
    },
    /** @param {string} key */
    async delete(key) {
      store.check();
      objects.delete(key);
    },
    /** @param {string} prefix */
    async *keys(prefix) {
      for (const key of [...objects.keys()].sort()) if (key.startsWith(prefix)) yield key;
    },
    leads: () => [...objects.entries()].filter(([key]) => key.startsWith(keys.leads)).map(([, value]) => /** @type {import('./notify.mjs').Lead} */ (value)),
    spam: () =>
      [...objects.entries()].filter(([key]) => key.startsWith(keys.spamRecords)).map(([, value]) => /** @type {import('./store.mjs').SpamRecord} */ (value)),
  };
  return store;
}

function fakeNotifier() {
  const notifier = {
    sent: /** @type {import('./notify.mjs').Lead[]} */ ([]),
    failing: false,
    /** @param {import('./notify.mjs').Lead} lead */
    async send(lead) {
      if (notifier.failing) throw Object.assign(new Error('SES says no'), { name: 'MessageRejected' });
      notifier.sent.push(lead);
      return { messageId: `m-${notifier.sent.length}` };
    },
  };
  return notifier;
}

const FIELDS = {
  firstName: 'Ana',
  lastName: 'Ruiz-Gómez',
  phone: '(555) 010-0100',
  email: 'ana@example.com',
  serviceType: 'Freight Transportation',
  message: 'Two reefers out of Columbus.\nMidwest lanes, "home weekends".',
};

let ids = 0;
/** A fresh idempotency key (a UUID, as the form makes). */
const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

/** @param {Record<string, unknown>} overrides */
function submission(overrides = {}) {
  return { ...FIELDS, submissionId: newId(), elapsedMs: 8000, website: '', ...overrides };
}

/**
 * A function URL event (payload format 2.0) as CloudFront hands it over.
 * @param {{ body?: unknown, method?: string, path?: string, address?: string, contentType?: string, base64?: boolean }} [options]
 */
function event({ body, method = 'POST', path = CONTACT_PATH, address = '203.0.113.7', contentType = 'application/json', base64 = false } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    version: '2.0',
    rawPath: path,
    headers: { 'content-type': contentType, 'cloudfront-viewer-address': `${address}:51234` },
    requestContext: { http: { method, path, sourceIp: '130.176.0.1' } },
    body: base64 ? Buffer.from(text).toString('base64') : text,
    isBase64Encoded: base64,
  };
}

/** @param {Partial<typeof DEFAULTS>} config */
function setup(config = {}) {
  const store = memoryStore();
  const notifier = fakeNotifier();
  const log = /** @type {({ event: string } & Record<string, unknown>)[]} */ ([]);
  const clock = { now: Date.UTC(2026, 0, 5, 9, 30) };
  const handle = createContactHandler({ store, notifier, config, now: () => clock.now, log: (record) => log.push(record) });
  const post = async (/** @type {unknown} */ body, /** @type {Parameters<typeof event>[0]} */ options = {}) => {
    const response = await handle(event({ body, ...options }));
    return { ...response, json: JSON.parse(response.body) };
  };
  return { store, notifier, log, clock, handle, post };
}

describe('a lead', () => {
  it('is stored with exactly what was typed, answered 201 with its id, and the company notified once', async () => {
    const { store, notifier, post, log } = setup();
    const body = submission();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json).toEqual({ ok: true, id: body.submissionId });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(store.leads()).toEqual([{ id: body.submissionId, receivedAt: '2026-01-05T09:30:00.000Z', locale: 'en', fields: FIELDS }]);
    expect(notifier.sent).toEqual(store.leads());
    expect(store.objects.get(keys.notification(body.submissionId))).toEqual({ state: 'sent', at: '2026-01-05T09:30:00.000Z', messageId: 'm-1' });
    expect(log.map((record) => record.event)).toEqual(['stored', 'notified']);
  });

  it('records the language of the page it was sent from, for a reply in it', async () => {
    const { store, notifier, post } = setup();
    expect((await post(submission({ locale: 'es' }))).statusCode).toBe(201);
    expect(store.leads()).toEqual([expect.objectContaining({ locale: 'es', fields: FIELDS })]);
    expect(leadEmail(/** @type {any} */ (notifier.sent[0]), { from: 'a@x.test', to: 'b@x.test' }).text).toContain('Spanish (the Spanish site)');
    expect((await post(submission({ locale: 'fr' }))).statusCode).toBe(400);
  });

  it('is stored before it is answered: a store that fails answers 503 and keeps nothing, and the retry stores it', async () => {
    const { store, notifier, post, log } = setup();
    const body = submission();
    store.failing = true;
    const failed = await post(body);
    expect(failed.statusCode).toBe(503);
    expect(failed.json.error).toBe('unavailable');
    expect(log.at(-1)).toMatchObject({ event: 'store_failed', reason: 'ServiceUnavailable' });
    store.failing = false;
    expect(store.objects.size).toBe(0);
    expect(notifier.sent).toHaveLength(0);
    expect((await post(body)).statusCode).toBe(201);
    expect(store.leads()).toHaveLength(1);
    expect(notifier.sent).toHaveLength(1);
  });

  it('takes a phone number alone, or an email address alone, and an empty service type', async () => {
    const { store, post } = setup();
    expect((await post(submission({ email: '', serviceType: '' }))).statusCode).toBe(201);
    expect((await post(submission({ phone: '', firstName: '', lastName: '', message: '' }))).statusCode).toBe(201);
    expect(store.leads()).toHaveLength(2);
  });

  it('is read from a base64 body, as a function URL may pass it', async () => {
    const { store, handle } = setup();
    const response = await handle(event({ body: submission(), base64: true }));
    expect(response.statusCode).toBe(201);
    expect(store.leads()[0]?.fields).toEqual(FIELDS);
  });
});

describe('a retry of the same submission (the same submissionId)', () => {
  it('is answered as the first was, stored once and notified once', async () => {
    const { store, notifier, post, log } = setup();
    const body = submission();
    expect((await post(body)).statusCode).toBe(201);
    const again = await post(body);
    expect(again.statusCode).toBe(201);
    expect(again.json).toEqual({ ok: true, id: body.submissionId });
    expect(store.leads()).toHaveLength(1);
    expect(notifier.sent).toHaveLength(1);
    expect(log.at(-1)).toMatchObject({ event: 'repeat', id: body.submissionId });
  });

  it('sent many times at once is stored once and notified once', async () => {
    const { store, notifier, post } = setup();
    const body = submission();
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    expect(store.leads()).toHaveLength(1);
    expect(notifier.sent).toHaveLength(1);
  });

  it('keeps the first text when a retry carries another (the form makes a new id when the text changes)', async () => {
    const { store, post } = setup();
    const body = submission();
    await post(body);
    await post({ ...body, message: 'Edited.' });
    expect(store.leads()).toHaveLength(1);
    expect(store.leads()[0]?.fields.message).toBe(FIELDS.message);
  });

  it('does not take another of its address’s slots', async () => {
    const { store, post } = setup({ rateLimit: 1 });
    const body = submission();
    await post(body);
    await post(body);
    await post(body);
    // One kept, one emailed.
    expect([...store.objects.keys()].filter((key) => key.startsWith('rate/'))).toHaveLength(2);
  });

  it('of a submission kept as spam is answered 201 and kept once, without another slot', async () => {
    const { store, post, log } = setup({ rateLimit: 1, rateCeiling: 3 });
    const body = submission({ website: 'https://spam.example' });
    const answers = [await post(body), await post(body), await post(body), await post(body)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(store.spam().map((record) => record.id)).toEqual([body.submissionId]);
    expect(log.map((record) => record.event)).toEqual(['spam', 'repeat', 'repeat', 'repeat']);
  });
});

describe('a notification that fails', () => {
  it('loses nothing: the lead stays stored, the visitor is told it was received, and the failure is logged', async () => {
    const { store, notifier, post, log } = setup();
    notifier.failing = true;
    const body = submission();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(store.leads()).toHaveLength(1);
    expect(store.objects.has(keys.notification(body.submissionId))).toBe(false);
    expect(log.map((record) => record.event)).toEqual(['stored', 'notify_failed']);
    expect(log[1]).toMatchObject({ id: body.submissionId, reason: 'MessageRejected' });
  });

  it('is sent again by the retry of the same submission, once', async () => {
    const { store, notifier, post } = setup();
    const body = submission();
    notifier.failing = true;
    await post(body);
    notifier.failing = false;
    await post(body);
    await post(body);
    expect(store.leads()).toHaveLength(1);
    expect(notifier.sent).toHaveLength(1);
    expect(store.objects.get(keys.notification(body.submissionId))).toMatchObject({ state: 'sent' });
  });

  it('leaves the lead stored when the store fails after it (the claim cannot be written)', async () => {
    const { store, notifier, log } = setup();
    const handle = createContactHandler({
      store: { ...store, create: async (key, value) => (key.startsWith('notifications/') ? Promise.reject(new Error('throttled')) : store.create(key, value)) },
      notifier,
      log: (record) => log.push(record),
    });
    const response = await handle(event({ body: submission() }));
    expect(response.statusCode).toBe(201);
    expect(store.leads()).toHaveLength(1);
    expect(notifier.sent).toHaveLength(0);
    expect(log.at(-1)).toMatchObject({ event: 'notify_failed' });
  });
});

describe('what looks like spam is answered as a lead is, kept apart with why, and not emailed', () => {
  it('a filled-in honeypot', async () => {
    const { store, notifier, post, log, clock } = setup();
    const body = submission({ website: 'https://cheap-pills.example' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(response.json).toEqual({ ok: true, id: body.submissionId });
    expect(store.leads()).toEqual([]);
    expect(store.spam()).toEqual([{ id: body.submissionId, receivedAt: new Date(clock.now).toISOString(), locale: 'en', fields: FIELDS, reason: 'honeypot' }]);
    expect(notifier.sent).toHaveLength(0);
    expect([...store.objects.keys()].filter((key) => key.startsWith(keys.notifications))).toEqual([]);
    expect(log).toEqual([{ event: 'spam', reason: 'honeypot', id: body.submissionId }]);
  });

  it('a form sent sooner than the minimum fill time, or without one', async () => {
    const { store, notifier, post, log } = setup();
    expect((await post(submission({ elapsedMs: DEFAULTS.minFillMs - 1 }))).statusCode).toBe(201);
    const withoutTime = /** @type {Record<string, unknown>} */ (submission());
    delete withoutTime.elapsedMs;
    expect((await post(withoutTime)).statusCode).toBe(201);
    expect(store.leads()).toEqual([]);
    expect(store.spam().map((record) => record.reason)).toEqual(['too_fast', 'too_fast']);
    expect(log.map((record) => record.reason)).toEqual(['too_fast', 'too_fast']);
    expect((await post(submission({ elapsedMs: DEFAULTS.minFillMs }))).statusCode).toBe(201);
    expect(store.leads()).toHaveLength(1);
    expect(notifier.sent).toHaveLength(1);
  });

  it('past rateLimit leads from one address in a window: kept as spam, not emailed; other addresses and the next window are not held back', async () => {
    const { store, notifier, post, clock, log } = setup({ rateLimit: 3, rateWindowSeconds: 600 });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await post(submission({ message: `lead ${i}` }), { address: '198.51.100.9' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(store.leads().map((lead) => lead.fields.message)).toEqual(['lead 0', 'lead 1', 'lead 2']);
    expect(store.spam().map((record) => [record.fields.message, record.reason])).toEqual([
      ['lead 3', 'rate_limit'],
      ['lead 4', 'rate_limit'],
    ]);
    expect(notifier.sent).toHaveLength(3);
    expect(log.filter((record) => record.event === 'spam').map((record) => record.reason)).toEqual(['rate_limit', 'rate_limit']);
    await post(submission({ message: 'other address' }), { address: '198.51.100.10' });
    clock.now += 600_000;
    await post(submission({ message: 'next window' }), { address: '198.51.100.9' });
    expect(store.leads()).toHaveLength(5);
  });

  it('an address takes its slots atomically: many leads at once from one address email exactly rateLimit and keep the rest', async () => {
    const { store, notifier, post } = setup({ rateLimit: 4 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(submission({ message: `burst ${i}` }), { address: '192.0.2.44' })));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    expect(store.leads()).toHaveLength(4);
    expect(store.spam()).toHaveLength(16);
    expect(notifier.sent).toHaveLength(4);
  });

  it('counts an IPv6 /64 as one address, and keeps no address in the store', async () => {
    const { store, post } = setup({ rateLimit: 2 });
    await post(submission(), { address: '2001:db8:1:2::1' });
    await post(submission(), { address: '2001:db8:1:2:ffff::9' });
    await post(submission(), { address: '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd' });
    expect(store.leads()).toHaveLength(2);
    expect(store.spam()).toHaveLength(1);
    expect(JSON.stringify([...store.objects])).not.toMatch(/2001|db8/);
  });

  it('rateLimit 0 emails every lead; rateCeiling 0 keeps every one; both 0 take no slots', async () => {
    const { store, post } = setup({ rateLimit: 0, rateCeiling: 0 });
    for (let i = 0; i < 8; i += 1) await post(submission());
    expect(store.leads()).toHaveLength(8);
    expect([...store.objects.keys()].some((key) => key.startsWith('rate/'))).toBe(false);
    const unlimited = setup({ rateLimit: 0, rateCeiling: 3 });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await unlimited.post(submission())).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(unlimited.store.leads()).toHaveLength(3);
  });
});

describe('past rateCeiling submissions from one address in a window', () => {
  it('are answered 429, saying when to send again, and nothing of them is kept; spam counts toward it too', async () => {
    // The clock is at 09:30: half of the hour's window is left.
    const { store, notifier, post, log } = setup({ rateLimit: 2, rateCeiling: 4, rateWindowSeconds: 3600 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(submission({ message: `lead ${i}` }))).statusCode);
    statuses.push((await post(submission({ website: 'x' }))).statusCode);
    const limited = await post(submission({ message: 'one too many' }));
    expect([...statuses, limited.statusCode]).toEqual([201, 201, 201, 201, 429]);
    expect(limited.json).toEqual({ error: 'rate_limited', message: expect.stringMatching(/call us/) });
    expect(limited.headers['retry-after']).toBe('1800');
    expect(store.leads()).toHaveLength(2);
    expect(store.spam().map((record) => record.reason)).toEqual(['rate_limit', 'honeypot']);
    expect(JSON.stringify([...store.objects.values()])).not.toContain('one too many');
    expect(notifier.sent).toHaveLength(2);
    expect(log.at(-1)).toEqual({ event: 'limited', id: expect.any(String) });
    // A retry of what was stored is still answered as the first was.
    expect((await post({ ...submission(), submissionId: store.leads()[0]?.id })).statusCode).toBe(201);
  });

  it('hold at once: many at a time from one address keep exactly rateCeiling', async () => {
    const { store, post } = setup({ rateLimit: 2, rateCeiling: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(submission(), { address: '192.0.2.45' })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(15);
    expect(store.leads().length + store.spam().length).toBe(5);
    expect(store.leads()).toHaveLength(2);
  });
});

describe('what is not a lead gets a clear 4xx and nothing is kept', () => {
  /** @type {[string, Parameters<typeof event>[0], number, string][]} */
  const cases = [
    ['a path other than /api/contact', { path: '/api/contact/x', body: submission() }, 404, 'not_found'],
    ['a GET', { method: 'GET', body: '' }, 405, 'method_not_allowed'],
    ['a body that is not JSON by its type', { contentType: 'text/plain', body: submission() }, 415, 'unsupported_media_type'],
    ['a body over 32 KB', { body: submission({ message: 'x'.repeat(MAX_BODY_BYTES) }) }, 413, 'too_large'],
    ['bad JSON', { body: '{"firstName": "Ana",' }, 400, 'bad_request'],
    ['JSON that is not an object', { body: '["Ana"]' }, 400, 'bad_request'],
    ['an unknown field', { body: { ...submission(), company: 'ACME' } }, 400, 'bad_request'],
    ['a field that is not a string', { body: submission({ phone: 5550100 }) }, 400, 'bad_request'],
    ['no idempotency key', { body: submission({ submissionId: undefined }) }, 400, 'bad_request'],
    ['an idempotency key that is not a UUID', { body: submission({ submissionId: '../../leads/x' }) }, 400, 'bad_request'],
    ['a fill time that is not a number', { body: submission({ elapsedMs: 'soon' }) }, 400, 'bad_request'],
    ['no way to reply', { body: submission({ email: '', phone: '  ' }) }, 422, 'invalid'],
    ['an email address that is not one', { body: submission({ email: 'ana@example' }) }, 422, 'invalid'],
    ['an over-long field', { body: submission({ firstName: 'A'.repeat(101) }) }, 422, 'invalid'],
    ['an unknown service type', { body: submission({ serviceType: 'Crypto Mining' }) }, 422, 'invalid'],
  ];
  for (const [name, options, status, error] of cases) {
    it(`${name}: ${status}`, async () => {
      const { store, notifier, handle, log } = setup();
      const response = await handle(event(options));
      expect(response.statusCode).toBe(status);
      const answer = JSON.parse(response.body);
      expect(answer.error).toBe(error);
      expect(answer.message).toMatch(/\w/);
      expect(store.objects.size).toBe(0);
      expect(notifier.sent).toHaveLength(0);
      if (status === 405) expect(response.headers.allow).toBe('POST');
      if (status >= 400 && status !== 404 && status !== 405) expect(log).toEqual([{ event: 'rejected', status }]);
    });
  }

  it('answers field errors by field, in the form’s words', async () => {
    const { post } = setup();
    const answer = await post(submission({ email: '', phone: '', serviceType: 'Crypto Mining' }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json.fields).toEqual({
      email: 'Add an email address or a phone number, so that we can reply.',
      phone: 'Add an email address or a phone number, so that we can reply.',
      serviceType: 'Choose a service type from the list.',
    });
  });
});

describe('outcomes as metrics', () => {
  it('every event the handler logs has a metric', async () => {
    const { post, notifier, store, log, handle } = setup({ rateLimit: 1, rateCeiling: 3 });
    const body = submission();
    await post(body);
    await post(body);
    await post(submission({ website: 'x' }));
    await post(submission());
    await post(submission());
    notifier.failing = true;
    await post(submission(), { address: '192.0.2.1' });
    await handle(event({ body: '{' }));
    store.failing = true;
    await post(submission(), { address: '192.0.2.2' });
    const events = new Set(log.map((record) => record.event));
    expect([...events].sort()).toEqual(['limited', 'notified', 'notify_failed', 'rejected', 'repeat', 'spam', 'store_failed', 'stored']);
    for (const name of events) expect(METRIC_OF[/** @type {keyof typeof METRIC_OF} */ (name)], name).toBeDefined();
  });
});

describe('the visitor’s address', () => {
  it('is CloudFront-Viewer-Address without its port (IPv4 and IPv6), else the connection’s', () => {
    expect(viewerAddress({ headers: { 'cloudfront-viewer-address': '203.0.113.7:443' } })).toBe('203.0.113.7');
    expect(viewerAddress({ headers: { 'cloudfront-viewer-address': '2001:db8::1:51234' } })).toBe('2001:db8::1');
    expect(viewerAddress({ headers: {}, requestContext: { http: { sourceIp: '192.0.2.5' } } })).toBe('192.0.2.5');
  });

  it('is rate-limited by a hash: an IPv4 address alone, an IPv6 address by its /64, a mapped IPv4 as IPv4', () => {
    expect(addressKey('192.0.2.1')).not.toBe(addressKey('192.0.2.2'));
    expect(addressKey('::ffff:192.0.2.1')).toBe(addressKey('192.0.2.1'));
    expect(addressKey('2001:db8:0:1::5')).toBe(addressKey('2001:db8:0:1:ffff:0:0:1'));
    expect(addressKey('2001:db8:0:1::5')).not.toBe(addressKey('2001:db8:0:2::5'));
    expect(addressKey('192.0.2.1')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('configFromEnv', () => {
  it('reads the settings, defaulting each, and refuses what is not a whole number', () => {
    expect(configFromEnv({})).toEqual(DEFAULTS);
    expect(configFromEnv({ LEADS_MIN_FILL_MS: '1500', LEADS_RATE_LIMIT: '0', LEADS_RATE_CEILING: '50', LEADS_RATE_WINDOW_SECONDS: '60' })).toEqual({
      minFillMs: 1500,
      rateLimit: 0,
      rateCeiling: 50,
      rateWindowSeconds: 60,
    });
    expect(() => configFromEnv({ LEADS_RATE_LIMIT: 'five' })).toThrow(/LEADS_RATE_LIMIT/);
    expect(() => configFromEnv({ LEADS_RATE_WINDOW_SECONDS: '0' })).toThrow(/≥ 1/);
  });
});
