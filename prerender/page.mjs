// Making pages in the page pool's workers: route data, render, template, inline CSS, Brotli; the main
// thread writes the files. A page whose inputs did not change is kept or copied from the cache.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import Tinypool from 'tinypool';
import { svgToPng } from './brand.mjs';
import { CACHE_DIR, CacheShelf, digest, pack, unpack } from './cache.mjs';
import { routeAssets } from './chunks.mjs';
import { routeDataKey, siteSource } from './content/posts.mjs';
import { decodeEntities, pageTargets } from './links.mjs';
import { PageBrotli } from './page-brotli.mjs';
import { pageFirstLoad, transferSizes } from './report.mjs';
import { controlsInStatic } from './static.mjs';
import { inlineStylesheets, stylesheet } from './stylesheets.mjs';
import { fillTemplate, notFoundFile, pathToFile } from './template.mjs';
import { LOCALE, localeOf } from '../src/lib/locale.mjs';
import { parsePath } from '../src/lib/paths.mjs';
import { Timings } from './timings.mjs';
import { PRECOMPRESSED } from '../infra/content-types.mjs';
import { APP_ENTRY, NOT_FOUND_MARK, setBootAttributes } from '../src/lib/pageBoot.mjs';
import { routeDataUrl, versionedRouteDataUrl } from '../src/lib/routeDataUrl.mjs';

const encoder = new TextEncoder();
/** Up to this many posts every page gets the best Brotli quality, a few seconds in all. */
const BEST_UP_TO_POSTS = 24;

/** Whether a page's Brotli copy is spliced (page-brotli.mjs): a large blog's pages come by the thousand in a few kinds; the home page, /about and the like are one of a kind. @param {string} path @param {number} posts in both languages */
export const splicedPage = (path, posts) => posts > BEST_UP_TO_POSTS && ['post', 'blog', 'category'].includes(parsePath(path).kind);

/** The buffers an answer's files have to themselves (not Node's shared pool): moved, they never enter the main thread's heap. @param {{ writes?: [string, Uint8Array][], cache?: Uint8Array }} value */
function outbox(value) {
  const buffers = new Set();
  for (const data of [...(value.writes ?? []).map(([, bytes]) => bytes), value.cache]) {
    if (data && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer) buffers.add(data.buffer);
  }
  return [...buffers];
}

/** A meta property's content in head tags, decoded. @param {string} head @param {string} property */
const metaContent = (head, property) => {
  const raw = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(head)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
};

/**
 * @param {{ ssrEntry: string, dist: string, template: string, manifest: import('vite').Manifest, stylesheets: Record<string, string>,
 *   posts: Record<import('../src/lib/locale.mjs').Locale, import('./content/posts.mjs').PostRecord[]>,
 *   categories?: Record<import('../src/lib/locale.mjs').Locale, import('./content/posts.mjs').LocaleCategory[]>, fingerprint: string }} build
 */
async function pageWorker({ ssrEntry, dist, template, manifest, stylesheets, posts, categories, fingerprint }) {
  const ssr = /** @type {typeof import('../src/entry-server.tsx')} */ (await import(pathToFileURL(ssrEntry).href));
  const app = `/${/** @type {import('vite').ManifestChunk} */ (manifest[APP_ENTRY]).file}`;
  const content = siteSource(posts, categories);
  // Each article as a hash of its Markdown: enough to tell whether a page changed.
  const contentKeys = siteSource(posts, categories, true);
  const postCount = Object.values(posts).reduce((count, list) => count + list.length, 0);
  const sheets = new Map(Object.entries(stylesheets).map(([href, css]) => [href, stylesheet(css, href)]));
  const pages = new CacheShelf(CACHE_DIR, 'pages', '.page');
  const restShelf = new CacheShelf(CACHE_DIR, 'rest');
  const pngs = new CacheShelf(CACHE_DIR, 'og', '.png');
  const restCached = new Set();
  const pageBrotli = new PageBrotli();
  // A rest-of-stylesheet file is in the cache until the main thread copies it to dist/.
  const transferSizeOf = transferSizes(dist, (href) => /-rest-[^/]*\.css$/.test(href) && restShelf.read(basename(href)));

  /** @param {string} path @param {Awaited<ReturnType<typeof ssr.load>>} loaded @param {{ notFoundPage: boolean, data: string | undefined }} options @param {Timings} timings */
  async function render(path, loaded, { notFoundPage, data }, timings) {
    const { head, html: markup, modules } = timings.time('render', () => loaded.render());
    const started = performance.now();
    const controls = controlsInStatic(markup);
    if (controls.length > 0) {
      throw new Error(`${path}: ${controls.join(', ')} inside static markup (data-static), which the app does not hydrate: make its section interactive`);
    }
    const assets = routeAssets(manifest, modules);
    const lang = LOCALE[localeOf(path)].lang;
    const { html: inlined, rest } = inlineStylesheets(fillTemplate(template, { head: assets.styles, html: markup, lang }), sheets);
    // The page's own head tags go last in <head>: all before them is shared by pages built alike.
    const headEnd = inlined.indexOf('</head>');
    const html = setBootAttributes(inlined.slice(0, headEnd) + head + inlined.slice(headEnd), {
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
    const shared = splicedPage(path, postCount) ? headEnd : 0;
    const { br, bytes } = timings.time('Brotli', () => pageBrotli.compress(html, shared));
    const ownCard = ssr.ogImagePath(path);
    const title = metaContent(head, 'og:title');
    const meta = await timings.time('links and sizes', async () => ({
      targets: notFoundPage ? [] : pageTargets(markup, path),
      ogCard:
        !notFoundPage && metaContent(head, 'og:image')?.endsWith(ownCard)
          ? { href: ownCard, title: title === undefined ? ssr.site.name : ssr.ownTitle(title) }
          : undefined,
      figures: await pageFirstLoad(html, br.length, transferSizeOf),
      rest,
    }));
    return { bytes, br, meta };
  }

  return {
    /** @param {{ path: string, notFoundPage?: boolean, previous?: string }} job */
    async page({ path, notFoundPage = false, previous }) {
      const timings = new Timings();
      // Keyed from the data with articles as hashes (nothing rendered), unless the page is new to dist/.
      const fresh = previous === undefined;
      const keyed = await timings.time('route data', () => ssr.load(path, fresh ? content : contentKeys));
      const { status, notFound, redirect, route } = keyed;
      if (!notFoundPage && (status !== 200 || redirect !== undefined)) return { status, notFound, redirect, targets: [] };
      const file = notFoundPage ? notFoundFile(path) : pathToFile(path);
      const hasData = Boolean(keyed.data) && !notFoundPage;
      const key = digest(fingerprint, file, path, hasData ? routeDataKey(keyed.data) : '');
      // The route data under the page's version (which it hydrates with after any deploy) and as the current build's (for navigation).
      const dataUrl = hasData ? versionedRouteDataUrl(key.slice(0, 12)) : undefined;
      const dataFiles = dataUrl ? [dataUrl.slice(1), routeDataUrl(path).slice(1)] : [];
      const files = [file, file + PRECOMPRESSED, ...dataFiles];
      const result = { status, notFound, route, key, files, ms: timings.ms };
      if (previous === key && existsSync(join(dist, file + PRECOMPRESSED))) return { ...result, made: 'kept' };
      const cached = pages.read(key);
      const loaded = dataUrl && !fresh ? await timings.time('route data', () => ssr.load(path, content)) : keyed;
      const json = encoder.encode(dataUrl ? JSON.stringify({ app, loaderData: loaded.data }) : '');
      const dataWrites = dataFiles.map((name) => [name, json]);
      if (cached) {
        const { head: meta, data: br } = unpack(cached);
        return { ...result, made: 'cached', meta, writes: [[file, brotliDecompressSync(br)], [file + PRECOMPRESSED, br], ...dataWrites] };
      }
      const { bytes, br, meta } = await render(path, loaded, { notFoundPage, data: dataUrl }, timings);
      return { ...result, made: 'rendered', meta, writes: [[file, bytes], [file + PRECOMPRESSED, br], ...dataWrites], cache: pack(meta, br) };
    },

    /** @param {{ svg: string, width: number }} job */
    async raster({ svg, width }) {
      const started = performance.now();
      const key = digest(svg, String(width));
      const png = pngs.read(key) ?? svgToPng(svg, width); // the main thread writes and caches it
      return { key, png, ms: { 'Open Graph images': performance.now() - started } };
    },
  };
}

/** @type {ReturnType<typeof pageWorker> | undefined} */
let worker;
let last = /** @type {Promise<unknown>} */ (Promise.resolve());
// One job at a time in the order they came: the pool keeps the next few waiting here.
/** @param {{ raster: { svg: string, width: number } } | { path: string, notFoundPage?: boolean, previous?: string }} job */
export default function run(job) {
  worker ??= pageWorker(Tinypool.workerData);
  const done = last.then(async () => {
    const made = await /** @type {ReturnType<typeof pageWorker>} */ (worker);
    const value = 'raster' in job ? await made.raster(job.raster) : await made.page(job);
    const buffers = outbox(/** @type {{ writes?: [string, Uint8Array][], cache?: Uint8Array }} */ (value));
    return Tinypool.move(/** @type {any} */ ({ [Tinypool.transferableSymbol]: buffers, [Tinypool.valueSymbol]: value }));
  });
  last = done.catch(() => {});
  return done;
}
