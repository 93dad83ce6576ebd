// @vitest-environment node
// The metadata rules the deploy writes to S3 and the local server sends: Content-Type, Content-Encoding, Cache-Control.
import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-control.mjs';
import { contentEncodingFor, contentTypeFor, isPrecompressed } from './content-types.mjs';

describe('content types', () => {
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
});

describe('cache control', () => {
  it('caches hashed assets for a year without revalidating, and revalidates the rest on every request', () => {
    expect(cacheControlFor('assets/hero-desktop-1-Cq9z8A1b.svg')).toBe(IMMUTABLE);
    // The search index's shards are named by their content; its root is not.
    expect(cacheControlFor('assets/search/0a1b2c3d4e5f.json')).toBe(IMMUTABLE);
    expect(IMMUTABLE.split(', ')).toEqual(expect.arrayContaining(['public', 'immutable']));
    expect(Number(/max-age=(\d+)/.exec(IMMUTABLE)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
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
    expect(REVALIDATE.split(', ')).toEqual(expect.arrayContaining(['max-age=0', 'must-revalidate']));
  });
});
