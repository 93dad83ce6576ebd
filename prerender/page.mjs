// Making pages, in a prerender worker thread (prerender/pool.mjs starts this file): load a path's
// route data, render it, fill the template, inline its CSS, compress it, and write it to dist/ with
// its route data (JSON). A page whose inputs (the build and its data) are unchanged since an earlier
// build is copied from the cache instead of being rendered again. Also draws Open Graph PNGs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, brotliDecompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { svgToPng } from './brand.mjs';
import { CacheShelf, digest, packPage, unpackPage } from './cache.mjs';
import { contentSource } from './content.mjs';
import { pageTargets } from './crawl.mjs';
import { decodeEntities, fillTemplate, pathToFile, routeAssets } from './lib.mjs';
import { NOT_FOUND_MARK } from './marks.mjs';
import { HTML_BUDGET, pageFirstLoad } from './report.mjs';
import { inlineStylesheets, stylesheet } from './stylesheets.mjs';
import { PRECOMPRESSED } from '../infra/content-types.mjs';

export const WORKER_FLAG = 'northlane-prerender-worker';

/** Brotli quality for pages: about 2 ms for a post; quality 11 takes ~50 ms for ~10% less. */
export const FAST_QUALITY = 5;

/**
 * A page's Brotli copy. Quality 11 buys a page about 10% and costs ~25 times the time, which only
 * pays where it decides the round trips: a page over the first round trip at the fast quality is
 * compressed again at 11 (today only /, at 13.5 KB).
 */
export function brotliPage(html) {
  const bytes = Buffer.from(html);
  const at = (quality) =>
    brotliCompressSync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
  const fast = at(FAST_QUALITY);
  return fast.length <= HTML_BUDGET ? fast : at(zlib.BROTLI_MAX_QUALITY);
}

/** The page's own title, from the og:title in its head tags (the brand suffix is drawn separately). */
export function ogTitle(head, siteName) {
  const raw = /<meta property="og:title" content="([^"]*)"/.exec(head)?.[1] ?? siteName;
  const title = decodeEntities(raw);
  return title.endsWith(` — ${siteName}`) ? title.slice(0, -` — ${siteName}`.length) : title;
}

/** The og:image URL in head tags, if any. */
function ogImageUrl(head) {
  const url = /<meta property="og:image" content="([^"]*)"/.exec(head)?.[1];
  return url === undefined ? undefined : decodeEntities(url);
}

/** Write a file under dist/, making its folder. (Synchronous: see CacheShelf.) */
function writeInto(dist, file, data) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
}

/**
 * The worker's state for one build, and its two jobs: `page({ path, notFoundPage? })` makes a page
 * (or, with notFoundPage, 404.html) and resolves to { status, notFound, redirect?, targets, ogCard?,
 * figures, key, rest } ; `raster({ href, svg, width })` writes a PNG.
 */
export async function pageWorker({ ssrEntry, dist, template, manifest, stylesheets, posts, cacheDir, fingerprint }) {
  const ssr = await import(pathToFileURL(ssrEntry).href);
  const content = contentSource(posts);
  const sheets = new Map(Object.entries(stylesheets).map(([href, css]) => [href, stylesheet(css, href)]));
  const pages = new CacheShelf(cacheDir, 'pages', '.page');
  const restShelf = new CacheShelf(cacheDir, 'rest');
  const pngs = new CacheShelf(cacheDir, 'og', '.png');
  const restCached = new Set();
  const gzipSizes = new Map();
  const gzipSizeOf = async (href) => {
    if (!gzipSizes.has(href)) {
      // A rest-of-stylesheet file is in the cache until the build copies it to dist/.
      const bytes = /-rest-[^/]*\.css$/.test(href) ? restShelf.read(basename(href)) : readFileSync(join(dist, href));
      gzipSizes.set(href, gzipSync(bytes).length);
    }
    return gzipSizes.get(href);
  };

  async function render(path, loaded, { notFoundPage, data }) {
    const { head, html: markup, modules } = loaded.render();
    const assets = routeAssets(manifest, modules);
    const filled = fillTemplate(template, {
      head: head + assets.styles,
      html: markup,
      prerendered: notFoundPage ? NOT_FOUND_MARK : path,
      modules: assets.scripts,
      data,
    });
    const html = inlineStylesheets(filled, sheets);
    for (const sheet of sheets.values()) {
      for (const [href, css] of sheet.restFiles()) {
        if (restCached.has(href)) continue;
        restShelf.write(basename(href), css);
        restCached.add(href);
      }
    }
    const br = brotliPage(html);
    const rest = /<div id="root"[^>]*\sdata-styles="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
    const ownCard = ssr.ogImagePath(path);
    const meta = {
      targets: notFoundPage ? [] : pageTargets(markup, path),
      ogCard: !notFoundPage && ogImageUrl(head)?.endsWith(ownCard) ? { href: ownCard, title: ogTitle(head, ssr.site.name) } : undefined,
      figures: await pageFirstLoad(html, br.length, gzipSizeOf),
      rest,
    };
    return { html, br, meta };
  }

  return {
    async page({ path, notFoundPage = false }) {
      const loaded = await ssr.load(path, content);
      const { status, notFound, redirect } = loaded;
      if (!notFoundPage && (status !== 200 || redirect !== undefined)) return { status, notFound, redirect, targets: [] };
      const file = notFoundPage ? '404.html' : pathToFile(path);
      const dataUrl = loaded.data && !notFoundPage ? ssr.routeDataUrl(path) : undefined;
      const json = dataUrl ? JSON.stringify(loaded.data) : '';
      const key = digest(fingerprint, file, path, json);
      const cached = pages.read(key);
      let made;
      if (cached) {
        const { meta, br } = unpackPage(cached);
        made = { meta, br, html: brotliDecompressSync(br) };
      } else {
        made = await render(path, loaded, { notFoundPage, data: dataUrl });
        pages.write(key, packPage(made.meta, made.br));
      }
      writeInto(dist, file, made.html);
      writeFileSync(join(dist, file + PRECOMPRESSED), made.br);
      if (dataUrl) writeFileSync(join(dist, dataUrl), json);
      return { status, notFound, key, cached: Boolean(cached), route: loaded.route, ...made.meta };
    },

    async raster({ href, svg, width }) {
      const key = digest(svg, String(width));
      let png = pngs.read(key);
      if (!png) {
        png = svgToPng(svg, width);
        pngs.write(key, png);
      }
      writeInto(dist, href.slice(1), png);
      return { key, bytes: png.length };
    },
  };
}

if (!isMainThread && workerData?.[WORKER_FLAG]) {
  const ready = pageWorker(workerData);
  ready.catch(() => {}); // reported with each job
  parentPort.on('message', async ({ id, job }) => {
    try {
      const worker = await ready;
      const value = job.raster ? await worker.raster(job.raster) : await worker.page(job);
      parentPort.postMessage({ id, value });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error : new Error(String(error)) });
    }
  });
}
