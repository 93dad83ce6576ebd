// @ts-check
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheShelf, digest, packPage, unpackPage } from './cache.mjs';
import { brotliPage, FAST_QUALITY } from './page.mjs';
import { brotliDecompressSync, brotliCompressSync, constants } from 'node:zlib';

/** @type {string | undefined} */
let dir;
afterEach(() => dir && rm(dir, { recursive: true, force: true }));

describe('the build cache', () => {
  it('digest keeps its parts apart', () => {
    expect(digest('ab', 'c')).not.toBe(digest('a', 'bc'));
    expect(digest('a', Buffer.from('b'))).toBe(digest('a', 'b'));
  });

  it('packs a page (its facts and Brotli copy) into one entry and back', () => {
    const br = Buffer.from([1, 2, 3]);
    expect(unpackPage(packPage({ targets: ['/a'] }, br))).toEqual({ meta: { targets: ['/a'] }, br });
  });

  it('reads what it wrote, null for a missing key, and prunes to the keys it is given', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cache-'));
    const shelf = new CacheShelf(dir, 'pages', '.page');
    shelf.write('k1', 'one');
    shelf.write('k2', 'two');
    expect(shelf.read('k1')?.toString()).toBe('one');
    expect(shelf.read('nope')).toBeNull();
    await shelf.prune(new Set(['k2']));
    expect(await readdir(join(dir, 'pages'))).toEqual(['k2.page']);
    shelf.remove('k2');
    expect(shelf.read('k2')).toBeNull();
  });
});

describe('brotliPage', () => {
  it('uses the fast quality for a page that fits in the first round trip', () => {
    const html = '<p>Rates and lanes.</p>'.repeat(500);
    const fast = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: FAST_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    expect(brotliPage(html).equals(fast)).toBe(true);
  });

  it('compresses a page again at quality 11 when the fast copy would not fit', () => {
    // Text that compresses, but to more than 13.6 KB at the fast quality.
    let seed = 1;
    const word = () => ((seed = (seed * 16807) % 2147483647), `${['load', 'rate', 'lane', 'truck', 'broker', 'miles', 'dock', 'fuel'][seed % 8]}${seed % 97}`);

    const html = Array.from({ length: 9000 }, word).join(' ');
    const br = brotliPage(html);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    const fast = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: FAST_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    expect(fast.length).toBeGreaterThan(13_600);
    expect(br.length).toBeLessThan(fast.length);
  });
});
