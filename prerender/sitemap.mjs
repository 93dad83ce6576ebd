// sitemap.xml (split past 50,000 URLs) and robots.txt, and the prerender's one XML escape.

const SITEMAP_LIMIT = 50_000;

/**
 * Text or an attribute value escaped for XML: the sitemap's, the feed's (feed.mjs) and the Open
 * Graph cards' SVG (brand.mjs).
 * @param {string} value
 */
export function xmlEscape(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** @typedef {{ loc: string, lastmod?: string }} SitemapEntry */

/** @param {SitemapEntry[]} entries */
function urlset(entries) {
  const body = entries.map(({ loc, lastmod }) => `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * sitemap.xml for pages { loc: absolute URL, lastmod?: YYYY-MM-DD }. Up to 50,000 URLs: one urlset.
 * Beyond that: sitemap.xml becomes an index of sitemap-1.xml, sitemap-2.xml, … of at most 50,000
 * URLs each. Returns a map of file name → content.
 * @param {SitemapEntry[]} urls
 * @param {string} origin
 * @returns {Record<string, string>}
 */
export function buildSitemaps(urls, origin, limit = SITEMAP_LIMIT) {
  if (urls.length <= limit) return { 'sitemap.xml': urlset(urls) };
  /** @type {Record<string, string>} */
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

/** @param {string} origin */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
