// The built assets' Brotli copies: every file under assets/ that is text (scripts, stylesheets,
// SVG images: isPrecompressed in infra/content-types.mjs) gets <name>.br at Brotli's best quality,
// made once per file (the names are content hashes, so a file never changes) and served as it is,
// by the local server and from S3/CloudFront alike (infra/cloudfront/viewer-request.js picks it for
// viewers that accept br). At the quality a server can afford on the fly Brotli is no smaller than
// gzip for these files; at its best, once at build time, it is.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib } from 'node:zlib';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';

/** Brotli's parameters for its best quality, in text mode (every precompressed asset is text). @param {number} size */
const bestParams = (size) => ({
  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  [zlib.BROTLI_PARAM_SIZE_HINT]: size,
});

/** Brotli on libuv's threads. */
const brotliCompressLater = promisify(brotliCompress);

/** Brotli at its best quality, in text mode. @param {string | Uint8Array} bytes */
export function brotliBest(bytes) {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  return brotliCompressSync(buffer, { params: bestParams(buffer.length) });
}

/**
 * Writes the Brotli copy of each of `files` (paths under dist/) that has one: left as it is where
 * dist/ already has it, else copied from `shelf` (the cache, by file name) or compressed. `write`
 * and `keep` are the build's (prerender/index.mjs distWriter). Returns how many it compressed.
 * With `background`, the compressing is done on libuv's threads, beside whatever the build does
 * meanwhile (the pages), and it resolves to that number when the last copy is written.
 * @overload
 * @param {PrecompressOptions & { background?: false }} options
 * @returns {number}
 */
/**
 * @overload
 * @param {PrecompressOptions & { background: true }} options
 * @returns {Promise<number>}
 */
/**
 * @typedef {{ distDir: string, files: Iterable<string>, shelf: import('./cache.mjs').CacheShelf,
 *   write: (file: string, data: Buffer) => void, keep: (file: string) => void }} PrecompressOptions
 * @param {PrecompressOptions & { background?: boolean }} options
 * @returns {number | Promise<number>}
 */
export function precompressAssets({ distDir, files, shelf, write, keep, background = false }) {
  /** @type {Promise<void>[]} */
  const pending = [];
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
    const cached = shelf.read(name);
    if (cached) {
      write(copy, cached);
      continue;
    }
    /** @param {Buffer} br */
    const done = (br) => {
      shelf.write(name, br);
      write(copy, br);
    };
    const bytes = readFileSync(join(distDir, file));
    if (background) pending.push(brotliCompressLater(bytes, { params: bestParams(bytes.length) }).then(done));
    else done(brotliBest(bytes));
    compressed += 1;
  }
  return background ? Promise.all(pending).then(() => compressed) : compressed;
}
