// sitemap.xml (split past 50,000 URLs), robots.txt and the blog's RSS 2.0 feed.
import { pagePath, postPath } from '../src/lib/paths.mjs';
import { DEFAULT_LOCALE, LOCALE } from '../src/lib/locale.mjs';

const SITEMAP_LIMIT = 50_000;

export function xmlEscape(/** @type {string} */ value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** @typedef {{ loc: string, lastmod?: string, alternates?: { hreflang: string, href: string }[] }} SitemapEntry */

/** Google's "localized versions" in a sitemap: each URL lists every language's version, itself included, as its page's hreflang links do. */
function urlset(/** @type {SitemapEntry[]} */ entries) {
  const body = entries
    .map(({ loc, lastmod, alternates = [] }) => {
      const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`).join('');
      return `  <url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** @param {SitemapEntry[]} urls @param {string} origin @returns {Record<string, string>} */
export function buildSitemaps(urls, origin, limit = SITEMAP_LIMIT) {
  if (urls.length <= limit) return { 'sitemap.xml': urlset(urls) };
  const files = /** @type {Record<string, string>} */ ({});
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

export function robotsTxt(/** @type {string} */ origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** When a listing last changed: its newest date, updated or published ('' for none). @param {{ date: string, updated?: string }[]} posts */
export function lastChange(posts) {
  return posts.reduce((latest, post) => ((post.updated ?? post.date) > latest ? (post.updated ?? post.date) : latest), '');
}

/** "2025-06-10" → "Tue, 10 Jun 2025 00:00:00 GMT" (RFC 822). @param {string} date */
export function rssDate(date) {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/**
 * @param {{ posts: { slug: string, title: string, author: string, category: string, date: string, updated?: string, summary: string }[],
 *   origin: string, path: string, title: string, description: string, locale?: import('../src/lib/locale.mjs').Locale }} feed
 */
export function rssFeed({ posts, origin, path, title, description, locale = DEFAULT_LOCALE }) {
  const language = LOCALE[/** @type {import('../src/lib/locale.mjs').Locale} */ (locale)].intl.toLowerCase();
  const items = posts.map(
    (post) => `    <item>
      <title>${xmlEscape(post.title)}</title>
      <link>${xmlEscape(`${origin}${postPath(post.slug, locale)}`)}</link>
      <guid isPermaLink="true">${xmlEscape(`${origin}${postPath(post.slug, locale)}`)}</guid>
      <pubDate>${rssDate(post.date)}</pubDate>
      <dc:creator>${xmlEscape(post.author)}</dc:creator>
      <category>${xmlEscape(post.category)}</category>
      <description>${xmlEscape(post.summary)}</description>
    </item>`,
  );
  const newest = posts[0] ? `\n    <lastBuildDate>${rssDate(lastChange(posts))}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(title)}</title>
    <link>${xmlEscape(`${origin}${pagePath('blog', locale)}`)}</link>
    <description>${xmlEscape(description)}</description>
    <language>${language}</language>
    <atom:link href="${xmlEscape(`${origin}${path}`)}" rel="self" type="application/rss+xml"/>${newest}
${items.join('\n')}
  </channel>
</rss>
`;
}
