// The local lead store: s3rver (the S3 server the deploy tests use) on 127.0.0.1, keeping its
// objects in a folder, taught the one S3 behaviour the lead store relies on that it lacks:
// conditional writes. S3 answers a PutObject with `If-None-Match: *` with 412 PreconditionFailed
// when the key exists (and only `*` is accepted there); s3rver ignores the header. Here each key's
// writes are taken one at a time and a conditional one is refused when the key exists, so
// "create unless it exists" is atomic, as it is on S3.
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

/** s3rver's built-in key pair (it checks request signatures against it). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Runs `task` after every earlier task of the same `key`; tasks of other keys run alongside. */
function serializer() {
  /** @type {Map<string, Promise<void>>} */
  const tails = new Map();
  /**
   * @template T
   * @param {string} key
   * @param {() => Promise<T>} task
   */
  return async (key, task) => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release = () => {};
    /** @type {Promise<void>} */
    const current = new Promise((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    tails.set(key, tail);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/** Koa middleware: S3's If-None-Match on PutObject (path-style requests, as the clients here make). */
function conditionalWrites() {
  const inOrder = serializer();
  /** @param {import('s3rver').S3rverContext} ctx @param {() => Promise<void>} next */
  return async (ctx, next) => {
    const multipart = 'uploadId' in ctx.query || 'partNumber' in ctx.query;
    if (ctx.method !== 'PUT' || multipart || ctx.get('x-amz-copy-source')) return next();
    let path;
    try {
      path = decodeURIComponent(ctx.path.slice(1));
    } catch {
      return next();
    }
    const slash = path.indexOf('/');
    if (slash < 1 || slash === path.length - 1) return next(); // a bucket, not an object
    const bucket = path.slice(0, slash);
    const key = path.slice(slash + 1);
    return inOrder(`${bucket}/${key}`, async () => {
      const condition = ctx.get('if-none-match');
      if (condition) {
        if (condition.trim() !== '*')
          throw new S3Error('NotImplemented', 'A header you provided implies functionality that is not implemented', { Header: 'If-None-Match' });
        if (await ctx.store.existsObject(bucket, key)) {
          throw new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-None-Match' });
        }
      }
      await next();
    });
  };
}

/**
 * Starts a local S3 on 127.0.0.1 (a free port unless `port` is given) keeping `bucket` in
 * `directory`, and returns { endpoint, client, close }: `client` is an S3Client for it.
 * @param {{ directory: string; bucket: string; port?: number }} options
 */
export async function startLocalS3({ directory, bucket, port = 0 }) {
  // The SDK warns once per process that its releases from 2027 need Node 22 (the project runs on 20.19+,
  // the Lambda function on 22): not something a local run can act on.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: !process.env.S3RVER_LOG, configureBuckets: [{ name: bucket }] });
  server.middleware.unshift(conditionalWrites());
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: LOCAL_CREDENTIALS });
  return {
    endpoint,
    client,
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
