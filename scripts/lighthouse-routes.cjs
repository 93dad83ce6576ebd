// The routes the Lighthouse gate checks, read from the build's sitemap (dist/sitemap.xml, or the
// sitemap-N.xml files it indexes past 50,000 URLs): every page that is not a post or a page of the
// blog list, the first and the last page of the blog list, and the newest POSTS_CHECKED posts.
// CommonJS because lhci loads its configuration (lighthouserc.cjs) with require().
'use strict';

const { sitemapPages } = require('./lib/sitemap.cjs');

/**
 * Posts share one template and one set of chunks (the same first-load JS); what differs is their
 * text and image. The newest carry what changed last (a new image, new Markdown). Each route costs
 * numberOfRuns × ~10-20 s of Lighthouse, so two of them, not all.
 */
const POSTS_CHECKED = 2;

const LIST_PAGE = /^\/blogs(?:\/page\/(\d+))?$/; // src/lib/pagination.ts: page 1 is /blogs, then /blogs/page/2, …
const POST = /^\/blogs\/(?!page\/)[^/]+$/; // src/routes.tsx: blogs/:slug

/**
 * The pages to check: the other pages (in sitemap order), the first and last page of the blog list,
 * and the `posts` newest posts (by lastmod, then path). Deterministic for a given build.
 */
function selectRoutes(pages, { posts = POSTS_CHECKED } = {}) {
  const listPages = [];
  const postPages = [];
  const others = [];
  for (const page of pages) {
    const list = LIST_PAGE.exec(page.path);
    if (list) listPages.push({ ...page, number: Number(list[1] ?? 1) });
    else if (POST.test(page.path)) postPages.push(page);
    else others.push(page);
  }
  listPages.sort((a, b) => a.number - b.number);
  const lists = [...new Set([listPages[0], listPages.at(-1)].filter(Boolean).map((page) => page.path))];
  const newest = [...postPages]
    .sort((a, b) => (b.lastmod ?? '').localeCompare(a.lastmod ?? '') || a.path.localeCompare(b.path))
    .slice(0, posts)
    .map((page) => page.path);
  return [...others.map((page) => page.path), ...lists, ...newest];
}

/** Absolute URLs of the selected routes on `origin` (e.g. http://127.0.0.1:4174 or the live site). */
function lighthouseUrls({ dist = 'dist', origin, posts } = {}) {
  const base = origin.replace(/\/+$/, '');
  return selectRoutes(sitemapPages(dist), { posts }).map((path) => base + path);
}

module.exports = { POSTS_CHECKED, selectRoutes, lighthouseUrls };
