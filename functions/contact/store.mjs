// The lead store: JSON records in an S3 bucket, written with S3's conditional writes
// (If-None-Match: *), so that "store this unless it is there already" is one atomic request: a
// retry never stores a lead twice, and two requests never take the same rate-limit slot. The
// Lambda function uses it with the stack's LeadsBucket (infra/template.yaml); the local server and
// `npm run leads` use it with a local S3 server (server/leads/local-s3.mjs), so both run this code.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';

/**
 * @typedef {object} LeadStore
 * @property {(key: string, value: unknown) => Promise<boolean>} create Writes `value` unless `key` exists: true if it did.
 * @property {(key: string, value: unknown) => Promise<void>} put Writes `value`, replacing what is there.
 * @property {(key: string) => Promise<unknown>} get The value at `key`, or null.
 * @property {(key: string) => Promise<void>} delete
 * @property {(prefix: string) => AsyncIterable<string>} keys Every key under `prefix`, in key order.
 */

/**
 * What an S3 client's error carries: its name and the HTTP status.
 * @typedef {{ name?: string, $metadata?: { httpStatusCode?: number } } | null | undefined} S3ErrorLike
 */

/** Whether an S3 error means "a conditional write found the key there" (or lost a race for it). @param {S3ErrorLike} error */
function isConflict(error) {
  const status = error?.$metadata?.httpStatusCode;
  // 412 PreconditionFailed: the key exists. 409 ConditionalRequestConflict: another conditional
  // write of the key is under way; it wins, as it would a moment later.
  return status === 412 || status === 409 || error?.name === 'PreconditionFailed' || error?.name === 'ConditionalRequestConflict';
}

/** @param {S3ErrorLike} error */
function isMissing(error) {
  return error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;
}

/**
 * `pageSize`: keys per list request (S3's most, 1000, unless a test wants pages).
 * @param {{ client: import('@aws-sdk/client-s3').S3Client; bucket: string; pageSize?: number }} options
 * @returns {LeadStore}
 */
export function createS3Store({ client, bucket, pageSize = 1000 }) {
  const body = (/** @type {unknown} */ value) => ({ Body: JSON.stringify(value), ContentType: 'application/json' });
  return {
    async create(key, value) {
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ...body(value), IfNoneMatch: '*' }));
        return true;
      } catch (error) {
        if (isConflict(/** @type {S3ErrorLike} */ (error))) return false;
        throw error;
      }
    },
    async put(key, value) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ...body(value) }));
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!Body) throw new Error(`${key}: S3 answered without a body`);
        return JSON.parse(await Body.transformToString());
      } catch (error) {
        if (isMissing(/** @type {S3ErrorLike} */ (error))) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    // ListObjects (v1), paged by Marker = the last key: s3rver pages ListObjectsV2 with a DES
    // continuation token, which OpenSSL 3 (Node 17+) refuses, so past 1,000 keys a local store
    // could not be listed. Both answer the same on S3 (s3:ListBucket).
    async *keys(prefix) {
      /** @type {string | undefined} */
      let marker;
      for (;;) {
        /** @type {import('@aws-sdk/client-s3').ListObjectsCommandOutput} */
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, Marker: marker, MaxKeys: pageSize }));
        const contents = page.Contents ?? [];
        for (const object of contents) if (object.Key !== undefined) yield object.Key;
        if (!page.IsTruncated || contents.length === 0) return;
        marker = contents.at(-1)?.Key;
      }
    },
  };
}
