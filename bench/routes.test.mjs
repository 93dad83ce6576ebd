// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSitemaps } from '../prerender/sitemap.mjs';
import { lighthouseUrls, pagesChecked, parseSitemap, POSTS_CHECKED, selectRoutes, sitemapPages } from './routes.mjs';
const origin = 'https://www.example.com';

/**
 * A site as the prerender lists it: the static pages, the blog list's pages, `posts` posts (newest first by date).
 * @param {number} posts
 */
function site(posts, perPage = 12) {
  /** @type {{ loc: string, lastmod?: string }[]} */
  const pages = ['/', '/about', '/services', '/contact'].map((path) => ({ loc: origin + path }));
  const date = (/** @type {number} */ i) => new Date(Date.UTC(2025, 0, 1) + (posts - i) * 86_400_000).toISOString().slice(0, 10);
  for (let page = 1; page <= Math.max(1, Math.ceil(posts / perPage)); page++) {
    pages.push({ loc: `${origin}/blogs${page === 1 ? '' : `/page/${page}`}`, lastmod: date((page - 1) * perPage) });
  }
  // Crawl order, not date order: the selection must sort.
  for (let i = posts - 1; i >= 0; i--) pages.push({ loc: `${origin}/blogs/post-${i}`, lastmod: date(i) });
  return pages;
}

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));
/** @param {Record<string, string>} files */
function distWith(files) {
  dir = mkdtempSync(join(tmpdir(), 'lh-routes-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the Lighthouse routes', () => {
  it('are every static page, the blog list and the newest posts of a small site', () => {
    const dist = distWith(buildSitemaps(site(5), origin));
    expect(lighthouseUrls({ dist, origin: 'http://127.0.0.1:4174/' })).toEqual([
      'http://127.0.0.1:4174/',
      'http://127.0.0.1:4174/about',
      'http://127.0.0.1:4174/services',
      'http://127.0.0.1:4174/contact',
      'http://127.0.0.1:4174/blogs',
      ...Array.from({ length: POSTS_CHECKED }, (_, i) => `http://127.0.0.1:4174/blogs/post-${i}`),
    ]);
    expect(lighthouseUrls({ dist, origin: 'https://www.example.com', only: ['/about'] })).toEqual(['https://www.example.com/about']);
  });

  it("check one category hub, its first page: the hubs share the blog list's template", () => {
    const hubs = ['load-management', 'trucking-tips'].flatMap((slug) => [`/blogs/category/${slug}`, `/blogs/category/${slug}/page/2`]);
    const pages = [...site(30), ...hubs.map((path) => ({ loc: origin + path }))];
    const paths = selectRoutes(sitemapPages(distWith(buildSitemaps(pages, origin))));
    expect(paths).toEqual(['/', '/about', '/services', '/contact', '/blogs', '/blogs/page/3', '/blogs/category/load-management', '/blogs/post-0']);
  });

  it('at scale add the last page of the blog list, and stay the same size', () => {
    const dist = distWith(buildSitemaps(site(1000), origin));
    const paths = selectRoutes(sitemapPages(dist));
    expect(paths).toEqual(['/', '/about', '/services', '/contact', '/blogs', '/blogs/page/84', '/blogs/post-0']);
  });

  it('read a sitemap index and its parts (past 50,000 URLs)', () => {
    const dist = distWith(buildSitemaps(site(30), origin, 10));
    expect(parseSitemap(`<sitemapindex><sitemap><loc>${origin}/sitemap-1.xml</loc></sitemap></sitemapindex>`).isIndex).toBe(true);
    expect(selectRoutes(sitemapPages(dist))).toEqual(['/', '/about', '/services', '/contact', '/blogs', '/blogs/page/3', '/blogs/post-0']);
  });

  it('take the newest posts by lastmod, ties by path, and any new kind of page', () => {
    const pages = [
      { path: '/blogs/b', lastmod: '2025-01-02' },
      { path: '/blogs/a', lastmod: '2025-01-02' },
      { path: '/blogs/c', lastmod: '2025-03-01' },
      { path: '/pricing' },
    ];
    expect(selectRoutes(pages, { posts: 2 })).toEqual(['/pricing', '/blogs/c', '/blogs/a']);
  });

  it('choose the same kinds in each language, English first', () => {
    const spanish = ['/es/', '/es/nosotros', '/es/blog', '/es/blog/categoria/gestion-de-cargas', '/es/blog/post-0'].map((path) => ({ path }));
    expect(selectRoutes([...spanish, ...site(5).map(({ loc }) => ({ path: new URL(loc).pathname }))])).toEqual([
      '/',
      '/about',
      '/services',
      '/contact',
      '/blogs',
      '/blogs/post-0',
      ...spanish.map(({ path }) => path),
    ]);
  });

  it('ask for a build when there is no sitemap', () => {
    expect(() => sitemapPages(distWith({}))).toThrow(/npm run build/);
  });
});

describe('the pages the content path checks (PAGES=changed)', () => {
  const posts = Array.from({ length: 8 }, (_, i) => `/blogs/post-${i}`);
  const paths = ['/', '/about', ...posts, '/es/blog/entrada-1', '/es/blog/entrada-2'];

  it('takes every edited post and at most 5 other pages of a kind in each language, of those the build made anew', () => {
    const state = { rendered: ['/', ...posts, '/es/blog/entrada-1'], edited: ['/blogs/post-7'] };
    expect(pagesChecked('dist', paths, state)).toEqual(['/', ...posts.slice(0, 5), '/blogs/post-7', '/es/blog/entrada-1']);
  });

  it('takes every page without a state to read (PAGES unset, or no build)', () => {
    expect(pagesChecked('dist', paths, null)).toEqual(paths);
  });
});
