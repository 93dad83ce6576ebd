// Every address of the blog, built and parsed in one place: the route table, the
// cards, the structured data, the feed, the sitemap, the crawler's start list, the build report and
// the Lighthouse route picker all go through it. Plain JavaScript (type-checked by its JSDoc), so
// that the prerender and the CommonJS scripts read it as it is and Vite bundles it into the app.

/**
 * An absolute path that a browser resolves to itself: one leading slash, no dot segments, nothing
 * to percent-encode, no query or fragment. Most of the site's links are like this: the crawler
 * reads them without the URL parser (prerender/links.mjs), and the prerender renders a router link
 * to one without the router's hooks (src/lib/link.tsx).
 */
export const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9_~\-/]*$/;

/** The blog list's first page; its other pages are /blogs/page/2, /blogs/page/3, … */
export const BLOG_PATH = '/blogs';

/** The blog's search page; the query is its `q` parameter (/search?q=detention). */
export const SEARCH_PATH = '/search';
/** The search page's query parameter: the search boxes' field name and the page's URL. */
export const SEARCH_PARAM = 'q';
/** Route patterns of src/routes.tsx (relative to the layout route), built from the same segments. */
export const ROUTE_PATTERNS = Object.freeze({
  blog: 'blogs',
  blogPage: 'blogs/page/:page',
  category: 'blogs/category/:category',
  categoryPage: 'blogs/category/:category/page/:page',
  post: 'blogs/:slug',
  search: SEARCH_PATH.slice(1),
});

/** A post's page. @param {string} slug */
export function postPath(slug) {
  return `${BLOG_PATH}/${slug}`;
}

/** Page `page` (1-based) of the blog list: page 1 is /blogs itself. @param {number} page */
export function blogPagePath(page) {
  return page === 1 ? BLOG_PATH : `${BLOG_PATH}/page/${page}`;
}

/** Page `page` (1-based) of a category's hub: page 1 is /blogs/category/<slug>. @param {string} slug @param {number} [page] */
export function categoryPath(slug, page = 1) {
  return page === 1 ? `${BLOG_PATH}/category/${slug}` : `${BLOG_PATH}/category/${slug}/page/${page}`;
}

/**
 * The search page, with its results for `query` when there is one (trimmed; blank is none), as a
 * search box's GET form would address it: /search?q=load+boards.
 * @param {string} [query]
 */
export function searchPath(query = '') {
  const q = query.trim();
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: q })}` : SEARCH_PATH;
}

/**
 * The query of a search page's URL search string ("?q=load+boards" → "load boards"), trimmed; ""
 * when there is none.
 * @param {string} search
 */
export function searchQuery(search) {
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? '').trim();
}

/**
 * A route's :page parameter as a page number past the first (2, 3, …), else NaN: "1" is not one of
 * them (page 1 has its own address), nor "02" or "x".
 * @param {string | undefined} param
 */
export function pageParam(param) {
  return param && /^[1-9]\d*$/.test(param) && param !== '1' ? Number(param) : Number.NaN;
}

const SEGMENT = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const PAGE = '([1-9]\\d*)';
const BLOG_PAGE = new RegExp(`^${BLOG_PATH}(?:/page/${PAGE})?$`);
const CATEGORY = new RegExp(`^${BLOG_PATH}/category/${SEGMENT}(?:/page/${PAGE})?$`);
const POST = new RegExp(`^${BLOG_PATH}/${SEGMENT}$`);

/**
 * @typedef {{ kind: 'blog', page: number }
 *   | { kind: 'search' }
 *   | { kind: 'category', slug: string, page: number }
 *   | { kind: 'post', slug: string }
 *   | { kind: 'other' }} ParsedPath
 */

/**
 * What kind of page a path is: a page of the blog list, of a category's hub, a post, the search
 * page (its query is not part of the path: searchQuery reads it), or another page. Addresses the site never makes (/blogs/page/1, /blogs/page/02) are
 * 'other'. A post's slug cannot be "page" or "category" (prerender/content/posts.mjs refuses them).
 * @param {string} path
 * @returns {ParsedPath}
 */
export function parsePath(path) {
  if (path === SEARCH_PATH) return { kind: 'search' };
  const list = BLOG_PAGE.exec(path);
  if (list) return list[1] === '1' ? { kind: 'other' } : { kind: 'blog', page: Number(list[1] ?? 1) };
  const hub = CATEGORY.exec(path);
  if (hub) return hub[2] === '1' ? { kind: 'other' } : { kind: 'category', slug: /** @type {string} */ (hub[1]), page: Number(hub[2] ?? 1) };
  const post = POST.exec(path);
  if (post && !RESERVED_SLUGS.includes(/** @type {string} */ (post[1]))) return { kind: 'post', slug: /** @type {string} */ (post[1]) };
  return { kind: 'other' };
}

/** Words under /blogs/ that name a kind of page, so no post may take them as its slug. */
export const RESERVED_SLUGS = Object.freeze(['page', 'category']);
