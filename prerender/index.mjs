// The build-time crawler: renders every page reachable from "/" with the SSR build of
// src/entry-server.tsx and writes dist/<path>/index.html (and its Brotli copy, index.html.br),
// dist/404.html, sitemap.xml and robots.txt.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { crawl, CrawlError } from './crawl.mjs';
import { buildSitemaps, decodeEntities, pathToFile, robotsTxt, routeAssets } from './lib.mjs';
import { firstLoadReport, formatReport } from './report.mjs';
import { renderIcon, renderOgImage, webManifest } from './brand.mjs';
import { loadStylesheets } from './stylesheets.mjs';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';

const compress = promisify(brotliCompress);

/**
 * A page's Brotli copy at the highest quality (on /, 16% smaller than the fast setting a server
 * uses on the fly), so that more pages arrive in the first TCP round trip. ~50–90 ms a page,
 * on libuv's thread pool.
 */
function brotli(content) {
  const bytes = Buffer.from(content);
  return compress(bytes, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/** The page's own title, from the og:title the page wrote (the brand suffix is drawn separately). */
function ogTitle(html, siteName) {
  const raw = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? siteName;
  const title = decodeEntities(raw);
  return title.endsWith(` — ${siteName}`) ? title.slice(0, -` — ${siteName}`.length) : title;
}

// Render with production React (2–3× faster than development; the same markup), unless told otherwise.
process.env.NODE_ENV ??= 'production';

export async function prerender({ dist = 'dist', ssrEntry = 'dist-ssr/entry-server.js', log = console.log } = {}) {
  const started = performance.now();
  const distDir = resolve(dist);
  const { render, siteOrigin, ogImagePath, site } = await import(pathToFileURL(resolve(ssrEntry)).href);
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));

  const stylesheets = await loadStylesheets(distDir, manifest);
  const { pages, notFoundHtml, quirks } = await crawl({ render, template, routeAssets: (modules) => routeAssets(manifest, modules), stylesheets });
  // The manifest is build-time information, not part of the site.
  await rm(join(distDir, '.vite'), { recursive: true, force: true });

  const files = new Map([...pages].map(([path, html]) => [pathToFile(path), html]));
  files.set('404.html', notFoundHtml);
  // The rest of each stylesheet, for the pages built alike (see stylesheets.mjs).
  for (const sheet of stylesheets.values()) for (const [href, css] of sheet.restFiles()) files.set(href.slice(1), css);
  const urls = [...pages.keys()].map((path) => (path === '/' ? `${siteOrigin}/` : `${siteOrigin}${path}`));
  for (const [name, content] of Object.entries(buildSitemaps(urls, siteOrigin))) files.set(name, content);
  files.set('robots.txt', robotsTxt(siteOrigin));
  const host = new URL(siteOrigin).host.replace(/^www\./, '');
  for (const [path, html] of pages) {
    files.set(ogImagePath(path).slice(1), renderOgImage({ title: ogTitle(html, site.name), siteName: site.name, host }));
  }
  files.set('apple-touch-icon.png', renderIcon(180));
  files.set('icon-192.png', renderIcon(192));
  files.set('icon-512.png', renderIcon(512));
  files.set(
    'manifest.webmanifest',
    webManifest({ name: site.name, shortName: 'Northlane', description: site.description, themeColor: site.themeColor }),
  );

  await Promise.all(
    [...files].map(async ([name, content]) => {
      const file = join(distDir, name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
      if (isPrecompressed(name)) await writeFile(file + PRECOMPRESSED, await brotli(content));
    }),
  );

  for (const [path, from] of quirks) {
    log(`prerender: known spec quirk, not followed: ${path} (the relative footer link 'Updates' on ${from} and pages like it)`);
  }
  const seconds = (performance.now() - started) / 1000;
  log(`prerender: wrote ${pages.size} pages + 404.html (each with its Brotli copy), their Open Graph images, icons, sitemap.xml, robots.txt in ${seconds.toFixed(2)} s`);
  for (const path of pages.keys()) log(`  ${path} → dist/${pathToFile(path)}`);
  const report = await firstLoadReport([...pages.keys()], distDir);
  log(formatReport(report));
  return { pages: pages.size, seconds, report };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await prerender();
    await rm('dist-ssr', { recursive: true, force: true });
  } catch (error) {
    console.error(`prerender failed: ${error instanceof CrawlError ? error.message : error?.stack ?? error}`);
    process.exit(1);
  }
}
