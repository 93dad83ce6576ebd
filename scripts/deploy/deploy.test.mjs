// @vitest-environment node
// Runs deploy() (and the CLI) against s3rver, a local S3 implementation, with a fake CloudFront client that records invalidations.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CreateBucketCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdnPathsFor, deploy, DeployError, phaseOf, RELEASES_KEPT, RELEASES_PREFIX, scanBuild, waitUntilLive } from './deploy.mjs';
import { startLocalCdn } from '../../infra/cloudfront/local-cdn.mjs';
import { cacheControlFor, isHashedAsset } from '../../infra/cache-control.mjs';
import { contentTypeFor } from '../../infra/content-types.mjs';

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

const isRecord = (/** @type {string} */ key) => key.startsWith(RELEASES_PREFIX);

/** An S3 client for s3rver that records, per request, `start`/`end` events ({ event, command, key }) and can fail the PutObject of one key. */
function makeS3(/** @type {{ failPutKey?: string }} */ { failPutKey } = {}) {
  const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  const events = /** @type {{ event: 'start' | 'end', command: string, key?: string }[]} */ ([]);
  s3.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? '').replace(/Command$/, '');
      const key = /** @type {{ Key?: string }} */ (args.input).Key;
      events.push({ event: 'start', command, key });
      if (command === 'PutObject' && key === failPutKey) throw Object.assign(new Error('socket hang up (simulated)'), { name: 'NetworkingError' });
      const result = await next(args);
      events.push({ event: 'end', command, key });
      return result;
    },
    { step: 'initialize', name: 'recordRequests' },
  );
  // The site's objects only; the deploy's records under _releases/ are tested on their own.
  const commands = (/** @type {string} */ name) => events.filter((e) => e.event === 'start' && e.command === name && !isRecord(e.key ?? ''));
  return { s3, events, commands };
}

function fakeCloudFront() {
  const invalidations = /** @type {import('@aws-sdk/client-cloudfront').CreateInvalidationCommandInput[]} */ ([]);
  return {
    invalidations,
    paths: (/** @type {number} */ index) => [...(invalidations.at(index)?.InvalidationBatch?.Paths?.Items ?? [])].sort(),
    send: async (/** @type {import('@aws-sdk/client-cloudfront').CreateInvalidationCommand} */ command) => {
      invalidations.push(command.input);
      return { Invalidation: { Id: `I${invalidations.length}`, Status: 'InProgress' } };
    },
  };
}

async function newBucket() {
  const bucket = `site-${++bucketCount}`;
  await makeS3().s3.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

/** A build directory, new each time: every file has a new modification time. */
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
  const keys = [];
  for await (const page of paginateListObjectsV2({ client: makeS3().s3 }, { Bucket: bucket })) {
    keys.push(...(page.Contents ?? []).filter((o) => records || !isRecord(o.Key ?? '')).map((o) => `${o.Key} ${o.ETag}`));
  }
  return keys.sort();
}
const keysOf = async (/** @type {string} */ bucket) => (await listKeys(bucket)).map((line) => line.split(' ')[0]);

async function getObject(/** @type {string} */ bucket, /** @type {string} */ key) {
  const response = await makeS3().s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const body = Buffer.from((await response.Body?.transformToByteArray()) ?? []);
  const { ContentType, CacheControl, ContentEncoding } = response;
  return { body: key.endsWith('.br') ? brotliDecompressSync(body).toString() : body.toString(), ContentType, CacheControl, ContentEncoding };
}

/** What each page of the bucket serves: its HTML and its Brotli copy, decoded. */
async function pagesServed(/** @type {string} */ bucket) {
  const served = /** @type {Record<string, { html: string, br: string }>} */ ({});
  for (const key of await keysOf(bucket)) {
    if (key?.endsWith('.html')) served[key] = { html: (await getObject(bucket, key)).body, br: (await getObject(bucket, `${key}.br`)).body };
  }
  return served;
}

function page(/** @type {string} */ title, /** @type {string} */ js, /** @type {string} */ css) {
  return `<!doctype html><html><head><title>${title}</title>
<link rel="stylesheet" crossorigin href="/assets/${css}"><script type="module" crossorigin src="/assets/${js}"></script>
</head><body><h1>${title}</h1></body></html>`;
}

/** A build whose pages each have their Brotli copy, as `npm run build` writes them. */
function withBrotli(/** @type {Build} */ build) {
  const out = { ...build };
  for (const [key, body] of Object.entries(build)) if (key.endsWith('.html')) out[`${key}.br`] = brotliCompressSync(body);
  return out;
}

/**
 * Three successive builds; each names its hashed assets after its own content.
 * @typedef {Record<string, string | Buffer>} Build
 * @type {{ v0: Build, v1: Build, v2: Build }}
 */
const builds = {
  v0: withBrotli({
    'index.html': page('Home v0', 'app-00000000.js', 'style-00000000.css'),
    'assets/app-00000000.js': 'console.log("v0")',
    'assets/style-00000000.css': 'body{color:red}',
    'robots.txt': 'User-agent: *\nAllow: /\n',
  }),
  v1: withBrotli({
    'index.html': page('Home v1', 'app-abc12345.js', 'style-abc12345.css'),
    'index.json': '{"loaderData":{"home":1},"version":"/assets/data/aaaaaaaaaaaa.json"}',
    'about/index.html': page('About v1', 'app-abc12345.js', 'style-abc12345.css'),
    'old-page/index.html': page('Old page', 'app-abc12345.js', 'style-abc12345.css'),
    '404.html': page('Not found', 'app-abc12345.js', 'style-abc12345.css'),
    'assets/app-abc12345.js': 'const about = () => import("./chunk-abc12345.js");',
    'assets/chunk-abc12345.js': 'export const chunk = 1;',
    'assets/style-abc12345.css': 'body{background:url(/assets/bg-abc12345.svg)}',
    'assets/bg-abc12345.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/data/aaaaaaaaaaaa.json': '{"loaderData":{"home":1}}',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sitemap.xml': '<urlset><url><loc>/</loc></url></urlset>',
  }),
  v2: {},
};
builds.v2 = withBrotli({
  ...Object.fromEntries(Object.entries(builds.v1).filter(([key]) => !key.endsWith('.br') && !/old-page|abc12345\.(js|css)|aaaa/.test(key))),
  'index.html': page('Home v2', 'app-def67890.js', 'style-def67890.css'),
  'index.json': '{"loaderData":{"home":2},"version":"/assets/data/bbbbbbbbbbbb.json"}',
  'about/index.html': page('About v2', 'app-def67890.js', 'style-def67890.css'),
  'new-page/index.html': page('New page', 'app-def67890.js', 'style-def67890.css'),
  '404.html': page('Not found', 'app-def67890.js', 'style-def67890.css'),
  'assets/app-def67890.js': 'const about = () => import("./chunk-def67890.js");',
  'assets/chunk-def67890.js': 'export const chunk = 2;',
  'assets/style-def67890.css': 'body{background:url(/assets/bg-abc12345.svg);color:#111}',
  'assets/data/bbbbbbbbbbbb.json': '{"loaderData":{"home":2}}',
  // Same size as v1's, other content: compared by content, it is uploaded.
  'sitemap.xml': '<urlset><url><loc>#</loc></url></urlset>',
});

const quiet = () => {};
const deployTo = (/** @type {string} */ bucket, /** @type {ReturnType<typeof fakeCloudFront>} */ cloudfront) => async (/** @type {Build} */ build) =>
  deploy({ bucket, dir: await writeBuild(build), distributionId: 'E2EXAMPLE' }, { s3: makeS3().s3, cloudfront, log: quiet });

// ------------------------------------------------------------------ tests ----

describe('deploy() against s3rver', () => {
  it('uploads every file with its Content-Type, Cache-Control and Content-Encoding, assets first, pages last, and invalidates once', async () => {
    const bucket = await newBucket();
    const { s3, events, commands } = makeS3();
    const cloudfront = fakeCloudFront();
    const lines = /** @type {string[]} */ ([]);

    const result = await deploy({ bucket, dir: await writeBuild(builds.v1), distributionId: 'E2EXAMPLE' }, { s3, cloudfront, log: (l) => lines.push(l) });

    const keys = Object.keys(builds.v1).sort();
    expect([...result.uploads].sort()).toEqual(keys);
    expect(result.skips).toEqual([]);
    for (const key of keys) {
      const object = await getObject(bucket, key);
      expect(object.body, key).toBe(key.endsWith('.br') ? String(builds.v1[key.slice(0, -3)]) : builds.v1[key]);
      expect(object.ContentType, key).toBe(contentTypeFor(key));
      expect(object.CacheControl, key).toBe(cacheControlFor(key));
      expect(object.ContentEncoding, key).toBe(key.endsWith('.br') ? 'br' : undefined);
    }
    // Hashed names never get new content: cached for good. The rest (the route's current data included) revalidates.
    expect((await getObject(bucket, 'assets/data/aaaaaaaaaaaa.json')).CacheControl).toMatch(/immutable/);
    expect((await getObject(bucket, 'index.json')).CacheControl).toMatch(/max-age=0, must-revalidate/);
    expect(await getObject(bucket, 'index.html.br')).toMatchObject({ ContentType: 'text/html; charset=utf-8', ContentEncoding: 'br' });

    // Each phase finishes before the next starts: hashed assets, other files, pages with their Brotli copies.
    const puts = events.filter((e) => e.command === 'PutObject' && !isRecord(e.key ?? '')).map((e) => ({ ...e, key: e.key ?? '' }));
    expect(commands('PutObject')).toHaveLength(keys.length);
    for (const [i, a] of puts.entries()) {
      for (const b of puts.slice(i + 1)) {
        if (a.event === 'start' && b.event === 'end') continue; // overlap only within a phase
        if (phaseOf(a.key) > phaseOf(b.key)) throw new Error(`${a.event} of ${a.key} came before ${b.event} of ${b.key}`);
      }
    }
    expect(puts.findLastIndex((e) => e.event === 'end' && isHashedAsset(e.key))).toBeLessThan(
      puts.findIndex((e) => e.event === 'start' && e.key.endsWith('.html')),
    );
    expect(phaseOf('about/index.html.br')).toBe(phaseOf('about/index.html'));

    expect(cloudfront.invalidations).toHaveLength(1);
    const [batch] = cloudfront.invalidations;
    expect(batch?.DistributionId).toBe('E2EXAMPLE');
    expect(batch?.InvalidationBatch?.Paths?.Quantity).toBe(batch?.InvalidationBatch?.Paths?.Items?.length);
    expect(cloudfront.paths(0)).toEqual(
      [
        ...['/', '/index.html', '/index.html.br', '/index.json', '/404.html', '/404.html.br', '/robots.txt', '/sitemap.xml'],
        ...['/about', '/about/', '/about/index.html', '/about/index.html.br', '/old-page', '/old-page/', '/old-page/index.html', '/old-page/index.html.br'],
      ].sort(),
    );
    expect(result.invalidationId).toBe('I1');
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Deployed in [\\d.]+ s: ${Object.keys(builds.v1).length} uploaded \\([\\d.]+ MB\\), 0 unchanged, 0 deleted, 0 stale assets kept\\.$`),
    );
  });

  it('uploads only what changed by content (not size or time), deletes the pages the build dropped, keeps the assets of the last releases', async () => {
    const bucket = await newBucket();
    const cloudfront = fakeCloudFront();
    const run = deployTo(bucket, cloudfront);
    await run(builds.v0);
    await run(builds.v1);

    const result = await run(builds.v2);
    expect([...result.skips].sort()).toEqual(['assets/bg-abc12345.svg', 'robots.txt']);
    expect([...result.uploads].sort()).toEqual(
      Object.keys(builds.v2)
        .filter((key) => !result.skips.includes(key))
        .sort(),
    );
    expect(result.uploads).toContain('sitemap.xml');
    // Every asset of v0 and v1 stays for the pages still open; a page v2 no longer has goes.
    const oldAssets = [...Object.keys(builds.v0), ...Object.keys(builds.v1)].filter((key) => isHashedAsset(key) && !(key in builds.v2));
    expect([...result.kept].sort()).toEqual(oldAssets.sort());
    expect(result.deletes).toEqual(['old-page/index.html', 'old-page/index.html.br']);
    expect(await keysOf(bucket)).toEqual([...Object.keys(builds.v2), ...oldAssets].sort());
    expect((await getObject(bucket, 'index.html')).body).toBe(builds.v2['index.html']);

    expect(cloudfront.invalidations).toHaveLength(3);
    expect(cloudfront.paths(2)).toEqual([...result.uploads.filter((key) => !isHashedAsset(key)), ...result.deletes].sort().flatMap(cdnPathsFor).sort());
    expect(cloudfront.paths(2)).toEqual(expect.arrayContaining(['/', '/about', '/new-page', '/old-page', '/old-page/', '/sitemap.xml', '/index.json']));

    // The same build again: nothing to upload, delete or invalidate.
    const again = await run(builds.v2);
    expect([again.uploads, again.deletes, again.invalidationPaths]).toEqual([[], [], []]);
    expect(cloudfront.invalidations).toHaveLength(3);

    // An asset goes at the first deploy after which no release of the last RELEASES_KEPT uses it: v0's at deploy RELEASES_KEPT + 1, v1's next.
    for (let n = 4; n < RELEASES_KEPT; n++) expect((await run(builds.v2)).deletes).toEqual([]);
    const v0Gone = await run(builds.v2);
    expect(v0Gone.deletes).toEqual(Object.keys(builds.v0).filter(isHashedAsset));
    expect((await run(builds.v2)).deletes.sort()).toEqual(oldAssets.filter((key) => !(key in builds.v0)).sort());
    expect(await keysOf(bucket)).toEqual(Object.keys(builds.v2).sort());
  });

  it('rolls back by deploying the earlier build: its pages and Brotli copies, the pages added since deleted, newer assets kept, one invalidation', async () => {
    const bucket = await newBucket();
    const cloudfront = fakeCloudFront();
    const run = deployTo(bucket, cloudfront);
    await run(builds.v1);
    const v1Objects = await listKeys(bucket);
    await run(builds.v2);

    const rollback = await run(builds.v1);
    // v1's assets were kept: only the files that differ go up again.
    expect(rollback.uploads.filter(isHashedAsset)).toEqual([]);
    expect(rollback.uploads).toEqual(expect.arrayContaining(['index.html', 'index.html.br', 'about/index.html', 'old-page/index.html', 'sitemap.xml']));
    expect(rollback.deletes).toEqual(['new-page/index.html', 'new-page/index.html.br']);
    const objects = await listKeys(bucket);
    expect(objects.filter((line) => !line.startsWith('assets/'))).toEqual(v1Objects.filter((line) => !line.startsWith('assets/')));
    expect(objects).toEqual(expect.arrayContaining(v1Objects));
    expect(rollback.kept).toEqual(expect.arrayContaining(['assets/app-def67890.js', 'assets/data/bbbbbbbbbbbb.json'])); // open v2 pages keep working
    for (const [key, { html, br }] of Object.entries(await pagesServed(bucket))) {
      expect(br, key).toBe(html);
      expect(html, key).toBe(builds.v1[key]);
    }
    expect(cloudfront.invalidations).toHaveLength(3);
    expect(cloudfront.paths(2)).toEqual(expect.arrayContaining(['/', '/about', '/old-page', '/new-page', '/new-page/index.html.br', '/sitemap.xml']));

    // Deploying again after a rollback puts the newer build back.
    expect((await run(builds.v2)).uploads).toContain('new-page/index.html');
    expect((await pagesServed(bucket))['index.html']?.html).toBe(builds.v2['index.html']);
  });

  it('a failed upload stops before the pages, deletes and invalidates nothing', async () => {
    const bucket = await newBucket();
    await deploy({ bucket, dir: await writeBuild(builds.v1) }, { s3: makeS3().s3, log: quiet });
    const before = await listKeys(bucket, { records: true });
    const { s3, commands } = makeS3({ failPutKey: 'assets/style-def67890.css' });
    const cloudfront = fakeCloudFront();

    const attempt = deploy({ bucket, dir: await writeBuild(builds.v2), distributionId: 'E2EXAMPLE' }, { s3, cloudfront, log: quiet });

    await expect(attempt).rejects.toThrow(DeployError);
    await expect(attempt).rejects.toThrow(
      /^Upload of assets\/style-def67890\.css failed \(NetworkingError: socket hang up \(simulated\)\): nothing was deleted or invalidated\. Run the deploy again\.$/,
    );
    expect(commands('PutObject').filter((e) => !isHashedAsset(e.key ?? ''))).toEqual([]);
    expect(commands('DeleteObjects')).toEqual([]);
    expect(cloudfront.invalidations).toEqual([]);
    expect(await listKeys(bucket, { records: true })).toEqual(expect.arrayContaining(before)); // every v1 object and record, unchanged ETag
    expect((await getObject(bucket, 'index.html')).body).toBe(builds.v1['index.html']);
  });

  it('--dry-run prints the plan and changes nothing', async () => {
    const bucket = await newBucket();
    await deploy({ bucket, dir: await writeBuild(builds.v1) }, { s3: makeS3().s3, log: quiet });
    const before = await listKeys(bucket, { records: true });
    const { s3, commands } = makeS3();
    const cloudfront = fakeCloudFront();
    const lines = /** @type {string[]} */ ([]);

    const result = await deploy(
      { bucket, dir: await writeBuild(builds.v2), distributionId: 'E2EXAMPLE', dryRun: true },
      { s3, cloudfront, log: (l) => lines.push(l) },
    );

    expect(result.dryRun).toBe(true);
    expect(result.uploads).toContain('assets/app-def67890.js');
    expect(result.deletes).toEqual(['old-page/index.html', 'old-page/index.html.br']);
    expect(await listKeys(bucket, { records: true })).toEqual(before);
    expect(commands('PutObject')).toEqual([]);
    expect(commands('DeleteObjects')).toEqual([]);
    expect(cloudfront.invalidations).toEqual([]);

    const output = lines.join('\n');
    expect(output).toMatch(/upload assets\/app-def67890\.js +text\/javascript; charset=utf-8 \| public, max-age=31536000, immutable/);
    expect(output).toMatch(/upload index\.html +text\/html; charset=utf-8 \| public, max-age=0, must-revalidate/);
    expect(output).toMatch(/upload index\.html\.br +text\/html; charset=utf-8 \| public, max-age=0, must-revalidate \| br/);
    expect(output).toMatch(/keep +assets\/app-abc12345\.js/);
    expect(output).toMatch(/delete old-page\/index\.html/);
    expect(output).toMatch(/invalidate .*\/about\//);
    expect(lines.at(-1)).toMatch(/^Dry run, nothing changed: \d+ to upload, 2 unchanged, 2 to delete\.$/);
  });

  it('keeps its records out of the site, the last RELEASES_KEPT of them, and drops what an older deploy kept there', async () => {
    const bucket = await newBucket();
    const { s3 } = makeS3();
    await expect(deploy({ bucket, dir: await writeBuild({ ...builds.v1, '_releases/x.json': '{}' }) }, { s3, log: quiet })).rejects.toThrow(
      '_releases/x.json: _releases/ is where the deploy keeps its records; the build cannot have files there.',
    );
    // An older deploy's manifest (every key and its MD5) and its kept copies.
    const legacy = { '_releases/2020-01-01T00-00-00-000Z-abcd.json': JSON.stringify({ files: { 'assets/legacy-00000000.js': 'x' } }) };
    for (const [Key, Body] of Object.entries({
      ...legacy,
      '_releases/current.json': '{}',
      '_releases/objects/abc.html': 'x',
      'assets/legacy-00000000.js': 'x',
    })) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body }));
    }
    const first = await deploy({ bucket, dir: await writeBuild(builds.v1) }, { s3, log: quiet });
    expect(first.kept).toEqual(['assets/legacy-00000000.js']);
    const records = (await listKeys(bucket, { records: true })).map((line) => line.split(' ')[0] ?? '').filter(isRecord);
    expect(records).toEqual([...Object.keys(legacy), first.release]);
    expect(JSON.parse((await getObject(bucket, first.release)).body).sort()).toEqual(Object.keys(builds.v1).filter(isHashedAsset).sort());

    for (let n = 0; n < RELEASES_KEPT; n++) await deploy({ bucket, dir: await writeBuild(builds.v1) }, { s3, log: quiet });
    const after = (await listKeys(bucket, { records: true })).filter((line) => isRecord(line));
    expect(after).toHaveLength(RELEASES_KEPT);
    expect(await keysOf(bucket)).toEqual(Object.keys(builds.v1).sort());
  });

  it('fails clearly on a missing bucket or build', async () => {
    const dir = await writeBuild(builds.v1);
    const { s3 } = makeS3();
    await expect(deploy({ dir }, { s3, log: quiet })).rejects.toThrow('No bucket given: pass --bucket <name> or set DEPLOY_BUCKET.');
    await expect(deploy({ bucket: 'no-such-bucket', dir }, { s3, log: quiet })).rejects.toThrow(/NoSuchBucket|does not exist/);
    await expect(deploy({ bucket: 'site-x', dir: path.join(root, 'nope') }, { s3, log: quiet })).rejects.toThrow(
      /Build directory .*nope not found: run npm run build first\./,
    );
  });
});

describe('scanBuild', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** @param {Record<string, string>} files */
  async function build(files) {
    dir = await mkdtemp(path.join(tmpdir(), 'scan-build-'));
    for (const [key, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, key)), { recursive: true });
      await writeFile(path.join(dir, key), content);
    }
    return dir;
  }

  it('lists the files of the build with their MD5, without Vite’s manifest', async () => {
    await build({ 'index.html': 'home', 'about/index.html': 'about', 'assets/app-abc12345.js': 'js', '.vite/manifest.json': '{}' });
    const files = await scanBuild(dir);
    expect(files.map((f) => f.key)).toEqual(['about/index.html', 'assets/app-abc12345.js', 'index.html']);
    expect(files[1]).toMatchObject({ size: 2, file: path.join(dir, 'assets/app-abc12345.js') });
    expect(files.find((f) => f.key === 'index.html')?.md5).toBe('106a6c241b8797f52e1e77317b96a201'); // md5("home")
  });

  it('explains how to fix a missing, empty or incomplete build', async () => {
    await expect(scanBuild(path.join(tmpdir(), 'no-such-build-dir'))).rejects.toThrow(/not found: run npm run build first/);
    await build({});
    await expect(scanBuild(dir)).rejects.toThrow(/is empty: run npm run build first/);
    await rm(dir, { recursive: true });
    await build({ 'about/index.html': 'x' });
    await expect(scanBuild(dir)).rejects.toThrow(/has no index.html: run npm run build first/);
  });

  it('names every file of unknown type', async () => {
    await build({ 'index.html': 'x', 'notes.docx': 'x', LICENSE: 'x' });
    await expect(scanBuild(dir)).rejects.toThrow(/Unknown file type: LICENSE, notes.docx/);
  });
});

describe('cdnPathsFor', () => {
  it('lists every URL that serves a page', () => {
    expect(cdnPathsFor('index.html')).toEqual(['/', '/index.html']);
    expect(cdnPathsFor('about/index.html')).toEqual(['/about', '/about/', '/about/index.html']);
    expect(cdnPathsFor('blogs/some-slug/index.html')).toEqual(['/blogs/some-slug', '/blogs/some-slug/', '/blogs/some-slug/index.html']);
    expect(cdnPathsFor('about/index.html.br')).toEqual(['/about/index.html.br']);
    expect(cdnPathsFor('404.html')).toEqual(['/404.html']);
    expect(cdnPathsFor('robots.txt')).toEqual(['/robots.txt']);
    expect(cdnPathsFor('blogs/café au lait/index.html')[0]).toBe('/blogs/caf%C3%A9%20au%20lait');
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
  const credentials = { AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId, AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey };

  it('deploys to an S3-compatible endpoint given by flags and environment', async () => {
    const bucket = await newBucket();
    const dir = await writeBuild(builds.v1);
    const { code, stdout, stderr } = await cli(['--dir', dir, '--endpoint', endpoint], { DEPLOY_BUCKET: bucket, ...credentials });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/No --distribution-id \/ DEPLOY_DISTRIBUTION_ID: skipping the CloudFront invalidation\./);
    expect(stdout).toMatch(`: ${Object.keys(builds.v1).length} uploaded`);
    const about = await getObject(bucket, 'about/index.html');
    expect(about).toMatchObject({
      body: builds.v1['about/index.html'],
      ContentType: 'text/html; charset=utf-8',
      CacheControl: cacheControlFor('about/index.html'),
    });
  });

  it('prints one-line errors without a stack trace', async () => {
    const dir = await writeBuild(builds.v1);
    /** @type {[string[], RegExp][]} */
    const cases = [
      [['--dir', dir], /^deploy failed: No bucket given: pass --bucket <name> or set DEPLOY_BUCKET\.$/],
      [['--bucket', 'b-site', '--dir', path.join(root, 'missing')], /^deploy failed: Build directory .* not found: run npm run build first\.$/],
      [
        ['--bucket', 'b-site', '--dir', dir],
        /^deploy failed: CredentialsProviderError: .*\. Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE .*$/,
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

  it('--help and --dry-run exit 0 and change nothing', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--bucket <name>.*DEPLOY_BUCKET/);
    const bucket = await newBucket();
    const dir = await writeBuild(builds.v1);
    const dry = await cli(['--bucket', bucket, '--dir', dir, '--dry-run', '--endpoint', endpoint], credentials);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/upload assets\/app-abc12345\.js +text\/javascript; charset=utf-8/);
    expect(dry.stdout).toMatch(`Dry run, nothing changed: ${Object.keys(builds.v1).length} to upload`);
    expect(await listKeys(bucket, { records: true })).toEqual([]);
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe(builds.v1['index.html']);
  });
});

describe('waitUntilLive', () => {
  it('returns once the site serves each changed page, and fails naming a page that still serves the earlier build', async () => {
    const cdn = await startLocalCdn({ dir: await mkdtemp(path.join(root, 'cdn-')) });
    try {
      const dir = await writeBuild(builds.v1);
      const { uploads } = await deploy({ bucket: cdn.bucket, dir }, { s3: cdn.s3, log: quiet });
      const live = await waitUntilLive({ origin: cdn.origin, dir, keys: uploads, everyMs: 50 });
      expect(live.pages).toBe(Object.keys(builds.v1).filter((key) => key.endsWith('.html')).length);
      const next = await writeBuild(builds.v2); // built, not deployed
      await expect(waitUntilLive({ origin: cdn.origin, dir: next, keys: ['about/index.html', 'index.html'], timeoutMs: 300, everyMs: 50 })).rejects.toThrow(
        new DeployError(`${cdn.origin}/about still serves the earlier page after 0.3 s.`),
      );
    } finally {
      await cdn.close();
    }
  });
});
