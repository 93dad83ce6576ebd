// A page's Brotli copy, made cheaply for pages that begin alike. Every post (and every page of a
// list) starts with the same 28 KB or so: the template's head, the page's Content-Security-Policy
// and its inline CSS (the page's own head tags come after them: prerender/page.mjs). Brotli at
// quality 11 compresses that part about 450 bytes smaller than quality 5 or 6, about what
// decided whether a post fits the first round trip (HTML_BUDGET); each post paid 20-60 ms of
// CPU for it: most of a 10,000-post build.
//
// So that part is compressed once, at quality 11, and the rest of each page at a fast quality (REST_QUALITY).
// A Brotli stream is a series of meta-blocks; a flush ends one on a byte boundary without ending
// the stream (RFC 7932). The page's copy is the shared part's meta-blocks (quality 11, flushed)
// followed by the meta-blocks a fast encoder wrote for the rest of the page after it had read the
// same shared part and flushed: the decoder has the same bytes behind it either way, so the rest's
// back-references and dictionary references mean the same. One thing the two encoders may leave
// different is the decoder's cache of the last distances used, which the rest's first commands may
// refer to; so every copy made this way is decompressed and compared with the page, and a page it
// does not reproduce exactly takes the usual ladder (brotliPage). A post still a little over the
// budget spliced (about one generated post in thirty, one in six with a photo) takes quality 10 (or 11).
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { BrotliCompress } from 'minizlib';
import { HTML_BUDGET } from './report.mjs';

/**
 * The quality of the part of a page after the shared part. On 300 generated posts (2026-11-26):
 * quality 5 took 2.4 ms a post and left 50 over the budget, 6 2.8 ms and 41, 8 3.1 ms and 33, 9
 * 23.6 ms and 30. Each post over it is compressed again (about 30 ms), so 8 is the cheapest.
 */
export const REST_QUALITY = 8;
/** Both encoders must agree on the window (the stream's header is the shared part's). */
const WINDOW_BITS = 22;
/** Shared parts remembered (each a few tens of KB): more than a site's kinds of page. */
const REMEMBERED = 200;

/** @param {number} quality */
const params = (quality) => ({
  [zlib.BROTLI_PARAM_QUALITY]: quality,
  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  [zlib.BROTLI_PARAM_LGWIN]: WINDOW_BITS,
});

/**
 * What a fast encoder writes for `rest` after it has read `shared` and flushed. On this thread:
 * Node's own Brotli streams run each write on libuv's threads and answer by callback, and with four
 * such hand-overs a page the cores sat idle while each worker waited on its encoder. minizlib
 * (npm's synchronous zlib streams, the ones tar uses) drives the same native encoder in place.
 * @param {Buffer} shared
 * @param {Buffer} rest
 * @returns {Buffer}
 */
function afterShared(shared, rest) {
  // Its options are handed to node:zlib's BrotliCompress as they are; its types leave out `params`.
  const encoder = new BrotliCompress(/** @type {import('minizlib').ZlibOptions} */ ({ params: params(REST_QUALITY) }));
  /** @type {Buffer[]} */
  const chunks = [];
  encoder.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
  try {
    encoder.write(shared);
    encoder.flush(zlib.BROTLI_OPERATION_FLUSH);
    const sharedChunks = chunks.length;
    encoder.end(rest);
    return Buffer.concat(chunks.slice(sharedChunks));
  } finally {
    // Its native encoder (megabytes of window and hash table) is freed now, not when the stream is
    // collected: minizlib leaves that to the garbage collector, which a cold build then kept busy.
    encoder.close();
  }
}

/**
 * Brotli copies of pages, remembering the shared parts it has seen (one per worker).
 * `compress(html, sharedLength, ladder)`: the first `sharedLength` characters of `html` are the
 * part pages built alike share. The first page with a given shared part is compressed at quality
 * 11 (`ladder`: the usual qualities, prerender/page.mjs brotliPage): a page of its own (/, /about…)
 * is one of a few, and gets the most room in its first round trip. From the second on, the shared
 * part's quality-11 copy is made once and spliced as above. Returns { br, spliced, bytes }:
 * `bytes`, the page as UTF-8, made once here for the caller to write (a page's text takes about as
 * long to encode as its rest takes to compress).
 */
export class PageBrotli {
  /** @param {{ budget?: number }} [options] */
  constructor({ budget = HTML_BUDGET } = {}) {
    this.budget = budget;
    /** @type {Map<string, Buffer | null>} shared part → its quality-11 copy, flushed (null: seen once) */
    this.shared = new Map();
  }

  /**
   * @param {string} html
   * @param {number} sharedLength
   * @param {(html: string, fromQuality?: number) => Buffer} ladder
   * @returns {{ br: Buffer, spliced: boolean, bytes: Buffer }}
   */
  compress(html, sharedLength, ladder) {
    const bytes = Buffer.from(html);
    const sharedText = html.slice(0, sharedLength);
    if (sharedLength === 0 || !this.shared.has(sharedText)) {
      if (sharedLength === 0 || this.shared.size >= REMEMBERED) return { br: ladder(html), spliced: false, bytes };
      this.shared.set(sharedText, null);
      return { br: ladder(html, zlib.BROTLI_MAX_QUALITY), spliced: false, bytes };
    }
    const shared = bytes.subarray(0, Buffer.byteLength(sharedText));
    let head = this.shared.get(sharedText);
    if (!head) {
      head = brotliCompressSync(shared, { params: params(zlib.BROTLI_MAX_QUALITY), finishFlush: zlib.BROTLI_OPERATION_FLUSH });
      this.shared.set(sharedText, head);
    }
    const br = Buffer.concat([head, afterShared(shared, bytes.subarray(shared.length))]);
    if (!reproduces(br, bytes)) return { br: ladder(html), spliced: false, bytes };
    if (br.length <= this.budget) return { br, spliced: true, bytes };
    // Too big (by 20-200 bytes): quality 10 without literal context modelling, 20% quicker than
    // with it and all but ~1.5% as small (on the posts that missed), else the best quality.
    const quick = brotliCompressSync(bytes, { params: { ...params(10), [zlib.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1 } });
    if (quick.length <= this.budget) return { br: quick, spliced: false, bytes };
    return { br: ladder(html, zlib.BROTLI_MAX_QUALITY), spliced: false, bytes };
  }
}

/** Whether `br` decompresses to exactly `bytes`. @param {Buffer} br @param {Buffer} bytes */
function reproduces(br, bytes) {
  try {
    return brotliDecompressSync(br).equals(bytes);
  } catch {
    return false;
  }
}
