// Brotli copies (<name>.br, at the best quality) of the text files under assets/, made once per
// hashed file and served as they are: smaller than what a server can afford on the fly.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib } from 'node:zlib';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';

/** Brotli's parameters for text at `quality`, and any others. @param {number} quality @param {Record<number, number>} [more] */
export const brotliParams = (quality, more = {}) => ({ [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, ...more });
const bestParams = (/** @type {number} */ size) => brotliParams(zlib.BROTLI_MAX_QUALITY, { [zlib.BROTLI_PARAM_SIZE_HINT]: size });
const brotliCompressLater = promisify(brotliCompress);

/** Brotli at its best quality, in text mode. @param {string | Uint8Array} bytes */
export function brotliBest(bytes) {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  return brotliCompressSync(buffer, { params: bestParams(buffer.length) });
}

/**
 * On libuv's threads, beside the pages; resolves to how many it compressed.
 * @param {{ distDir: string, files: Iterable<string>, shelf: import('./cache.mjs').CacheShelf, write: (file: string, data: Buffer) => void, keep: (file: string) => void }} options
 */
export async function precompressAssets({ distDir, files, shelf, write, keep }) {
  const pending = /** @type {Promise<void>[]} */ ([]);
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
    const bytes = readFileSync(join(distDir, file));
    const compressing = brotliCompressLater(bytes, { params: bestParams(bytes.length) });
    pending.push(
      compressing.then((br) => {
        shelf.write(name, br);
        write(copy, br);
      }),
    );
  }
  await Promise.all(pending);
  return pending.length;
}
