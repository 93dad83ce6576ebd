// @vitest-environment node
// The local stand-ins: the S3 lead store against the local S3 server (s3rver taught S3's
// conditional writes), the outbox, and the contact handler on top of both, as `npm start` runs it.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createContactHandler } from '../functions/contact/handler.mjs';
import { leadEmail } from '../functions/contact/notify.mjs';
import { createS3Store, keys, readSpam, SPAM_RETENTION_DAYS } from '../functions/contact/store.mjs';
import { createOutboxNotifier, expireSpam, openLocalStore, startLocalLeads } from './leads.mjs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let dir = '';
/** @type {Awaited<ReturnType<typeof openLocalStore>>} */
let s3;
/** @type {import('../functions/contact/store.mjs').LeadStore} */
let store;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lead-store-'));
  s3 = await openLocalStore({ dir });
  store = createS3Store({ client: s3.client, bucket: 'leads' });
});

afterAll(async () => {
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the S3 store on the local S3', () => {
  it('creates a key once: a conditional write to a key that exists is refused (S3’s 412)', async () => {
    expect(await store.create('t/once.json', { n: 1 })).toBe(true);
    expect(await store.create('t/once.json', { n: 2 })).toBe(false);
    expect(await store.get('t/once.json')).toEqual({ n: 1 });
    await expect(s3.client.send(new PutObjectCommand({ Bucket: 'leads', Key: 't/once.json', Body: '{}', IfNoneMatch: '*' }))).rejects.toMatchObject({
      name: 'PreconditionFailed',
      $metadata: { httpStatusCode: 412 },
    });
  });

  it('lets exactly one of many simultaneous creates of a key through', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, (_, n) => store.create('t/race.json', { n })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.get('t/race.json')).toEqual({ n: results.indexOf(true) });
  });

  it('accepts only If-None-Match: * on a write, as S3 does', async () => {
    await expect(s3.client.send(new PutObjectCommand({ Bucket: 'leads', Key: 't/etag.json', Body: '{}', IfNoneMatch: '"abc"' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 501 },
    });
  });

  it('puts, gets (null when missing), lists in key order and deletes', async () => {
    expect(await store.get('t/missing.json')).toBeNull();
    await store.put('t/list/b.json', { b: true });
    await store.put('t/list/a.json', { a: true });
    await store.put('t/list/a.json', { a: 'again' });
    const listed = [];
    for await (const key of store.keys('t/list/')) listed.push(key);
    expect(listed).toEqual(['t/list/a.json', 't/list/b.json']);
    // Page by page (1,000 keys a page otherwise), every key once, in order.
    for (const name of ['c', 'd', 'e']) await store.put(`t/list/${name}.json`, {});
    const paged = [];
    for await (const key of createS3Store({ client: s3.client, bucket: 'leads', pageSize: 2 }).keys('t/list/')) paged.push(key);
    expect(paged).toEqual(['a', 'b', 'c', 'd', 'e'].map((name) => `t/list/${name}.json`));
    for (const name of ['c', 'd', 'e']) await store.delete(`t/list/${name}.json`);
    expect(await store.get('t/list/a.json')).toEqual({ a: 'again' });
    await store.delete('t/list/a.json');
    expect(await store.get('t/list/a.json')).toBeNull();
  });

  it('writes each record whole: a write cut off mid-body leaves the key as it was (s3rver alone leaves it cut short)', async () => {
    await store.put('t/whole.json', { kept: 'the first' });
    const { port } = (await s3.client.config.endpoint?.()) ?? {};
    const path = '/leads/t/whole.json';
    // As a process killed mid-write: half the body, then the connection is gone.
    await new Promise((resolveCut) => {
      const request = http.request({ host: '127.0.0.1', port, method: 'PUT', path, headers: { 'content-length': 100, 'content-type': 'application/json' } });
      request.on('error', resolveCut);
      request.write('{"kept": "the second, cut');
      setTimeout(() => (request.destroy(), setTimeout(resolveCut, 200)), 100);
    });
    expect(await store.get('t/whole.json')).toEqual({ kept: 'the first' });
    expect((await readdir(join(dir, 's3', 'leads', 't'))).filter((name) => name.startsWith('whole.json') && name.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps what it stored across a restart (a folder on disk)', async () => {
    await store.create('t/durable.json', { kept: true });
    await s3.close();
    s3 = await openLocalStore({ dir });
    store = createS3Store({ client: s3.client, bucket: 'leads' });
    expect(await store.get('t/durable.json')).toEqual({ kept: true });
  });
});

describe('the contact handler on the local S3 and outbox', () => {
  it('stores each lead once and notifies once, whatever arrives at the same time', async () => {
    const outbox = join(dir, 'outbox');
    const handle = createContactHandler({ store, notifier: createOutboxNotifier({ dir: outbox, from: 'site@localhost', to: 'company@localhost' }) });
    const post = (/** @type {Record<string, unknown>} */ submission, /** @type {string} */ address) =>
      handle({
        rawPath: '/api/contact',
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${address}:1234` },
        requestContext: { http: { method: 'POST' } },
        body: JSON.stringify(submission),
      });
    const base = { firstName: 'Ana', lastName: '', phone: '', email: 'ana@example.com', serviceType: '', message: '', elapsedMs: 5000, website: '' };
    const ids = Array.from({ length: 12 }, (_, n) => `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`);
    // Every lead three times over, from its own address, all at once.
    const answers = await Promise.all(
      ids.flatMap((id, n) => [0, 1, 2].map(() => post({ ...base, message: `lead ${n}`, submissionId: id }, `198.51.100.${n}`))),
    );
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const stored = /** @type {import('../functions/contact/notify.mjs').Lead[]} */ ([]);
    for await (const key of store.keys(keys.leads)) stored.push(/** @type {import('../functions/contact/notify.mjs').Lead} */ (await store.get(key)));
    expect(stored.map((lead) => lead.id).sort()).toEqual(ids);
    for (const lead of stored) expect(lead.fields.message).toBe(`lead ${ids.indexOf(lead.id)}`);
    expect((await readdir(outbox)).filter((name) => name.endsWith('.eml'))).toHaveLength(ids.length);
    for (const id of ids) expect(await store.get(keys.notification(id))).toMatchObject({ state: 'sent' });
  });
});

describe('suspected spam on the local store', () => {
  it('expires SPAM_RETENTION_DAYS after it came, as the bucket’s lifecycle rule does; leads are not touched', async () => {
    const now = Date.UTC(2026, 5, 1);
    const day = 86_400_000;
    const record = (/** @type {string} */ id, /** @type {number} */ daysAgo) => ({
      id,
      receivedAt: new Date(now - daysAgo * day).toISOString(),
      fields: { firstName: 'Bot', lastName: '', phone: '', email: 'bot@example.com', serviceType: '', message: '' },
      reason: 'honeypot',
    });
    const [old, young] = ['33333333-3333-4333-8333-000000000001', '33333333-3333-4333-8333-000000000002'];
    await store.create(keys.spam(old), record(old, SPAM_RETENTION_DAYS + 1));
    await store.create(keys.spam(young), record(young, SPAM_RETENTION_DAYS - 1));
    await store.create(keys.lead(old), record(old, 1000));
    expect(await expireSpam(store, now)).toBe(1);
    expect((await readSpam(store)).spam.map((kept) => kept.id)).toEqual([young]);
    expect(await store.get(keys.lead(old))).not.toBeNull();
  });
});

describe('the outbox', () => {
  const lead = {
    id: '3b241101-e2bb-4255-8caf-4136c566a962',
    receivedAt: '2026-01-05T09:30:00.123Z',
    fields: {
      firstName: 'Zoë',
      lastName: 'Ruiz',
      phone: '(555) 010-0100',
      email: 'zoe@example.com',
      serviceType: 'Last-Mile Delivery',
      message: 'Two reefers.\nHome on weekends.',
    },
  };
  const addresses = { from: 'Website <leads@example.com>', to: 'dispatch@example.com' };

  it('writes the email as an .eml file a mail program opens', async () => {
    const outbox = join(dir, 'mail');
    const { messageId } = await createOutboxNotifier({ dir: outbox, ...addresses }).send(lead);
    expect(await readdir(outbox)).toEqual([messageId]);
    expect(messageId).toBe(`20260105T093000Z-${lead.id}.eml`);
    const text = await readFile(join(outbox, messageId), 'utf8');
    const end = text.indexOf('\r\n\r\n');
    const [head, body] = [text.slice(0, end), text.slice(end + 4)];
    expect(head.split('\r\n')).toEqual([
      `From: ${addresses.from}`,
      `To: ${addresses.to}`,
      'Reply-To: zoe@example.com',
      `Subject: =?UTF-8?B?${Buffer.from('New lead: Zoë Ruiz (Last-Mile Delivery)').toString('base64')}?=`,
      'Date: Mon, 05 Jan 2026 09:30:00 GMT',
      `Message-ID: <${lead.id}@outbox.local>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ]);
    expect(body.replace(/\r\n/g, '\n')).toBe(leadEmail(lead, addresses).text);
  });
});

describe('startLocalLeads', () => {
  it('wires the handler to the local store and an outbox made at start, mailing the company at its address in company.yaml', async () => {
    const company = parse(await readFile(new URL('../src/content/company.yaml', import.meta.url), 'utf8'));
    const leads = await startLocalLeads({ dir: join(dir, 'local'), env: {} });
    try {
      expect(await readdir(leads.outbox)).toEqual([]);
      const body = { firstName: 'Ana', lastName: '', phone: '', email: 'ana@example.com', serviceType: '', message: 'Hi', elapsedMs: 5000, website: '' };
      const submissionId = '22222222-2222-4222-8222-000000000001';
      const answer = await leads.handler({
        rawPath: '/api/contact',
        headers: { 'content-type': 'application/json' },
        requestContext: { http: { method: 'POST', sourceIp: '192.0.2.1' } },
        body: JSON.stringify({ ...body, submissionId }),
      });
      expect(answer.statusCode).toBe(201);
      expect(await leads.store.get(keys.notification(submissionId))).toMatchObject({ state: 'sent' });
      const [email = ''] = await readdir(leads.outbox);
      const text = await readFile(join(leads.outbox, email), 'utf8');
      expect(text).toContain(`\r\nTo: ${company.email}\r\n`);
      expect(text).toMatch(new RegExp(`^From: ${company.name} website <website@localhost>\r\n`));
    } finally {
      await leads.close();
    }
  });
});
