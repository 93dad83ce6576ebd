// Where a route's data is, for the prerender that writes it under two names, the browser, the dev
// server and the link check. Plain JavaScript, so that Node reads it as it is.

/** The current build's data of a route, for client-side navigation: "/blogs/x" → "/blogs/x/index.json". @param {string} pathname */
export function routeDataUrl(pathname) {
  return `${pathname.replace(/\/+$/, '')}/index.json`;
}

/**
 * The data a page was made with, under the page's version: the page hydrates with its own build's
 * data even after a deploy, which keeps the file while pages made before it may be open.
 * @param {string} version
 */
export function versionedRouteDataUrl(version) {
  return `/assets/data/${version}.json`;
}
