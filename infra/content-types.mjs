// The Content-Type of every file type the build may contain, for the deploy
// script (S3 object metadata) and, if it wants parity, the local server.
// The deploy refuses any other extension: nothing is served as
// application/octet-stream or left to guessing.
import path from 'node:path';

export const CONTENT_TYPES = Object.freeze({
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

/**
 * Files precompressed at build time, each with a Brotli copy, <name>.br: every page (.html,
 * prerender/page.mjs) and every script, stylesheet and SVG image under assets/ (their names are
 * content hashes, so each is compressed once, at the best quality: prerender/compress.mjs). The
 * viewer-request function serves the copy to viewers that accept br (infra/cloudfront/
 * viewer-request.js keeps the same rule, and a test holds the two together); CloudFront compresses
 * the rest on the fly.
 */
export const PRECOMPRESSED = '.br';

/** Whether the build writes a precompressed copy of this file (a path under dist/, no leading slash).
 * @param {string} filePath
 */
export function isPrecompressed(filePath) {
  return filePath.endsWith('.html') || /^assets\/(?:[^/]+\/)*[^/]+\.(?:js|css|svg)$/.test(filePath);
}

/** Content-Encoding of a file path: 'br' for a precompressed copy, else undefined.
 * @param {string} filePath
 */
export function contentEncodingFor(filePath) {
  return filePath.endsWith(PRECOMPRESSED) ? 'br' : undefined;
}

/** The file a precompressed copy encodes ('about/index.html.br' → 'about/index.html'); any other path as it is.
 * @param {string} filePath
 */
export function decodedPath(filePath) {
  return contentEncodingFor(filePath) ? filePath.slice(0, -PRECOMPRESSED.length) : filePath;
}

/**
 * Content-Type for a file path (by extension, case-insensitive), or undefined if unknown.
 * A precompressed copy has the type of the file it encodes.
 * @param {string} filePath
 */
export function contentTypeFor(filePath) {
  const extension = path.posix.extname(decodedPath(filePath)).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extension)] : undefined;
}
