// Pure helpers of the build-time crawler: no file system, no globals. Unit-tested in lib.test.mjs.

/** A base origin for resolving hrefs the way a browser on the site would. */
const BASE = 'http://site.invalid';

/**
 * Resolve an <a href> found on the page at `pagePath` like a browser would.
 * Returns the internal path (no query, no fragment) or null for external, mailto:, tel: and
 * fragment-only links.
 */
export function resolveHref(href, pagePath) {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url;
  try {
    url = new URL(trimmed, BASE + pagePath);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname;
}

/** The file a route path is written to, relative to dist/: "/" → "index.html", "/a/b" → "a/b/index.html". */
export function pathToFile(path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** An attribute value or text as React writes it, with its entities decoded. */
export function decodeEntities(value) {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
}

/** Every href of an <a> element in the markup, entity-decoded, in document order. */
export function extractHrefs(html) {
  const hrefs = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    hrefs.push(decodeEntities(match[1]));
  }
  return hrefs;
}

/** The footer's Updates link, written relative (spec §2): on a page below the root it leads nowhere. */
export const QUIRK_HREF = 'blogs/understanding-detention-pay-negotiation';

/**
 * The spec's one allowed broken link: the footer's relative Updates link resolved on a page below
 * the root (/blogs/blogs/… on a post, /blogs/page/blogs/… on a page of the blog list). The crawl
 * and the link check skip it.
 */
export function isKnownQuirk(path) {
  return path.endsWith(`/${QUIRK_HREF}`) && path !== `/${QUIRK_HREF}`;
}

/**
 * Fill the client build's index.html with one page: the hoisted head tags into <head>, the markup
 * into #root, a data-prerendered mark that tells the client which route the markup is for,
 * data-modules, the script chunks src/boot.ts preloads for this page, and data-route-data, the URL
 * of the page's route data (JSON), which it preloads with them.
 */
export function fillTemplate(template, { head, html, prerendered, modules = [], data }) {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html template lacks the <!--app-head--> or <!--app-html--> slot');
  }
  return template
    .replace('<!--app-head-->', () => head)
    .replace(
      '<div id="root"><!--app-html--></div>',
      () =>
        `<div id="root" data-prerendered="${escapeAttr(prerendered)}"${modules.length ? ` data-modules="${escapeAttr(modules.join(' '))}"` : ''}${data ? ` data-route-data="${escapeAttr(data)}"` : ''}>${html}</div>`,
    );
}

function escapeAttr(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export const SITEMAP_LIMIT = 50_000;

export function xmlEscape(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function urlset(entries) {
  const body = entries
    .map(({ loc, lastmod }) => `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * sitemap.xml for pages { loc: absolute URL, lastmod?: YYYY-MM-DD }. Up to 50,000 URLs: one urlset.
 * Beyond that: sitemap.xml becomes an index of sitemap-1.xml, sitemap-2.xml, … of at most 50,000
 * URLs each. Returns a map of file name → content.
 */
export function buildSitemaps(urls, origin, limit = SITEMAP_LIMIT) {
  if (urls.length <= limit) return { 'sitemap.xml': urlset(urls) };
  const files = {};
  const parts = [];
  for (let start = 0, index = 1; start < urls.length; start += limit, index += 1) {
    const name = `sitemap-${index}.xml`;
    files[name] = urlset(urls.slice(start, start + limit));
    parts.push(`  <sitemap><loc>${xmlEscape(`${origin}/${name}`)}</loc></sitemap>`);
  }
  files['sitemap.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`;
  return files;
}

export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Every manifest key reachable from `key` through static imports, `key` included. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * What a route needs beyond the HTML entry (src/boot.ts): `styles`, stylesheet links for the <head>
 * for CSS that lazy modules import (none today: Swiper's CSS is in the one stylesheet, which the
 * prerender inlines); and `scripts`, the URL of every JS chunk the app entry and the route's lazy modules
 * (manifest keys, e.g. src/pages/HomePage.tsx) need, in their static-import closure, the app entry
 * first: src/boot.ts preloads them in parallel once the page has been painted and imports the
 * first. `manifest` is Vite's build manifest.
 */
export function routeAssets(manifest, modules, { html = 'index.html', app = 'src/entry-client.tsx' } = {}) {
  const loadedByHtml = staticClosure(manifest, html);
  const htmlCss = new Set([...loadedByHtml].flatMap((key) => manifest[key].css ?? []));
  const needed = staticClosure(manifest, app);
  for (const key of modules) staticClosure(manifest, key, needed);
  const scripts = [];
  const css = new Set();
  for (const key of needed) {
    if (!loadedByHtml.has(key)) scripts.push(`/${manifest[key].file}`);
    for (const file of manifest[key].css ?? []) if (!htmlCss.has(file)) css.add(file);
  }
  const styles = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  return { styles, scripts };
}
