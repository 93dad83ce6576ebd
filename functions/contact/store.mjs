// The lead store: JSON records in an S3 bucket, created with a conditional write (If-None-Match: *), so
// "store this unless it is there" is one atomic request: a retry never stores a lead twice.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';

/** `create` writes unless the key exists (true if it wrote); `get` is null for a missing key; `keys` lists a prefix in key order.
 * @typedef {{ create(key: string, value: unknown): Promise<boolean>, put(key: string, value: unknown): Promise<void>, get(key: string): Promise<unknown>, delete(key: string): Promise<void>, keys(prefix: string): AsyncIterable<string> }} LeadStore
 * @typedef {import('./notify.mjs').Lead & { notified: 'yes' | 'no' | 'sending' }} StoredLead 'no': its notification failed (follow it up)
 */

/** Where a lead, its notification record and an address's rate-limit slots are kept. */
export const keys = {
  lead: (/** @type {string} */ id) => `leads/${id}.json`,
  notification: (/** @type {string} */ id) => `notifications/${id}.json`,
  rateSlot: (/** @type {number} */ windowStart, /** @type {string} */ address, /** @type {number} */ slot) => `rate/${windowStart}/${address}/${slot}`,
  leads: 'leads/',
  notifications: 'notifications/',
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

/** Every lead, newest first, with whether the company was notified; `since` (YYYY-MM-DD) keeps the later ones. @param {LeadStore} store @param {{ since?: string }} [options] @returns {Promise<StoredLead[]>} */
export async function readLeads(store, { since } = {}) {
  const leadKeys = [];
  for await (const key of store.keys(keys.leads)) if (key.endsWith('.json')) leadKeys.push(key);
  const read = async (/** @type {string} */ key) => {
    const lead = /** @type {import('./notify.mjs').Lead | null} */ (await store.get(key));
    if (!lead || (since && lead.receivedAt < since)) return [];
    const state = /** @type {{ state?: string } | null} */ (await store.get(keys.notification(lead.id)))?.state;
    return [/** @type {StoredLead} */ ({ ...lead, notified: state === 'sent' ? 'yes' : state === 'sending' ? 'sending' : 'no' })];
  };
  const leads = []; // sixteen reads at a time
  for (let start = 0; start < leadKeys.length; start += 16) leads.push(...(await Promise.all(leadKeys.slice(start, start + 16).map(read))).flat());
  return leads.sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : a.id.localeCompare(b.id)));
}
