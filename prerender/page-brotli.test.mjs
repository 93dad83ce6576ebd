import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageBrotli, REST_QUALITY } from './page-brotli.mjs';

/** Text that compresses about as a page's does: `count` words from a seed. @param {number} count @param {number} seed */
function words(count, seed) {
  let state = seed;
  const word = () => (
    (state = (state * 16807) % 2147483647),
    `${['load', 'rate', 'lane', 'truck', 'broker', 'miles', 'dock', 'fuel'][state % 8]}${state % 211}`
  );
  return Array.from({ length: count }, word).join(' ');
}
/** A stylesheet-like shared part, as every page built alike begins. */
const SHARED = `<!doctype html><html><head><style>${Array.from({ length: 400 }, (_, at) => `.c${at}{margin:${at % 7}px;color:#${((at * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}}`).join('')}</style>`;
/** @param {number} seed @param {number} [count] */
const page = (seed, count = 600) => `${SHARED}<title>Page ${seed}</title></head><body><p>${words(count, seed)}</p></body></html>`;
/** @param {string} html @param {number} quality */
const at = (html, quality) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });

describe('PageBrotli', () => {
  /** The usual ladder, recorded. */
  const ladder = () => {
    /** @type {[string, number | undefined][]} */
    const calls = [];
    const run = (/** @type {string} */ html, /** @type {number | undefined} */ fromQuality) => {
      calls.push([html, fromQuality]);
      return at(html, Math.max(5, fromQuality ?? 5));
    };
    return { calls, run };
  };

  it('splices every page with a shared part, the first one too', () => {
    const brotli = new PageBrotli();
    const usual = ladder();
    for (const seed of [1, 2, 3]) {
      const { br, spliced, bytes } = brotli.compress(page(seed), SHARED.length, usual.run);
      expect(spliced).toBe(true);
      expect(bytes.equals(Buffer.from(page(seed)))).toBe(true); // the page as written
      // The same page, in a valid stream: smaller than the fast quality alone.
      expect(brotliDecompressSync(br).toString()).toBe(page(seed));
      expect(br.length).toBeLessThan(at(page(seed), REST_QUALITY).length);
    }
    expect(usual.calls).toEqual([]);
  });

  it('splices a page that fits in 64 KB with a 64 KB window, and a longer one with the usual 4 MB', () => {
    const brotli = new PageBrotli({ budget: Infinity }); // the long page is over the usual one
    const usual = ladder();
    // The stream header's first bits: 0 for a window of 2^16 bytes, else 1 and three bits n for 2^(17 + n).
    const windowOf = (/** @type {Buffer} */ br) => (((br[0] ?? 0) & 1) === 0 ? 16 : 17 + (((br[0] ?? 0) >> 1) & 7));
    for (const [html, window] of /** @type {[string, number][]} */ ([
      [page(2), 16],
      [page(3, 12_000), 22],
    ])) {
      expect(Buffer.byteLength(html) <= 2 ** 16 - 16).toBe(window === 16);
      const { br, spliced } = brotli.compress(html, SHARED.length, usual.run);
      expect(spliced).toBe(true);
      expect(windowOf(br)).toBe(window);
      expect(brotliDecompressSync(br).toString()).toBe(html);
    }
  });

  it('gives a page that shares nothing the best quality', () => {
    const brotli = new PageBrotli();
    const usual = ladder();
    const { br, spliced } = brotli.compress(page(1), 0, usual.run);
    expect(spliced).toBe(false);
    expect(usual.calls).toEqual([[page(1), 11]]);
    expect(br.equals(at(page(1), 11))).toBe(true);
  });

  it('compresses a page that does not fit the budget spliced at quality 10 (no literal context modelling), else at the best quality', () => {
    const usual = ladder();
    const quick = (/** @type {string} */ html) =>
      brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_LGWIN]: 22,
          [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
        },
      });
    const big = page(2, 3000);
    // A budget the spliced copy misses and quality 10 meets.
    const brotli = new PageBrotli({ budget: quick(big).length });
    const fits = brotli.compress(big, SHARED.length, usual.run);
    expect(fits).toEqual({ br: quick(big), spliced: false, bytes: Buffer.from(big) });
    expect(usual.calls).toEqual([]);
    // Neither fits: the best quality.
    const tight = new PageBrotli({ budget: 100 });
    expect(tight.compress(big, SHARED.length, usual.run).spliced).toBe(false);
    expect(usual.calls.at(-1)).toEqual([big, 11]);
  });
});
