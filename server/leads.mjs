// Lead delivery on this machine: the Lambda's handler on a local S3 (<dir>/s3), emails written to <dir>/outbox; <dir> is LEADS_DIR, else .leads/.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import { parse } from 'yaml';
import { configFromEnv, createContactHandler } from '../functions/contact/handler.mjs';
import { leadEmail } from '../functions/contact/notify.mjs';
import { createS3Store, keys, readSpam, SPAM_RETENTION_DAYS } from '../functions/contact/store.mjs';

export const DEFAULT_LEADS_DIR = '.leads';
const BUCKET = 'leads';

/** S3's conditional PutObject, which s3rver ignores: `If-None-Match: *` fails when the key exists (412), any other value is 501. */
function conditionalWrites() {
  const tails = new Map();
  return async (/** @type {import('s3rver').S3rverContext} */ ctx, /** @type {() => Promise<void>} */ next) => {
    const [, bucket = '', key = ''] = /^\/([^/]+)\/(.+)$/.exec(ctx.path) ?? [];
    if (ctx.method !== 'PUT' || !key || 'uploadId' in ctx.query || ctx.get('x-amz-copy-source')) return next();
    const write = async () => {
      const condition = ctx.get('if-none-match').trim();
      if (condition && condition !== '*') throw new S3Error('NotImplemented', 'If-None-Match takes only *', { Header: 'If-None-Match' });
      if (condition && (await ctx.store.existsObject(bucket, decodeURIComponent(key)))) {
        throw new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-None-Match' });
      }
      await next();
    };
    // Each key's writes go one at a time, so the check and the write are one step.
    const id = `${bucket}/${key}`;
    const done = (tails.get(id) ?? Promise.resolve()).then(write);
    const tail = done.catch(() => {});
    tails.set(id, tail);
    return done.finally(() => tails.get(id) === tail && tails.delete(id));
  };
}

async function writeWhole(/** @type {string} */ path, /** @type {string | Buffer} */ data) {
  const spare = `${path}.${randomUUID()}.tmp`;
  await writeFile(spare, data);
  await rename(spare, path);
}

/** What s3rver reads from the object file itself rather than from its metadata file. */
const INTRINSIC = new Set(['last-modified', 'etag', 'content-length']);

/** s3rver writes an object's files in place, and one cut short fails every read of its key: here each is written aside and renamed into place (writeWhole), as the outbox's emails are. @param {import('s3rver').FilesystemStore} store */
function wholeFiles(store) {
  store.putMetadata = async (bucket, key, metadata, md5) => {
    if (md5) await writeWhole(store.getResourcePath(bucket, key, 'object.md5'), md5);
    const kept = Object.entries(metadata).filter(([name]) => !INTRINSIC.has(name));
    await writeWhole(store.getResourcePath(bucket, key, 'metadata.json'), JSON.stringify(Object.fromEntries(kept)));
  };
  store.putObject = async (object) => {
    const path = store.getResourcePath(object.bucket, object.key, 'object');
    const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content);
    const md5 = createHash('md5').update(content).digest('hex');
    await mkdir(dirname(path), { recursive: true });
    // A kill before the new checksum is written would leave the old one: without one, s3rver computes it from the object.
    await rm(`${path}.md5`, { force: true });
    await writeWhole(path, content);
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}

/** A local S3 on 127.0.0.1 keeping the leads bucket in `<dir>/s3`: its client and the lead store on it. */
export async function openLocalStore({ dir = DEFAULT_LEADS_DIR } = {}) {
  // The SDK's notice about Node versions it will drop: nothing a local run can act on.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = resolve(dir, 's3');
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: !process.env.S3RVER_LOG, configureBuckets: [{ name: BUCKET }] });
  server.middleware.unshift(conditionalWrites());
  wholeFiles(server.store);
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  // s3rver checks request signatures against its built-in key pair.
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return { client, store: createS3Store({ client, bucket: BUCKET }), close: async () => (client.destroy(), await server.close()) };
}

/** What the bucket's lifecycle rule does and s3rver cannot, done as the local server starts: deletes spam older than SPAM_RETENTION_DAYS; how many. @param {import('../functions/contact/store.mjs').LeadStore} store */
export async function expireSpam(store, now = Date.now()) {
  const before = new Date(now - SPAM_RETENTION_DAYS * 86_400_000).toISOString();
  const expired = (await readSpam(store)).spam.filter((record) => record.receivedAt < before);
  for (const { id } of expired) await store.delete(keys.spam(id));
  return expired.length;
}

/** RFC 2047 encoded-word for a header with characters beyond ASCII. @param {string} value */
const encodedHeader = (value) => (/^[\x20-\x7E]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`);

/** Each email as `<dir>/<received>-<id>.eml` for a mail program, renamed into place whole. @param {{ dir: string, from: string, to: string }} options @returns {import('../functions/contact/notify.mjs').Notifier} */
export function createOutboxNotifier({ dir, from, to }) {
  return {
    async send(lead) {
      const email = leadEmail(lead, { from, to });
      const name = `${lead.receivedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${lead.id}.eml`;
      const headers = [
        `From: ${email.from}`,
        `To: ${email.to}`,
        ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
        `Subject: ${encodedHeader(email.subject)}`,
        `Date: ${new Date(lead.receivedAt).toUTCString()}`,
        `Message-ID: <${lead.id}@outbox.local>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
      ];
      await mkdir(dir, { recursive: true });
      await writeWhole(join(dir, name), `${headers.join('\r\n')}\r\n\r\n${email.text.replace(/\r?\n/g, '\r\n')}`);
      return { messageId: name };
    },
  };
}

/** The handler on the local store and outbox, mailing the company at its src/content/company.yaml address. @param {{ dir?: string, env?: NodeJS.ProcessEnv, log?: (record: { event: string } & Record<string, unknown>) => void }} [options] */
export async function startLocalLeads({ dir = DEFAULT_LEADS_DIR, env = process.env, log } = {}) {
  const config = configFromEnv(env);
  const company = parse(await readFile(new URL('../src/content/company.yaml', import.meta.url), 'utf8'));
  const { store, close } = await openLocalStore({ dir });
  await expireSpam(store);
  const outbox = resolve(dir, 'outbox');
  await mkdir(outbox, { recursive: true });
  const from = env.LEADS_NOTIFY_FROM || `${company.name} website <website@localhost>`;
  const notifier = createOutboxNotifier({ dir: outbox, from, to: env.LEADS_NOTIFY_TO || company.email });
  return { handler: createContactHandler({ store, notifier, config, log }), store, outbox, close };
}
