// The Content-Type of every file type the build may hold, for the deploy and the local server; any other extension is refused, never guessed.
import path from 'node:path';

const CONTENT_TYPES = /** @type {Readonly<Record<string, string>>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
});

// A Brotli copy, <name>.br, of every page and built script, stylesheet and SVG (prerender/compress.mjs); viewer-request.js serves them by the same rule.
export const PRECOMPRESSED = '.br';
export const isPrecompressed = (/** @type {string} */ filePath) => filePath.endsWith('.html') || /^assets\/(?:[^/]+\/)*[^/]+\.(?:js|css|svg)$/.test(filePath);

export const contentEncodingFor = (/** @type {string} */ filePath) => (filePath.endsWith(PRECOMPRESSED) ? 'br' : undefined);

export function contentTypeFor(/** @type {string} */ filePath) {
  const extension = path.posix.extname(contentEncodingFor(filePath) ? filePath.slice(0, -PRECOMPRESSED.length) : filePath).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension] : undefined;
}
