// Making pages, in a prerender worker thread (prerender/pool.mjs starts this file): load a path's
// route data, render it, fill the template, inline its CSS and compress it, for the main thread to
// write to dist/ with its route data (JSON, under the page's version and as the current build's). A
// page whose inputs (the build and its data) are unchanged since an earlier build is left in dist/
// or copied from the cache instead of being rendered again. Also draws Open Graph PNGs.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { svgToPng } from './brand.mjs';
import { CacheShelf, digest, packPage, unpackPage } from './cache.mjs';
import { contentSource, routeDataKey } from './content/posts.mjs';
import { routeAssets } from './chunks.mjs';
import { decodeEntities, pageTargets } from './links.mjs';
import { fillTemplate, pathToFile } from './template.mjs';
import { APP_ENTRY, NOT_FOUND_MARK, setBootAttributes } from '../src/lib/pageBoot.mjs';
import { routeDataUrl, versionedRouteDataUrl } from '../src/lib/routeDataUrl.mjs';
import { HTML_BUDGET, pageFirstLoad, transferSize } from './report.mjs';
import { brotliBest } from './compress.mjs';
import { inlineStylesheets, stylesheet } from './stylesheets.mjs';
import { controlsInStatic } from './static.mjs';
import { PRECOMPRESSED } from '../infra/content-types.mjs';
import { Timings } from './timings.mjs';
import { PageBrotli } from './page-brotli.mjs';

const encoder = new TextEncoder();

/**
 * The buffers of an answer's files that can be handed over rather than copied: those a file has to
 * itself (a Buffer of a few KB may share Node's pool with others). Passed to the main thread this
 * way, a page's bytes never enter its heap, which otherwise grew by ~80 KB a page until a full
 * collection (the largest part of the build's memory).
 * @param {{ writes?: [string, Uint8Array][], cache?: Uint8Array }} value
 */
function outbox(value) {
  /** @type {Set<ArrayBuffer>} */
  const buffers = new Set();
  for (const data of [...(value.writes ?? []).map(([, bytes]) => bytes), value.cache]) {
    if (data && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer) buffers.add(data.buffer);
  }
  return [...buffers];
}

/**
 * Brotli qualities a page is tried at, cheapest first; measured on a 62 KB post: quality 5 takes
 * about 4 ms, 10 about 23 ms for 8–9% less, 11 about 60–90 ms for 2% more.
 */
export const PAGE_QUALITIES = [5, 10, zlib.BROTLI_MAX_QUALITY];

/**
 * A page's Brotli copy, at the first quality (from `fromQuality` on) that fits it in the first
 * round trip (HTML_BUDGET), else the best. A better quality only pays where it decides the round
 * trips, and posts sit at the edge; quality 10 fits nearly all of them at a third of 11's cost.
 * Pages that begin alike are compressed more cheaply (./page-brotli.mjs); this is the way for the
 * rest.
 * @param {string} html
 * @param {number} [fromQuality]
 */
export function brotliPage(html, fromQuality = 0) {
  const bytes = Buffer.from(html);
  let br = Buffer.alloc(0);
  for (const quality of PAGE_QUALITIES.filter((candidate) => candidate >= fromQuality)) {
    br = brotliCompressSync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    if (br.length <= HTML_BUDGET) break;
  }
  return br;
}

/**
 * The page's own title, from the og:title in its head tags (the brand suffix is drawn separately).
 * @param {string} head
 * @param {{ site: { name: string }, ownTitle: (fullTitle: string) => string }} ssr
 */
function ogTitle(head, { site, ownTitle }) {
  const raw = /<meta property="og:title" content="([^"]*)"/.exec(head)?.[1];
  return raw === undefined ? site.name : ownTitle(decodeEntities(raw));
}

/** The og:image URL in head tags, if any. @param {string} head */
function ogImageUrl(head) {
  const url = /<meta property="og:image" content="([^"]*)"/.exec(head)?.[1];
  return url === undefined ? undefined : decodeEntities(url);
}

/**
 * The worker's state for one build, and its two jobs. Neither writes to dist/: the main thread
 * does, one file after another (two threads creating files in one folder slow each other down
 * several times over).
 * - `page({ path, notFoundPage?, previous? })` makes a page (with notFoundPage, 404.html) and
 *   resolves to { status, notFound, redirect?, route, key, made, files, meta?, writes?, cache? }
 *   where meta is { targets, ogCard?, figures, rest }: `files`, the page's files in dist/;
 *   `writes`, [file, data] pairs for dist/ and `cache`, the entry for the page cache, when there is
 *   something to write. `made` is 'rendered', 'cached' (copied from the page cache) or 'kept': the
 *   page in dist/ is already this one (`previous`, the key it was written with, matches), and the
 *   main thread has its meta from the last build.
 * - `raster({ href, svg, width })` resolves to { key, png }: the PNG, drawn or from the cache.
 * @param {{ ssrEntry: string, dist: string, template: string, manifest: import('vite').Manifest, stylesheets: Record<string, string>,
 *   posts: import('./content/posts.mjs').PostRecord[], cacheDir: string, fingerprint: string }} build
 */
async function pageWorker({ ssrEntry, dist, template, manifest, stylesheets, posts, cacheDir, fingerprint }) {
  /** @type {typeof import('../src/entry-server.tsx')} */
  const ssr = await import(pathToFileURL(ssrEntry).href);
  // The app the route data is written for (src/lib/routeData.ts): its entry chunk, as pages list it.
  const app = `/${/** @type {import('vite').ManifestChunk} */ (manifest[APP_ENTRY]).file}`;
  const content = contentSource(posts);
  // The same data with each article as a hash of its Markdown: enough to tell whether a page changed.
  const contentKeys = contentSource(posts, { bodyHashes: true });
  const sheets = new Map(Object.entries(stylesheets).map(([href, css]) => [href, stylesheet(css, href)]));
  const pages = new CacheShelf(cacheDir, 'pages', '.page');
  const restShelf = new CacheShelf(cacheDir, 'rest');
  const pngs = new CacheShelf(cacheDir, 'og', '.png');
  const restCached = new Set();
  const pageBrotli = new PageBrotli();
  /** @type {Map<string, number>} */
  const transferSizes = new Map();
  const transferSizeOf = async (/** @type {string} */ href) => {
    if (!transferSizes.has(href)) {
      // A rest-of-stylesheet file is in the cache until the build copies it to dist/ (and compresses it).
      const rest = /-rest-[^/]*\.css$/.test(href) && restShelf.read(basename(href));
      transferSizes.set(href, rest ? brotliBest(rest).length : await transferSize(dist, href));
    }
    return /** @type {number} */ (transferSizes.get(href));
  };

  /**
   * @param {string} path @param {Awaited<ReturnType<typeof ssr.load>>} loaded
   * @param {{ notFoundPage: boolean, data: string | undefined }} options @param {Timings} timings
   */
  async function render(path, loaded, { notFoundPage, data }, timings) {
    const { head, html: markup, modules } = timings.time('render', () => loaded.render());
    const started = performance.now();
    const controls = controlsInStatic(markup);
    if (controls.length > 0) {
      throw new Error(`${path}: ${controls.join(', ')} inside static markup (data-static), which the app does not hydrate: make its section interactive`);
    }
    const assets = routeAssets(manifest, modules);
    const inlined = inlineStylesheets(fillTemplate(template, { head: assets.styles, html: markup }), sheets);
    const { rest } = inlined;
    // The page's own head tags (title, description, canonical, social cards, its image's preload)
    // go last in <head>, after the stylesheets: everything before them is then the same on every
    // page built alike, which is what makes their Brotli copies cheap (./page-brotli.mjs).
    const shared = inlined.html.indexOf('</head>');
    const html = setBootAttributes(inlined.html.slice(0, shared) + head + inlined.html.slice(shared), {
      prerendered: notFoundPage ? NOT_FOUND_MARK : path,
      modules: assets.scripts,
      styles: rest,
      routeData: data,
    });
    for (const sheet of sheets.values()) {
      for (const [href, css] of sheet.restFiles()) {
        if (restCached.has(href)) continue;
        restShelf.write(basename(href), css);
        restCached.add(href);
      }
    }
    timings.add('HTML', performance.now() - started);
    const { br, bytes } = timings.time('Brotli', () => pageBrotli.compress(html, shared, brotliPage));
    const ownCard = ssr.ogImagePath(path);
    const meta = await timings.time('links and sizes', async () => ({
      targets: notFoundPage ? [] : pageTargets(markup, path),
      ogCard: !notFoundPage && ogImageUrl(head)?.endsWith(ownCard) ? { href: ownCard, title: ogTitle(head, ssr) } : undefined,
      figures: await pageFirstLoad(html, br.length, transferSizeOf),
      rest,
    }));
    return { bytes, br, meta };
  }

  return {
    /** @param {{ path: string, notFoundPage?: boolean, previous?: string }} job */
    async page({ path, notFoundPage = false, previous }) {
      const timings = new Timings();
      // First the page's key, from its data with the articles as hashes (no Markdown rendered),
      // when dist/ may have it already; else (a page the last build did not make) the real data
      // at once, keyed the same way (routeDataKey).
      const fresh = previous === undefined;
      const keyed = await timings.time('route data', () => ssr.load(path, fresh ? content : contentKeys));
      const { status, notFound, redirect, route } = keyed;
      if (!notFoundPage && (status !== 200 || redirect !== undefined)) return { status, notFound, redirect, targets: [] };
      const file = notFoundPage ? '404.html' : pathToFile(path);
      const hasData = Boolean(keyed.data) && !notFoundPage;
      const key = digest(fingerprint, file, path, hasData ? routeDataKey(keyed.data) : '');
      // The route data twice, the same file: under the page's version (the key: the page names it,
      // and hydrates with it after any deploy) and as the current build's, for client-side navigation.
      const dataUrl = hasData ? versionedRouteDataUrl(key.slice(0, 12)) : undefined;
      const dataFiles = dataUrl ? [dataUrl.slice(1), routeDataUrl(path).slice(1)] : [];
      const files = [file, file + PRECOMPRESSED, ...dataFiles];
      const result = { status, notFound, route, key, files, ms: timings.ms };
      // Already in dist/: the main thread has what the crawl needs to know of it from the last build.
      if (previous === key && existsSync(join(dist, file + PRECOMPRESSED))) return { ...result, made: 'kept' };
      const cached = pages.read(key);
      // The page's real data, its JSON written beside it.
      const loaded = dataUrl && !fresh ? await timings.time('route data', () => ssr.load(path, content)) : keyed;
      // Files as bytes, each in a buffer of its own: handed to the main thread, not copied (outbox).
      const json = encoder.encode(dataUrl ? JSON.stringify({ app, loaderData: loaded.data }) : '');
      const dataWrites = dataFiles.map((name) => [name, json]);
      if (cached) {
        const { meta, br } = unpackPage(cached);
        return { ...result, made: 'cached', meta, writes: [[file, brotliDecompressSync(br)], [file + PRECOMPRESSED, br], ...dataWrites] };
      }
      const { bytes, br, meta } = await render(path, loaded, { notFoundPage, data: dataUrl }, timings);
      return {
        ...result,
        made: 'rendered',
        meta,
        writes: [[file, bytes], [file + PRECOMPRESSED, br], ...dataWrites],
        cache: packPage(meta, br),
      };
    },

    /** @param {{ svg: string, width: number }} job */
    async raster({ svg, width }) {
      const started = performance.now();
      const key = digest(svg, String(width));
      const png = pngs.read(key) ?? svgToPng(svg, width); // the main thread writes it (and caches a new one)
      return { key, png, ms: { 'Open Graph images': performance.now() - started } };
    },
  };
}

let worker;
let last = Promise.resolve();
/**
 * A job of the page pool (Tinypool runs this in each worker): one at a time, in the order they came,
 * while the pool keeps the next few waiting here. Its files' buffers are moved, not copied.
 * @param {{ raster: { svg: string, width: number } } | { path: string, notFoundPage?: boolean, previous?: string }} job
 */
export default function run(job) {
  worker ??= pageWorker(Tinypool.workerData);
  const done = last.then(async () => {
    const made = await worker;
    const value = 'raster' in job ? await made.raster(job.raster) : await made.page(job);
    const buffers = outbox(/** @type {{ writes?: [string, Uint8Array][], cache?: Uint8Array }} */ (value));
    return Tinypool.move({ [Tinypool.transferableSymbol]: buffers, [Tinypool.valueSymbol]: value });
  });
  last = done.catch(() => {});
  return done;
}
