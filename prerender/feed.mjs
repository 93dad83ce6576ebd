// The blog's RSS 2.0 feed: the newest posts, each with its title, link, date, summary, category and
// author. Pure; unit-tested in feed.test.mjs.
import { lastChange } from './content/posts.mjs';
import { xmlEscape } from './sitemap.mjs';
import { BLOG_PATH, postPath } from '../src/lib/paths.mjs';

/** "2025-06-10" → "Tue, 10 Jun 2025 00:00:00 GMT" (RFC 822, as RSS dates are written). @param {string} date */
export function rssDate(date) {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/**
 * The feed's XML. `posts`: the newest first ({ slug, title, author, category, date, summary });
 * `origin`: the site's absolute origin; `path`: the feed's own path.
 * @param {object} feed
 * @param {{ slug: string, title: string, author: string, category: string, date: string, updated?: string, summary: string }[]} feed.posts
 * @param {string} feed.origin
 * @param {string} feed.path
 * @param {string} feed.title
 * @param {string} feed.description
 * @param {string} [feed.language]
 */
export function rssFeed({ posts, origin, path, title, description, language = 'en-us' }) {
  const items = posts.map(
    (post) => `    <item>
      <title>${xmlEscape(post.title)}</title>
      <link>${xmlEscape(`${origin}${postPath(post.slug)}`)}</link>
      <guid isPermaLink="true">${xmlEscape(`${origin}${postPath(post.slug)}`)}</guid>
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
    <link>${xmlEscape(`${origin}${BLOG_PATH}`)}</link>
    <description>${xmlEscape(description)}</description>
    <language>${language}</language>
    <atom:link href="${xmlEscape(`${origin}${path}`)}" rel="self" type="application/rss+xml"/>${newest}
${items.join('\n')}
  </channel>
</rss>
`;
}
