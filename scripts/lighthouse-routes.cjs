// The routes the Lighthouse gate checks, read from the build's sitemap (dist/sitemap.xml, or the
// sitemap-N.xml files it indexes past 50,000 URLs): every page that is not a post, a page of the
// blog list or of a category hub; the first and the last page of the blog list, one hub, and the
// newest POSTS_CHECKED posts.
// CommonJS because lhci loads its configuration (lighthouserc.cjs) with require().
'use strict';

const { sitemapPages } = require('./lib/sitemap.cjs');

/**
 * Posts share one template and one set of chunks (the same first-load JS); what differs is their
 * text and image. The newest carries what changed last (a new image, new Markdown). Each route
 * costs numberOfRuns × ~20 s of Lighthouse on a 2-core machine, so one of them, not all: the
 * budgets of every post are the build report's and test:scale's.
 */
const POSTS_CHECKED = 1;

// src/lib/paths.mjs: what kind of page a path is (ESM without imports, so require() loads it).
const { parsePath } = require('../src/lib/paths.mjs');

/**
 * The pages to check: the other pages (in sitemap order), the first and last page of the blog list,
 * the first page of the first category hub in the sitemap (the hubs share the list's template and
 * chunks), and the `posts` newest posts (by lastmod, then path). Deterministic for a given build.
 * @param {{ path: string, lastmod?: string }[]} pages
 */
function selectRoutes(pages, { posts = POSTS_CHECKED } = {}) {
  const listPages = [];
  const hubs = [];
  const postPages = [];
  const others = [];
  for (const page of pages) {
    const parsed = parsePath(page.path);
    if (parsed.kind === 'blog') listPages.push({ ...page, number: parsed.page });
    else if (parsed.kind === 'category') {
      if (parsed.page === 1) hubs.push(page);
    } else if (parsed.kind === 'post') postPages.push(page);
    else others.push(page);
  }
  listPages.sort((a, b) => a.number - b.number);
  const lists = [...new Set([listPages[0], listPages.at(-1)].flatMap((page) => (page ? [page.path] : [])))];
  const newest = [...postPages]
    .sort((a, b) => (b.lastmod ?? '').localeCompare(a.lastmod ?? '') || a.path.localeCompare(b.path))
    .slice(0, posts)
    .map((page) => page.path);
  return [...others.map((page) => page.path), ...lists, ...hubs.slice(0, 1).map((page) => page.path), ...newest];
}

/**
 * Absolute URLs of the selected routes on `origin` (e.g. http://127.0.0.1:4174 or the live site).
 * @param {{ dist?: string, origin: string, posts?: number }} options
 */
function lighthouseUrls({ dist = 'dist', origin, posts }) {
  const base = origin.replace(/\/+$/, '');
  return selectRoutes(sitemapPages(dist), { posts }).map((path) => base + path);
}

module.exports = { POSTS_CHECKED, selectRoutes, lighthouseUrls };
