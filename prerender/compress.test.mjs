import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CacheShelf } from './cache.mjs';
import { brotliBest, precompressAssets } from './compress.mjs';

/** @type {string[]} */
const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site() {
  const root = mkdtempSync(join(tmpdir(), 'compress-'));
  dirs.push(root);
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets', 'img'), { recursive: true });
  const script = 'export function hello(name) { return `Hello, ${name}!`; }\n'.repeat(200);
  writeFileSync(join(dist, 'assets', 'app-abc.js'), script);
  writeFileSync(join(dist, 'assets', 'img', 'truck-abc.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>');
  writeFileSync(join(dist, 'assets', 'inter-abc.woff2'), Buffer.from([1, 2, 3]));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const written = new Map();
  const kept = new Set();
  const build = () => ({
    distDir: dist,
    shelf: new CacheShelf(join(root, 'cache'), 'br'),
    write: (/** @type {string} */ file, /** @type {Buffer} */ data) => {
      written.set(file, data);
      writeFileSync(join(dist, file), data);
    },
    keep: (/** @type {string} */ file) => kept.add(file),
  });
  return { dist, script, written, kept, build, files: ['assets/app-abc.js', 'assets/img/truck-abc.svg', 'assets/inter-abc.woff2', 'favicon.svg'] };
}

describe('precompressAssets', () => {
  it('writes a Brotli copy of each built script, stylesheet and SVG image, and of nothing else', async () => {
    const { script, written, build, files } = site();
    expect(await precompressAssets({ ...build(), files })).toBe(2);
    expect([...written.keys()].sort()).toEqual(['assets/app-abc.js.br', 'assets/img/truck-abc.svg.br']);
    expect(brotliDecompressSync(written.get('assets/app-abc.js.br')).toString()).toBe(script);
    // Smaller than gzip at its best: the point of doing it once at build time.
    expect(written.get('assets/app-abc.js.br').length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });

  it('keeps a copy dist/ already has and takes one from the cache instead of compressing it again', async () => {
    const { dist, written, kept, build, files } = site();
    await precompressAssets({ ...build(), files });
    written.clear();
    expect(await precompressAssets({ ...build(), files })).toBe(0);
    expect(written.size).toBe(0);
    expect(kept).toContain('assets/app-abc.js.br');
    rmSync(join(dist, 'assets', 'app-abc.js.br'));
    expect(await precompressAssets({ ...build(), files })).toBe(0);
    expect([...written.keys()]).toEqual(['assets/app-abc.js.br']);
  });

  it('compresses at the best quality', () => {
    const text = 'const a = 1;\n'.repeat(500);
    expect(brotliDecompressSync(brotliBest(text)).toString()).toBe(text);
  });
});
