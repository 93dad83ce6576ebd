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
 * The quality of the part of a page after the shared part. With the 64 KB window (windowBits), on
 * 400 generated posts (2026-11-27): quality 5 took 1.55 ms a post and left 34 over the budget, 6
 * 1.65 ms and 22, 7 1.66 ms and 18, 8 1.75 ms and 18, 9 1.87 ms and 16. Each post over it is
 * compressed again (about 26 ms). Quality 9 with the 4 MB window (a page of a list) fills a table
 * of 32 MB: 21 ms a page, and a build with it took 30 s more of system time. So 8.
 */
export const REST_QUALITY = 8;
/** The usual window, 4 MB (Brotli's default). */
const USUAL_WINDOW = 22;
/**
 * The window of a page's stream, which both encoders must use (the stream's header is the shared
 * part's, and where the static dictionary's references start depends on it): 64 KB for a page that
 * fits in it, for which Brotli's qualities 5 to 9 find matches with small hash chains of their
 * own; with a larger window they fill a table of 16 MB (32 MB at 9) for each page (2026-11-27, 400
 * generated posts at quality 8: 1.75 ms a post against 2.01, and no larger). A longer page (a page
 * of a list) keeps the usual 4 MB, to reach back to its start.
 * @param {number} length the page's bytes
 */
const windowBits = (length) => (length <= 2 ** 16 - 16 ? 16 : USUAL_WINDOW);
/** Shared parts remembered (each a few tens of KB): more than a site's kinds of page. */
const REMEMBERED = 200;

/** @param {number} quality @param {number} window */
const params = (quality, window) => ({
  [zlib.BROTLI_PARAM_QUALITY]: quality,
  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  [zlib.BROTLI_PARAM_LGWIN]: window,
});

/**
 * What a fast encoder writes for `rest` after it has read `shared` and flushed. On this thread:
 * Node's own Brotli streams run each write on libuv's threads and answer by callback, and with four
 * such hand-overs a page the cores sat idle while each worker waited on its encoder. minizlib
 * (npm's synchronous zlib streams, the ones tar uses) drives the same native encoder in place.
 * @param {Buffer} shared
 * @param {Buffer} rest
 * @param {number} window
 * @returns {Buffer}
 */
function afterShared(shared, rest, window) {
  // Its options are handed to node:zlib's BrotliCompress as they are; its types leave out `params`.
  const encoder = new BrotliCompress(/** @type {import('minizlib').ZlibOptions} */ ({ params: params(REST_QUALITY, window) }));
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
    /** @type {Map<string, Map<number, Buffer>>} shared part → its quality-11 copy, flushed, by window (empty: seen once) */
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
    const heads = sharedLength === 0 ? undefined : this.shared.get(sharedText);
    if (!heads) {
      if (sharedLength === 0 || this.shared.size >= REMEMBERED) return { br: ladder(html), spliced: false, bytes };
      this.shared.set(sharedText, new Map());
      return { br: ladder(html, zlib.BROTLI_MAX_QUALITY), spliced: false, bytes };
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
    // Too big (by up to 300 bytes on the 10,000-post build): quality 10 without literal context
    // modelling, 20% quicker than with it and all but ~1.5% as small (on the posts that missed),
    // else the best quality.
    const quick = brotliCompressSync(bytes, { params: { ...params(10, USUAL_WINDOW), [zlib.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1 } });
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
