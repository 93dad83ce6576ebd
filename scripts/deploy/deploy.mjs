// Publishes the build (dist/) to the S3 bucket behind CloudFront.
// Usage: node scripts/deploy/deploy.mjs --help   (see infra/README.md)
//
// Steps, each finished before the next starts:
//   1. read the build, check credentials, list the bucket (ETag = MD5 for
//      single-part uploads, so unchanged files are skipped);
//   2. with --prune, read the HTML that is live now and find the stale assets
//      it still references (directly or through its JS/CSS): those are kept
//      so pages open in a browser keep working;
//   3. upload hashed assets, then other non-HTML files, then HTML;
//      any failure stops here: nothing is deleted, no later step runs;
//   4. one CloudFront invalidation for the changed/deleted non-asset paths;
//   5. with --prune, delete what the new build no longer has (minus step 2).
import { realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { isHashedAsset } from '../../infra/cache-control.mjs';
import {
  cdnPathsFor,
  DeployError,
  findAssetReferences,
  isHtml,
  mapWithConcurrency,
  scanBuild,
  uploadPhase,
} from './files.mjs';

export { DeployError } from './files.mjs';

export const DEFAULT_CONCURRENCY = 8;
/** Above this many paths a single "/*" is cheaper and stays within CloudFront's limits. */
export const MAX_INVALIDATION_PATHS = 1000;
const PHASE_NAMES = ['hashed assets', 'other non-HTML files', 'HTML pages']; // by uploadPhase()
const HTML_PHASE = uploadPhase('index.html');
const CREDENTIALS_HELP =
  'Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE (a profile from ~/.aws/config).';

/**
 * @param {{ bucket: string, distributionId?: string, dir?: string, dryRun?: boolean,
 *   prune?: boolean, concurrency?: number }} options
 * @param {{ s3: S3Client, cloudfront?: { send: Function }, log?: (line: string) => void }} clients
 * @returns {Promise<{ dryRun: boolean, uploads: string[], skips: string[], deletes: string[],
 *   kept: string[], invalidationPaths: string[], invalidationId: string | null,
 *   bytes: number, durationMs: number }>} what was done (or, for a dry run, planned)
 */
export async function deploy(options, { s3, cloudfront, log = console.log }) {
  const started = performance.now();
  const { bucket, distributionId, dryRun = false, prune = false, concurrency = DEFAULT_CONCURRENCY } = options;
  const dir = path.resolve(options.dir ?? 'dist');
  if (!bucket) throw new DeployError('No bucket given: pass --bucket <name> or set DEPLOY_BUCKET.');

  const files = await scanBuild(dir);

  const credentialsError = await findCredentialsError(s3);
  if (credentialsError && !dryRun) {
    throw new DeployError(`No AWS credentials found (${credentialsError}). ${CREDENTIALS_HELP}`);
  }
  if (credentialsError) {
    log(`No AWS credentials found: planning as if the bucket were empty. ${CREDENTIALS_HELP}`);
  }
  const remote = credentialsError ? new Map() : await listBucket(s3, bucket);

  const plan = await planDeploy({
    files,
    remote,
    prune,
    concurrency,
    readObject: (key) => readObject(s3, bucket, key),
  });
  printPlan(plan, { bucket, dir, log });

  const result = {
    dryRun,
    uploads: plan.uploads.map((file) => file.key),
    skips: plan.skips.map((file) => file.key),
    deletes: plan.deletes,
    kept: plan.kept,
    invalidationPaths: plan.invalidationPaths,
    invalidationId: null,
    bytes: plan.uploads.reduce((sum, file) => sum + file.size, 0),
    durationMs: 0,
  };

  if (!dryRun) {
    await uploadFiles(s3, bucket, plan.uploads, { concurrency, log });
    result.invalidationId = await invalidate(cloudfront, distributionId, plan.invalidationPaths, log);
    await deleteObjects(s3, bucket, plan.deletes, log);
  } else if (plan.invalidationPaths.length > 0 && !distributionId) {
    log('No --distribution-id: the invalidation would be skipped.');
  }

  result.durationMs = Math.round(performance.now() - started);
  printSummary(result, log);
  return result;
}

/** Decides what to upload, skip, delete and invalidate. Reads the bucket, writes nothing. */
async function planDeploy({ files, remote, prune, concurrency, readObject }) {
  const uploads = files.filter((file) => remote.get(file.key) !== file.md5);
  const skips = files.filter((file) => remote.get(file.key) === file.md5);

  let deletes = [];
  let kept = [];
  if (prune) {
    const local = new Set(files.map((file) => file.key));
    const stale = [...remote.keys()].filter((key) => !local.has(key)).sort();
    const inUse = await findAssetsInUse({
      liveHtml: [...remote.keys()].filter(isHtml),
      staleAssets: stale.filter(isHashedAsset),
      readObject,
      concurrency,
    });
    kept = stale.filter((key) => inUse.has(key));
    deletes = stale.filter((key) => !inUse.has(key));
  }

  // Hashed assets never change under the same name: only the rest needs invalidating.
  let invalidationPaths = [...uploads.map((file) => file.key), ...deletes]
    .filter((key) => !isHashedAsset(key))
    .flatMap(cdnPathsFor);
  if (invalidationPaths.length > MAX_INVALIDATION_PATHS) invalidationPaths = ['/*'];

  return { uploads, skips, deletes, kept, invalidationPaths };
}

/**
 * The stale assets that the HTML live before this deploy still needs: those
 * it references, plus (following JS imports and CSS url()s) those that the
 * referenced stale JS/CSS reference. Assets of older builds are not kept.
 */
async function findAssetsInUse({ liveHtml, staleAssets, readObject, concurrency }) {
  const inUse = new Set();
  let toScan = staleAssets.length > 0 ? liveHtml : [];
  while (toScan.length > 0) {
    const texts = await mapWithConcurrency(toScan, concurrency, readObject);
    const candidates = staleAssets.filter((key) => !inUse.has(key));
    toScan = [];
    for (const key of texts.flatMap((text) => findAssetReferences(text, candidates))) {
      if (inUse.has(key)) continue;
      inUse.add(key);
      if (/\.(m?js|css)$/.test(key)) toScan.push(key);
    }
  }
  return inUse;
}

/** Returns null if the client has credentials, else why not. Never throws. */
async function findCredentialsError(s3) {
  try {
    const credentials = await s3.config.credentials();
    return credentials?.accessKeyId ? null : 'the provider returned none';
  } catch (error) {
    return error.message || String(error);
  }
}

/** Key -> MD5 (the ETag of single-part uploads; multipart ETags never match). */
async function listBucket(s3, bucket) {
  const objects = new Map();
  try {
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket })) {
      for (const object of page.Contents ?? []) {
        objects.set(object.Key, (object.ETag ?? '').replaceAll('"', '').toLowerCase());
      }
    }
  } catch (error) {
    throw s3Failure(error, `list s3://${bucket}`, bucket);
  }
  return objects;
}

async function readObject(s3, bucket, key) {
  try {
    const response = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await response.Body.transformToString('utf-8');
  } catch (error) {
    throw s3Failure(error, `read s3://${bucket}/${key} (to find the assets it references)`, bucket);
  }
}

async function uploadFiles(s3, bucket, uploads, { concurrency, log }) {
  for (const [phase, name] of PHASE_NAMES.entries()) {
    const batch = uploads.filter((file) => uploadPhase(file.key) === phase);
    if (batch.length === 0) continue;
    log(`Uploading ${batch.length} ${name}...`);
    await mapWithConcurrency(batch, concurrency, async (file) => {
      try {
        const body = await readFile(file.file);
        await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: file.key,
            Body: body,
            ContentType: file.contentType,
            ContentEncoding: file.contentEncoding,
            CacheControl: file.cacheControl,
            ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
          }),
        );
      } catch (error) {
        const state =
          phase < HTML_PHASE
            ? 'Stopped before the HTML step: the previous site is still live and nothing was deleted.'
            : 'Some HTML may already be updated; nothing was deleted. Fix the problem and deploy again.';
        throw new DeployError(`Upload of ${file.key} failed (${describe(error)}). ${state}`);
      }
    });
  }
}

/** @returns {Promise<string | null>} the invalidation ID, if one was created */
async function invalidate(cloudfront, distributionId, paths, log) {
  if (paths.length === 0) {
    log('No HTML or other non-asset file changed: no CloudFront invalidation needed.');
    return null;
  }
  if (!distributionId) {
    log('No --distribution-id / DEPLOY_DISTRIBUTION_ID: skipping the CloudFront invalidation.');
    return null;
  }
  if (!cloudfront) throw new TypeError('deploy() needs a CloudFront client when distributionId is set');
  try {
    const response = await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: `deploy-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          Paths: { Quantity: paths.length, Items: paths },
        },
      }),
    );
    const id = response.Invalidation?.Id ?? null;
    log(`CloudFront invalidation ${id ?? ''} created for ${paths.length} path(s).`);
    return id;
  } catch (error) {
    throw new DeployError(
      `The files are uploaded, but the CloudFront invalidation failed (${describe(error)}); nothing was deleted. ` +
        `Invalidate by hand: aws cloudfront create-invalidation --distribution-id ${distributionId} --paths '/*'`,
    );
  }
}

async function deleteObjects(s3, bucket, keys, log) {
  if (keys.length === 0) return;
  log(`Deleting ${keys.length} object(s) no longer in the build...`);
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    let response;
    try {
      response = await s3.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }),
      );
    } catch (error) {
      throw s3Failure(error, `delete stale objects from s3://${bucket}`, bucket);
    }
    if (response.Errors?.length) {
      const [first] = response.Errors;
      throw new DeployError(
        `Could not delete ${response.Errors.length} stale object(s), e.g. ${first.Key} (${first.Code}: ${first.Message}). The new site is live.`,
      );
    }
  }
}

function describe(error) {
  const name = error?.Code ?? error?.name ?? 'Error';
  const message = error?.message ?? String(error);
  return message && message !== name ? `${name}: ${message}` : name;
}

/** An S3 error as a DeployError with a hint for the usual causes. */
function s3Failure(error, action, bucket) {
  const code = error?.Code ?? error?.name;
  const hints = {
    NoSuchBucket: `Bucket "${bucket}" does not exist: check --bucket / DEPLOY_BUCKET.`,
    PermanentRedirect: `Bucket "${bucket}" is in another region: pass --region / set AWS_REGION.`,
    AuthorizationHeaderMalformed: `Bucket "${bucket}" is in another region: pass --region / set AWS_REGION.`,
    InvalidAccessKeyId: `AWS rejected the credentials. ${CREDENTIALS_HELP}`,
    SignatureDoesNotMatch: `AWS rejected the credentials. ${CREDENTIALS_HELP}`,
    ExpiredToken: 'The AWS credentials have expired: refresh them (e.g. aws sso login).',
    AccessDenied: 'Access denied: the credentials lack permission (see DeployerPolicyArn in infra/README.md).',
  };
  const hint = Object.hasOwn(hints, code) ? ` ${hints[code]}` : '';
  return new DeployError(`Could not ${action} (${describe(error)}).${hint}`);
}

function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function printPlan(plan, { bucket, dir, log }) {
  const rows = [
    ...plan.uploads.map((f) => ['upload', f.key, `${f.contentType} | ${f.cacheControl} | ${formatBytes(f.size)}`]),
    ...plan.skips.map((f) => ['skip', f.key, 'unchanged']),
    ...plan.kept.map((key) => ['keep', key, 'stale, but the previous HTML references it']),
    ...plan.deletes.map((key) => ['delete', key, '']),
  ];
  const width = Math.max(0, ...rows.map((row) => row[1].length));
  const shownDir = path.relative(process.cwd(), dir);
  log(`Plan for s3://${bucket} from ${shownDir && !shownDir.startsWith('..') ? shownDir : dir}:`);
  for (const [action, key, detail] of rows) log(`  ${action.padEnd(7)} ${key.padEnd(width)}  ${detail}`.trimEnd());
  if (plan.invalidationPaths.length > 0) log(`  invalidate ${plan.invalidationPaths.join(' ')}`);
}

function printSummary(result, log) {
  const seconds = (result.durationMs / 1000).toFixed(1);
  const size = formatBytes(result.bytes);
  const { uploads, skips, deletes, kept } = result;
  log(
    result.dryRun
      ? `Dry run, nothing changed: ${uploads.length} to upload (${size}), ${skips.length} unchanged, ` +
          `${deletes.length} to delete, ${kept.length} stale kept (${seconds} s).`
      : `Deployed in ${seconds} s: ${uploads.length} uploaded (${size}), ${skips.length} unchanged, ` +
          `${deletes.length} deleted, ${kept.length} stale kept.`,
  );
}

// ---------------------------------------------------------------- CLI ----

export const HELP = `Usage: node scripts/deploy/deploy.mjs [options]   (npm run deploy -- [options])

Uploads the build to S3 (hashed assets first, HTML last) and invalidates CloudFront.

Options (environment variable in brackets):
  --bucket <name>            S3 bucket (required) [DEPLOY_BUCKET]
  --distribution-id <id>     CloudFront distribution to invalidate; skipped if absent [DEPLOY_DISTRIBUTION_ID]
  --region <region>          bucket region, default us-east-1 [AWS_REGION]
  --dir <path>               build directory, default dist
  --dry-run                  print the plan, change nothing
  --prune                    delete objects not in the build (keeps assets the live HTML uses)
  --endpoint <url>           S3-compatible endpoint, path-style (for tests) [S3_ENDPOINT]
  --help                     show this help

Credentials come from the usual AWS sources: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
AWS_PROFILE, SSO, instance or container roles.`;

/** @returns {object} deploy() options plus region, endpoint and help */
export function parseCliArgs(argv, env = {}) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        bucket: { type: 'string' },
        'distribution-id': { type: 'string' },
        region: { type: 'string' },
        dir: { type: 'string' },
        'dry-run': { type: 'boolean' },
        prune: { type: 'boolean' },
        endpoint: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new DeployError(`${error.message}. See --help.`);
  }
  return {
    help: values.help ?? false,
    bucket: values.bucket ?? env.DEPLOY_BUCKET,
    distributionId: values['distribution-id'] ?? env.DEPLOY_DISTRIBUTION_ID,
    region: values.region ?? env.AWS_REGION ?? 'us-east-1',
    dir: values.dir ?? 'dist',
    dryRun: values['dry-run'] ?? false,
    prune: values.prune ?? false,
    endpoint: values.endpoint ?? env.S3_ENDPOINT,
  };
}

/** Runs the CLI; returns the exit code. Errors are printed as one line, without a stack. */
export async function main(argv = process.argv.slice(2), env = process.env) {
  let s3;
  let cloudfront;
  try {
    const options = parseCliArgs(argv, env);
    if (options.help) {
      console.log(HELP);
      return 0;
    }
    s3 = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    });
    // CloudFront is global; its API lives in us-east-1.
    cloudfront = options.distributionId ? new CloudFrontClient({ region: 'us-east-1' }) : undefined;
    await deploy(options, { s3, cloudfront, log: console.log });
    return 0;
  } catch (error) {
    const known = error instanceof DeployError;
    console.error(`deploy failed: ${known ? error.message : describe(error)}`);
    if (!known && env.DEPLOY_DEBUG) console.error(error.stack);
    return 1;
  } finally {
    s3?.destroy();
    cloudfront?.destroy();
  }
}

function isEntryPoint() {
  try {
    return realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  process.exitCode = await main();
}
