// The build's last step: reads the posts, makes every page in worker threads (page.mjs) from every
// route and post through every internal link, and writes dist/. Pages go to disk as they are made,
// so memory stays flat as the blog grows; pure work is cached by content hash (cache.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import { ogImageSvg, webManifest } from './brand.mjs';
import { CACHE_DIR, CacheShelf, digest, lastBuildState, sourceDigest } from './cache.mjs';
import { adminFiles } from './content/cms.mjs';
import { encodePhoto, photoCacheKeys, PHOTO_WIDTHS } from './content/photos.mjs';
import { ContentError, loadSite, OG_WIDTH } from './content/posts.mjs';
import { precompressAssets } from './compress.mjs';
import { crawl, CrawlError } from './crawl.mjs';
import { progress } from './progress.mjs';
import { formatReport, reportRow } from './report.mjs';
import { buildSearchIndex } from './search-index.mjs';
import { buildSitemaps, lastChange, robotsTxt, rssFeed } from './sitemap.mjs';
import { readStylesheets } from './stylesheets.mjs';
import { NOT_FOUND_PATHS, notFoundFile, pathToFile } from './template.mjs';
import { Timings } from './timings.mjs';
import { alternates, categoryPath, pagePath, parsePath, postPath, routeId, routePatterns } from '../src/lib/paths.mjs';
import { DEFAULT_LOCALE, fill, LISTED_LOCALES, LOCALE, LOCALES, localeOf } from '../src/lib/locale.mjs';
import { localeWords } from './content/files.mjs';
import { SEARCH_ROOTS } from '../src/lib/searchIndex.mjs';

// Production React renders several times faster, with the same markup.
process.env.NODE_ENV ??= 'production';

/** Pages made ahead of the one being checked: enough to keep every worker busy. */
const WINDOW = 64;
// Jobs each worker holds: one running, the next waiting; more when the last build's pages are kept (quick jobs).
const JOBS_PER_WORKER = 4;
const KEPT_JOBS_PER_WORKER = 32;
/** Each worker's heap (MB): V8 collects fully only near the old generation's limit; a larger young one copies fewer of a page's short-lived strings. */
const HEAP = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 48 };

const here = dirname(fileURLToPath(import.meta.url));
const SSR_DIR = 'dist-ssr';
const workers = availableParallelism();
const group = (/** @type {number} */ n) => n.toLocaleString('en-US');
const plural = (/** @type {number} */ n, /** @type {string} */ word) => `${group(n)} ${word}${n === 1 ? '' : 's'}`;

/** Every file under `dir` (none if it does not exist), relative to it, with forward slashes. @param {string} dir */
async function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Everything a page depends on besides its path and data: a change makes every page again. @param {{ template: string, manifest: import('vite').Manifest, stylesheets: Record<string, string> }} build */
async function buildFingerprint({ template, manifest, stylesheets }) {
  const code = (/** @type {string} */ dir, recursive = false) =>
    filesUnder(dir).then((files) =>
      files.filter((file) => file.endsWith('.mjs') && !file.endsWith('.test.mjs') && (recursive || !file.includes('/'))).map((file) => join(dir, file)),
    );
  const files = [...(await filesUnder(SSR_DIR)).map((file) => join(SSR_DIR, file)), ...(await code(here, true)), ...(await code(join(here, '../src/lib')))];
  const read = await Promise.all([...files, join(here, '../package-lock.json')].map((file) => readFile(file)));
  return digest(process.env.NODE_ENV ?? '', template, JSON.stringify(manifest), JSON.stringify(stylesheets), ...read);
}

/** Writes dist/ from one thread (two writing one folder slow each other) and remembers what it made or kept, for removeOthers. @param {string} distDir */
export function distWriter(distDir) {
  const made = /** @type {Set<string>} */ (new Set());
  const folders = new Set();
  return {
    made,
    keep: (/** @type {string} */ file) => made.add(file),
    write(/** @type {string} */ file, /** @type {string | Uint8Array} */ data) {
      const folder = dirname(file);
      if (!folders.has(folder)) mkdirSync(join(distDir, folder), { recursive: true });
      folders.add(folder);
      writeFileSync(join(distDir, file), data);
      made.add(file);
    },
    /** Removes the rest of `before` (else of all dist/); returns how many files. @param {string[] | undefined} before */
    async removeOthers(before) {
      await rm(join(distDir, '.vite'), { recursive: true, force: true }); // the build manifest is not part of the site
      const files = before ?? (await filesUnder(distDir));
      const gone = files.filter((file) => !made.has(file));
      for (const file of gone) await rm(join(distDir, file), { force: true });
      // The folders left empty, deepest first; one removed by hand meanwhile is as good as removed.
      for (const folder of [...new Set(gone.map(dirname))].sort((a, b) => b.length - a.length)) {
        for (let dir = folder; dir !== '.'; dir = dirname(dir)) {
          const error = await rmdir(join(distDir, dir)).catch((/** @type {NodeJS.ErrnoException} */ caught) => caught);
          if (error && error.code !== 'ENOENT') break;
        }
      }
      return gone.length;
    },
  };
}

/**
 * @typedef {{ pages: Record<string, { key: string, meta: PageMeta }>, files?: string[], fingerprint?: string, rendered?: string[], sources?: Record<string, string>, edited?: string[],
 *   searchIndexes?: Record<Locale, import('./search-index.mjs').SearchIndexRecord> }} BuildState
 * @typedef {{ targets: string[], ogCard?: { href: string, title: string }, figures: import('./report.mjs').Figures, rest: string[] }} PageMeta
 */

/** Every language's posts, parsed or from the cache, with the files they bring. @typedef {import('../src/lib/locale.mjs').Locale} Locale @typedef {import('./content/posts.mjs').PostRecord} PostRecord */
async function readPosts() {
  const contentCache = new CacheShelf(CACHE_DIR, 'content', '.json');
  // Parsed posts hold what the parser's code made of them: the key changes with that code.
  const cacheKey = `posts-${sourceDigest(new URL('./content/posts.mjs', import.meta.url)).slice(0, 12)}`;
  /** @type {Map<string, ReturnType<typeof import('./content/posts.mjs').parsePost>>} */
  const parsed = new Map(Object.entries(JSON.parse(contentCache.read(cacheKey)?.toString() ?? '{}')));
  const site = await loadSite({ cache: parsed });
  const languages = LOCALES.map((locale) => site[locale]);
  const posts = /** @type {Record<Locale, PostRecord[]>} */ (Object.fromEntries(LOCALES.map((locale) => [locale, site[locale].posts])));
  const files = new Map(languages.flatMap((loaded) => [...loaded.files]));
  const rasters = new Map(languages.flatMap((loaded) => [...loaded.rasters]));
  const photos = [...new Map(languages.flatMap((loaded) => loaded.photos.map((photo) => [photo.file, photo]))).values()];
  // Written now, while memory is low: the posts' texts are most of it.
  const kept = Object.values(posts).flatMap((list) => list.map(({ sourceHash }) => [sourceHash, parsed.get(sourceHash)]));
  contentCache.write(cacheKey, JSON.stringify(Object.fromEntries(kept)));
  parsed.clear();
  return { site, posts, files, rasters, photos };
}

/**
 * The sitemaps (each page's last change and twins), robots.txt, each language's feed and the web manifest.
 * @param {{ ssr: typeof import('../src/entry-server.tsx'), paths: string[], posts: Record<Locale, PostRecord[]>, hubs: Awaited<ReturnType<typeof loadSite>>['hubs'] }} options
 */
async function siteFiles({ ssr, paths, posts: byLocale, hubs }) {
  const { site, siteOrigin, absoluteUrl, FEED, FEED_PATHS, POSTS_PER_PAGE } = ssr;
  const bySlug = Object.fromEntries(LOCALES.map((locale) => [locale, new Map(byLocale[locale].map((post) => [post.slug, post]))]));
  // The twins only the content knows: a post's translations, a hub's (page 1) hubs in other languages.
  const twins = /** @type {Map<string, import('../src/content/posts.ts').Twins>} */ (new Map());
  for (const locale of LOCALES) {
    for (const post of byLocale[locale]) if (post.twins) twins.set(postPath(post.slug, locale), post.twins);
    for (const category of hubs[locale]) if (category.twins) twins.set(categoryPath(category.slug, 1, locale), category.twins);
  }
  const lastmod = (/** @type {string} */ path) => {
    const parsed = parsePath(path);
    const locale = localeOf(path);
    if (parsed.kind === 'post') {
      const post = bySlug[locale]?.get(parsed.slug);
      return post && (post.updated ?? post.date);
    }
    if (parsed.kind !== 'blog' && parsed.kind !== 'category') return undefined;
    const list = byLocale[locale].filter((post) => parsed.kind === 'blog' || post.categorySlug === parsed.slug);
    return lastChange(list.slice((parsed.page - 1) * POSTS_PER_PAGE, parsed.page * POSTS_PER_PAGE)) || undefined;
  };
  // The search page has nothing of its own to index (noindex). Posts, hubs and later pages of a list have no twin but the content's.
  const twinOf = (/** @type {string} */ path) =>
    twins.get(path) ??
    (['post', 'category'].includes(parsePath(path).kind) || (parsePath(path).kind === 'blog' && path !== pagePath('blog', localeOf(path))) ? null : undefined);
  const entries = paths
    .filter((path) => parsePath(path).kind !== 'search' && LISTED_LOCALES.includes(localeOf(path)))
    .map((path) => ({ loc: absoluteUrl(path), lastmod: lastmod(path), alternates: alternates(path, siteOrigin, twinOf(path)) }));
  return {
    ...buildSitemaps(entries, siteOrigin),
    'robots.txt': robotsTxt(siteOrigin),
    // Each language's own feed of its posts, its title and (but the default's) description its words.
    ...Object.fromEntries(
      LOCALES.map((locale) => {
        const words = localeWords(locale);
        const description =
          locale === DEFAULT_LOCALE ? `Articles for owner-operators and small fleets from the ${site.name} dispatch desk.` : words.blog.meta.description;
        const feed = { posts: byLocale[locale].slice(0, FEED.items), origin: siteOrigin, path: FEED_PATHS[locale], locale };
        return [FEED_PATHS[locale].slice(1), rssFeed({ ...feed, title: fill(words.chrome.feed, { siteName: site.name }), description })];
      }),
    ),
    'manifest.webmanifest': webManifest({ name: site.name, shortName: site.shortName, description: ssr.siteDescription, themeColor: site.themeColor }),
  };
}

async function prerender() {
  const started = performance.now();
  const steps = new Timings(); // the main thread's wall time by step
  const work = new Timings(); // the workers' time by kind of work
  const distDir = resolve('dist');
  const ssrEntry = resolve(SSR_DIR, 'entry-server.js');
  const ssr = /** @type {typeof import('../src/entry-server.tsx')} */ (await import(pathToFileURL(ssrEntry).href));
  const { site, siteOrigin, FEED_PATHS } = ssr;

  const { site: content, posts, files, rasters, photos } = await readPosts();
  const { categories, hubs } = content;
  const { held } = content[DEFAULT_LOCALE];
  const contentSeconds = (performance.now() - started) / 1000;
  steps.add('posts read', contentSeconds * 1000);

  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = /** @type {import('vite').Manifest} */ (JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')));
  const stylesheets = await readStylesheets(distDir, manifest);
  const fingerprint = await steps.time('build fingerprint', () => buildFingerprint({ template, manifest, stylesheets }));
  const host = new URL(siteOrigin).host.replace(/^www\./, '');

  // What the last build made, dropped until this one succeeds: a failed build never vouches for dist/.
  const stateShelf = new CacheShelf(CACHE_DIR, 'state', '.json');
  const stateKey = digest(distDir);
  const previous = /** @type {BuildState} */ (lastBuildState(distDir) ?? { pages: {} });
  stateShelf.remove(stateKey);
  // Each post's source, so that the next build names the posts whose own text changed (`edited`) among the pages it makes anew.
  const sources = Object.fromEntries(LOCALES.flatMap((locale) => posts[locale].map((post) => [postPath(post.slug, locale), post.sourceHash])));
  const edited = previous.sources ? Object.keys(sources).filter((path) => previous.sources?.[path] !== sources[path]) : [];
  const state = /** @type {BuildState & { rendered: string[] }} */ ({ pages: {}, rendered: [], fingerprint, sources, edited });
  const keeping = previous.fingerprint === fingerprint;
  const out = distWriter(distDir);
  const built = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
  for (const file of [...built, ...(await filesUnder('public'))]) out.keep(file);
  // Scripts and stylesheets are compressed first, on libuv's threads: each page's report counts them.
  const brShelf = new CacheShelf(CACHE_DIR, 'br');
  const precompress = { distDir, shelf: brShelf, write: out.write, keep: out.keep };
  const scriptsCompressed = precompressAssets({ ...precompress, files: [...built].filter((file) => /\.(?:js|css)$/.test(file)) });
  scriptsCompressed.catch(() => {}); // awaited before the crawl
  for (const [href, source] of files) out.write(href.slice(1), 'file' in source ? readFileSync(source.file) : source.text);
  // The editor at /admin: not a route, so in no sitemap, feed or search.
  const admin = steps.time('editor', () => adminFiles({ siteUrl: `${siteOrigin}/`, siteName: site.name }));
  for (const [name, data] of Object.entries(admin)) out.write(name, data);

  const pageShelf = new CacheShelf(CACHE_DIR, 'pages', '.page');
  const pngShelf = new CacheShelf(CACHE_DIR, 'og', '.png');
  const counts = { rendered: 0, cached: 0, kept: 0 };
  const pool = new Tinypool({
    filename: new URL('./page.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    concurrentTasksPerWorker: keeping ? KEPT_JOBS_PER_WORKER : JOBS_PER_WORKER,
    resourceLimits: HEAP,
    // Tinypool's Atomics path let the process grow with every page, far past the workers' heap limits.
    useAtomics: false,
    workerData: { ssrEntry, dist: distDir, template, manifest, stylesheets, posts, categories: hubs, fingerprint },
  });
  const building = progress('build', 'pages');
  const makePage = async (/** @type {string} */ path, /** @type {{ notFoundPage?: boolean }} */ options = {}) => {
    const file = options.notFoundPage ? notFoundFile(path) : pathToFile(path);
    // dist/index.html is the template Vite just wrote, never the last build's home page.
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
      if (page.made === 'rendered') state.rendered.push(path);
    }
    building.increment();
    return { ...page, ...meta };
  };
  const draw = async (/** @type {string} */ href, /** @type {string} */ svg) => {
    const { key, png, ms } = await pool.run({ raster: { svg, width: OG_WIDTH } });
    work.merge(ms);
    out.write(href.slice(1), png);
    if (!pngShelf.read(key)) pngShelf.write(key, png);
    return key;
  };
  // Photos one at a time (sharp spreads each over the cores), beside the pages.
  const photoShelf = new CacheShelf(CACHE_DIR, 'photos');
  const photoCounts = { encoded: 0, cached: 0, ms: 0 };
  const encodePhotos = (async () => {
    for (const { file, plan } of photos) {
      const { files: made, encoded, ms } = await encodePhoto(() => readFileSync(file), plan, { shelf: photoShelf });
      for (const [href, data] of made) out.write(href.slice(1), data);
      photoCounts[encoded ? 'encoded' : 'cached'] += 1;
      photoCounts.ms += ms;
    }
  })();
  // The search index needs the posts' text, not their pages: made here while the workers make them.
  const searching = steps
    .time('search index (alongside the pages)', async () => {
      const indexes = /** @type {Record<Locale, Awaited<ReturnType<typeof buildSearchIndex>>>} */ ({});
      for (const locale of LOCALES) {
        const { posts, texts } = content[locale];
        const { write, keep } = out;
        const options = { posts, texts, previous: previous.searchIndexes?.[locale], distDir, write, keep, categories: categories[locale] };
        indexes[locale] = await buildSearchIndex({ ...options, root: SEARCH_ROOTS[locale] });
      }
      return indexes;
    })
    .finally(() => {
      for (const locale of LOCALES) content[locale].texts.clear();
    });
  // The other Brotli copies after the index: both at once would add up in memory.
  const moreFiles = [...built, ...[...files.keys()].map((href) => href.slice(1)), ...Object.keys(admin)];
  const compressing = searching.then(() => precompressAssets({ ...precompress, files: moreFiles }));
  for (const promise of [encodePhotos, searching, compressing]) promise.catch(() => {}); // awaited below, after a crawl that may fail
  let crawled;
  /** @type {number} */
  let compressed;
  const pngKeys = new Set();
  try {
    const drawn = [...rasters].map(([href, { svg }]) => draw(href, svg));
    compressed = await steps.time('scripts and stylesheets compressed, the wait for them', () => scriptsCompressed);
    const crawlStarted = performance.now();
    const start = [
      ...ssr.staticPaths(),
      ...LOCALES.flatMap((locale) => hubs[locale].map((category) => categoryPath(category.slug, 1, locale))),
      ...LOCALES.flatMap((locale) => posts[locale].map((post) => postPath(post.slug, locale))),
    ];
    // The crawl finds the list pages as it goes: the last build's count is the better guess of the whole.
    building.start(Math.max(Object.keys(previous.pages).length, start.length + NOT_FOUND_PATHS.length));
    crawled = await crawl({ start, makePage, window: keeping ? 2 * workers * KEPT_JOBS_PER_WORKER : WINDOW, notFoundProbes: NOT_FOUND_PATHS }).finally(
      building.stop,
    );
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

  // The workers left the rest-of-stylesheet files the pages list in the cache.
  const rest = new Set([...pages.values(), ...crawled.notFoundPages].flatMap((page) => page.rest));
  const restShelf = new CacheShelf(CACHE_DIR, 'rest');
  for (const href of rest) out.write(href.slice(1), /** @type {Buffer} */ (restShelf.read(basename(href))));
  compressed += await steps.time('assets compressed', () => precompressAssets({ ...precompress, files: [...rest].map((href) => href.slice(1)) }));
  compressed += await steps.time('assets compressed (beside the pages), the wait after them', () => compressing);
  const sitemapStarted = performance.now();

  const made = await siteFiles({ ssr, paths: [...pages.keys()], posts, hubs });
  for (const [name, data] of Object.entries(made)) out.write(name, data);
  steps.add('sitemap, feed, icons', performance.now() - sitemapStarted);
  const search = await searching;
  state.searchIndexes = /** @type {Record<Locale, import('./search-index.mjs').SearchIndexRecord>} */ (
    Object.fromEntries(LOCALES.map((locale) => [locale, search[locale].record]))
  );
  const cleanStarted = performance.now();
  const removed = await out.removeOthers(previous.files);
  state.files = [...out.made];
  stateShelf.write(stateKey, JSON.stringify(state));
  await Promise.all([
    pageShelf.prune(new Set(Object.values(state.pages).map((page) => page.key))),
    pngShelf.prune(pngKeys),
    photoShelf.prune(photoCacheKeys(photos.map((photo) => photo.plan))),
    restShelf.prune(new Set([...rest].map((href) => basename(href)))),
    brShelf.prune(new Set([...out.made].filter((file) => file.endsWith('.br') && file.startsWith('assets/')).map((file) => file.replaceAll('/', '_')))),
  ]);
  steps.add('clean-up, cache', performance.now() - cleanStarted);

  for (const [path, from] of quirks) {
    console.log(`prerender: known spec quirk, not followed: ${path} (the relative footer link 'Updates' on ${from} and pages like it)`);
  }
  const seconds = (performance.now() - started) / 1000;
  if (held.drafts.length + held.scheduled.length > 0) {
    console.log(
      `prerender: left out ${plural(held.drafts.length, 'draft')} (${held.drafts.join(', ') || 'none'}) and ${plural(held.scheduled.length, 'post')} scheduled after today`,
    );
  }
  console.log(
    `prerender: ${group(pages.size)} pages + ${crawled.notFoundPages.length} not-found pages (${group(counts.rendered)} rendered, ${group(counts.cached)} from the cache, ${group(counts.kept)} unchanged in dist/; ${group(removed)} files of earlier builds removed) ` +
      `from ${LOCALES.map((locale) => `${group(posts[locale].length)} posts in ${locale}`).join(', ')} in ${seconds.toFixed(2)} s (${(pages.size / seconds).toFixed(0)} pages/s; posts read in ${contentSeconds.toFixed(2)} s; ${workers} workers); ` +
      `each page with its Brotli copy and route data, ${pngKeys.size} Open Graph images, sitemap.xml, ${Object.values(FEED_PATHS)
        .map((path) => path.slice(1))
        .join(', ')}, robots.txt; ` +
      `the built scripts, stylesheets and images with their Brotli copies (${group(compressed)} compressed now, the rest from the cache or dist/)`,
  );
  for (const locale of LOCALES) {
    const index = search[locale];
    console.log(
      `prerender: search index of ${group(index.record.posts)} posts, ${group(index.record.files.length + 1)} files (${SEARCH_ROOTS[locale]} and its shards), ` +
        (index.made
          ? `${group(index.terms)} terms in ${group(index.shards)} shards, made in ${index.seconds.toFixed(2)} s alongside the pages`
          : `unchanged, kept from the last build`),
    );
  }
  if (photos.length > 0) {
    const { encoded, cached, ms } = photoCounts;
    console.log(
      `prerender: ${plural(photos.length, 'photo')} as AVIF and WebP at up to ${PHOTO_WIDTHS.length} widths and a 1200×630 Open Graph JPEG: ` +
        `${encoded > 0 ? `${group(encoded)} encoded cold in ${(ms / 1000).toFixed(2)} s (${(ms / encoded / 1000).toFixed(2)} s each)` : 'none encoded'}, ${group(cached)} from the cache`,
    );
  }
  console.log(`prerender: main thread, time by step: ${steps.format()}`);
  console.log(`prerender: workers, time by kind of work (summed over ${workers} workers): ${work.format()}`);
  // Pages of one shape report as one row, by their route: /blogs/{slug}, /es/blog/pagina/{n}…
  const shape = (/** @type {Locale} */ locale, /** @type {string} */ pattern) =>
    `${LOCALE[locale].prefix}/${pattern}`.replace(/:(?:slug|category)/, '{slug}').replace(':page', '{n}');
  const groups = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const { post, blogPage, category, categoryPage } = routePatterns(locale);
      const rows = { 'blog-post': post, 'blogs-page': blogPage, category, 'category-page': categoryPage };
      return Object.entries(rows).map(([name, pattern]) => [routeId(locale, name), shape(locale, pattern)]);
    }),
  );
  console.log(formatReport([...pages].map(([path, page]) => ({ ...reportRow(path, page.figures), group: groups[page.route] }))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await prerender();
    await rm(SSR_DIR, { recursive: true, force: true });
  } catch (error) {
    const known = error instanceof CrawlError || error instanceof ContentError;
    console.error(`prerender failed: ${known ? error.message : (/** @type {{ stack?: string } | undefined} */ (error)?.stack ?? error)}`);
    process.exit(1);
  }
}
