// The lead store: JSON records in S3, each created by a conditional write (If-None-Match: *), one atomic request, so a retry never stores a lead twice.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';

/** @typedef {{ create(key: string, value: unknown): Promise<boolean>, put(key: string, value: unknown): Promise<void>, get(key: string): Promise<unknown>, delete(key: string): Promise<void>, keys(prefix: string): AsyncIterable<string> }} LeadStore `create` writes unless the key exists (true if it wrote); `get` is null for a missing key; `keys` lists a prefix in key order.
 * @typedef {import('./notify.mjs').Lead & { notified: 'yes' | 'no' | 'sending' | 'unknown' }} StoredLead 'no': its notification failed (follow it up)
 * @typedef {import('./notify.mjs').Lead & { reason: 'honeypot' | 'too_fast' | 'rate_limit' }} SpamRecord suspected spam, and why
 * @typedef {{ key: string, reason: string }} Unreadable a record that could not be read (cut short, not JSON, not a record), and why */

/** Days suspected spam is kept before it expires (the lead bucket's lifecycle rule; the local server's sweep). */
export const SPAM_RETENTION_DAYS = 30;

export const keys = {
  lead: (/** @type {string} */ id) => `leads/${id}.json`,
  notification: (/** @type {string} */ id) => `notifications/${id}.json`,
  spam: (/** @type {string} */ id) => `spam/${id}.json`,
  rateSlots: (/** @type {number} */ windowStart, /** @type {string} */ address, /** @type {'kept' | 'emailed'} */ kind) =>
    `rate/${windowStart}/${address}/${kind}/`,
  leads: 'leads/',
  notifications: 'notifications/',
  spamRecords: 'spam/',
};

const status = (/** @type {any} */ error) => error?.$metadata?.httpStatusCode;

/** `pageSize`: keys per list request (S3's most unless a test wants pages). @param {{ client: import('@aws-sdk/client-s3').S3Client, bucket: string, pageSize?: number }} options @returns {LeadStore} */
export function createS3Store({ client, bucket, pageSize = 1000 }) {
  const put = (/** @type {string} */ key, /** @type {unknown} */ value, /** @type {string | undefined} */ ifNoneMatch) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json', IfNoneMatch: ifNoneMatch }));
  return {
    async create(key, value) {
      try {
        await put(key, value, '*');
        return true;
      } catch (error) {
        // 412: the key exists; 409: another conditional write of it is under way, and wins.
        if (status(error) === 412 || status(error) === 409) return false;
        throw error;
      }
    },
    put: async (key, value) => void (await put(key, value, undefined)),
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return JSON.parse((await Body?.transformToString()) ?? 'null');
      } catch (error) {
        if (status(error) === 404) return null;
        throw error;
      }
    },
    delete: async (key) => void (await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))),
    // ListObjects (v1), paged by Marker: s3rver's ListObjectsV2 continuation token is DES, which OpenSSL 3 refuses.
    async *keys(prefix) {
      /** @type {string | undefined} */
      let marker;
      for (;;) {
        /** @type {import('@aws-sdk/client-s3').ListObjectsCommandOutput} */
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker, MaxKeys: pageSize }));
        const contents = page.Contents ?? [];
        for (const { Key } of contents) if (Key !== undefined) yield Key;
        marker = contents.at(-1)?.Key;
        if (!page.IsTruncated || !marker) return;
      }
    },
  };
}

const reasonOf = (/** @type {any} */ error) => String(error?.message || error?.name || error);

/** Reads each record under `prefix` with `read`, which throws for one it cannot take: what was read, and what could not be, so one bad record costs only itself. @template T @param {LeadStore} store @param {string} prefix @param {(key: string) => Promise<T[]>} read */
async function readEach(store, prefix, read) {
  const found = [];
  for await (const key of store.keys(prefix)) if (key.endsWith('.json')) found.push(key);
  const values = /** @type {T[]} */ ([]);
  const unreadable = /** @type {Unreadable[]} */ ([]);
  const take = (/** @type {string} */ key) =>
    read(key).then(
      (records) => values.push(...records),
      (error) => unreadable.push({ key, reason: reasonOf(error) }),
    );
  for (let start = 0; start < found.length; start += 16) await Promise.all(found.slice(start, start + 16).map(take));
  return { values, unreadable };
}

const byKey = (/** @type {Unreadable} */ a, /** @type {Unreadable} */ b) => a.key.localeCompare(b.key);

/** A stored lead as the handler writes it; anything else throws. @param {unknown} value @returns {import('./notify.mjs').Lead} */
function asLead(value) {
  const lead = /** @type {any} */ (value);
  const strings = (/** @type {unknown[]} */ ...items) => items.every((item) => typeof item === 'string');
  if (!lead || !strings(lead.id, lead.receivedAt) || typeof lead.fields !== 'object' || !lead.fields || !strings(...Object.values(lead.fields))) {
    throw new Error('not a lead record');
  }
  return lead;
}

const newestFirst = (/** @type {{ id: string, receivedAt: string }} */ a, /** @type {{ id: string, receivedAt: string }} */ b) =>
  a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : a.id.localeCompare(b.id);

/** Every readable lead, newest first, with whether the company was notified ('unknown': its record unreadable), and every unreadable record; `since` (YYYY-MM-DD) keeps later ones. @param {LeadStore} store @param {{ since?: string }} [options] @returns {Promise<{ leads: StoredLead[], unreadable: Unreadable[] }>} */
export async function readLeads(store, { since } = {}) {
  const notificationErrors = /** @type {Unreadable[]} */ ([]);
  const { values, unreadable } = await readEach(store, keys.leads, async (key) => {
    const lead = asLead(await store.get(key));
    if (since && lead.receivedAt < since) return [];
    /** @type {StoredLead['notified']} */
    let notified;
    try {
      const state = /** @type {{ state?: string } | null} */ (await store.get(keys.notification(lead.id)))?.state;
      notified = state === 'sent' ? 'yes' : state === 'sending' ? 'sending' : 'no';
    } catch (error) {
      notificationErrors.push({ key: keys.notification(lead.id), reason: reasonOf(error) });
      notified = 'unknown';
    }
    return [{ ...lead, notified }];
  });
  return { leads: values.sort(newestFirst), unreadable: [...unreadable, ...notificationErrors].sort(byKey) };
}

/** Every readable record of suspected spam, newest first, and every one that could not be read. @param {LeadStore} store @param {{ since?: string }} [options] */
export async function readSpam(store, { since } = {}) {
  const { values, unreadable } = await readEach(store, keys.spamRecords, async (key) => {
    const record = /** @type {SpamRecord} */ (asLead(await store.get(key)));
    return since && record.receivedAt < since ? [] : [record];
  });
  return { spam: values.sort(newestFirst), unreadable: unreadable.sort(byKey) };
}

/** Moves suspected spam back among the leads, shown as not notified (it was never emailed): the lead and whether it was new there, or null when none is kept. @param {LeadStore} store @param {string} id */
export async function restoreSpam(store, id) {
  const record = await store.get(keys.spam(id));
  if (!record) return null;
  const lead = /** @type {Partial<SpamRecord>} */ ({ ...asLead(record) });
  delete lead.reason;
  const created = await store.create(keys.lead(id), lead);
  await store.delete(keys.spam(id));
  return { lead: /** @type {import('./notify.mjs').Lead} */ (lead), created };
}
