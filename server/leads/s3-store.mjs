// The lead store: JSON records in an S3 bucket, written with S3's conditional writes
// (If-None-Match: *), so that "store this unless it is there already" is one atomic request: a
// retry never stores a lead twice, and two requests never take the same rate-limit slot. The
// Lambda function uses it with the stack's LeadsBucket (infra/template.yaml); the local server and
// `npm run leads` use it with a local S3 server (server/leads/local-s3.mjs), so both run this code.
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';

/**
 * @typedef {object} LeadStore
 * @property {(key: string, value: unknown) => Promise<boolean>} create Writes `value` unless `key` exists: true if it did.
 * @property {(key: string, value: unknown) => Promise<void>} put Writes `value`, replacing what is there.
 * @property {(key: string) => Promise<any>} get The value at `key`, or null.
 * @property {(key: string) => Promise<void>} delete
 * @property {(prefix: string) => AsyncIterable<string>} keys Every key under `prefix`, in key order.
 */

/** Whether an S3 error means "a conditional write found the key there" (or lost a race for it). */
function isConflict(error) {
  const status = error?.$metadata?.httpStatusCode;
  // 412 PreconditionFailed: the key exists. 409 ConditionalRequestConflict: another conditional
  // write of the key is under way; it wins, as it would a moment later.
  return status === 412 || status === 409 || error?.name === 'PreconditionFailed' || error?.name === 'ConditionalRequestConflict';
}

function isMissing(error) {
  return error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;
}

/**
 * @param {{ client: import('@aws-sdk/client-s3').S3Client; bucket: string }} options
 * @returns {LeadStore}
 */
export function createS3Store({ client, bucket }) {
  const body = (value) => ({ Body: JSON.stringify(value), ContentType: 'application/json' });
  return {
    async create(key, value) {
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ...body(value), IfNoneMatch: '*' }));
        return true;
      } catch (error) {
        if (isConflict(error)) return false;
        throw error;
      }
    },
    async put(key, value) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ...body(value) }));
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return JSON.parse(await Body.transformToString());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *keys(prefix) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) yield object.Key;
      }
    },
  };
}
