// The spec's one broken link, kept on purpose (SPEC §2 Footer): the footer's Updates link is
// relative, so below the root it resolves to a page that does not exist. Plain JavaScript: the
// footer (src/config/site.ts), the crawler and the link check share it.

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
