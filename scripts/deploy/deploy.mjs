// Publishes the build (dist/) to the S3 bucket behind CloudFront.
// Usage: node scripts/deploy/deploy.mjs --help   (see infra/README.md)
//
// Steps, each finished before the next starts:
//   1. read the build, check credentials, list the bucket (ETag = MD5 for single-part uploads, so
//      unchanged files are skipped) and read the release records (_releases/: the last successful
//      deploy's manifest);
//   2. with --prune, read the HTML (and the search index) live now and find the stale assets it still
//      references (directly or through its JS/CSS/route data): those are kept so pages open in a
//      browser keep working;
//   3. keep a copy of every live non-asset file about to be replaced or deleted
//      (_releases/objects/<md5>), unless one is kept already;
//   4. upload hashed assets, then other non-HTML files, then the pages, a page and its Brotli copy
//      together; if anything fails, every non-asset file this run wrote is put back as it was and
//      nothing is deleted;
//   5. one CloudFront invalidation for every non-asset path that differs from the last successful
//      deploy (so a retry after a failure covers what the failed run changed), then the release is recorded;
//   6. with --prune, delete what the new build no longer has (minus step 2), and the kept copies no
//      recorded release needs.
// `--rollback` puts the release before the current one back the same way (steps 3-5, from the kept
// copies) and drops the current one from the record.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { isHashedAsset } from '../../infra/cache-control.mjs';
import { mapWithConcurrency } from '../lib/concurrency.mjs';
import { isMain } from '../lib/is-main.mjs';
import { SEARCH_FILES, SEARCH_ROOT } from '../../src/lib/searchIndex.mjs';
import { assetReferences, cdnPathsFor, changeGroup, DeployError, isHtml, objectMetadata, RELEASES_PREFIX, scanBuild, uploadPhase } from './files.mjs';

export { DeployError } from './files.mjs';

/**
 * @typedef {Awaited<ReturnType<typeof scanBuild>>[number]} BuildFile
 * @typedef {{ id: string, createdAt: string, files: Record<string, string> }} Manifest a release: every key and its MD5
 * @typedef {{ send: (command: CreateInvalidationCommand) => Promise<{ Invalidation?: { Id?: string } }> }} CloudFront
 * @typedef {{ s3: S3Client, cloudfront?: CloudFront, log?: (line: string) => void }} Clients
 * @typedef {ReturnType<typeof bucketOf>} Bucket
 * @typedef {{ key: string, write: () => Promise<unknown> }} Change
 * @typedef {{ remote: Map<string, string>, kept: Set<string>, concurrency: number }} State the site's objects (key → MD5) before
 *   this run, the kept copies' names
 */

const DEFAULT_CONCURRENCY = 8;
/** Above this many paths a single "/*" is cheaper and stays within CloudFront's limits. */
const MAX_INVALIDATION_PATHS = 1000;
const PHASE_NAMES = ['hashed assets', 'other non-HTML files', 'HTML pages']; // by uploadPhase()
/** How many releases the record keeps (and so how far back --rollback can go, one step at a time). */
const RELEASES_KEPT = 10;
const CURRENT_RECORD = `${RELEASES_PREFIX}current.json`;
const manifestKey = (/** @type {string} */ id) => `${RELEASES_PREFIX}${id}.json`;
const KEPT_PREFIX = `${RELEASES_PREFIX}objects/`;
/**
 * A kept copy's name: the MD5 and the file's extensions ("<md5>.html.br"). A copy keeps the
 * metadata of the object it was made from, which follows from the extension, so a copy back
 * carries it unchanged (and S3 keeps the ETag).
 * @param {string} key @param {string} md5
 */
const keptName = (key, md5) => md5 + (/\..*$/.exec(key.slice(key.lastIndexOf('/') + 1))?.[0] ?? '');
const CREDENTIALS_HELP = 'Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE (a profile from ~/.aws/config).';

/**
 * @param {{ bucket?: string, distributionId?: string, dir?: string, dryRun?: boolean, prune?: boolean, concurrency?: number }} options
 * @param {Clients} clients
 * @returns what was done (or, for a dry run, planned); `release` is the ID recorded for it
 */
export async function deploy(options, { s3, cloudfront, log = console.log }) {
  const started = performance.now();
  const { distributionId, dryRun = false, prune = false, concurrency = DEFAULT_CONCURRENCY } = options;
  const dir = path.resolve(options.dir ?? 'dist');
  const bucket = bucketOf(s3, options.bucket);
  const files = await scanBuild(dir);

  const credentialsError = await findCredentialsError(s3);
  if (credentialsError && !dryRun) throw new DeployError(`No AWS credentials found (${credentialsError}). ${CREDENTIALS_HELP}`);
  if (credentialsError) log(`No AWS credentials found: planning as if the bucket were empty. ${CREDENTIALS_HELP}`);
  const { remote, kept } = credentialsError ? { remote: new Map(), kept: new Set() } : await bucket.list();
  const releases = credentialsError ? [] : await readReleases(bucket);
  const lastGood = releases.length > 0 ? await readManifest(bucket, /** @type {string} */ (releases.at(-1))) : null;

  const plan = await planDeploy({ files, remote, lastGood, prune, concurrency, readObject: bucket.readText });
  printPlan(plan, { bucket: bucket.name, dir, log });
  const result = {
    dryRun,
    uploads: plan.uploads.map((file) => file.key),
    skips: plan.skips.map((file) => file.key),
    deletes: plan.deletes,
    kept: plan.kept,
    invalidationPaths: plan.invalidationPaths,
    invalidationId: /** @type {string | null} */ (null),
    release: /** @type {string | null} */ (null),
    bytes: plan.uploads.reduce((sum, file) => sum + file.size, 0),
    durationMs: 0,
  };

  if (!dryRun) {
    const state = { remote, kept, concurrency };
    await keepCopies(bucket, [...result.uploads.filter((key) => remote.has(key)), ...plan.deletes], state);
    const writes = plan.uploads.map((file) => ({ key: file.key, write: () => bucket.put(file) }));
    await applyChanges(bucket, writes, state, { log, verb: 'Upload' });
    result.invalidationId = await invalidate(cloudfront, distributionId, plan.invalidationPaths, log);
    result.release = await recordRelease(bucket, files, releases);
    log(`Recorded release ${result.release}${releases.length > 0 ? ': npm run deploy -- --rollback puts the one before it back' : ''}.`);
    await bucket.deleteMany(plan.deletes, log);
    if (prune) await pruneKeptCopies(bucket, kept, [...releases, result.release], log);
  } else if (plan.invalidationPaths.length > 0 && !distributionId) {
    log('No --distribution-id: the invalidation would be skipped.');
  }

  result.durationMs = Math.round(performance.now() - started);
  const seconds = (result.durationMs / 1000).toFixed(1);
  const { uploads, skips, deletes } = result;
  log(
    dryRun
      ? `Dry run, nothing changed: ${uploads.length} to upload (${formatBytes(result.bytes)}), ${skips.length} unchanged, ` +
          `${deletes.length} to delete, ${result.kept.length} stale kept (${seconds} s).`
      : `Deployed in ${seconds} s: ${uploads.length} uploaded (${formatBytes(result.bytes)}), ${skips.length} unchanged, ` +
          `${deletes.length} deleted, ${result.kept.length} stale kept.`,
  );
  return result;
}

/**
 * Decides what to upload, skip, delete and invalidate. Reads the bucket, writes nothing.
 * @param {{ files: BuildFile[], remote: Map<string, string>, lastGood: Manifest | null, prune: boolean, concurrency: number,
 *   readObject: (key: string) => Promise<string> }} input
 */
async function planDeploy({ files, remote, lastGood, prune, concurrency, readObject }) {
  const uploads = files.filter((file) => remote.get(file.key) !== file.md5);
  const skips = files.filter((file) => remote.get(file.key) === file.md5);

  /** @type {string[]} */
  let deletes = [];
  /** @type {string[]} */
  let kept = [];
  if (prune) {
    const local = new Set(files.map((file) => file.key));
    const stale = [...remote.keys()].filter((key) => !local.has(key)).sort();
    // What a page open now may still ask for: its HTML's assets, and the shards named by the search
    // index it may have read already (src/lib/search.ts reads the root once, its shards as typed).
    const live = [...remote.keys()].filter((key) => isHtml(key) || key === SEARCH_ROOT.slice(1));
    const inUse = await findAssetsInUse(live, stale.filter(isHashedAsset), readObject, concurrency);
    kept = stale.filter((key) => inUse.has(key));
    deletes = stale.filter((key) => !inUse.has(key));
  }

  // Everything that differs from the last successful deploy (what a failed run may have left
  // behind included), or, with no record of one, from the bucket. Hashed assets never change under
  // the same name: only the rest needs invalidating.
  const since = lastGood ? new Map(Object.entries(lastGood.files)) : remote;
  const changed = new Set([
    ...uploads.map((file) => file.key),
    ...files.filter((file) => since.get(file.key) !== file.md5).map((file) => file.key),
    ...deletes,
  ]);
  return { uploads, skips, deletes, kept, invalidationPaths: pathsToInvalidate(changed) };
}

/** @param {Iterable<string>} keys */
function pathsToInvalidate(keys) {
  const paths = [...keys]
    .filter((key) => !isHashedAsset(key))
    .sort()
    .flatMap(cdnPathsFor);
  return paths.length > MAX_INVALIDATION_PATHS ? ['/*'] : paths;
}

/**
 * The stale assets that the files live before this deploy (its HTML and search index) still need:
 * those they reference, plus (following JS imports, CSS url()s and the URLs in route data) those
 * that the referenced stale JS/CSS/JSON reference: its chunks, its route data (assets/data/, named
 * by the page's version), the search's shards and what they name. Assets of older builds are not kept.
 * @param {string[]} liveFiles @param {string[]} staleAssets @param {(key: string) => Promise<string>} readObject @param {number} concurrency
 */
async function findAssetsInUse(liveFiles, staleAssets, readObject, concurrency) {
  /** @type {Set<string>} */
  const inUse = new Set();
  let toScan = staleAssets.length > 0 ? liveFiles : [];
  while (toScan.length > 0) {
    const texts = await mapWithConcurrency(toScan, concurrency, readObject);
    const referenced = assetReferences(staleAssets.filter((key) => !inUse.has(key)));
    toScan = [];
    for (const key of texts.flatMap(referenced)) {
      if (inUse.has(key)) continue;
      inUse.add(key);
      // What a file can name in turn; the search's shards and card files name none.
      if (/\.(m?js|css|json)$/.test(key) && !key.startsWith(SEARCH_FILES.slice(1))) toScan.push(key);
    }
  }
  return inUse;
}

/** Null if the client has credentials, else why not. Never throws. @param {S3Client} s3 */
async function findCredentialsError(s3) {
  try {
    const credentials = await s3.config.credentials();
    return credentials?.accessKeyId ? null : 'the provider returned none';
  } catch (error) {
    return (error instanceof Error && error.message) || String(error);
  }
}

/**
 * The bucket's calls, each failure a DeployError that says what failed (s3Failure).
 * @param {S3Client} s3 @param {string | undefined} name
 */
function bucketOf(s3, name) {
  if (!name) throw new DeployError('No bucket given: pass --bucket <name> or set DEPLOY_BUCKET.');
  const Bucket = name;
  /** @param {string} key */
  const source = (key) => `${Bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  /** @param {string} key */
  const get = async (key) => (await s3.send(new GetObjectCommand({ Bucket, Key: key }))).Body?.transformToString('utf-8') ?? '';
  /** @param {string} prefix */
  const keys = async function* (prefix = '') {
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket, Prefix: prefix })) yield* page.Contents ?? [];
  };
  /**
   * `call`'s result; its failure a DeployError saying it could not `action`.
   * @template T @param {string} action @param {() => Promise<T>} call
   */
  const attempt = async (action, call) => {
    try {
      return await call();
    } catch (error) {
      throw s3Failure(error, action, Bucket);
    }
  };
  return {
    name,
    /** The site's objects, key → MD5 (the ETag of single-part uploads; multipart ETags never match), and the kept copies' names. */
    async list() {
      /** @type {Map<string, string>} */
      const remote = new Map();
      /** @type {Set<string>} */
      const kept = new Set();
      await attempt(`list s3://${Bucket}`, async () => {
        for await (const { Key = '', ETag = '' } of keys()) {
          if (Key.startsWith(KEPT_PREFIX)) kept.add(Key.slice(KEPT_PREFIX.length));
          else if (!Key.startsWith(RELEASES_PREFIX)) remote.set(Key, ETag.replaceAll('"', '').toLowerCase());
        }
      });
      return { remote, kept };
    },
    /** The keys of the release records and kept copies. */
    async records() {
      const found = [];
      for await (const { Key = '' } of keys(RELEASES_PREFIX)) found.push(Key);
      return found;
    },
    /** A JSON record from _releases/, or null if there is none. @param {string} key @returns {Promise<unknown>} */
    async readRecord(key) {
      try {
        return JSON.parse(await get(key));
      } catch (error) {
        const { name: errorName, Code } = /** @type {{ name?: string, Code?: string }} */ (error ?? {});
        if (errorName === 'NoSuchKey' || Code === 'NoSuchKey') return null;
        throw s3Failure(error, `read s3://${Bucket}/${key}`, Bucket);
      }
    },
    /** @param {string} key @param {unknown} value */
    writeRecord: (key, value) =>
      attempt(`write s3://${Bucket}/${key}`, () =>
        s3.send(new PutObjectCommand({ Bucket, Key: key, Body: JSON.stringify(value), ...objectMetadata(key), CacheControl: 'no-store' })),
      ),
    /** @param {string} key */
    readText: (key) => attempt(`read s3://${Bucket}/${key} (to find the assets it references)`, () => get(key)),
    /** A copy of `key` as the kept copy `name` (server-side: nothing is downloaded). @param {string} key @param {string} name */
    keep: (key, name) =>
      attempt(`keep a copy of s3://${Bucket}/${key} before replacing it; nothing was changed`, () =>
        s3.send(new CopyObjectCommand({ Bucket, Key: KEPT_PREFIX + name, CopySource: source(key) })),
      ),
    /** Puts the kept copy of `key`'s version `md5` back at `key` (with its metadata). @param {string} key @param {string} md5 */
    restore: (key, md5) => s3.send(new CopyObjectCommand({ Bucket, Key: key, CopySource: source(KEPT_PREFIX + keptName(key, md5)) })),
    /** @param {BuildFile} file */
    put: async (file) =>
      s3.send(
        new PutObjectCommand({
          Bucket,
          Key: file.key,
          Body: await readFile(file.file),
          ...objectMetadata(file.key),
          ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
        }),
      ),
    /** @param {string} key */
    deleteOne: (key) => s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: key }], Quiet: true } })),
    /** @param {string[]} keys @param {(line: string) => void} log */
    async deleteMany(keys, log) {
      if (keys.length === 0) return;
      log(`Deleting ${keys.length} object(s) no longer in the build...`);
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        const response = await attempt(`delete stale objects from s3://${Bucket}`, () =>
          s3.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } })),
        );
        const [first] = response.Errors ?? [];
        if (first) {
          throw new DeployError(
            `Could not delete ${response.Errors?.length} stale object(s), e.g. ${first.Key} (${first.Code}: ${first.Message}). The new site is live.`,
          );
        }
      }
    },
  };
}

/** The recorded releases' IDs, oldest first (the last is live). @param {Bucket} bucket @returns {Promise<string[]>} */
async function readReleases(bucket) {
  return /** @type {{ releases?: string[] } | null} */ (await bucket.readRecord(CURRENT_RECORD))?.releases ?? [];
}

/** @param {Bucket} bucket @param {string} id @returns {Promise<Manifest>} */
async function readManifest(bucket, id) {
  const manifest = /** @type {Manifest | null} */ (await bucket.readRecord(manifestKey(id)));
  if (!manifest) throw new DeployError(`The record of release ${id} (s3://${bucket.name}/${manifestKey(id)}) is missing.`);
  return manifest;
}

/** Records a successful deploy: its manifest, then the list of releases with it last. @param {Bucket} bucket @param {BuildFile[]} files @param {string[]} releases */
async function recordRelease(bucket, files, releases) {
  const id = new Date().toISOString().replace(/[:.]/g, '-') + '-' + Math.random().toString(36).slice(2, 6);
  /** @type {Manifest} */
  const manifest = { id, createdAt: new Date().toISOString(), files: Object.fromEntries(files.map((file) => [file.key, file.md5])) };
  await bucket.writeRecord(manifestKey(id), manifest);
  await bucket.writeRecord(CURRENT_RECORD, { releases: [...releases, id].slice(-RELEASES_KEPT) });
  return id;
}

/**
 * Before anything changes: a copy of each non-asset object about to be replaced or deleted, under
 * its MD5, unless one is there already.
 * @param {Bucket} bucket @param {string[]} keys @param {State} state
 */
async function keepCopies(bucket, keys, { remote, kept, concurrency }) {
  const toKeep = new Map();
  for (const key of keys) {
    const md5 = remote.get(key);
    if (md5 && !isHashedAsset(key) && !kept.has(keptName(key, md5))) toKeep.set(keptName(key, md5), key);
  }
  await mapWithConcurrency([...toKeep], concurrency, async ([name, key]) => {
    await bucket.keep(key, name);
    kept.add(name);
  });
}

/**
 * Makes `changes` in three phases: hashed assets, other non-HTML files, pages; a page and its
 * Brotli copy are written together. If a write fails, the writes in flight finish, then every
 * non-asset object this call wrote goes back to what it was (the copy kept by keepCopies, or no
 * object), so every page serves one version, the one before.
 * @param {Bucket} bucket @param {Change[]} changes @param {State} state @param {{ log: (line: string) => void, verb: 'Upload' | 'Restore' }} output
 */
async function applyChanges(bucket, changes, state, { log, verb }) {
  /** @type {Set<string>} */
  const written = new Set();
  for (const [phase, name] of PHASE_NAMES.entries()) {
    /** @type {Map<string, Change[]>} */
    const groups = new Map();
    for (const change of changes.filter((entry) => uploadPhase(entry.key) === phase)) {
      groups.set(changeGroup(change.key), [...(groups.get(changeGroup(change.key)) ?? []), change]);
    }
    if (groups.size === 0) continue;
    log(`${verb === 'Upload' ? 'Uploading' : 'Restoring'} ${[...groups.values()].flat().length} ${name}...`);
    try {
      await mapWithConcurrency([...groups.values()], state.concurrency, async (group) => {
        const outcomes = await Promise.allSettled(
          group.map(async (change) => {
            if (!isHashedAsset(change.key)) written.add(change.key);
            try {
              await change.write();
            } catch (error) {
              throw new Error(`${verb} of ${change.key} failed (${describe(error)})`, { cause: error });
            }
          }),
        );
        const failed = outcomes.find((outcome) => outcome.status === 'rejected');
        if (failed) throw failed.reason;
      });
    } catch (error) {
      const undo = await putBack(bucket, [...written], state);
      throw new DeployError(`${/** @type {Error} */ (error).message}. ${undo} Fix the problem and run the command again.`);
    }
  }
}

/** Puts each of `keys` back as `remote` had it; returns a sentence saying what it did. @param {Bucket} bucket @param {string[]} keys @param {State} state */
async function putBack(bucket, keys, { remote, kept, concurrency }) {
  if (keys.length === 0) return 'No page or other non-asset file had changed: the site is as it was, and nothing was deleted.';
  /** @type {string[]} */
  const failed = [];
  await mapWithConcurrency(keys, concurrency, async (key) => {
    const md5 = remote.get(key);
    try {
      if (md5 === undefined) await bucket.deleteOne(key);
      else if (kept.has(keptName(key, md5))) await bucket.restore(key, md5);
      else failed.push(key); // an object the build did not have before and no copy of: cannot happen after keepCopies
    } catch {
      failed.push(key);
    }
  });
  if (failed.length === 0) {
    return `The ${keys.length} non-asset file(s) already written were put back as they were: the site is as it was, and nothing was deleted.`;
  }
  return (
    `${keys.length - failed.length} of the ${keys.length} non-asset file(s) already written were put back; ` +
    `${failed.length} could not be (${listed(failed)}). ` +
    'Nothing was deleted; the next successful run rewrites them and invalidates everything changed since the last successful deploy.'
  );
}

/**
 * The invalidation's ID, if one was created.
 * @param {CloudFront | undefined} cloudfront @param {string | undefined} distributionId @param {string[]} paths @param {(line: string) => void} log
 */
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

/**
 * With --prune: deletes the kept copies and release manifests that no recorded release needs (a
 * copy is needed while a recorded release lists its MD5).
 * @param {Bucket} bucket @param {Set<string>} kept @param {string[]} releases @param {(line: string) => void} log
 */
async function pruneKeptCopies(bucket, kept, releases, log) {
  const recorded = new Set(releases.slice(-RELEASES_KEPT));
  const needed = new Set();
  for (const id of recorded) {
    for (const [key, md5] of Object.entries((await readManifest(bucket, id)).files)) needed.add(keptName(key, md5));
  }
  const unneeded = (await bucket.records()).filter((key) => {
    if (key === CURRENT_RECORD) return false;
    if (key.startsWith(KEPT_PREFIX)) return !needed.has(key.slice(KEPT_PREFIX.length));
    return !recorded.has(key.slice(RELEASES_PREFIX.length, -'.json'.length));
  });
  if (unneeded.length === 0) return;
  await bucket.deleteMany(unneeded, () => {});
  for (const key of unneeded) kept.delete(key.slice(KEPT_PREFIX.length));
  log(`Deleted ${unneeded.length} release record(s) and kept copies no recorded release needs.`);
}

/**
 * Puts the release before the live one back (`npm run deploy -- --rollback`): every file of that
 * release whose content differs is restored from its kept copy (assets are still in the bucket:
 * --prune keeps what the previous pages use), the pages the live release added are deleted, with
 * the same order, pairs and failure handling as a deploy; then the changed paths are invalidated
 * and the live release is dropped from the record. Stops before changing anything if a file of
 * that release is gone.
 * @param {{ bucket?: string, distributionId?: string, dryRun?: boolean, concurrency?: number }} options
 * @param {Clients} clients
 */
export async function rollback(options, { s3, cloudfront, log = console.log }) {
  const started = performance.now();
  const { distributionId, dryRun = false, concurrency = DEFAULT_CONCURRENCY } = options;
  const bucket = bucketOf(s3, options.bucket);
  const credentialsError = await findCredentialsError(s3);
  if (credentialsError) throw new DeployError(`No AWS credentials found (${credentialsError}). ${CREDENTIALS_HELP}`);

  const { remote, kept } = await bucket.list();
  const releases = await readReleases(bucket);
  const [previous, current] = releases.slice(-2);
  if (!previous || !current) {
    throw new DeployError(
      `Nothing to roll back to: s3://${bucket.name} records ${releases.length} release(s) (${CURRENT_RECORD}); a rollback needs the live one and one before it.`,
    );
  }
  const [target, live] = [await readManifest(bucket, previous), await readManifest(bucket, current)];

  const restores = [];
  const missing = [];
  for (const [key, md5] of Object.entries(target.files)) {
    if (remote.get(key) === md5) continue;
    if (isHashedAsset(key) || !kept.has(keptName(key, md5))) missing.push(key);
    else restores.push({ key, md5 });
  }
  if (missing.length > 0) {
    throw new DeployError(
      `Release ${target.id} cannot be put back: ${missing.length} of its files are no longer in the bucket (${listed(missing)}). Nothing was changed.`,
    );
  }
  const removals = Object.keys(live.files).filter((key) => !(key in target.files) && remote.has(key) && !isHashedAsset(key));
  const changedKeys = new Set([...Object.keys(target.files), ...Object.keys(live.files)].filter((key) => target.files[key] !== live.files[key]));
  for (const { key } of restores) changedKeys.add(key);
  const invalidationPaths = pathsToInvalidate(changedKeys);

  log(`Rollback of s3://${bucket.name}: release ${live.id} -> ${target.id}`);
  for (const { key } of restores) log(`  restore ${key}`);
  for (const key of removals) log(`  delete  ${key}`);
  if (invalidationPaths.length > 0) log(`  invalidate ${invalidationPaths.join(' ')}`);

  const result = {
    dryRun,
    from: live.id,
    to: target.id,
    restores: restores.map(({ key }) => key),
    deletes: removals,
    invalidationPaths,
    invalidationId: /** @type {string | null} */ (null),
  };
  if (!dryRun) {
    const state = { remote, kept, concurrency };
    await keepCopies(bucket, [...result.restores.filter((key) => remote.has(key)), ...removals], state);
    const changes = [
      ...restores.map(({ key, md5 }) => ({ key, write: () => bucket.restore(key, md5) })),
      ...removals.map((key) => ({ key, write: () => bucket.deleteOne(key) })),
    ];
    await applyChanges(bucket, changes, state, { log, verb: 'Restore' });
    result.invalidationId = await invalidate(cloudfront, distributionId, invalidationPaths, log);
    await bucket.writeRecord(CURRENT_RECORD, { releases: releases.slice(0, -1) });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `${dryRun ? 'Dry run, nothing changed: would roll back' : 'Rolled back'} to release ${target.id} in ${seconds} s: ` +
      `${restores.length} restored, ${removals.length} deleted.`,
  );
  return result;
}

/** Up to 5 of `keys`, for a message. @param {string[]} keys */
const listed = (keys) => `${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', ...' : ''}`;

/** @param {unknown} error */
function describe(error) {
  const { Code, name = 'Error', message = String(error) } = /** @type {{ Code?: string, name?: string, message?: string }} */ (error ?? {});
  return message && message !== (Code ?? name) ? `${Code ?? name}: ${message}` : (Code ?? name);
}

/** An S3 error as a DeployError with a hint for the usual causes. @param {unknown} error @param {string} action @param {string} bucket */
function s3Failure(error, action, bucket) {
  const { Code, name } = /** @type {{ Code?: string, name?: string }} */ (error ?? {});
  const region = `Bucket "${bucket}" is in another region: pass --region / set AWS_REGION.`;
  const rejected = `AWS rejected the credentials. ${CREDENTIALS_HELP}`;
  /** @type {Record<string, string>} */
  const hints = {
    NoSuchBucket: `Bucket "${bucket}" does not exist: check --bucket / DEPLOY_BUCKET.`,
    PermanentRedirect: region,
    AuthorizationHeaderMalformed: region,
    InvalidAccessKeyId: rejected,
    SignatureDoesNotMatch: rejected,
    ExpiredToken: 'The AWS credentials have expired: refresh them (e.g. aws sso login).',
    AccessDenied: 'Access denied: the credentials lack permission (see DeployerPolicyArn in infra/README.md).',
  };
  const code = Code ?? name ?? '';
  return new DeployError(`Could not ${action} (${describe(error)}).${Object.hasOwn(hints, code) ? ` ${hints[code]}` : ''}`);
}

/** @param {number} bytes */
function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * @param {Awaited<ReturnType<typeof planDeploy>>} plan
 * @param {{ bucket: string, dir: string, log: (line: string) => void }} where
 */
function printPlan(plan, { bucket, dir, log }) {
  const rows = [
    ...plan.uploads.map((f) => ['upload', f.key, `${f.contentType} | ${f.cacheControl} | ${formatBytes(f.size)}`]),
    ...plan.skips.map((f) => ['skip', f.key, 'unchanged']),
    ...plan.kept.map((key) => ['keep', key, 'stale, but the previous HTML references it']),
    ...plan.deletes.map((key) => ['delete', key, '']),
  ];
  const width = Math.max(0, ...rows.map(([, key = '']) => key.length));
  const shownDir = path.relative(process.cwd(), dir);
  log(`Plan for s3://${bucket} from ${shownDir && !shownDir.startsWith('..') ? shownDir : dir}:`);
  for (const [action = '', key = '', detail] of rows) log(`  ${action.padEnd(7)} ${key.padEnd(width)}  ${detail}`.trimEnd());
  if (plan.invalidationPaths.length > 0) log(`  invalidate ${plan.invalidationPaths.join(' ')}`);
}

// ---------------------------------------------------------------- CLI ----

const HELP = `Usage: node scripts/deploy/deploy.mjs [options]   (npm run deploy -- [options])

Uploads the build to S3 (hashed assets first, HTML last), invalidates CloudFront and records the
release; a failed run puts back what it changed. --rollback restores the release before.

Options (environment variable in brackets):
  --bucket <name>            S3 bucket (required) [DEPLOY_BUCKET]
  --distribution-id <id>     CloudFront distribution to invalidate; skipped if absent [DEPLOY_DISTRIBUTION_ID]
  --region <region>          bucket region, default us-east-1 [AWS_REGION]
  --dir <path>               build directory, default dist
  --dry-run                  print the plan, change nothing
  --prune                    delete objects not in the build (keeps assets the live HTML uses)
  --rollback                 put the release before the live one back (with --dry-run: print the plan)
  --endpoint <url>           S3-compatible endpoint, path-style (for tests) [S3_ENDPOINT]
  --help                     show this help

Credentials come from the usual AWS sources: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
AWS_PROFILE, SSO, instance or container roles.`;

/** deploy() options plus region, endpoint and help. @param {string[]} argv @param {Record<string, string | undefined>} env */
function parseCliArgs(argv, env) {
  const flag = /** @type {const} */ ({ type: 'boolean', default: false });
  const text = /** @type {const} */ ({ type: 'string' });
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        bucket: { ...text, default: env.DEPLOY_BUCKET },
        'distribution-id': { ...text, default: env.DEPLOY_DISTRIBUTION_ID },
        region: { ...text, default: env.AWS_REGION ?? 'us-east-1' },
        dir: { ...text, default: 'dist' },
        'dry-run': flag,
        prune: flag,
        rollback: flag,
        endpoint: { ...text, default: env.S3_ENDPOINT },
        help: { ...flag, short: 'h' },
      },
    });
    return { ...values, distributionId: values['distribution-id'], dryRun: values['dry-run'] };
  } catch (error) {
    throw new DeployError(`${/** @type {Error} */ (error).message}. See --help.`);
  }
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
    s3 = new S3Client({ region: options.region, ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}) });
    // CloudFront is global; its API lives in us-east-1.
    cloudfront = options.distributionId ? new CloudFrontClient({ region: 'us-east-1' }) : undefined;
    await (options.rollback ? rollback : deploy)(options, { s3, cloudfront, log: console.log });
    return 0;
  } catch (error) {
    const known = error instanceof DeployError;
    console.error(`deploy failed: ${known ? error.message : describe(error)}`);
    if (!known && env.DEPLOY_DEBUG) console.error(/** @type {Error} */ (error).stack);
    return 1;
  } finally {
    s3?.destroy();
    cloudfront?.destroy();
  }
}

if (isMain(import.meta.url)) {
  process.exitCode = await main();
}
