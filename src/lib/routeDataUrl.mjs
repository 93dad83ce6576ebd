// Where a route's data is, for everything that writes or reads it: the prerender writes each page's
// route data (loader data by route id, and the app it was written for) as one JSON file under two
// names, the browser reads them (src/lib/routeData.ts), the dev server answers the current one
// (vite.config.ts) and the link check follows both (bench/check-links.mjs). Plain JavaScript, so
// that Node reads it as it is.

/**
 * The current build's data of a route path, for client-side navigation: "/" → "/index.json",
 * "/blogs/x" → "/blogs/x/index.json". Replaced by every deploy (revalidated, invalidated).
 * @param {string} pathname
 */
export function routeDataUrl(pathname) {
  return `${pathname.replace(/\/+$/, '')}/index.json`;
}

/**
 * The data a page was made with, under the page's version (a hash of everything the page depends
 * on, prerender/page.mjs): the page names it on #root, so it hydrates with its own build's data
 * even after a deploy. A hashed asset: never changed under its name, cached for a year, and kept by
 * the deploy while the pages live before it may still be open (infra/README.md, step 7).
 * @param {string} version
 */
export function versionedRouteDataUrl(version) {
  return `/assets/data/${version}.json`;
}
