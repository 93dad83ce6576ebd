// @vitest-environment node
// The S3 lead store against the local S3 server (s3rver with S3's conditional writes,
// local-s3.mjs), and the contact handler on top of both, as `npm start` runs it.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContactHandler, keys } from '../functions/contact/handler.mjs';
import { startLocalS3 } from './local-s3.mjs';
import { createOutboxNotifier } from '../functions/contact/notify.mjs';
import { createS3Store } from '../functions/contact/store.mjs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let dir = '';
/** @type {Awaited<ReturnType<typeof startLocalS3>>} */
let s3;
/** @type {import('../functions/contact/store.mjs').LeadStore} */
let store;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lead-store-'));
  s3 = await startLocalS3({ directory: join(dir, 's3'), bucket: 'leads' });
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

  it('keeps what it stored across a restart (a folder on disk)', async () => {
    await store.create('t/durable.json', { kept: true });
    await s3.close();
    s3 = await startLocalS3({ directory: join(dir, 's3'), bucket: 'leads' });
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
