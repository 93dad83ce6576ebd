// One Cache-Control rule for the deploy and the local server: a hashed asset never changes, the rest revalidates.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

// Vite's files, the route data and the search shards under assets/ are named by their content's hash.
export const isHashedAsset = (/** @type {string} */ relativePath) => relativePath.startsWith('assets/');

export const cacheControlFor = (/** @type {string} */ relativePath) => (isHashedAsset(relativePath) ? IMMUTABLE : REVALIDATE);
