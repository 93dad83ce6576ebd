// The footer's links to posts (SPEC §2 Footer), and its one broken link, kept on purpose: the Updates
// link is relative, so below the root it resolves to a page that does not exist. Plain JavaScript: the
// footer (src/config/site.ts), the content layer, the crawler and the link check share it.

/** The footer's links to posts by their words (src/content/ui.mjs, chrome.footer): the spec's English posts. */
export const FOOTER_POSTS = Object.freeze({
  quickStart: 'truck-maintenance-scheduling-by-dispatchers',
  userGuide: 'reduce-deadhead-miles-with-smarter-dispatching',
  news: 'best-load-boards-for-independent-truckers',
  tips: 'how-to-find-the-highest-paying-loads',
});

/** The footer's Updates link, written relative (no leading slash). */
export const UPDATES_HREF = 'blogs/understanding-detention-pay-negotiation';

/**
 * Whether `path` is that link resolved on a page below the root (/blogs/blogs/… on a post,
 * /blogs/page/blogs/… on a page of the blog list): the crawl and the link check report it as the
 * known quirk instead of failing.
 * @param {string} path
 */
export function isKnownQuirk(path) {
  return path.endsWith(`/${UPDATES_HREF}`) && path !== `/${UPDATES_HREF}`;
}
