import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheShelf, digest, pack, sourceDigest, unpack } from './cache.mjs';
import { brotliPage, PAGE_QUALITIES } from './page-brotli.mjs';
import { HTML_BUDGET } from './report.mjs';
import { brotliDecompressSync, brotliCompressSync, constants } from 'node:zlib';

/** @type {string | undefined} */
let dir;
afterEach(() => dir && rm(dir, { recursive: true, force: true }));

describe('the build cache', () => {
  it('digest keeps its parts apart', () => {
    expect(digest('ab', 'c')).not.toBe(digest('a', 'bc'));
    expect(digest('a', Buffer.from('b'))).toBe(digest('a', 'b'));
  });

  it('sourceDigest follows the code a module imports, and nothing else', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cache-'));
    const write = (/** @type {string} */ name, /** @type {string} */ text) => writeFile(join(dir ?? '', name), text);
    await write('entry.mjs', "import { b } from './b.mjs';\nimport {\n  parse,\n} from 'yaml';\nexport const a = b;\n");
    await write('b.mjs', "export { c as b } from './c.mjs';\n");
    await write('c.mjs', 'export const c = 1;\n');
    await write('unrelated.mjs', 'export const d = 1;\n');
    const entry = pathToFileURL(join(dir, 'entry.mjs'));
    const first = sourceDigest(entry);
    await write('unrelated.mjs', 'export const d = 2;\n');
    expect(sourceDigest(entry)).toBe(first);
    await write('c.mjs', 'export const c = 2;\n');
    expect(sourceDigest(entry)).not.toBe(first);
  });

  it('packs a page (its facts and Brotli copy) into one entry and back', () => {
    const br = Buffer.from([1, 2, 3]);
    expect(unpack(pack({ targets: ['/a'] }, br))).toEqual({ head: { targets: ['/a'] }, data: br });
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
  /** @param {string} html @param {number} quality */
  const at = (html, quality) =>
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  /** Text that compresses, but less well than markup: `count` words. @param {number} count */
  const words = (count) => {
    let seed = 1;
    const word = () => ((seed = (seed * 16807) % 2147483647), `${['load', 'rate', 'lane', 'truck', 'broker', 'miles', 'dock', 'fuel'][seed % 8]}${seed % 97}`);
    return Array.from({ length: count }, word).join(' ');
  };

  it('uses the fast quality for a page that fits in the first round trip', () => {
    const html = '<p>Rates and lanes.</p>'.repeat(500);
    expect(PAGE_QUALITIES[0]).toBe(5);
    expect(brotliPage(html).equals(at(html, 5))).toBe(true);
  });

  it('takes the next quality that fits when the fast copy would not', () => {
    // Over 13.6 KB at quality 5, under it at 10.
    const html = words(7000);
    expect(at(html, 5).length).toBeGreaterThan(HTML_BUDGET);
    expect(at(html, 10).length).toBeLessThanOrEqual(HTML_BUDGET);
    const br = brotliPage(html);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(br.equals(at(html, 10))).toBe(true);
  });

  it('uses the best quality for a page that fits at none', () => {
    const html = words(9000);
    expect(at(html, 11).length).toBeGreaterThan(HTML_BUDGET);
    expect(brotliPage(html).equals(at(html, 11))).toBe(true);
  });
});
