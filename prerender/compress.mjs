// The built assets' Brotli copies: every file under assets/ that is text (scripts, stylesheets,
// SVG images: isPrecompressed in infra/content-types.mjs) gets <name>.br at Brotli's best quality,
// made once per file (the names are content hashes, so a file never changes) and served as it is,
// by the local server and from S3/CloudFront alike (infra/cloudfront/viewer-request.js picks it for
// viewers that accept br). On the fly, the local server's Brotli (quality 4) made framework-*.js
// larger than gzip; quality 11, once at build time, makes it about 14% smaller than gzip.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';

/** Brotli at its best quality, in text mode (every precompressed asset is text). @param {string | Uint8Array} bytes */
export function brotliBest(bytes) {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  return brotliCompressSync(buffer, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

/**
 * Writes the Brotli copy of each of `files` (paths under dist/) that has one: left as it is where
 * dist/ already has it, else copied from `shelf` (the cache, by file name) or compressed. `write`
 * and `keep` are the build's (prerender/index.mjs distWriter). Returns how many it compressed.
 * @param {{ distDir: string, files: Iterable<string>, shelf: import('./cache.mjs').CacheShelf,
 *   write: (file: string, data: Buffer) => void, keep: (file: string) => void }} options
 */

export function precompressAssets({ distDir, files, shelf, write, keep }) {
  let compressed = 0;
  for (const file of files) {
    if (!isPrecompressed(file) || file.endsWith('.html')) continue;
    const copy = file + PRECOMPRESSED;
    const name = copy.replaceAll('/', '_');
    if (existsSync(join(distDir, copy))) {
      keep(copy);
      if (!shelf.read(name)) shelf.write(name, readFileSync(join(distDir, copy)));
      continue;
    }
    let br = shelf.read(name);
    if (!br) {
      br = brotliBest(readFileSync(join(distDir, file)));
      shelf.write(name, br);
      compressed += 1;
    }
    write(copy, br);
  }
  return compressed;
}
