// The footer's links to posts (SPEC §2 Footer), and its one broken link, kept on purpose: the Updates
// link is relative, so below its language's root it resolves to a page that does not exist. Plain
// JavaScript: the footer (src/config/site.ts), the content layer, the crawler and the link check share it.
import { LOCALE, LOCALES, localeOf } from './locale.mjs';
import { pagePath, postPath } from './paths.mjs';

/**
 * The footer's links to posts by their words (src/content/ui.mjs, chrome.footer): the spec's English posts. Another
 * language's footer links their translations, else its newest posts (prerender/content/files.mjs, footerPosts).
 */
export const FOOTER_POSTS = Object.freeze({
  quickStart: 'truck-maintenance-scheduling-by-dispatchers',
  userGuide: 'reduce-deadhead-miles-with-smarter-dispatching',
  news: 'best-load-boards-for-independent-truckers',
  tips: 'how-to-find-the-highest-paying-loads',
  updates: 'understanding-detention-pay-negotiation',
});

/**
 * The footer's Updates link, written relative (no leading slash): `path` (its language's post, else its blog) from the
 * language's home, so it opens from the home and resolves to a page that does not exist below it, as the spec's does.
 * @param {string} [path]
 */
export function updatesHref(path = postPath(FOOTER_POSTS.updates)) {
  return path.slice(pagePath('home', localeOf(path)).length);
}

/** The English footer's Updates link, the spec's `blogs/understanding-detention-pay-negotiation`. */
export const UPDATES_HREF = updatesHref();

// Each language's Updates link resolved below its blog: /blogs/blogs/…, /es/blog/pagina/blog/… (made once: the crawl
// asks about every link of every page). By shape, as the Spanish post it opens is the content's to choose.
const QUIRK = new RegExp(`^(?:${LOCALES.map((locale) => `${pagePath('blog', locale)}/(?:[^/]+/)*${LOCALE[locale].pages.blog}(?:/[^/]+)?`).join('|')})$`);

/**
 * Whether `path` is a language's Updates link resolved on a page below its blog (/blogs/blogs/… on a post,
 * /blogs/page/blogs/… on a page of the blog list): the crawl and the link check report it as the known quirk instead of failing.
 * @param {string} path
 */
export function isKnownQuirk(path) {
  return QUIRK.test(path);
}
