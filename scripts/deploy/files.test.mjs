// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../../infra/cache-control.mjs';
import { contentEncodingFor, contentTypeFor, isPrecompressed } from '../../infra/content-types.mjs';
import { mapWithConcurrency } from '../lib/concurrency.mjs';
import { assetReferences, cdnPathsFor, scanBuild, uploadPhase } from './files.mjs';

describe('content types and cache control', () => {
  it('maps every build file type explicitly', () => {
    expect(contentTypeFor('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('assets/index-BxY12abc.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('assets/index-BxY12abc.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('manifest.webmanifest')).toBe('application/manifest+json');
    expect(contentTypeFor('sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(contentTypeFor('robots.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeFor('favicon.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('favicon.ico')).toBe('image/x-icon');
    expect(contentTypeFor('assets/inter-Dx4kXJAl.woff2')).toBe('font/woff2');
    expect(contentTypeFor('assets/hero-Cq9z8A1b.AVIF')).toBe('image/avif');
    expect(contentTypeFor('assets/index-BxY12abc.js.map')).toBe('application/json; charset=utf-8');
    // The search index (prerender/search-index.mjs): JSON.
    expect(contentTypeFor('search-index.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('assets/search/0a1b2c3d4e5f.json')).toBe('application/json; charset=utf-8');
  });

  it('does not guess unknown extensions', () => {
    expect(contentTypeFor('notes.docx')).toBeUndefined();
    expect(contentTypeFor('LICENSE')).toBeUndefined();
    expect(contentTypeFor('x.constructor')).toBeUndefined();
    expect(contentTypeFor('archive.br')).toBeUndefined();
  });

  it('a precompressed copy has its file’s type and Content-Encoding br; pages and built text assets have one', () => {
    expect(contentTypeFor('about/index.html.br')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('assets/app-abc12345.js.br')).toBe('text/javascript; charset=utf-8');
    expect(contentEncodingFor('assets/app-abc12345.js.br')).toBe('br');
    expect(contentEncodingFor('about/index.html.br')).toBe('br');
    expect(contentEncodingFor('about/index.html')).toBeUndefined();
    expect(isPrecompressed('about/index.html')).toBe(true);
    expect(isPrecompressed('404.html')).toBe(true);
    expect(isPrecompressed('assets/app-abc12345.js')).toBe(true);
    expect(isPrecompressed('assets/img/post-abc.svg')).toBe(true);
    expect(isPrecompressed('assets/inter-abc.woff2')).toBe(false);
    expect(isPrecompressed('favicon.svg')).toBe(false);
    expect(isPrecompressed('sitemap.xml')).toBe(false);
  });

  it('caches hashed assets forever and revalidates the rest', () => {
    expect(cacheControlFor('assets/hero-desktop-1-Cq9z8A1b.svg')).toBe(IMMUTABLE);
    // The search index's shards are named by their content; its root is not.
    expect(cacheControlFor('assets/search/0a1b2c3d4e5f.json')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const key of [
      'index.html',
      'about/index.html',
      'sitemap.xml',
      'robots.txt',
      'favicon.svg',
      'manifest.webmanifest',
      'search-index.json',
      'search/index.html',
    ]) {
      expect(cacheControlFor(key), key).toBe(REVALIDATE);
    }
    expect(REVALIDATE).toBe('public, max-age=0, must-revalidate');
  });
});

describe('cdnPathsFor', () => {
  it('lists every URL that serves a page', () => {
    expect(cdnPathsFor('index.html')).toEqual(['/', '/index.html']);
    expect(cdnPathsFor('about/index.html')).toEqual(['/about', '/about/', '/about/index.html']);
    expect(cdnPathsFor('blogs/some-slug/index.html')).toEqual(['/blogs/some-slug', '/blogs/some-slug/', '/blogs/some-slug/index.html']);
    expect(cdnPathsFor('404.html')).toEqual(['/404.html']);
    expect(cdnPathsFor('robots.txt')).toEqual(['/robots.txt']);
    expect(cdnPathsFor('blogs/café au lait/index.html')[0]).toBe('/blogs/caf%C3%A9%20au%20lait');
  });
});

describe('assetReferences', () => {
  const candidates = [
    'assets/app-abc12345.js',
    'assets/hero-1x-Cq9z8A1b.avif',
    'assets/hero-2x-Dz9z8A1b.avif',
    'assets/inter-Dx4kXJAl.woff2',
    'assets/about-Ef12gh34.js',
    'assets/unused-00000000.css',
  ];

  it('finds src, href, srcset and meta references in HTML', () => {
    const html = `<!doctype html><link rel="modulepreload" href="/assets/about-Ef12gh34.js">
      <script type="module" crossorigin src="/assets/app-abc12345.js"></script>
      <img srcset="/assets/hero-1x-Cq9z8A1b.avif 1x, /assets/hero-2x-Dz9z8A1b.avif 2x">`;
    expect(assetReferences(candidates)(html).sort()).toEqual([
      'assets/about-Ef12gh34.js',
      'assets/app-abc12345.js',
      'assets/hero-1x-Cq9z8A1b.avif',
      'assets/hero-2x-Dz9z8A1b.avif',
    ]);
  });

  it('finds relative imports in JS and url() in CSS', () => {
    expect(assetReferences(candidates)('import("./about-Ef12gh34.js")')).toEqual(['assets/about-Ef12gh34.js']);
    expect(assetReferences(candidates)('@font-face{src:url(/assets/inter-Dx4kXJAl.woff2)}')).toEqual(['assets/inter-Dx4kXJAl.woff2']);
    expect(assetReferences(candidates)('nothing here')).toEqual([]);
  });

  it('tells apart files of the same name in different folders of assets/, by the path the text names', () => {
    const referenced = assetReferences(['assets/data/0a1b2c3d4e5f.json', 'assets/search/0a1b2c3d4e5f.json']);
    expect(referenced('<div data-route-data="/assets/data/0a1b2c3d4e5f.json">')).toEqual(['assets/data/0a1b2c3d4e5f.json']);
    expect(referenced('{"shards":[["","/assets/search/0a1b2c3d4e5f.json"]]}')).toEqual(['assets/search/0a1b2c3d4e5f.json']);
  });
});

describe('mapWithConcurrency', () => {
  it('keeps order and the concurrency limit', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
      peak = Math.max(peak, ++running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });

  it('starts nothing new after a failure and rethrows it', async () => {
    /** @type {number[]} */
    const started = [];
    const run = mapWithConcurrency([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (n === 2) throw new Error('boom');
    });
    await expect(run).rejects.toThrow('boom');
    expect(started).toEqual([1, 2, 3]);
  });
});

describe('scanBuild', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** @param {Record<string, string>} files */
  async function build(files) {
    dir = await mkdtemp(path.join(tmpdir(), 'scan-build-'));
    for (const [key, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, key)), { recursive: true });
      await writeFile(path.join(dir, key), content);
    }
    return dir;
  }

  it('lists files with key, MD5, type and cache control, in upload order', async () => {
    await build({
      'index.html': 'home',
      'about/index.html': 'about',
      '404.html': 'missing',
      'robots.txt': 'User-agent: *',
      'assets/app-abc12345.js': 'js',
      '.vite/manifest.json': '{}',
    });
    const files = await scanBuild(dir);
    expect(files.map((f) => f.key)).toEqual(['assets/app-abc12345.js', 'robots.txt', '404.html', 'about/index.html', 'index.html']);
    expect(files[0]).toMatchObject({
      size: 2,
      md5: expect.stringMatching(/^[0-9a-f]{32}$/),
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: IMMUTABLE,
      file: path.join(dir, 'assets/app-abc12345.js'),
    });
    expect(files.find((f) => f.key === 'index.html')?.md5).toBe('106a6c241b8797f52e1e77317b96a201'); // md5("home")
  });

  it('uploads a page’s Brotli copy with the page: its type, Content-Encoding br', async () => {
    await build({ 'index.html': 'home', 'index.html.br': 'br', 'assets/app-abc12345.js': 'js' });
    const files = await scanBuild(dir);
    expect(files.map((f) => f.key)).toEqual(['assets/app-abc12345.js', 'index.html', 'index.html.br']);
    expect(files[2]).toMatchObject({ contentType: 'text/html; charset=utf-8', contentEncoding: 'br', cacheControl: REVALIDATE });
    expect(files[1]?.contentEncoding).toBeUndefined();

    expect(uploadPhase('about/index.html.br')).toBe(uploadPhase('about/index.html'));
    expect(cdnPathsFor('about/index.html.br')).toEqual(['/about/index.html.br']);
  });

  it('explains how to fix a missing, empty or incomplete build', async () => {
    await expect(scanBuild(path.join(tmpdir(), 'no-such-build-dir'))).rejects.toThrow(/not found: run npm run build first/);
    await build({});
    await expect(scanBuild(dir)).rejects.toThrow(/is empty: run npm run build first/);
    await rm(dir, { recursive: true });
    await build({ 'about/index.html': 'x' });
    await expect(scanBuild(dir)).rejects.toThrow(/has no index.html: run npm run build first/);
  });

  it('names every file of unknown type', async () => {
    await build({ 'index.html': 'x', 'notes.docx': 'x', LICENSE: 'x' });
    await expect(scanBuild(dir)).rejects.toThrow(/Unknown file type: LICENSE, notes.docx/);
  });
});
