import { site } from '../config/site';
import { LOCALE, LOCALES, type Locale } from './locale.mjs';

/** The site origin: SITE_URL at build time, else the configured one; never with a trailing slash. */
export const siteOrigin = (import.meta.env.SITE_URL || site.origin).replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteOrigin}/` : `${siteOrigin}${path}`;
}

/** What follows a page's own title in its full title. */
const TITLE_SUFFIX = ` — ${site.name}`;

/** A page's full title: its own, then the company's name (unless it is the company's name). */
export function pageTitle(title: string): string {
  return title === site.name ? title : `${title}${TITLE_SUFFIX}`;
}

/** A page's own title, from its full title (pageTitle's inverse): what its Open Graph card shows. */
export function ownTitle(fullTitle: string): string {
  return fullTitle.endsWith(TITLE_SUFFIX) ? fullTitle.slice(0, -TITLE_SUFFIX.length) : fullTitle;
}

/** Open Graph image size: every page gets one, generated at build time (prerender/brand.mjs). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The path of a page's Open Graph image: "/" → "/og/home.png", "/blogs/x" → "/og/blogs-x.png". */
export function ogImagePath(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home';
  return `/og/${name}.png`;
}

/** The blog's RSS feed (the newest posts), written by the prerender and linked from the blog's pages. */
export const FEED = { path: '/rss.xml', title: `${site.name} blog`, items: 20 } as const;
/** Each language's feed, of its posts, its title from the layout's words. */
export const FEED_PATHS = Object.fromEntries(LOCALES.map((locale) => [locale, `${LOCALE[locale].prefix}${FEED.path}`])) as Record<Locale, string>;
