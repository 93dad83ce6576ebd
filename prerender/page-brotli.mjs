// A page's Brotli copy. Pages built alike share a long head, compressed once at the best quality and
// flushed (RFC 7932: a meta-block ends on a byte boundary); each page's rest comes from a fast encoder
// that read the same head, checked since the two may differ in state. A page that shares nothing gets the best.
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { BrotliCompress } from 'minizlib';
import { brotliParams } from './compress.mjs';
import { HTML_BUDGET } from './report.mjs';

/** Qualities a page is tried at, cheapest first, until it fits the first round trip. */
export const PAGE_QUALITIES = [5, 10, zlib.BROTLI_MAX_QUALITY];
/** The quality of a page's rest: higher ones cost more than the few pages they bring under the budget. */
export const REST_QUALITY = 8;
const USUAL_WINDOW = 22;
/** Shared parts remembered: more than a site's kinds of page. */
const REMEMBERED = 200;

const params = (/** @type {number} */ quality, /** @type {number} */ window) => brotliParams(quality, { [zlib.BROTLI_PARAM_LGWIN]: window });
/** A 64 KB window for a page that fits in it (small hash tables for the fast qualities), else the usual one. @param {number} length */
const windowBits = (length) => (length <= 2 ** 16 - 16 ? 16 : USUAL_WINDOW);

/** A page's Brotli copy at the first quality from `fromQuality` that fits the budget, else the best. @param {string} html @param {number} [fromQuality] */
export function brotliPage(html, fromQuality = 0) {
  const bytes = Buffer.from(html);
  let br = Buffer.alloc(0);
  for (const quality of PAGE_QUALITIES.filter((candidate) => candidate >= fromQuality)) {
    br = brotliCompressSync(bytes, { params: brotliParams(quality, { [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length }) });
    if (br.length <= HTML_BUDGET) break;
  }
  return br;
}

/**
 * What a fast encoder writes for `rest` after `shared` and a flush, synchronously (minizlib): Node's streams left the worker waiting on libuv.
 * @param {Buffer} shared @param {Buffer} rest @param {number} window @returns {Buffer}
 */
function afterShared(shared, rest, window) {
  const encoder = new BrotliCompress(/** @type {import('minizlib').ZlibOptions} */ ({ params: params(REST_QUALITY, window) }));
  const chunks = /** @type {Buffer[]} */ ([]);
  encoder.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
  try {
    encoder.write(shared);
    encoder.flush(zlib.BROTLI_OPERATION_FLUSH);
    const sharedChunks = chunks.length;
    encoder.end(rest);
    return Buffer.concat(chunks.slice(sharedChunks));
  } finally {
    encoder.close(); // frees the native encoder now, not when the garbage collector gets to it
  }
}

export class PageBrotli {
  /** @param {{ budget?: number }} [options] */
  constructor({ budget = HTML_BUDGET } = {}) {
    this.budget = budget;
    /** @type {Map<string, Map<number, Buffer>>} shared part → its best copy, flushed, by window */
    this.shared = new Map();
  }

  /**
   * @param {string} html @param {number} sharedLength the length of the part it shares with pages built alike, 0 for none
   * @param {(html: string, fromQuality?: number) => Buffer} [ladder]
   * @returns {{ br: Buffer, spliced: boolean, bytes: Buffer }}
   */
  compress(html, sharedLength, ladder = brotliPage) {
    const bytes = Buffer.from(html);
    if (sharedLength === 0) return { br: ladder(html, zlib.BROTLI_MAX_QUALITY), spliced: false, bytes };
    const sharedText = html.slice(0, sharedLength);
    let heads = this.shared.get(sharedText);
    if (!heads) {
      if (this.shared.size >= REMEMBERED) return { br: ladder(html), spliced: false, bytes };
      heads = new Map();
      this.shared.set(sharedText, heads);
    }
    const shared = bytes.subarray(0, Buffer.byteLength(sharedText));
    const window = windowBits(bytes.length);
    let head = heads.get(window);
    if (!head) {
      head = brotliCompressSync(shared, { params: params(zlib.BROTLI_MAX_QUALITY, window), finishFlush: zlib.BROTLI_OPERATION_FLUSH });
      heads.set(window, head);
    }
    const br = Buffer.concat([head, afterShared(shared, bytes.subarray(shared.length), window)]);
    if (!reproduces(br, bytes)) return { br: ladder(html), spliced: false, bytes };
    if (br.length <= this.budget) return { br, spliced: true, bytes };
    // A little over: quality 10 without literal context modelling is much quicker than 11 and nearly as small.
    const quick = brotliCompressSync(bytes, { params: { ...params(10, USUAL_WINDOW), [zlib.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1 } });
    if (quick.length <= this.budget) return { br: quick, spliced: false, bytes };
    return { br: ladder(html, zlib.BROTLI_MAX_QUALITY), spliced: false, bytes };
  }
}

function reproduces(/** @type {Buffer} */ br, /** @type {Buffer} */ bytes) {
  try {
    return brotliDecompressSync(br).equals(bytes);
  } catch {
    return false;
  }
}
