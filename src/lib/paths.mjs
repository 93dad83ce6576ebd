// Every address of the site in both languages, built and parsed in one place. Plain JavaScript, so that
// the prerender and the CommonJS scripts read it as it is and Vite bundles it into the app.
import { DEFAULT_LOCALE, LISTED_LOCALES, LOCALE, LOCALES, localeOf } from './locale.mjs';

/**
 * An absolute path that a browser resolves to itself: one leading slash, no dot segments, nothing
 * to percent-encode, no query or fragment. Most of the site's links are like this: the crawler
 * reads them without the URL parser (prerender/links.mjs), and the prerender renders a router link
 * to one without the router's hooks (src/lib/link.tsx).
 */
export const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9_~\-/]*$/;

/** The blog's search page; the query is its `q` parameter (/search?q=detention). */
export const SEARCH_PATH = '/search';
/** The search page's query parameter: the search boxes' field name and the page's URL. */
export const SEARCH_PARAM = 'q';
/** Route patterns of src/routes.tsx, relative to the language's layout route, from the same segments. @param {Locale} [locale] */
export function routePatterns(locale = DEFAULT_LOCALE) {
  const { pages, blog } = LOCALE[locale];
  return Object.freeze({
    blog: pages.blog,
    blogPage: `${pages.blog}/${blog.page}/:page`,
    category: `${pages.blog}/${blog.category}/:category`,
    categoryPage: `${pages.blog}/${blog.category}/:category/${blog.page}/:page`,
    post: `${pages.blog}/:slug`,
    search: pages.search,
  });
}

/** A post's page. @param {string} slug @param {Locale} [locale] */
export function postPath(slug, locale = DEFAULT_LOCALE) {
  return `${pagePath('blog', locale)}/${slug}`;
}

/** A route's id in `locale` (src/routes.tsx): prefixed ("es-blogs") but the default language's. @param {Locale} locale @param {string} name */
export const routeId = (locale, name) => (locale === DEFAULT_LOCALE ? name : `${locale}-${name}`);

/** Page `page` (1-based) of the blog list: page 1 is /blogs itself (/es/blog in Spanish). @param {number} page @param {Locale} [locale] */
export function blogPagePath(page, locale = DEFAULT_LOCALE) {
  const list = pagePath('blog', locale);
  return page === 1 ? list : `${list}/${LOCALE[locale].blog.page}/${page}`;
}

/** Page `page` (1-based) of a category's hub: page 1 is /blogs/category/<slug>. @param {string} slug @param {number} [page] @param {Locale} [locale] */
export function categoryPath(slug, page = 1, locale = DEFAULT_LOCALE) {
  const hub = `${pagePath('blog', locale)}/${LOCALE[locale].blog.category}/${slug}`;
  return page === 1 ? hub : `${hub}/${LOCALE[locale].blog.page}/${page}`;
}

/** The search page with its results for `query` (trimmed; blank is none), as a search box's form addresses it. @param {string} [query] @param {Locale} [locale] */
export function searchPath(query = '', locale = DEFAULT_LOCALE) {
  const q = query.trim();
  const path = pagePath('search', /** @type {Locale} */ (locale));
  return q ? `${path}?${new URLSearchParams({ [SEARCH_PARAM]: q })}` : path;
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
/** Each language's blog addresses as patterns. */
const PATTERNS = Object.fromEntries(
  LOCALES.map((locale) => {
    const list = pagePath('blog', locale);
    const { page, category } = LOCALE[locale].blog;
    return [
      locale,
      {
        search: pagePath('search', locale),
        list: new RegExp(`^${list}(?:/${page}/${PAGE})?$`),
        hub: new RegExp(`^${list}/${category}/${SEGMENT}(?:/${page}/${PAGE})?$`),
        post: new RegExp(`^${list}/${SEGMENT}$`),
      },
    ];
  }),
);

/**
 * @typedef {{ kind: 'blog', page: number }
 *   | { kind: 'search' }
 *   | { kind: 'category', slug: string, page: number }
 *   | { kind: 'post', slug: string }
 *   | { kind: 'other' }} ParsedPath
 */

/**
 * What kind of page a path is, in its language; addresses the site never makes (/blogs/page/1, /blogs/page/02) are 'other'.
 * @param {string} path @returns {ParsedPath}
 */
export function parsePath(path) {
  const patterns = /** @type {(typeof PATTERNS)[string]} */ (PATTERNS[localeOf(path)]);
  if (path === patterns.search) return { kind: 'search' };
  const list = patterns.list.exec(path);
  if (list) return list[1] === '1' ? { kind: 'other' } : { kind: 'blog', page: Number(list[1] ?? 1) };
  const hub = patterns.hub.exec(path);
  if (hub) return hub[2] === '1' ? { kind: 'other' } : { kind: 'category', slug: /** @type {string} */ (hub[1]), page: Number(hub[2] ?? 1) };
  const post = patterns.post.exec(path);
  if (post && !RESERVED_SLUGS.includes(/** @type {string} */ (post[1]))) return { kind: 'post', slug: /** @type {string} */ (post[1]) };
  return { kind: 'other' };
}

/**
 * Words under /blogs/ and /es/blog/ that name a kind of page, and the blog's own (the footer's Updates quirk resolves
 * to /blogs/blogs/…), so no post may take them as its slug.
 */
export const RESERVED_SLUGS = Object.freeze(LOCALES.flatMap((locale) => [...Object.values(LOCALE[locale].blog), LOCALE[locale].pages.blog]));

/** @typedef {import('./locale.mjs').Locale} Locale */
/** @typedef {import('./locale.mjs').PageName} PageName */

/** A page's path in a language: pagePath('about', 'es') → "/es/nosotros"; the Spanish home is "/es/". @param {PageName} page @param {Locale} [locale] */
export function pagePath(page, locale = DEFAULT_LOCALE) {
  const { prefix, pages } = LOCALE[locale];
  return `${prefix}/${pages[page]}`;
}

/** The pages every language has (a post's or a hub's twins only the content knows). @type {readonly PageName[]} */
export const TWINNED_PAGES = Object.freeze(['home', 'about', 'services', 'contact', 'blog', 'search']);

/** The page's twins, its path in each other language ("/about" → { es: "/es/nosotros" }), or null when it has none by rule. @param {string} path @returns {Twins | null} */
export function twinPaths(path) {
  const locale = localeOf(path);
  const page = TWINNED_PAGES.find((name) => pagePath(name, locale) === path);
  return page ? Object.fromEntries(LISTED_LOCALES.filter((other) => other !== locale).map((other) => [other, pagePath(page, other)])) : null;
}

/**
 * Where the language switcher leads in each other language: the page's twin, else that language's blog from the blog, or
 * its home. @param {string} path @param {Twins | null} [twins] @returns {{ locale: Locale, href: string }[]}
 */
export function switchPaths(path, twins = twinPaths(path)) {
  const fallback = parsePath(path).kind === 'other' ? 'home' : 'blog';
  return LISTED_LOCALES.filter((other) => other !== localeOf(path)).map((other) => ({ locale: other, href: twins?.[other] ?? pagePath(fallback, other) }));
}

/**
 * A page's hreflang links: itself and each twin, and x-default on the default language's; the same on every twin, none
 * without one. @param {string} path @param {string} origin @param {Twins | null} [twins] @returns {{ hreflang: string, href: string }[]}
 */
export function alternates(path, origin, twins = twinPaths(path)) {
  if (!twins || Object.keys(twins).length === 0) return [];
  const byLocale = /** @type {Twins} */ ({ ...twins, [localeOf(path)]: path });
  const href = (/** @type {string} */ p) => `${origin}${p}`;
  return [
    ...LISTED_LOCALES.flatMap((locale) => (byLocale[locale] ? [{ hreflang: LOCALE[locale].hreflang, href: href(byLocale[locale]) }] : [])),
    { hreflang: 'x-default', href: href(byLocale[DEFAULT_LOCALE] ?? path) },
  ];
}

/** @typedef {Partial<Record<Locale, string>>} Twins */
