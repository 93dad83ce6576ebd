// The site as CloudFront serves it: s3rver holds the bucket, an HTTP server answers as the distribution does; past 1,000 keys its DES list token needs --openssl-legacy-provider.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { applyViewerRequest } from './load.mjs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** Starts the bucket (kept under `dir`) and the CDN in front of it. @param {{ dir: string, bucket?: string }} options */
export async function startLocalCdn({ dir, bucket = 'site' }) {
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: join(dir, 's3'), silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function serve(req, res) {
    const action = applyViewerRequest(req.url ?? '/', String(req.headers['accept-encoding'] ?? ''));
    if (action.type === 'redirect') return res.writeHead(action.status, action.headers).end();
    const get = (/** @type {string} */ key) => s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const [status, object] = await get(decodeURIComponent(action.uri.slice(1))).then(
      (found) => /** @type {const} */ ([200, found]),
      async () => /** @type {const} */ ([404, await get('404.html')]),
    );
    const headers = { 'content-type': object.ContentType, 'cache-control': object.CacheControl, 'content-encoding': object.ContentEncoding };
    res.writeHead(status, Object.fromEntries(Object.entries(headers).filter(([, value]) => value)));
    res.end(Buffer.from((await object.Body?.transformToByteArray()) ?? []));
  }
  // A request in flight when the browser goes is answered or dropped, never left to reject (that ends a test worker); close() waits for it.
  const inFlight = new Set();
  const cdn = createServer((req, res) => {
    const served = serve(req, res).catch(() => (res.headersSent ? res.destroy() : res.writeHead(502).end())); // as CloudFront answers a failed origin
    inFlight.add(served);
    served.finally(() => inFlight.delete(served));
  });
  await new Promise((resolve) => cdn.listen(0, '127.0.0.1', () => resolve(undefined)));
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (cdn.address()).port}`;
  return {
    origin,
    endpoint,
    bucket,
    s3,
    async close() {
      const closed = new Promise((resolve) => cdn.close(resolve));
      cdn.closeAllConnections();
      await Promise.all([closed, ...inFlight]);
      s3.destroy();
      await s3rver.close();
    },
  };
}
