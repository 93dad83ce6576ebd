// The footer's links to posts (SPEC §2 Footer), and its one broken link, kept on purpose: the Updates
// link is relative, so below its language's root it resolves to a page that does not exist. Plain
// JavaScript: the footer (src/config/site.ts), the content layer, the crawler and the link check share it.
import { DEFAULT_LOCALE, LOCALES, localeOf } from './locale.mjs';
import { pagePath, postPath } from './paths.mjs';

/** The footer's links to posts by their words (src/content/ui.mjs, chrome.footer): the spec's English posts. */
export const FOOTER_POSTS = Object.freeze({
  quickStart: 'truck-maintenance-scheduling-by-dispatchers',
  userGuide: 'reduce-deadhead-miles-with-smarter-dispatching',
  news: 'best-load-boards-for-independent-truckers',
  tips: 'how-to-find-the-highest-paying-loads',
});

/**
 * The post the Updates link opens from each language's home: the spec's, and its twin, the post whose translationOf names
 * it. Here, not in src/lib/locale.mjs, which the lead function bundles too.
 * @type {Readonly<Record<Locale, string>>}
 */
export const UPDATES_POSTS = Object.freeze({
  en: 'understanding-detention-pay-negotiation',
  es: 'como-negociar-el-pago-por-tiempo-de-espera',
});

/**
 * The footer's Updates link in `locale`, written relative (no leading slash): its post's path from the language's home,
 * so it opens the post from the home and resolves to a page that does not exist below it, as the spec's English does.
 * @param {Locale} [locale]
 */
export function updatesHref(locale = DEFAULT_LOCALE) {
  return postPath(UPDATES_POSTS[locale], locale).slice(pagePath('home', locale).length);
}

/** The English footer's Updates link, the spec's `blogs/understanding-detention-pay-negotiation`. */
export const UPDATES_HREF = updatesHref();

// Made once: the crawl asks about every link of every page.
const QUIRKS = /** @type {Record<Locale, { below: string, working: string }>} */ (
  Object.fromEntries(LOCALES.map((locale) => [locale, { below: `/${updatesHref(locale)}`, working: `${pagePath('home', locale)}${updatesHref(locale)}` }]))
);

/**
 * Whether `path` is its language's Updates link resolved on a page below that language's root (/blogs/blogs/… on a post,
 * /blogs/page/blogs/… on a page of the blog list): the crawl and the link check report it as the known quirk instead of failing.
 * @param {string} path
 */
export function isKnownQuirk(path) {
  const { below, working } = QUIRKS[localeOf(path)];
  return path.endsWith(below) && path !== working;
}

/** @typedef {import('./locale.mjs').Locale} Locale */
