// Link check of the built site (run after `npm run build`). Serves dist/ with the CDN's rules on a
// free port and crawls it with linkinator from "/" (and from the not-found page, which nothing links
// to), following every internal page and checking every link and asset it finds:
// <a href>, <link href> (stylesheets, icons, manifest, canonical), <script src>, <img src/srcset>,
// <source srcset>, URLs in <meta content> (Open Graph) and JSON-LD, and url()s in stylesheets.
// Absolute URLs on the site's own origin are checked against the local server. External links are
// listed, not fetched.
//
// linkinator reads HTML and CSS only, so a second pass checks what the pages load by script: the
// chunks, rest-of-stylesheet files and route data each page lists on #root (src/lib/pageBoot.mjs;
// src/boot.ts loads them), the route's current data (what a client-side navigation reads), the
// app and images that route data names, every chunk and stylesheet a script imports, and the icons
// of the web manifest; and every page in sitemap.xml.
//
// Exits 1 on any broken link. The one documented exception: the spec's relative footer link
// 'Updates' (blogs/understanding-detention-pay-negotiation) resolves, on a page below the root, to
// /blogs/blogs/understanding-detention-pay-negotiation and the like, a not-found page by design (SPEC §2 Footer;
// README "Spec quirks"). It is reported as skipped.
import { readFile } from 'node:fs/promises';
import { LinkChecker, LinkState } from 'linkinator';
import { originOf, startServer } from '../server/app.mjs';
import { isKnownQuirk } from '../src/lib/footerQuirk.mjs';
import { NOT_FOUND_MARK, readBootAttributes } from '../src/lib/pageBoot.mjs';
import { routeDataUrl } from '../src/lib/routeDataUrl.mjs';
import { sitemapPages } from './lib/sitemap.cjs';

const DIST = process.env.DIST ?? 'dist'; // DIST=path checks another build

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The origin the build wrote into canonical URLs (SITE_URL at build time, or the configured one). */
async function siteOrigin() {
  const home = await readFile(`${DIST}/index.html`, 'utf8');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  if (!canonical) throw new Error(`${DIST}/index.html has no canonical link: build first (npm run build)`);
  return new URL(canonical).origin;
}

/** Every page the sitemap lists, as paths: start points besides "/", so an unlinked page is checked too. @param {string} origin */
function sitemapPaths(origin) {
  return sitemapPages(DIST).map(({ loc, path }) => {
    if (new URL(loc).origin !== origin) throw new Error(`sitemap.xml lists ${loc}, not on ${origin}`);
    return path;
  });
}

/**
 * URLs a response loads that linkinator does not see, resolved against the response's URL.
 * @param {string} url
 * @param {string} contentType
 * @param {string} body
 * @returns {string[]}
 */
function scriptedReferences(url, contentType, body) {
  if (contentType.includes('text/html')) {
    // What src/boot.ts loads from #root's lists: the page's chunks, rest-of-stylesheet files and
    // route data (the page's version), and the current route data a client-side navigation reads.
    const { prerendered, modules, styles, routeData } = readBootAttributes(body);
    const current = routeData.length > 0 && prerendered && prerendered !== NOT_FOUND_MARK ? [routeDataUrl(prerendered)] : [];
    return [...modules, ...styles, ...routeData, ...current].map((href) => new URL(href, url).href);
  }
  if (contentType.includes('application/json')) {
    // Route data: the app it was written for, and the images of the cards and posts it holds.
    return [...body.matchAll(/"(\/assets\/[^"]+)"/g)].map(([, path = '']) => new URL(path, url).href);
  }
  if (contentType.includes('javascript')) {
    // Static and dynamic imports ("./chunk-hash.js") and the CSS a lazy chunk needs (Vite's
    // preload map lists it as "assets/name-hash.css", relative to the site root).
    const relative = [...body.matchAll(/["'`](\.\/[\w.-]+\.js)["'`]/g)].map(([, path = '']) => new URL(path, url).href);
    const css = [...body.matchAll(/["'`](assets\/[\w.-]+\.css)["'`]/g)].map(([, path = '']) => new URL(`/${path}`, url).href);
    return [...relative, ...css];
  }
  if (contentType.includes('manifest+json') || url.endsWith('.webmanifest')) {
    /** @type {{ start_url?: string, icons?: { src?: string }[] }} */
    const manifest = JSON.parse(body);
    return [manifest.start_url, ...(manifest.icons ?? []).map((icon) => icon.src)]
      .filter(/** @returns {href is string} */ (href) => Boolean(href))
      .map((href) => new URL(href, url).href);
  }
  return [];
}

const started = performance.now();
const origin = await siteOrigin();
const server = await startServer({ port: 0, dist: DIST });
const base = originOf(server);
const local = (/** @type {string} */ url) => url.replace(base, '') || '/';

/** @type {Set<string>} */
const quirks = new Set();
/** @type {Set<string>} */
const external = new Set();
/** @type {Map<string, { state: string | undefined, status: number | undefined, parents: Set<string> }>} url → its row, for every distinct URL checked; the first check sets the state. */
const checked = new Map();
/** @param {string} url @param {string | undefined} state @param {number | undefined} status @param {string | undefined} parent */
const record = (url, state, status, parent) => {
  const row = checked.get(url) ?? { state, status, parents: new Set() };
  if (parent) row.parents.add(local(parent));
  checked.set(url, row);
};

try {
  const options = {
    recurse: true,
    checkCss: true,
    // Resolve relative links against the page's URL as a browser does: /about is a page, not a
    // directory (linkinator otherwise resolves against "/about/"). It serves nothing itself here.
    cleanUrls: true,
    concurrency: 8,
    timeout: 10_000,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(origin)}(?=/|$)`), replacement: base }],
    linksToSkip: async (/** @type {string} */ link) => {
      const url = new URL(link);
      if (url.origin !== base) {
        external.add(link);
        return true;
      }
      if (isKnownQuirk(url.pathname)) {
        quirks.add(link);
        return true;
      }
      return false;
    },
  };
  // One crawl from "/" covers the site (linkinator recurses into URLs under its start URL only).
  // The not-found page is linked from nowhere: a second run checks its own links and assets.
  for (const start of ['/', '/404.html']) {
    const result = await new LinkChecker().check({ ...options, path: `${base}${start}` });
    for (const link of result.links) record(link.url, link.state, link.status, link.parent);
  }
  // Second pass: fetch each working local URL once, and every page of the sitemap, and follow what
  // they load by script. A URL linkinator already checked keeps its row (and gains a parent); a new
  // one is recorded as fetched.
  /** @type {{ url: string, parent?: string }[]} */
  const queue = [
    ...[...checked.entries()].filter(([url, row]) => url.startsWith(base) && row.state === LinkState.OK).map(([url]) => ({ url })),
    ...sitemapPaths(origin).map((path) => ({ url: `${base}${path}`, parent: `${base}/sitemap.xml` })),
  ];
  const fetched = new Set();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { url, parent } = next;
    if (fetched.has(url)) {
      record(url, undefined, undefined, parent);
      continue;
    }
    fetched.add(url);
    const response = await fetch(url);
    const contentType = response.headers.get('content-type') ?? '';
    record(url, response.ok ? LinkState.OK : LinkState.BROKEN, response.status, parent);
    if (!response.ok || !/html|javascript|manifest|json/.test(contentType)) {
      await response.body?.cancel();
      continue;
    }
    for (const reference of scriptedReferences(url, contentType, await response.text())) queue.push({ url: reference, parent: url });
  }
} finally {
  server.close();
}

const rows = [...checked.entries()].map(([url, row]) => ({ url, ...row }));
const broken = rows.filter((row) => row.state === LinkState.BROKEN);
const skipped = rows.filter((row) => row.state === LinkState.SKIPPED);
const notHttp = skipped.filter((row) => !quirks.has(row.url) && !external.has(row.url));
const pages = new Set(rows.flatMap((row) => [...row.parents])).size;

console.log(
  `check-links: ${rows.length} distinct URLs checked, linked from ${pages} pages, stylesheets and scripts (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
console.log(`  ok: ${rows.filter((row) => row.state === LinkState.OK).length}`);
console.log(`  broken: ${broken.length}`);
console.log(`  skipped: ${skipped.length}`);
for (const link of quirks) console.log(`    known spec quirk: ${local(link)} (the relative footer link 'Updates' on blog posts)`);
if (external.size > 0) console.log(`    external, not fetched: ${[...external].sort().join(', ')}`);
if (notHttp.length > 0)
  console.log(
    `    not http(s): ${notHttp
      .map((row) => row.url)
      .sort()
      .join(', ')}`,
  );
for (const row of broken) console.error(`BROKEN ${local(row.url)} (HTTP ${row.status}) linked from ${[...row.parents].sort().join(', ')}`);
process.exit(broken.length > 0 ? 1 : 0);
