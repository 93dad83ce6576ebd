// One rule for the deploy script and the local server: hashed build assets are immutable,
// everything else (HTML, sitemap, robots, manifest, favicon) is revalidated on every request.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Vite writes content-hashed file names under assets/, and the prerender the route data each page was
 * made with (assets/data/<hash of its inputs>.json, src/lib/routeDataUrl.mjs) and the search index's
 * shards (assets/search/<hash>.json, prerender/search-index.mjs): a name never gets new content.
 */
export const ASSETS_PREFIX = 'assets/';

/**
 * Whether a path relative to dist/ is a content-hashed build asset.
 * @param {string} relativePath
 */
export function isHashedAsset(relativePath) {
  return relativePath.startsWith(ASSETS_PREFIX);
}

/**
 * Cache-Control for a file path relative to dist/ (e.g. "assets/index-abc123.js", "about/index.html").
 * @param {string} relativePath
 */
export function cacheControlFor(relativePath) {
  return isHashedAsset(relativePath) ? IMMUTABLE : REVALIDATE;
}
