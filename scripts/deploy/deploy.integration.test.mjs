// @vitest-environment node
// Runs deploy() (and the CLI) against s3rver, a local S3 implementation, with
// a fake CloudFront client that records invalidations.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectVersionsCommand,
  paginateListObjectsV2,
  PutBucketVersioningCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, DeployError, rollback } from './deploy.mjs';
import { cacheControlFor, isHashedAsset } from '../../infra/cache-control.mjs';
import { contentTypeFor } from '../../infra/content-types.mjs';
import { isHtml, isReleaseRecord, uploadPhase } from './files.mjs';

// The SDK warns once per process that future versions need Node 22; keep test output clean.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const CLI = fileURLToPath(new URL('./deploy.mjs', import.meta.url));
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's built-in key pair

/** @type {S3rver} */
let server;
let endpoint = '';
let root = '';
let bucketCount = 0;
let buildCount = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deploy-it-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: path.join(root, 's3'), silent: true });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

// ---------------------------------------------------------------- helpers ----

/**
 * An S3 client for s3rver that records, per request, `start`/`end` events
 * ({ event, command, key }) and can fail the PutObject of one key (and, with
 * `outage`, every request after it, as when the network goes down).
 */
function makeS3(
  /** @type {{ failPutKey?: string, outage?: boolean, credentials?: import('@aws-sdk/client-s3').S3ClientConfig['credentials'] }} */ {
    failPutKey,
    outage = false,
    credentials = CREDENTIALS,
  } = {},
) {
  const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  const events = /** @type {{ event: 'start' | 'end', command: string, key?: string }[]} */ ([]);
  let down = false;
  s3.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? '').replace(/Command$/, '');
      const key = /** @type {{ Key?: string }} */ (args.input).Key;
      events.push({ event: 'start', command, key });
      if ((command === 'PutObject' && key === failPutKey) || (outage && down)) {
        down = true;
        throw Object.assign(new Error('socket hang up (simulated)'), { name: 'NetworkingError' });
      }
      const result = await next(args);
      events.push({ event: 'end', command, key });
      return result;
    },
    { step: 'initialize', name: 'recordRequests' },
  );
  // The site's objects only; the deploy's own records under _releases/ are tested on their own.
  const commands = (/** @type {string} */ name) => events.filter((e) => e.event === 'start' && e.command === name && !isReleaseRecord(e.key ?? ''));
  return { s3, events, commands };
}

function fakeCloudFront() {
  const invalidations = /** @type {import('@aws-sdk/client-cloudfront').CreateInvalidationCommandInput[]} */ ([]);
  return {
    invalidations,
    send: async (/** @type {import('@aws-sdk/client-cloudfront').CreateInvalidationCommand} */ command) => {
      invalidations.push(command.input);
      return { Invalidation: { Id: `I${invalidations.length}`, Status: 'InProgress' } };
    },
  };
}

async function newBucket() {
  const bucket = `site-${++bucketCount}`;
  const { s3 } = makeS3();
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

async function writeBuild(/** @type {Build} */ files) {
  const dir = path.join(root, `dist-${++buildCount}`);
  for (const [key, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, key)), { recursive: true });
    await writeFile(path.join(dir, key), content);
  }
  return dir;
}

/** "key ETag" of each object of the site (not the deploy's records, unless asked). */
async function listKeys(/** @type {string} */ bucket, { records = false } = {}) {
  const { s3 } = makeS3();
  const keys = [];
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket })) {
    keys.push(...(page.Contents ?? []).filter((o) => records || !isReleaseRecord(o.Key ?? '')).map((o) => `${o.Key} ${o.ETag}`));
  }
  return keys.sort();
}

async function getObject(/** @type {string} */ bucket, /** @type {string} */ key) {
  const { s3 } = makeS3();
  const response = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { body: await response.Body?.transformToString(), contentType: response.ContentType, cacheControl: response.CacheControl };
}

function page(/** @type {string} */ title, /** @type {string} */ js, /** @type {string} */ css) {
  return `<!doctype html><html><head><title>${title}</title>
<link rel="stylesheet" crossorigin href="/assets/${css}"><script type="module" crossorigin src="/assets/${js}"></script>
</head><body><h1>${title}</h1></body></html>`;
}

/**
 * Three successive builds; each names its hashed assets after its own content.
 * @typedef {Record<string, string | Buffer>} Build
 * @type {{ v0: Build, v1: Build, v2: Build }}
 */
const builds = {
  v0: {
    'index.html': page('Home v0', 'app-00000000.js', 'style-00000000.css'),
    'assets/app-00000000.js': 'console.log("v0")',
    'assets/style-00000000.css': 'body{color:red}',
    'robots.txt': 'User-agent: *\nAllow: /\n',
  },
  v1: {
    'index.html': page('Home v1', 'app-abc12345.js', 'style-abc12345.css'),
    'about/index.html': page('About v1', 'app-abc12345.js', 'style-abc12345.css'),
    'old-page/index.html': page('Old page', 'app-abc12345.js', 'style-abc12345.css'),
    '404.html': page('Not found', 'app-abc12345.js', 'style-abc12345.css'),
    // The lazy chunk is referenced only by the entry JS, the image only by the CSS.
    'assets/app-abc12345.js': 'const about = () => import("./chunk-abc12345.js");',
    'assets/chunk-abc12345.js': 'export const chunk = 1;',
    'assets/style-abc12345.css': 'body{background:url(/assets/bg-abc12345.svg)}',
    'assets/bg-abc12345.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sitemap.xml': '<urlset><url><loc>/</loc></url></urlset>',
  },
  v2: {},
};
builds.v2 = {
  ...builds.v1,
  'index.html': page('Home v2', 'app-def67890.js', 'style-def67890.css'),
  'about/index.html': page('About v2', 'app-def67890.js', 'style-def67890.css'),
  '404.html': page('Not found', 'app-def67890.js', 'style-def67890.css'),
  'assets/app-def67890.js': 'const about = () => import("./chunk-def67890.js");',
  'assets/chunk-def67890.js': 'export const chunk = 2;',
  'assets/style-def67890.css': 'body{background:url(/assets/bg-abc12345.svg);color:#111}',
  'sitemap.xml': '<urlset><url><loc>/</loc></url><url><loc>/about</loc></url></urlset>',
};
delete builds.v2['old-page/index.html'];
delete builds.v2['assets/app-abc12345.js'];
delete builds.v2['assets/chunk-abc12345.js'];
delete builds.v2['assets/style-abc12345.css'];

const quiet = () => {};

// ------------------------------------------------------------------ tests ----

describe('deploy() against s3rver', () => {
  it('(why the deploy keeps its own copies) s3rver has no object versions to roll back to', async () => {
    // If this fails, s3rver learned versioning: a rollback on the bucket's versions could be tested (infra/README.md, "Why one store").
    const bucket = await newBucket();
    const { s3 } = makeS3();
    const status = (/** @type {Promise<unknown>} */ promise) =>
      promise.then(
        () => 200,
        (/** @type {{ $metadata?: { httpStatusCode?: number } }} */ error) => error.$metadata?.httpStatusCode,
      );
    expect(await status(s3.send(new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } })))).toBe(409);
    const first = await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'k', Body: 'one' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'k', Body: 'two' }));
    expect(first.VersionId).toBeUndefined();
    expect(await status(s3.send(new ListObjectVersionsCommand({ Bucket: bucket })))).toBe(405);
    expect(await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'k', VersionId: 'one' }))).Body?.transformToString()).toBe('two');
    expect(await status(s3.send(new CopyObjectCommand({ Bucket: bucket, Key: 'k2', CopySource: `${bucket}/k?versionId=one` })))).toBe(404);
  });

  it('uploads every file with its Content-Type and Cache-Control, assets first, HTML last', async () => {
    const bucket = await newBucket();
    const dir = await writeBuild(builds.v1);
    const { s3, events, commands } = makeS3();
    const cloudfront = fakeCloudFront();
    const lines = /** @type {string[]} */ ([]);

    const result = await deploy({ bucket, dir, distributionId: 'E2EXAMPLE' }, { s3, cloudfront, log: (l) => lines.push(l) });

    const keys = Object.keys(builds.v1).sort();
    expect([...result.uploads].sort()).toEqual(keys);
    expect(result.skips).toEqual([]);
    expect(result.bytes).toBe(Object.values(builds.v1).reduce((n, body) => n + Buffer.byteLength(body), 0));
    for (const key of keys) {
      const object = await getObject(bucket, key);
      expect(object.body, key).toBe(builds.v1[key]);
      expect(object.contentType, key).toBe(contentTypeFor(key));
      expect(object.cacheControl, key).toBe(isHashedAsset(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    }
    expect(await getObject(bucket, 'index.html')).toMatchObject({ contentType: 'text/html; charset=utf-8' });

    // Each phase finishes before the next starts: assets, other files, HTML.
    const puts = events.filter((e) => e.command === 'PutObject' && !isReleaseRecord(e.key ?? '')).map((e) => ({ ...e, key: e.key ?? '' }));
    expect(commands('PutObject')).toHaveLength(keys.length);
    for (const [i, a] of puts.entries()) {
      for (const b of puts.slice(i + 1)) {
        if (a.event === 'start' && b.event === 'end') continue; // overlap only within a phase
        if (uploadPhase(a.key) > uploadPhase(b.key)) {
          throw new Error(`${a.event} of ${a.key} came before ${b.event} of ${b.key}`);
        }
      }
    }
    const lastAssetEnd = puts.findLastIndex((e) => e.event === 'end' && isHashedAsset(e.key));
    const firstHtmlStart = puts.findIndex((e) => e.event === 'start' && isHtml(e.key));
    expect(lastAssetEnd).toBeLessThan(firstHtmlStart);

    expect(cloudfront.invalidations).toHaveLength(1);
    const [batch] = cloudfront.invalidations;
    expect(batch?.DistributionId).toBe('E2EXAMPLE');
    expect(batch?.InvalidationBatch?.Paths?.Quantity).toBe(batch?.InvalidationBatch?.Paths?.Items?.length);
    expect([...(batch?.InvalidationBatch?.Paths?.Items ?? [])].sort()).toEqual(
      [
        '/',
        '/404.html',
        '/about',
        '/about/',
        '/about/index.html',
        '/index.html',
        '/old-page',
        '/old-page/',
        '/old-page/index.html',
        '/robots.txt',
        '/sitemap.xml',
      ].sort(),
    );
    expect(result.invalidationId).toBe('I1');
    expect(lines.at(-1)).toMatch(/^Deployed in [\d.]+ s: 10 uploaded \([\d.]+ (B|kB)\), 0 unchanged, 0 deleted, 0 stale kept\.$/);
  });

  it('uploads a page’s Brotli copy with Content-Encoding br, in the HTML step', async () => {
    const bucket = await newBucket();
    const compressed = brotliCompressSync(builds.v1['index.html'] ?? '');
    const dir = await writeBuild({ ...builds.v1, 'index.html.br': compressed });
    const { s3, commands } = makeS3();
    await deploy({ bucket, dir, distributionId: 'E2EXAMPLE' }, { s3, cloudfront: fakeCloudFront(), log: quiet });
    const order = commands('PutObject').map((e) => e.key);
    const response = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'index.html.br' }));
    expect(response.ContentEncoding).toBe('br');
    expect(response.ContentType).toBe('text/html; charset=utf-8');
    expect(Buffer.from((await response.Body?.transformToByteArray()) ?? []).equals(compressed)).toBe(true);
    expect(order.indexOf('index.html.br')).toBeGreaterThan(order.indexOf('assets/app-abc12345.js'));
    expect(order.indexOf('index.html.br')).toBeGreaterThan(order.indexOf('robots.txt'));
  });

  it('skips unchanged files and, with --prune, keeps only what the previous HTML still uses', async () => {
    const bucket = await newBucket();
    const cloudfront = fakeCloudFront();
    const run = async (/** @type {Build} */ build, options = {}) =>
      deploy({ bucket, dir: await writeBuild(build), distributionId: 'E2EXAMPLE', ...options }, { s3: makeS3().s3, cloudfront, log: quiet });

    await run(builds.v0);
    await run(builds.v1); // no --prune: v0's assets stay
    expect(await listKeys(bucket)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/app-00000000\.js /)]));

    const result = await run(builds.v2, { prune: true });

    expect(result.skips.sort()).toEqual(['assets/bg-abc12345.svg', 'robots.txt']);
    expect(result.uploads.sort()).toEqual([
      '404.html',
      'about/index.html',
      'assets/app-def67890.js',
      'assets/chunk-def67890.js',
      'assets/style-def67890.css',
      'index.html',
      'sitemap.xml',
    ]);
    // v1's assets are referenced by the HTML live before this deploy (the chunk
    // through the JS); v0's are not: previous-previous assets go.
    expect(result.kept).toEqual(['assets/app-abc12345.js', 'assets/chunk-abc12345.js', 'assets/style-abc12345.css']);
    expect(result.deletes).toEqual(['assets/app-00000000.js', 'assets/style-00000000.css', 'old-page/index.html']);

    const keys = (await listKeys(bucket)).map((line) => line.split(' ')[0]);
    expect(keys).toEqual([...Object.keys(builds.v2), ...result.kept].sort());
    expect((await getObject(bucket, 'index.html')).body).toBe(builds.v2['index.html']);

    expect(cloudfront.invalidations).toHaveLength(3);
    expect([...(cloudfront.invalidations[2]?.InvalidationBatch?.Paths?.Items ?? [])].sort()).toEqual(
      ['/', '/404.html', '/about', '/about/', '/about/index.html', '/index.html', '/old-page', '/old-page/', '/old-page/index.html', '/sitemap.xml'].sort(),
    );

    // Same build again: nothing to upload or invalidate; v1's assets, no longer
    // referenced by the live HTML, now go.
    const again = await run(builds.v2, { prune: true });
    expect(again.uploads).toEqual([]);
    expect(again.deletes).toEqual(['assets/app-abc12345.js', 'assets/chunk-abc12345.js', 'assets/style-abc12345.css']);
    expect(again.kept).toEqual([]);
    expect(again.invalidationPaths).toEqual([]);
    expect(cloudfront.invalidations).toHaveLength(3);
  });

  it('with --prune, keeps the route data the previous pages name (and what it names) for one more deploy; invalidates only the current name', async () => {
    const bucket = await newBucket();
    const cloudfront = fakeCloudFront();
    const run = async (/** @type {Build} */ build) =>
      deploy({ bucket, dir: await writeBuild(build), distributionId: 'E2EXAMPLE', prune: true }, { s3: makeS3().s3, cloudfront, log: quiet });
    /** A build as the prerender writes it: the page names its versioned data, whose twin is index.json; the cover is named by the data only. */
    const build = (/** @type {string} */ v) => {
      const data = JSON.stringify({ app: `/assets/app-${v}.js`, loaderData: { home: { cover: `/assets/cover-${v}.svg` } } });
      return {
        'index.html': `<!doctype html><div id="root" data-modules="/assets/app-${v}.js" data-route-data="/assets/data/${v}.json"></div>`,
        'index.json': data,
        [`assets/data/${v}.json`]: data,
        [`assets/app-${v}.js`]: 'start()',
        [`assets/cover-${v}.svg`]: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      };
    };
    await run(build('aaaaaaaaaaaa'));
    const second = await run(build('bbbbbbbbbbbb'));
    expect(second.kept).toEqual(['assets/app-aaaaaaaaaaaa.js', 'assets/cover-aaaaaaaaaaaa.svg', 'assets/data/aaaaaaaaaaaa.json']);
    expect(JSON.parse((await getObject(bucket, 'assets/data/aaaaaaaaaaaa.json')).body ?? '').loaderData.home.cover).toBe('/assets/cover-aaaaaaaaaaaa.svg');
    expect(await getObject(bucket, 'assets/data/bbbbbbbbbbbb.json')).toMatchObject({
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await getObject(bucket, 'index.json')).toMatchObject({
      body: build('bbbbbbbbbbbb')['index.json'],
      cacheControl: 'public, max-age=0, must-revalidate',
    });
    expect([...(cloudfront.invalidations[1]?.InvalidationBatch?.Paths?.Items ?? [])].sort()).toEqual(['/', '/index.html', '/index.json']);
    const third = await run(build('cccccccccccc'));
    expect(third.deletes).toEqual(['assets/app-aaaaaaaaaaaa.js', 'assets/cover-aaaaaaaaaaaa.svg', 'assets/data/aaaaaaaaaaaa.json']);
    expect(third.kept).toEqual(['assets/app-bbbbbbbbbbbb.js', 'assets/cover-bbbbbbbbbbbb.svg', 'assets/data/bbbbbbbbbbbb.json']);
  });

  it('with --prune, keeps the search shards the live search index names for one more deploy', async () => {
    const bucket = await newBucket();
    const run = async (/** @type {Build} */ build) => deploy({ bucket, dir: await writeBuild(build), prune: true }, { s3: makeS3().s3, log: quiet });
    /** A build's search index (prerender/search-index.mjs): the root, not hashed, names its shards, which are. */
    const build = (/** @type {string} */ v) => ({
      'index.html': '<!doctype html><div id="root"></div>',
      'search-index.json': JSON.stringify({ version: 2, shards: [['', `/assets/search/${v}.json`]], cards: [] }),
      [`assets/search/${v}.json`]: JSON.stringify({ terms: [] }),
    });
    await run(build('aaaaaaaaaaaa'));
    // A search page that read the first root before this deploy asks for its shard after it.
    const second = await run(build('bbbbbbbbbbbb'));
    expect(second.kept).toEqual(['assets/search/aaaaaaaaaaaa.json']);
    expect(second.deletes).toEqual([]);
    const third = await run(build('cccccccccccc'));
    expect(third.deletes).toEqual(['assets/search/aaaaaaaaaaaa.json']);
    expect(third.kept).toEqual(['assets/search/bbbbbbbbbbbb.json']);
  });

  it('--dry-run prints the plan and changes nothing', async () => {
    const bucket = await newBucket();
    await deploy({ bucket, dir: await writeBuild(builds.v1) }, { s3: makeS3().s3, log: quiet });
    const before = await listKeys(bucket);
    const { s3, commands } = makeS3();
    const cloudfront = fakeCloudFront();
    const lines = /** @type {string[]} */ ([]);

    const result = await deploy(
      { bucket, dir: await writeBuild(builds.v2), distributionId: 'E2EXAMPLE', prune: true, dryRun: true },
      { s3, cloudfront, log: (l) => lines.push(l) },
    );

    expect(result.dryRun).toBe(true);
    expect(result.uploads).toContain('assets/app-def67890.js');
    expect(result.deletes).toEqual(['old-page/index.html']);
    expect(await listKeys(bucket)).toEqual(before);
    expect(commands('PutObject')).toEqual([]);
    expect(commands('DeleteObjects')).toEqual([]);
    expect(cloudfront.invalidations).toEqual([]);

    const output = lines.join('\n');
    expect(output).toMatch(/upload +assets\/app-def67890\.js +text\/javascript; charset=utf-8 \| public, max-age=31536000, immutable \| \d+ B/);
    expect(output).toMatch(/upload +index\.html +text\/html; charset=utf-8 \| public, max-age=0, must-revalidate/);
    expect(output).toMatch(/skip +robots\.txt +unchanged/);
    expect(output).toMatch(/keep +assets\/app-abc12345\.js/);
    expect(output).toMatch(/delete +old-page\/index\.html/);
    expect(output).toMatch(/invalidate .*\/about\//);
    expect(lines.at(-1)).toMatch(/^Dry run, nothing changed/);
  });

  it('--dry-run without credentials still prints the uploads, without touching S3', async () => {
    const noCredentials = async () => {
      throw new Error('Could not load credentials from any providers');
    };
    const { s3, events } = makeS3({ credentials: noCredentials });
    const lines = /** @type {string[]} */ ([]);
    const result = await deploy({ bucket: 'any-bucket', dir: await writeBuild(builds.v1), dryRun: true }, { s3, log: (l) => lines.push(l) });
    expect(result.uploads.sort()).toEqual(Object.keys(builds.v1).sort());
    expect(events).toEqual([]);
    expect(lines[0]).toMatch(/No AWS credentials found.*AWS_ACCESS_KEY_ID.*AWS_PROFILE/);
    expect(lines.join('\n')).toMatch(/upload +assets\/app-abc12345\.js/);
  });

  it('a failed upload stops before the HTML and deletes nothing', async () => {
    const bucket = await newBucket();
    await deploy({ bucket, dir: await writeBuild(builds.v1) }, { s3: makeS3().s3, log: quiet });
    const before = await listKeys(bucket);
    const { s3, commands } = makeS3({ failPutKey: 'assets/style-def67890.css' });
    const cloudfront = fakeCloudFront();

    const attempt = deploy(
      { bucket, dir: await writeBuild(builds.v2), distributionId: 'E2EXAMPLE', prune: true, concurrency: 2 },
      { s3, cloudfront, log: quiet },
    );

    await expect(attempt).rejects.toThrow(DeployError);
    await expect(attempt).rejects.toThrow(
      /^Upload of assets\/style-def67890\.css failed \(NetworkingError: socket hang up \(simulated\)\)\. No page or other non-asset file had changed: the site is as it was, and nothing was deleted\. Fix the problem and run the command again\.$/,
    );
    expect(commands('PutObject').filter((e) => !isHashedAsset(e.key ?? ''))).toEqual([]);
    expect(commands('DeleteObjects')).toEqual([]);
    expect(cloudfront.invalidations).toEqual([]);
    const after = await listKeys(bucket);
    expect(after).toEqual(expect.arrayContaining(before)); // every v1 object, unchanged ETag
    expect((await getObject(bucket, 'index.html')).body).toBe(builds.v1['index.html']);
  });

  it('fails clearly on a missing bucket, a missing build or missing credentials', async () => {
    const dir = await writeBuild(builds.v1);
    const { s3, events } = makeS3();
    await expect(deploy({ dir }, { s3, log: quiet })).rejects.toThrow('No bucket given: pass --bucket <name> or set DEPLOY_BUCKET.');
    await expect(deploy({ bucket: 'no-such-bucket', dir }, { s3, log: quiet })).rejects.toThrow(
      /^Could not list s3:\/\/no-such-bucket \(NoSuchBucket: .*\)\. Bucket "no-such-bucket" does not exist/,
    );
    await expect(deploy({ bucket: 'site-x', dir: path.join(root, 'nope') }, { s3, log: quiet })).rejects.toThrow(
      /Build directory .*nope not found: run npm run build first\./,
    );
    const emptyDir = await writeBuild({ 'robots.txt': 'x' });
    await expect(deploy({ bucket: 'site-x', dir: emptyDir }, { s3, log: quiet })).rejects.toThrow(/has no index\.html: run npm run build first/);
    expect(events.filter((e) => e.command !== 'ListObjectsV2')).toEqual([]);

    const { s3: anonymous, events: anonymousEvents } = makeS3({
      credentials: async () => {
        throw new Error('Could not load credentials from any providers');
      },
    });
    await expect(deploy({ bucket: 'site-x', dir }, { s3: anonymous, log: quiet })).rejects.toThrow(
      /^No AWS credentials found \(Could not load credentials from any providers\)\. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE/,
    );
    expect(anonymousEvents).toEqual([]);
  });
});

/** A build whose pages each have their Brotli copy, as `npm run build` writes them. */
function withBrotli(/** @type {Build} */ build) {
  const out = { ...build };
  for (const [key, body] of Object.entries(build)) if (key.endsWith('.html')) out[`${key}.br`] = brotliCompressSync(body);
  return out;
}

/** What each page of the bucket serves: its HTML and its Brotli copy, decoded. */
async function pagesServed(/** @type {string} */ bucket) {
  const { s3 } = makeS3();
  const served = /** @type {Record<string, { html: string, br: string }>} */ ({});
  for (const line of await listKeys(bucket)) {
    const [key = ''] = line.split(' ');
    if (!key.endsWith('.html')) continue;
    const read = async (/** @type {string} */ name) => {
      const response = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
      const bytes = Buffer.from((await response.Body?.transformToByteArray()) ?? []);
      return name.endsWith('.br') ? brotliDecompressSync(bytes).toString() : bytes.toString();
    };
    served[key] = { html: await read(key), br: await read(`${key}.br`) };
  }
  return served;
}

describe('releases: a failed run puts back what it wrote, the next one invalidates, --rollback', () => {
  const v1 = withBrotli(builds.v1);
  const v2 = withBrotli({ ...builds.v2, 'new-page/index.html': page('New page', 'app-def67890.js', 'style-def67890.css') });

  it('a failure midway through the pages puts every file it wrote back: each page serves one version, the one before', async () => {
    const bucket = await newBucket();
    const cloudfront = fakeCloudFront();
    await deploy({ bucket, dir: await writeBuild(v1), distributionId: 'E2EXAMPLE' }, { s3: makeS3().s3, cloudfront, log: quiet });
    const before = await listKeys(bucket);
    const beforePages = await pagesServed(bucket);

    const { s3, commands } = makeS3({ failPutKey: 'about/index.html.br' });
    const attempt = deploy({ bucket, dir: await writeBuild(v2), distributionId: 'E2EXAMPLE', concurrency: 1 }, { s3, cloudfront, log: quiet });
    await expect(attempt).rejects.toThrow(
      /^Upload of about\/index\.html\.br failed \(NetworkingError: socket hang up \(simulated\)\)\. The \d+ non-asset file\(s\) already written were put back as they were: the site is as it was, and nothing was deleted\./,
    );
    // It had written pages (404.html, about/index.html) before the failure.
    expect(commands('PutObject').map((e) => e.key)).toEqual(expect.arrayContaining(['404.html', '404.html.br', 'about/index.html', 'sitemap.xml']));
    expect(await pagesServed(bucket)).toEqual(beforePages);
    for (const [key, { html, br }] of Object.entries(await pagesServed(bucket))) expect(br, key).toBe(html);
    // The site's objects are v1's again, with their metadata; v2's new assets and page were added or removed cleanly.
    const after = await listKeys(bucket);
    expect(after.filter((line) => !line.startsWith('assets/'))).toEqual(before.filter((line) => !line.startsWith('assets/')));
    const restored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'about/index.html.br' }));
    expect([restored.ContentType, restored.ContentEncoding, restored.CacheControl]).toEqual([
      'text/html; charset=utf-8',
      'br',
      'public, max-age=0, must-revalidate',
    ]);
    expect(cloudfront.invalidations).toHaveLength(1); // the first deploy's only
  });

  it('when the network goes down midway (nothing can be put back), the next run invalidates everything changed since the last successful deploy', async () => {
    const bucket = await newBucket();
    const cloudfront = fakeCloudFront();
    await deploy({ bucket, dir: await writeBuild(v1), distributionId: 'E2EXAMPLE' }, { s3: makeS3().s3, cloudfront, log: quiet });
    const dir = await writeBuild(v2);

    const attempt = deploy(
      { bucket, dir, distributionId: 'E2EXAMPLE', concurrency: 1 },
      { s3: makeS3({ failPutKey: 'about/index.html.br', outage: true }).s3, cloudfront, log: quiet },
    );
    await expect(attempt).rejects.toThrow(
      /could not be \(.*about\/index\.html.*\)\. Nothing was deleted; the next successful run rewrites them and invalidates everything changed since the last successful deploy\./,
    );
    expect(cloudfront.invalidations).toHaveLength(1);

    const retry = await deploy({ bucket, dir, distributionId: 'E2EXAMPLE' }, { s3: makeS3().s3, cloudfront, log: quiet });
    // The failed run already wrote 404.html (and its copy) and sitemap.xml: the retry skips them, and still invalidates them.
    expect(retry.skips).toEqual(expect.arrayContaining(['404.html', '404.html.br', 'sitemap.xml']));
    expect(retry.uploads).toContain('about/index.html.br');
    expect(cloudfront.invalidations[1]?.InvalidationBatch?.Paths?.Items).toEqual(
      expect.arrayContaining(['/404.html', '/about', '/about/', '/about/index.html', '/about/index.html.br', '/sitemap.xml', '/', '/new-page']),
    );
    for (const [key, { html, br }] of Object.entries(await pagesServed(bucket))) expect(br, key).toBe(html);
    expect((await pagesServed(bucket))['about/index.html']?.html).toBe(v2['about/index.html']);
  });

  it('--rollback puts the release before back (pages, Brotli copies, deleted and added pages), invalidates it, and goes one step back each time', async () => {
    const bucket = await newBucket();
    const cloudfront = fakeCloudFront();
    const run = async (/** @type {Build} */ build, options = {}) =>
      deploy({ bucket, dir: await writeBuild(build), distributionId: 'E2EXAMPLE', prune: true, ...options }, { s3: makeS3().s3, cloudfront, log: quiet });
    const back = (options = {}) => rollback({ bucket, distributionId: 'E2EXAMPLE', ...options }, { s3: makeS3().s3, cloudfront, log: quiet });

    await expect(back()).rejects.toThrow(/^Nothing to roll back to: s3:\/\/site-\d+ records 0 release\(s\)/);
    const first = await run(withBrotli(builds.v0));
    await run(v1);
    const v1Objects = (await listKeys(bucket)).filter((line) => (line.split(' ')[0] ?? '') in v1);
    const second = await run(v2);

    const dry = await back({ dryRun: true });
    expect(dry.to).not.toBe(second.release);
    expect(await pagesServed(bucket)).toMatchObject({ 'new-page/index.html': expect.anything() });

    const lines = /** @type {string[]} */ ([]);
    const result = await rollback({ bucket, distributionId: 'E2EXAMPLE' }, { s3: makeS3().s3, cloudfront, log: (line) => lines.push(line) });
    expect(result.from).toBe(second.release);
    expect(result.restores).toEqual(expect.arrayContaining(['index.html', 'index.html.br', 'about/index.html', 'old-page/index.html', 'sitemap.xml']));
    expect(result.deletes).toEqual(['new-page/index.html', 'new-page/index.html.br']);
    // Every object of v1 is back with its content; v2's assets stay (open tabs keep working).
    const objects = await listKeys(bucket);
    expect(objects.filter((line) => !line.startsWith('assets/'))).toEqual(v1Objects.filter((line) => !line.startsWith('assets/')));
    expect(objects).toEqual(expect.arrayContaining(v1Objects));
    expect(objects).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/app-def67890\.js /)]));
    for (const [key, { html, br }] of Object.entries(await pagesServed(bucket))) {
      expect(br, key).toBe(html);
      expect(html, key).toBe(builds.v1[key]);
    }
    expect(cloudfront.invalidations.at(-1)?.InvalidationBatch?.Paths?.Items).toEqual(
      expect.arrayContaining(['/', '/about', '/old-page', '/new-page', '/new-page/index.html.br', '/sitemap.xml']),
    );
    expect(lines.at(-1)).toMatch(/^Rolled back to release \S+ in [\d.]+ s: \d+ restored, 2 deleted\.$/);

    // One step further back is v0, whose assets the --prune of v2 deleted: refused, nothing changed.
    const now = await listKeys(bucket, { records: true });
    await expect(back()).rejects.toThrow(
      new RegExp(
        `^Release ${first.release} cannot be put back: 2 of its files are no longer in the bucket \\(assets/app-00000000\\.js, assets/style-00000000\\.css\\)\\. Nothing was changed\\.$`,
      ),
    );
    expect(await listKeys(bucket, { records: true })).toEqual(now);

    // Deploying again after a rollback records on top of it.
    const again = await run(v2);
    expect(again.uploads).toContain('new-page/index.html');
    expect((await pagesServed(bucket))['index.html']?.html).toBe(v2['index.html']);
  });

  it('keeps its records out of the site: a build cannot have _releases/, --prune leaves the records a release needs', async () => {
    const bucket = await newBucket();
    await expect(deploy({ bucket, dir: await writeBuild({ ...builds.v1, '_releases/x.json': '{}' }) }, { s3: makeS3().s3, log: quiet })).rejects.toThrow(
      '_releases/x.json: _releases/ is where the deploy keeps its records; the build cannot have files there.',
    );
    for (const build of [v1, v2, v1]) await deploy({ bucket, dir: await writeBuild(build), prune: true }, { s3: makeS3().s3, log: quiet });
    const records = (await listKeys(bucket, { records: true })).map((line) => line.split(' ')[0] ?? '').filter(isReleaseRecord);
    expect(records.filter((key) => /^_releases\/[^/]+\.json$/.test(key))).toHaveLength(4); // current.json + 3 manifests
    expect(records.some((key) => key.startsWith('_releases/objects/'))).toBe(true);
    await rollback({ bucket }, { s3: makeS3().s3, log: quiet });
    expect((await pagesServed(bucket))['new-page/index.html']?.html).toBe(v2['new-page/index.html']);
  });
});

describe('CLI', () => {
  const execFileAsync = promisify(execFile);
  /** Runs the CLI without any AWS settings of this machine (async: s3rver runs in this process). */
  /** @param {string[]} args @returns {Promise<{ code: number, stdout: string, stderr: string }>} */
  async function cli(args, env = {}) {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_') && !name.startsWith('DEPLOY_')));
    const fullEnv = {
      ...clean,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      AWS_EC2_METADATA_DISABLED: 'true', // never probe the instance metadata service
      AWS_CONFIG_FILE: path.join(root, 'no-aws-config'),
      AWS_SHARED_CREDENTIALS_FILE: path.join(root, 'no-aws-credentials'),
      ...env,
    };
    try {
      const { stdout, stderr } = await execFileAsync(process.execPath, [CLI, ...args], { env: fullEnv, cwd: root });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = /** @type {{ code?: unknown, stdout: string, stderr: string }} */ (error);
      if (typeof code !== 'number') throw error;
      return { code, stdout, stderr };
    }
  }

  it('deploys to an S3-compatible endpoint given by flags and environment', async () => {
    const bucket = await newBucket();
    const dir = await writeBuild(builds.v1);
    const { code, stdout, stderr } = await cli(['--dir', dir, '--endpoint', endpoint], {
      DEPLOY_BUCKET: bucket,
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/No --distribution-id \/ DEPLOY_DISTRIBUTION_ID: skipping the CloudFront invalidation\./);
    expect(stdout).toMatch(/Deployed in [\d.]+ s: 10 uploaded/);
    const about = await getObject(bucket, 'about/index.html');
    expect(about).toEqual({ body: builds.v1['about/index.html'], contentType: 'text/html; charset=utf-8', cacheControl: cacheControlFor('about/index.html') });
  });

  it('prints one-line errors without a stack trace', async () => {
    const dir = await writeBuild(builds.v1);
    /** @type {[string[], RegExp][]} */
    const cases = [
      [['--dir', dir], /^deploy failed: No bucket given: pass --bucket <name> or set DEPLOY_BUCKET\.$/],
      [['--bucket', 'b-site', '--dir', path.join(root, 'missing')], /^deploy failed: Build directory .* not found: run npm run build first\.$/],
      [
        ['--bucket', 'b-site', '--dir', dir],
        /^deploy failed: No AWS credentials found \(.*\)\. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE .*$/,
      ],
      [['--bucket', 'b-site', '--bogus'], /^deploy failed: Unknown option '--bogus'\. See --help\.$/],
    ];
    const results = await Promise.all(cases.map(async ([args, message]) => ({ args, message, ...(await cli(args)) })));
    for (const { args, message, code, stdout, stderr } of results) {
      expect(code, args.join(' ')).toBe(1);
      expect(stderr.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(stderr.trimEnd()).toMatch(message);
      expect(stdout).toBe('');
    }
  });

  it('--help and --dry-run without credentials exit 0', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--bucket <name>.*DEPLOY_BUCKET/);
    const dir = await writeBuild(builds.v1);
    const dry = await cli(['--bucket', 'b-site', '--dir', dir, '--dry-run', '--prune']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/upload +assets\/app-abc12345\.js +text\/javascript; charset=utf-8/);
    expect(dry.stdout).toMatch(/Dry run, nothing changed: 10 to upload/);
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe(builds.v1['index.html']);
  });
});
