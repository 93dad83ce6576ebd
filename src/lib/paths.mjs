// Every address of the site in both languages, built and parsed in one place: the route table, the
// cards, the head tags, the structured data, the feed, the sitemap, the crawler's start list, the
// build report and the Lighthouse route picker all go through it. Plain JavaScript (type-checked by
// its JSDoc), so that the prerender and the CommonJS scripts read it as it is and Vite bundles it into the app.
import { DEFAULT_LOCALE, LOCALE, LOCALES, localeOf } from './locale.mjs';

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

/** @typedef {import('./locale.mjs').Locale} Locale */
/** @typedef {import('./locale.mjs').PageName} PageName */

/** A page's path in a language: pagePath('about', 'es') → "/es/nosotros"; the Spanish home is "/es/". @param {PageName} page @param {Locale} [locale] */
export function pagePath(page, locale = DEFAULT_LOCALE) {
  const { prefix, pages } = LOCALE[locale];
  return `${prefix}/${pages[page]}`;
}

/**
 * The pages each language has a twin of in the other. The blog's pages and the search page join
 * when the Spanish blog does; a post's twin is its translation, which its page names (`twin`).
 * @type {readonly PageName[]}
 */
export const TWINNED_PAGES = Object.freeze(['home', 'about', 'services', 'contact']);

/** The twinned page at `path`, with its language, or null. @param {string} path */
export function twinnedPage(path) {
  const locale = localeOf(path);
  const page = TWINNED_PAGES.find((name) => pagePath(name, locale) === path);
  return page ? { page, locale } : null;
}

/** The other language of `locale`. @param {Locale} locale @returns {Locale} */
export function otherLocale(locale) {
  return locale === 'es' ? 'en' : 'es';
}

/** The path of the page's twin in the other language ("/about" ↔ "/es/nosotros"), or null when it has none. @param {string} path */
export function twinPath(path) {
  const found = twinnedPage(path);
  return found ? pagePath(found.page, otherLocale(found.locale)) : null;
}

/**
 * Where the language switcher leads from `path`: its twin, else the other language's home (the
 * other language's blog list, once it has one, for a page of the blog).
 * @param {string} path @param {string | null} [twin]
 */
export function switchPath(path, twin = twinPath(path)) {
  return twin ?? pagePath('home', otherLocale(localeOf(path)));
}

/**
 * A page's `<link rel="alternate" hreflang>` set: itself and its twin by language, and x-default on
 * the English one; absolute, the same on both twins (each names the other). None without a twin.
 * @param {string} path @param {string} origin @param {string | null} [twin]
 * @returns {{ hreflang: string, href: string }[]}
 */
export function alternates(path, origin, twin = twinPath(path)) {
  if (!twin) return [];
  const byLocale = { [localeOf(path)]: path, [localeOf(twin)]: twin };
  const href = (/** @type {string} */ p) => `${origin}${p}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: LOCALE[locale].hreflang, href: href(byLocale[locale] ?? path) })),
    { hreflang: 'x-default', href: href(byLocale[DEFAULT_LOCALE] ?? path) },
  ];
}
