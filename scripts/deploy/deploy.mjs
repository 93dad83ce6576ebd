// `npm run deploy`: publishes dist/ to the site's S3 bucket and invalidates CloudFront (infra/README.md, "Deploy").
import { createHash } from 'node:crypto';
import { appendFile, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { DeleteObjectsCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import pMap from 'p-map';
import { cacheControlFor, isHashedAsset } from '../../infra/cache-control.mjs';
import { contentEncodingFor, contentTypeFor } from '../../infra/content-types.mjs';
import { progress } from '../../prerender/progress.mjs';

export class DeployError extends Error {}
/** @typedef {{ send: (command: CreateInvalidationCommand) => Promise<{ Invalidation?: { Id?: string } }> }} CloudFront */

/** Where each deploy records the assets its build uses; the bucket policy keeps it from CloudFront. */
export const RELEASES_PREFIX = '_releases/';
/** A page open since any of these last releases still finds its scripts, styles and data. */
export const RELEASES_KEPT = 10;
const RECORD = /^_releases\/\d{4}-\d\d-\d\dT[^/]+\.json$/;
const PHASES = ['hashed assets', 'other files', 'pages'];
const MAX_INVALIDATION_PATHS = 1000; // past this, one "/*" is cheaper and within CloudFront's limits
const CREDENTIALS_HELP = 'Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE (a profile from ~/.aws/config).';

// Upload order, so that no page is live before what it references: hashed assets, other files, pages and their Brotli copies.
export const phaseOf = (/** @type {string} */ key) => (/\.html(\.br)?$/.test(key) ? 2 : isHashedAsset(key) ? 0 : 1);

export const headersFor = (/** @type {string} */ key) => ({
  ContentType: contentTypeFor(key),
  CacheControl: cacheControlFor(key),
  ContentEncoding: contentEncodingFor(key),
});

// A page also answers at its folder's URL, which the function 301s from the slashed one.
export function cdnPathsFor(/** @type {string} */ key) {
  const encoded = '/' + key.split('/').map(encodeURIComponent).join('/');
  if (key === 'index.html') return ['/', encoded];
  if (!key.endsWith('/index.html')) return [encoded];
  const folder = encoded.slice(0, -'/index.html'.length);
  return [folder, `${folder}/`, encoded];
}

export async function scanBuild(/** @type {string} */ dir) {
  if (!(await stat(dir).catch(() => null))?.isDirectory()) throw new DeployError(`Build directory ${dir} not found: run npm run build first.`);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const keys = entries
    .filter((entry) => !entry.isDirectory() && entry.name !== '.DS_Store')
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !key.startsWith('.vite/'))
    .sort();
  if (!keys.includes('index.html')) throw new DeployError(`Build directory ${dir} ${keys.length ? 'has no index.html' : 'is empty'}: run npm run build first.`);
  const reserved = keys.find((key) => key.startsWith(RELEASES_PREFIX));
  if (reserved) throw new DeployError(`${reserved}: ${RELEASES_PREFIX} is where the deploy keeps its records; the build cannot have files there.`);
  const unknown = keys.filter((key) => !contentTypeFor(key));
  if (unknown.length) throw new DeployError(`Unknown file type: ${unknown.join(', ')}. Add the extension to CONTENT_TYPES in infra/content-types.mjs.`);
  const hashed = async (/** @type {string} */ key) => {
    const file = path.join(dir, key);
    const body = await readFile(file);
    return { key, file, size: body.length, md5: createHash('md5').update(body).digest('hex') };
  };
  return pMap(keys, hashed, { concurrency: 32 });
}

/** @param {{ bucket?: string, distributionId?: string, dir?: string, dryRun?: boolean }} options @param {{ s3: S3Client, cloudfront?: CloudFront, log?: (line: string) => void }} clients */
export async function deploy({ bucket: Bucket, distributionId, dir = 'dist', dryRun = false }, { s3, cloudfront, log = console.log }) {
  const started = performance.now();
  if (!Bucket) throw new DeployError('No bucket given: pass --bucket <name> or set DEPLOY_BUCKET.');
  const files = await scanBuild(path.resolve(dir));

  // The ETag of a single-part upload is its MD5. S3 lists keys in order: the records oldest first.
  const remote = /** @type {Map<string, string>} */ (new Map());
  const records = /** @type {string[]} */ ([]);
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket })) {
    for (const { Key = '', ETag = '' } of page.Contents ?? []) {
      if (Key.startsWith(RELEASES_PREFIX)) records.push(Key);
      else remote.set(Key, ETag.replaceAll('"', ''));
    }
  }
  const recent = records.filter((key) => RECORD.test(key)).slice(1 - RELEASES_KEPT);
  const recentAssets = new Set((await Promise.all(recent.map((Key) => readRecord(s3, Bucket, Key)))).flat());

  const local = new Set(files.map((file) => file.key));
  const uploads = files.filter((file) => remote.get(file.key) !== file.md5);
  const stale = [...remote.keys()].filter((key) => !local.has(key));
  const kept = stale.filter((key) => isHashedAsset(key) && recentAssets.has(key));
  const deletes = stale.filter((key) => !isHashedAsset(key) || !recentAssets.has(key));
  const changed = [...uploads.map((file) => file.key), ...deletes].filter((key) => !isHashedAsset(key)).sort();
  const allPaths = changed.flatMap(cdnPathsFor);
  const invalidationPaths = allPaths.length > MAX_INVALIDATION_PATHS ? ['/*'] : allPaths;

  const skips = files.filter((file) => remote.get(file.key) === file.md5).map((file) => file.key);
  const result = { dryRun, uploads: uploads.map((file) => file.key), skips, deletes, kept, invalidationPaths, invalidationId: '', release: '' };
  const bytes = uploads.reduce((sum, file) => sum + file.size, 0);
  const counts = PHASES.map((name, phase) => `${uploads.filter((file) => phaseOf(file.key) === phase).length} ${name}`).join(', ');
  log(
    `Plan: upload ${uploads.length} files (${counts}; ${megabytes(bytes)}), ${skips.length} unchanged, delete ${deletes.length}, keep ${kept.length} stale assets a recent release uses; invalidate ${invalidationPaths.length} paths.`,
  );
  if (dryRun) {
    for (const { key } of uploads) log(`  upload ${key}  ${Object.values(headersFor(key)).filter(Boolean).join(' | ')}`);
    for (const key of kept) log(`  keep   ${key}  (a recent release uses it)`);
    for (const key of deletes) log(`  delete ${key}`);
    if (invalidationPaths.length) log(`  invalidate ${invalidationPaths.join(' ')}`);
    log(`Dry run, nothing changed: ${uploads.length} to upload, ${skips.length} unchanged, ${deletes.length} to delete.`);
    return result;
  }

  const uploading = progress('deploy: upload', 'files');
  uploading.start(uploads.length);
  const upload = async (/** @type {typeof files[number]} */ { key, file, md5 }) => {
    const input = { Bucket, Key: key, Body: await readFile(file), ContentMD5: Buffer.from(md5, 'hex').toString('base64'), ...headersFor(key) };
    await s3.send(new PutObjectCommand(input)).catch((error) => {
      uploading.stop();
      throw new DeployError(`Upload of ${key} failed (${describe(error)}): nothing was deleted or invalidated. Run the deploy again.`);
    });
    uploading.increment();
  };
  // Many at a time: a new post in a large blog changes every post's page (its 'Other Blogs').
  for (const phase of PHASES.keys()) {
    const batch = uploads.filter((file) => phaseOf(file.key) === phase);
    await pMap(batch, upload, { concurrency: 32 });
  }
  uploading.stop();
  result.release = `${RELEASES_PREFIX}${new Date().toISOString()}.json`;
  const assets = [...local].filter(isHashedAsset);
  await s3.send(new PutObjectCommand({ Bucket, Key: result.release, Body: JSON.stringify(assets), ContentType: 'application/json', CacheControl: 'no-store' }));
  const obsolete = [...deletes, ...records.filter((key) => !recent.includes(key))];
  for (let i = 0; i < obsolete.length; i += 1000) {
    const Objects = obsolete.slice(i, i + 1000).map((Key) => ({ Key }));
    const { Errors = [] } = await s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
    if (Errors.length) {
      throw new DeployError(`Could not delete ${Errors.length} stale object(s), e.g. ${Errors[0]?.Key} (${Errors[0]?.Code}). The new site is live.`);
    }
  }
  result.invalidationId = (await invalidate(cloudfront, distributionId, invalidationPaths, log)) ?? '';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Deployed in ${seconds} s: ${uploads.length} uploaded (${megabytes(bytes)}), ${skips.length} unchanged, ${deletes.length} deleted, ${kept.length} stale assets kept.`,
  );
  return result;
}

const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const pagePaths = (/** @type {string[]} */ keys) => keys.filter((key) => key.endsWith('.html')).map((key) => cdnPathsFor(key)[0] ?? key);

/** Polls `origin` until each of the first `most` pages among `keys` serves what `dir` holds (the CDN's cache invalidated): the seconds it took. @param {{ origin: string, dir: string, keys: string[], most?: number, timeoutMs?: number, everyMs?: number }} options */
export async function waitUntilLive({ origin, dir, keys, most = 10, timeoutMs = 5 * 60_000, everyMs = 2000 }) {
  const started = performance.now();
  const keyed = keys.filter((key) => key.endsWith('.html')).slice(0, most);
  const pages = await Promise.all(
    keyed.map(async (key) => ({ url: new URL(cdnPathsFor(key)[0] ?? key, origin), html: await readFile(path.join(dir, key), 'utf8') })),
  );
  const isServed = async (/** @type {{ url: URL, html: string }} */ page) => {
    const response = await fetch(page.url, { cache: 'no-store' }).catch(() => null);
    return response?.ok && (await response.text()) === page.html;
  };
  for (let waiting = pages; ; await sleep(everyMs)) {
    const served = await Promise.all(waiting.map(isServed));
    waiting = waiting.filter((_, index) => !served[index]);
    if (!waiting.length) break;
    if (performance.now() - started > timeoutMs) throw new DeployError(`${waiting[0]?.url} still serves the earlier page after ${timeoutMs / 1000} s.`);
  }
  return { pages: pages.length, seconds: (performance.now() - started) / 1000 };
}

// A record lists its build's assets; an older deploy's manifest mapped every key to its MD5.
async function readRecord(/** @type {S3Client} */ s3, /** @type {string} */ Bucket, /** @type {string} */ Key) {
  const record = JSON.parse((await (await s3.send(new GetObjectCommand({ Bucket, Key }))).Body?.transformToString()) ?? '[]');
  return /** @type {string[]} */ (Array.isArray(record) ? record : Object.keys(record.files ?? {}));
}

/** @param {CloudFront | undefined} cloudfront @param {string | undefined} distributionId @param {string[]} paths @param {(line: string) => void} log */
async function invalidate(cloudfront, distributionId, paths, log) {
  if (!paths.length) return log('No page or other non-asset file changed: no CloudFront invalidation needed.');
  if (!distributionId) return log('No --distribution-id / DEPLOY_DISTRIBUTION_ID: skipping the CloudFront invalidation.');
  if (!cloudfront) throw new TypeError('deploy() needs a CloudFront client when distributionId is set');
  const InvalidationBatch = { CallerReference: `deploy-${Date.now()}`, Paths: { Quantity: paths.length, Items: paths } };
  const response = await cloudfront.send(new CreateInvalidationCommand({ DistributionId: distributionId, InvalidationBatch })).catch((error) => {
    const command = `aws cloudfront create-invalidation --distribution-id ${distributionId} --paths '/*'`;
    throw new DeployError(`The site is live, but the CloudFront invalidation failed (${describe(error)}): run ${command}`);
  });
  log(`CloudFront invalidation ${response.Invalidation?.Id} created for ${paths.length} path(s).`);
  return response.Invalidation?.Id;
}

/** What went live, for the job's summary on GitHub. @param {Awaited<ReturnType<typeof deploy>>} result @param {string | undefined} site @param {{ seconds: number } | null} live */
function jobSummary(result, site, live) {
  const pages = pagePaths(result.uploads);
  const link = (/** @type {string} */ page) => (site ? `[${page}](${new URL(page, site)})` : page);
  const shown = pages.slice(0, 50).map((page) => `- ${link(page)}`);
  return [
    `### Deployed${live ? `, live after ${live.seconds.toFixed(0)} s` : ''}`,
    `${result.uploads.length} files uploaded, ${result.skips.length} unchanged, ${result.deletes.length} deleted; ${pages.length} page(s) changed${pages.length ? ':' : '.'}`,
    ...shown,
    ...(pages.length > shown.length ? [`- and ${pages.length - shown.length} more`] : []),
    '',
  ].join('\n');
}

const describe = (/** @type {unknown} */ error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const HELP = `Usage: npm run deploy -- [options]

Uploads the build's changed files to S3 (hashed assets first, pages last), deletes what the build no
longer has (keeping the assets of the last ${RELEASES_KEPT} releases for pages still open), and makes
one CloudFront invalidation. To roll back, deploy the earlier build (infra/README.md, "Roll back").

  --bucket <name>            S3 bucket (required) [DEPLOY_BUCKET]
  --distribution-id <id>     CloudFront distribution to invalidate; skipped if absent [DEPLOY_DISTRIBUTION_ID]
  --region <region>          the bucket's region, default us-east-1 [AWS_REGION]
  --dir <path>               build directory, default dist
  --dry-run                  print the plan, change nothing
  --endpoint <url>           S3-compatible endpoint, path-style (for tests) [S3_ENDPOINT]
  --site <url>               the site: wait until it serves the changed pages [SITE_URL]

Credentials come from the usual AWS sources: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, SSO, roles.`;

export async function main(argv = process.argv.slice(2), env = process.env) {
  let s3 = /** @type {S3Client | undefined} */ (undefined);
  let cloudfront = /** @type {CloudFrontClient | undefined} */ (undefined);
  try {
    const text = /** @type {const} */ ({ type: 'string' });
    const flag = /** @type {const} */ ({ type: 'boolean', default: false });
    const options = {
      bucket: { ...text, default: env.DEPLOY_BUCKET },
      'distribution-id': { ...text, default: env.DEPLOY_DISTRIBUTION_ID },
      region: { ...text, default: env.AWS_REGION ?? 'us-east-1' },
      dir: { ...text, default: 'dist' },
      endpoint: { ...text, default: env.S3_ENDPOINT },
      site: { ...text, default: env.SITE_URL },
      'dry-run': flag,
      help: { ...flag, short: 'h' },
    };
    const { values } = parseArgs({ args: argv, options });
    if (values.help) return (console.log(HELP), 0);
    s3 = new S3Client({ region: values.region, ...(values.endpoint ? { endpoint: values.endpoint, forcePathStyle: true } : {}) });
    // CloudFront's API is global and lives in us-east-1.
    cloudfront = values['distribution-id'] ? new CloudFrontClient({ region: 'us-east-1' }) : undefined;
    const result = await deploy({ ...values, distributionId: values['distribution-id'], dryRun: values['dry-run'] }, { s3, cloudfront });
    if (result.dryRun) return 0;
    const live = values.site ? await waitUntilLive({ origin: values.site, dir: values.dir, keys: result.uploads }) : null;
    if (live?.pages) console.log(`Live: ${live.pages} changed page(s) served by ${values.site} after ${live.seconds.toFixed(1)} s.`);
    if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, jobSummary(result, values.site, live));
    return 0;
  } catch (error) {
    const { name = '', message = String(error), code = '' } = /** @type {Error & { code?: string }} */ (error);
    const usage = code.startsWith('ERR_PARSE_ARGS');
    const hint = usage ? '. See --help.' : name === 'CredentialsProviderError' ? `. ${CREDENTIALS_HELP}` : '';
    console.error(`deploy failed: ${error instanceof DeployError || usage ? message : describe(error)}${hint}`);
    return 1;
  } finally {
    s3?.destroy();
    cloudfront?.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
