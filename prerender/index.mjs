// The build-time crawler (the last step of `npm run build`): reads and checks the posts, then makes
// every page in worker threads (prerender/page.mjs) starting from every static route and every
// post and following every internal link, and writes dist/<path>/index.html with its Brotli copy
// and its route data (index.json), 404.html, the Open Graph images, the post images and covers,
// sitemap.xml, rss.xml, robots.txt, the icons and the web manifest. Pure work is cached by content
// hash (prerender/cache.mjs). Memory stays flat as the site grows: pages go to disk as they are made.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { renderIcon, ogImageSvg, webManifest } from './brand.mjs';
import { CACHE_DIR, CacheShelf, digest } from './cache.mjs';
import { ContentError, lastChange, loadContent, OG_WIDTH } from './content/posts.mjs';
import { crawl, CrawlError } from './crawl.mjs';
import { rssFeed } from './feed.mjs';
import { buildSitemaps, robotsTxt } from './sitemap.mjs';
import { pathToFile } from './template.mjs';
import Tinypool from 'tinypool';
import { isMain } from '../scripts/lib/is-main.mjs';
import { formatReport, reportRow } from './report.mjs';
import { readStylesheets } from './stylesheets.mjs';
import { precompressAssets } from './compress.mjs';
import { CATEGORIES } from '../src/content/categories.mjs';
import { categoryPath, parsePath, postPath } from '../src/lib/paths.mjs';
import { SEARCH_ROOT } from '../src/lib/searchIndex.mjs';
import { adminFiles } from './content/cms.mjs';
import { encodePhoto, photoCacheKeys, PHOTO_WIDTHS } from './content/photos.mjs';
import { buildSearchIndex } from './search-index.mjs';
import { Timings } from './timings.mjs';
import { postParser } from './content/parse-worker.mjs';

// Render with production React (2–3× faster than development; the same markup), unless told otherwise.
process.env.NODE_ENV ??= 'production';

/** Jobs each worker holds by default: one running, the next waiting while the main thread writes files. */
const JOBS_PER_WORKER = 4;
/** Pages made ahead of the one being checked: enough to keep every worker busy. */
const WINDOW = 64;
/**
 * Jobs each worker holds when the last build was made by the same code (its pages are mostly kept,
 * under 1 ms of a worker each, and the crawl makes twice all the workers hold ahead of its check):
 * with the default 4 the workers sit idle between the main thread's turns. A build that renders
 * its pages keeps the default, which was quicker there (figures: commit f1a2408).
 */
const KEPT_JOBS_PER_WORKER = 32;
/** Each worker's old-generation heap limit (MB): V8 collects fully only near it, so it bounds the process. */
const WORKER_HEAP_MB = 192;
/**
 * Each worker's young generation (MB; V8's default is 16): a page is megabytes of short-lived
 * strings, and with more room fewer of them are copied on and collected later.
 */
const WORKER_YOUNG_MB = 48;

const here = dirname(fileURLToPath(import.meta.url));
const srcLib = join(here, '..', 'src', 'lib');

/**
 * Everything a made page depends on besides its path and data: a change to any makes every page again.
 * @param {{ template: string, manifest: import('vite').Manifest, stylesheets: Record<string, string>, ssrDir: string }} build
 */
async function buildFingerprint({ template, manifest, stylesheets, ssrDir }) {
  const code = await Promise.all([
    ...(await filesUnder(ssrDir)).map((file) => readFile(join(ssrDir, file))),
    // The prerender's own code, and the plain-JavaScript modules of src/lib/ it imports (the page-boot contract).
    ...(
      await Promise.all(
        [here, join(here, 'content'), srcLib].map(async (dir) =>
          (await readdir(dir)).filter((name) => name.endsWith('.mjs') && !name.endsWith('.test.mjs')).map((name) => join(dir, name)),
        ),
      )
    )
      .flat()
      .map((file) => readFile(file)),
    // The libraries that render pages (React, react-router, markdown-it…).
    readFile(join(here, '..', 'package-lock.json')),
  ]);
  return digest(process.env.NODE_ENV ?? '', template, JSON.stringify(manifest), JSON.stringify(stylesheets), ...code);
}

/** Every file under `dir` (none if it does not exist), relative to it, with forward slashes. @param {string} dir */
async function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(dir, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join('/'),
    );
}

/**
 * Writes into dist/ from one thread, one file after another (two threads creating files in one
 * folder slow each other down several times over), and remembers what this build made or kept
 * (`made`), so that `removeOthers(before)` can delete what an earlier build left: the files of
 * `before` (what the last build made, when it is known) or else of all dist/. Returns how many it
 * removed.
 * @param {string} distDir
 */
export function distWriter(distDir) {
  /** @type {Set<string>} */
  const made = new Set();
  const folders = new Set();
  return {
    made,
    keep: (/** @type {string} */ file) => made.add(file),
    /** @param {string} file @param {string | Uint8Array} data */
    write(file, data) {
      const folder = dirname(file);
      if (!folders.has(folder)) {
        mkdirSync(join(distDir, folder), { recursive: true });
        folders.add(folder);
      }
      writeFileSync(join(distDir, file), data);
      made.add(file);
    },
    /** @param {string[] | undefined} before */
    async removeOthers(before) {
      // The build manifest is build-time information, not part of the site.
      await rm(join(distDir, '.vite'), { recursive: true, force: true });
      const files = before ?? (await filesUnder(distDir));
      let removed = 0;
      const emptied = new Set();
      for (const file of files) {
        if (made.has(file)) continue;
        await rm(join(distDir, file), { force: true });
        emptied.add(dirname(file));
        removed += 1;
      }
      // Folders left empty, deepest first.
      // A folder already gone (removed by hand since the last build) is as good as removed.
      for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
        for (let dir = folder; dir !== '.' && dir !== ''; dir = dirname(dir)) {
          const left = await readdir(join(distDir, dir)).catch((/** @type {NodeJS.ErrnoException} */ error) => {
            if (error.code === 'ENOENT') return [];
            throw error;
          });
          if (left.length > 0) break;
          await rm(join(distDir, dir), { recursive: true, force: true });
        }
      }
      return removed;
    },
  };
}

export async function prerender({
  dist = 'dist',
  ssrDir = 'dist-ssr',
  publicDir = 'public',
  postsDir = 'src/content/posts',
  cacheDir = CACHE_DIR,
  workers = Math.max(1, availableParallelism()),
  log = console.log,
} = {}) {
  const started = performance.now();
  // Where the time goes: the main thread's steps (wall time), and the workers' time per kind of work.
  const steps = new Timings();
  const work = new Timings();
  const distDir = resolve(dist);
  const ssrEntry = resolve(ssrDir, 'entry-server.js');
  /** @type {typeof import('../src/entry-server.tsx')} */
  const ssr = await import(pathToFileURL(ssrEntry).href);
  const { site, siteOrigin, absoluteUrl, FEED, POSTS_PER_PAGE } = ssr;

  const contentCache = new CacheShelf(cacheDir, 'content', '.json');
  // Version 2: a record holds its article's text (for the search index).
  const cacheKey = 'posts-2';
  /** @type {Map<string, ReturnType<typeof import('./content/posts.mjs').parsePost>>} */
  const parsed = new Map(Object.entries(JSON.parse(contentCache.read(cacheKey)?.toString() ?? '{}')));
  // What was read of each photo, by its path: an unchanged one (size, modification time) is not read again.
  /** @type {Map<string, import('./content/posts.mjs').PhotoFacts>} */
  const photoFacts = new Map(Object.entries(JSON.parse(contentCache.read('photos')?.toString() ?? '{}')));
  // Threads that parse the posts' files the cache does not have (prerender/content/parse-worker.mjs), stopped once they are read.
  const parsing = postParser(workers);
  let content;
  try {
    content = await loadContent({ dir: postsDir, cache: parsed, photoFacts, parse: parsing.parse });
  } finally {
    await parsing.close();
  }
  const { posts, files, rasters, photos, held, texts } = content;
  // The cache keeps what this build read (by content: valid whatever becomes of the build), written
  // now, while memory is low: the posts' texts are most of it (about 75 MB at 10,000 posts).
  contentCache.write(cacheKey, JSON.stringify(Object.fromEntries(posts.map(({ sourceHash }) => [sourceHash, parsed.get(sourceHash)]))));
  parsed.clear();
  const contentSeconds = (performance.now() - started) / 1000;
  steps.add('posts read', contentSeconds * 1000);
  const setupStarted = performance.now();

  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  /** @type {import('vite').Manifest} */
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const stylesheets = await readStylesheets(distDir, manifest);
  const fingerprint = await buildFingerprint({ template, manifest, stylesheets, ssrDir });
  const host = new URL(siteOrigin).host.replace(/^www\./, '');
  steps.add('build fingerprint', performance.now() - setupStarted);

  // dist/ is kept between builds (vite.config.ts): a page whose key matches the one it was written
  // with last time is left as it is. The record is dropped now and written again only when this
  // build succeeds, so a failed build never vouches for a half-written dist/.
  const stateShelf = new CacheShelf(cacheDir, 'state', '.json');
  const stateKey = digest(distDir);
  /**
   * What a build made: each page's file → { key, meta }; `files`, every file it made or kept; its search index; its fingerprint.
   * @typedef {{ pages: Record<string, { key: string, meta: PageMeta }>, files?: string[], searchIndex?: Parameters<typeof buildSearchIndex>[0]['previous'], fingerprint?: string }} BuildState
   * @typedef {{ targets: string[], ogCard?: { href: string, title: string }, figures: import('./report.mjs').Figures, rest: string | undefined }} PageMeta
   */
  /** @type {BuildState} */
  const previous = JSON.parse(stateShelf.read(stateKey)?.toString() ?? '{"pages":{}}');
  stateShelf.remove(stateKey);
  /** @type {BuildState} */
  const state = { pages: {}, fingerprint };
  const keeping = previous.fingerprint === fingerprint;
  const out = distWriter(distDir);
  // What Vite wrote: the built chunks and assets, and public/ as it is (the favicon).
  const built = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
  for (const file of built) out.keep(file);
  for (const file of await filesUnder(publicDir)) out.keep(file);
  // Their Brotli copies: the scripts' and stylesheets' on libuv's threads while the workers start
  // (each page's report counts them as sent, so the pages wait for them: on this thread they held
  // up the crawl's start by 1.6 s at 10,000 posts with one core idle), the rest beside the pages.
  const brShelf = new CacheShelf(cacheDir, 'br');
  const precompressOptions = { distDir, shelf: brShelf, write: out.write, keep: out.keep };
  const scriptsCompressed = precompressAssets({
    ...precompressOptions,
    files: [...built].filter((file) => /\.(?:js|css)$/.test(file)),
    background: true,
  });
  scriptsCompressed.catch(() => {}); // awaited before the crawl
  // Post images and covers, known from the posts.
  for (const [href, source] of files) out.write(href.slice(1), 'file' in source ? readFileSync(source.file) : source.text);
  // The editor at /admin (prerender/content/cms.mjs): not a route, so not crawled, in no sitemap, feed or search.
  const admin = steps.time('editor', () => adminFiles({ siteUrl: `${siteOrigin}/`, siteName: site.name }));
  for (const [name, content] of Object.entries(admin)) out.write(name, content);

  const pageShelf = new CacheShelf(cacheDir, 'pages', '.page');
  const pngShelf = new CacheShelf(cacheDir, 'og', '.png');
  const counts = { rendered: 0, cached: 0, kept: 0 };
  const pool = new Tinypool({
    filename: new URL('./page.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    concurrentTasksPerWorker: keeping ? KEPT_JOBS_PER_WORKER : JOBS_PER_WORKER,
    workerData: { ssrEntry, dist: distDir, template, manifest, stylesheets, posts, cacheDir, fingerprint },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  /** @param {string} path @param {{ notFoundPage?: boolean }} options */
  const makePage = async (path, options = {}) => {
    const file = options.notFoundPage ? '404.html' : pathToFile(path);
    // dist/index.html is the template Vite just wrote, never the home page of the last build.
    const before = file === 'index.html' ? undefined : previous.pages[file];
    const { writes = [], cache, meta = before?.meta, ms, ...page } = await pool.run({ path, ...options, previous: before?.key });
    work.merge(ms);
    const writing = performance.now();
    for (const [name, data] of writes) out.write(name, data);
    for (const name of page.files ?? []) out.keep(name);
    if (cache) pageShelf.write(page.key, cache);
    steps.add('pages written', performance.now() - writing);
    if (page.made) {
      counts[/** @type {keyof typeof counts} */ (page.made)] += 1;
      state.pages[file] = { key: page.key, meta };
    }
    return { ...page, ...meta };
  };
  const draw = async (/** @type {string} */ href, /** @type {string} */ svg) => {
    const { key, png, ms } = await pool.run({ raster: { svg, width: OG_WIDTH } });
    work.merge(ms);
    out.write(href.slice(1), png);
    if (!pngShelf.read(key)) pngShelf.write(key, png);
    return key;
  };
  // The posts' photos, one at a time (sharp spreads each over the cores), beside the pages: from
  // the cache when unchanged, else encoded (prerender/content/photos.mjs).
  const photoShelf = new CacheShelf(cacheDir, 'photos');
  const photoCounts = { encoded: 0, cached: 0, ms: 0 };
  const encodePhotos = (async () => {
    for (const { file, plan } of photos) {
      const { files: made, encoded, ms } = await encodePhoto(() => readFileSync(file), plan, { shelf: photoShelf });
      for (const [href, data] of made) out.write(href.slice(1), data);
      photoCounts[encoded ? 'encoded' : 'cached'] += 1;
      photoCounts.ms += ms;
    }
  })();
  encodePhotos.catch(() => {}); // awaited below; a failed crawl must not leave it unhandled
  // The search index of the posts (prerender/search-index.mjs), made on this thread while the
  // workers make the pages: it needs the posts' text, not their pages.
  const searching = steps.time('search index (alongside the pages)', async () => {
    const made = await buildSearchIndex({
      posts,
      texts,
      previous: previous.searchIndex,
      distDir,
      write: out.write,
      keep: out.keep,
      cache: new CacheShelf(cacheDir, 'search'),
    });
    texts.clear(); // nothing else reads them
    return made;
  });
  searching.catch(() => {}); // awaited below; a failed crawl must not leave it unhandled
  // The other Brotli copies (images, the editor's script: a hashed asset, once per version, then
  // from the cache), after the index: the two at once would add up in memory.
  const compressing = searching.then(() =>
    precompressAssets({
      ...precompressOptions,
      files: [...built, ...[...files.keys()].map((href) => href.slice(1)), ...Object.keys(admin)],
      background: true,
    }),
  );
  compressing.catch(() => {}); // awaited below
  let crawled;
  /** @type {number} */
  let compressed;
  const pngKeys = new Set();
  try {
    // The posts' Open Graph PNGs (one per distinct image or cover) are drawn alongside the pages.
    const drawn = [...rasters].map(([href, { svg }]) => draw(href, svg));
    compressed = await steps.time('scripts and stylesheets compressed, the wait for them', () => scriptsCompressed);
    const crawlStarted = performance.now();
    const start = [...ssr.staticPaths(), ...CATEGORIES.map((category) => categoryPath(category.slug)), ...posts.map((post) => postPath(post.slug))];
    crawled = await crawl({ start, makePage, window: keeping ? 2 * workers * KEPT_JOBS_PER_WORKER : WINDOW });
    // The pages that show their own title card (the site's pages, the blog's first page).
    for (const page of crawled.pages.values()) {
      if (page.ogCard) drawn.push(draw(page.ogCard.href, ogImageSvg({ title: page.ogCard.title, siteName: site.name, host })));
    }
    for (const key of await Promise.all(drawn)) pngKeys.add(key);
    steps.add('pages made (crawl)', performance.now() - crawlStarted);
    await steps.time('photos, after the pages', () => encodePhotos);
  } finally {
    await pool.destroy();
  }
  const { pages, quirks } = crawled;

  // The rest-of-stylesheet files the pages list.
  const rest = new Set([...pages.values(), crawled.notFoundPage].flatMap((page) => page.rest));
  const restShelf = new CacheShelf(cacheDir, 'rest');
  for (const href of rest) out.write(href.slice(1), /** @type {Buffer} */ (restShelf.read(basename(href)))); // the workers put each there
  compressed += steps.time('assets compressed', () => precompressAssets({ ...precompressOptions, files: [...rest].map((href) => href.slice(1)) }));
  compressed += await steps.time('assets compressed (beside the pages), the wait after them', () => compressing);
  const sitemapStarted = performance.now();

  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const byCategory = new Map(CATEGORIES.map((category) => [category.slug, posts.filter((post) => post.categorySlug === category.slug)]));
  const lastmod = (/** @type {string} */ path) => {
    const parsed = parsePath(path);
    if (parsed.kind === 'post') {
      const post = bySlug.get(parsed.slug);
      return post && (post.updated ?? post.date);
    }
    if (parsed.kind !== 'blog' && parsed.kind !== 'category') return undefined;
    const list = parsed.kind === 'blog' ? posts : (byCategory.get(parsed.slug) ?? []);
    return lastChange(list.slice((parsed.page - 1) * POSTS_PER_PAGE, parsed.page * POSTS_PER_PAGE)) || undefined;
  };
  // The search page has no content of its own (noindex): not in the sitemap.
  const entries = [...pages.keys()].filter((path) => parsePath(path).kind !== 'search').map((path) => ({ loc: absoluteUrl(path), lastmod: lastmod(path) }));
  const siteFiles = {
    ...buildSitemaps(entries, siteOrigin),
    'robots.txt': robotsTxt(siteOrigin),
    [FEED.path.slice(1)]: rssFeed({
      posts: posts.slice(0, FEED.items),
      origin: siteOrigin,
      path: FEED.path,
      title: FEED.title,
      description: `Articles for owner-operators and small fleets from the ${site.name} dispatch desk.`,
    }),
    'apple-touch-icon.png': renderIcon(180),
    'icon-192.png': renderIcon(192),
    'icon-512.png': renderIcon(512),
    'manifest.webmanifest': webManifest({ name: site.name, shortName: site.shortName, description: site.description, themeColor: site.themeColor }),
  };
  for (const [name, content] of Object.entries(siteFiles)) out.write(name, content);
  steps.add('sitemap, feed, icons', performance.now() - sitemapStarted);
  const search = await searching;
  state.searchIndex = search.record;
  const cleanStarted = performance.now();
  // Whatever an earlier build left that this one did not make goes.
  const removed = await out.removeOthers(previous.files);
  state.files = [...out.made];
  stateShelf.write(stateKey, JSON.stringify(state));

  // The cache keeps what this build used.
  const photoPaths = new Set(photos.map(({ file }) => relative(process.cwd(), file)));
  contentCache.write('photos', JSON.stringify(Object.fromEntries([...photoFacts].filter(([path]) => photoPaths.has(path)))));
  await Promise.all([
    pageShelf.prune(new Set(Object.values(state.pages).map((page) => page.key))),
    pngShelf.prune(pngKeys),
    photoShelf.prune(photoCacheKeys(photos.map((photo) => photo.plan))),
    restShelf.prune(new Set([...rest].map((href) => basename(href)))),
    brShelf.prune(new Set([...out.made].filter((file) => file.endsWith('.br') && file.startsWith('assets/')).map((file) => file.replaceAll('/', '_')))),
  ]);
  steps.add('clean-up, cache', performance.now() - cleanStarted);

  for (const [path, from] of quirks) {
    log(`prerender: known spec quirk, not followed: ${path} (the relative footer link 'Updates' on ${from} and pages like it)`);
  }
  const seconds = (performance.now() - started) / 1000;
  const group = (/** @type {number} */ n) => n.toLocaleString('en-US');
  if (held.drafts.length + held.scheduled.length > 0) {
    log(
      `prerender: left out ${held.drafts.length} draft${held.drafts.length === 1 ? '' : 's'} (${held.drafts.join(', ') || 'none'}) and ${held.scheduled.length} post${held.scheduled.length === 1 ? '' : 's'} scheduled after today`,
    );
  }
  log(
    `prerender: ${group(pages.size)} pages + 404.html (${group(counts.rendered)} rendered, ${group(counts.cached)} from the cache, ${group(counts.kept)} unchanged in dist/; ${group(removed)} files of earlier builds removed) ` +
      `from ${posts.length.toLocaleString('en-US')} posts in ${seconds.toFixed(2)} s (${(pages.size / seconds).toFixed(0)} pages/s; posts read in ${contentSeconds.toFixed(2)} s; ${workers} workers); ` +
      `each page with its Brotli copy and route data, ${pngKeys.size} Open Graph images, sitemap.xml, ${FEED.path.slice(1)}, robots.txt; ` +
      `the built scripts, stylesheets and images with their Brotli copies (${group(compressed)} compressed now, the rest from the cache or dist/)`,
  );
  log(
    `prerender: search index of ${group(search.record.posts)} posts, ${group(search.record.files.length + 1)} files (${SEARCH_ROOT} and its shards), ` +
      (search.made
        ? `${group(search.terms)} terms in ${group(search.shards)} shards, made in ${search.seconds.toFixed(2)} s alongside the pages`
        : `unchanged, kept from the last build`),
  );
  /** @type {Record<string, string>} */
  const groups = {
    'blog-post': '/blogs/{slug}',
    'blogs-page': '/blogs/page/{n}',
    category: '/blogs/category/{slug}',
    'category-page': '/blogs/category/{slug}/page/{n}',
  };
  if (photos.length > 0) {
    const encoded =
      photoCounts.encoded > 0
        ? `${group(photoCounts.encoded)} encoded cold in ${(photoCounts.ms / 1000).toFixed(2)} s (${(photoCounts.ms / photoCounts.encoded / 1000).toFixed(2)} s each)`
        : 'none encoded';
    log(
      `prerender: ${group(photos.length)} photo${photos.length === 1 ? '' : 's'} as AVIF and WebP at up to ${PHOTO_WIDTHS.length} widths and a 1200×630 Open Graph JPEG: ` +
        `${encoded}, ${group(photoCounts.cached)} from the cache`,
    );
  }
  log(`prerender: main thread, time by step: ${steps.format()}`);
  log(`prerender: workers, time by kind of work (summed over ${workers} workers): ${work.format()}`);
  const report = [...pages].map(([path, page]) => ({ ...reportRow(path, page.figures), group: groups[page.route] }));
  log(formatReport(report));
  return { pages: pages.size, counts, seconds, report };
}

if (isMain(import.meta.url)) {
  try {
    await prerender();
    await rm('dist-ssr', { recursive: true, force: true });
  } catch (error) {
    const known = error instanceof CrawlError || error instanceof ContentError;
    console.error(`prerender failed: ${known ? error.message : (/** @type {{ stack?: string } | undefined} */ (error)?.stack ?? error)}`);
    process.exit(1);
  }
}
