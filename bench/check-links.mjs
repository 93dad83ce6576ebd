// The link check of the build (npm run test:links): linkinator on dist/ served with the CDN's rules, then what pages load by script, which it cannot see.
import { LinkChecker, LinkState } from 'linkinator';
import { originOf, startServer } from '../server/app.mjs';
import { NOT_FOUND_PATHS, notFoundFile } from '../prerender/template.mjs';
import { isKnownQuirk } from '../src/lib/footerQuirk.mjs';
import { NOT_FOUND_MARK, readBootAttributes } from '../src/lib/pageBoot.mjs';
import { routeDataUrl } from '../src/lib/routeDataUrl.mjs';
import { pagesChecked, sitemapPages } from './routes.mjs';

const DIST = process.env.DIST ?? 'dist'; // DIST=path checks another build
// PAGES=changed (the content path): only the pages the last build made anew; the links between pages are the build's own crawl's to follow.
const changedOnly = process.env.PAGES === 'changed';

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** URLs a response loads that linkinator does not see, resolved against its URL. @param {string} url @param {string} contentType @param {string} body @returns {string[]} */
function scriptedReferences(url, contentType, body) {
  if (contentType.includes('text/html')) {
    // What src/boot.ts loads from #root's lists, and the current route data a client-side navigation reads.
    const { prerendered, modules, styles, routeData } = readBootAttributes(body);
    const current = routeData.length > 0 && prerendered && prerendered !== NOT_FOUND_MARK ? [routeDataUrl(prerendered)] : [];
    return [...modules, ...styles, ...routeData, ...current].map((href) => new URL(href, url).href);
  }
  if (contentType.includes('application/json')) {
    return [...body.matchAll(/"(\/assets\/[^"]+)"/g)].map(([, path = '']) => new URL(path, url).href);
  }
  if (contentType.includes('javascript')) {
    // Imports ("./chunk-hash.js"), and the CSS a lazy chunk needs (Vite's preload map: "assets/name-hash.css", from the root).
    const relative = [...body.matchAll(/["'`](\.\/[\w.-]+\.js)["'`]/g)].map(([, path = '']) => new URL(path, url).href);
    const css = [...body.matchAll(/["'`](assets\/[\w.-]+\.css)["'`]/g)].map(([, path = '']) => new URL(`/${path}`, url).href);
    return [...relative, ...css];
  }
  if (contentType.includes('manifest+json') || url.endsWith('.webmanifest')) {
    const manifest = /** @type {{ start_url?: string, icons?: { src?: string }[] }} */ (JSON.parse(body));
    return [manifest.start_url, ...(manifest.icons ?? []).map((icon) => icon.src)]
      .filter(/** @returns {href is string} */ (href) => Boolean(href))
      .map((href) => new URL(href, url).href);
  }
  return [];
}

const started = performance.now();
const sitemap = sitemapPages(DIST);
const origin = new URL(sitemap[0]?.loc ?? 'http://unknown').origin; // the site's own, as its pages link to it
const server = await startServer({ port: 0, dist: DIST });
const base = originOf(server);
const local = (/** @type {string} */ url) => url.replace(base, '') || '/';

const [quirks, external] = [new Set(), new Set()];
const checked =
  /** @type {Map<string, { state: string | undefined, status: number | undefined, parents: Set<string> }>} url → its row; the first check sets the state. */ (
    new Map()
  );
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
    // Relative links resolve against the page's URL as in a browser (/about is a page, not "/about/").
    cleanUrls: true,
    concurrency: 8,
    timeout: 10_000,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(origin)}(?=/|$)`), replacement: base }],
    linksToSkip: async (/** @type {string} */ link) => {
      const url = new URL(link);
      const skip = url.origin !== base ? external : isKnownQuirk(url.pathname) ? quirks : null;
      skip?.add(link);
      return skip !== null;
    },
  };
  // The not-found pages are linked from nowhere: a crawl of their own. With PAGES=changed, the links of those pages only.
  const starts = changedOnly ? pagesChecked(DIST, [...sitemap.map(({ path }) => path), ...NOT_FOUND_PATHS]) : ['/', ...NOT_FOUND_PATHS];
  for (const start of starts) {
    const path = NOT_FOUND_PATHS.includes(start) ? `/${notFoundFile(start)}` : start;
    const result = await new LinkChecker().check({ ...options, recurse: !changedOnly, path: `${base}${path}` });
    for (const link of result.links) record(link.url, link.state, link.status, link.parent);
  }
  /** @type {{ url: string, parent?: string }[]} */
  const queue = [
    ...[...checked.entries()].filter(([url, row]) => url.startsWith(base) && row.state === LinkState.OK).map(([url]) => ({ url })),
    ...(changedOnly ? [] : sitemap).map(({ loc, path }) => {
      if (new URL(loc).origin !== origin) throw new Error(`sitemap.xml lists ${loc}, not on ${origin}`);
      return { url: `${base}${path}`, parent: `${base}/sitemap.xml` };
    }),
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
const notHttp = skipped.filter((row) => !quirks.has(row.url) && !external.has(row.url)).map((row) => row.url);
const pages = new Set(rows.flatMap((row) => [...row.parents])).size;

console.log(
  `check-links: ${rows.length} distinct URLs checked, linked from ${pages} pages, stylesheets and scripts (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
console.log(`  ok: ${rows.filter((row) => row.state === LinkState.OK).length}`);
console.log(`  broken: ${broken.length}`);
console.log(`  skipped: ${skipped.length}`);
for (const link of quirks) console.log(`    known spec quirk: ${local(link)} (the relative footer link 'Updates' on blog posts)`);
if (external.size > 0) console.log(`    external, not fetched: ${[...external].sort().join(', ')}`);
if (notHttp.length > 0) console.log(`    not http(s): ${notHttp.sort().join(', ')}`);
for (const row of broken) console.error(`BROKEN ${local(row.url)} (HTTP ${row.status}) linked from ${[...row.parents].sort().join(', ')}`);
process.exit(broken.length > 0 ? 1 : 0);
