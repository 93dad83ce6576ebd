import { describe, expect, it } from 'vitest';
import { buildSitemaps, robotsTxt } from './sitemap.mjs';

describe('buildSitemaps', () => {
  it('writes one urlset up to the limit', () => {
    const files = buildSitemaps([{ loc: 'https://x.test/' }, { loc: 'https://x.test/a&b', lastmod: '2025-06-10' }], 'https://x.test');
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<url><loc>https://x.test/</loc></url>');
    expect(files['sitemap.xml']).toContain('<url><loc>https://x.test/a&amp;b</loc><lastmod>2025-06-10</lastmod></url>');
    expect(files['sitemap.xml']).toContain('<urlset');
  });

  it('writes a sitemap index past the limit', () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ loc: `https://x.test/p${i}` }));
    const files = buildSitemaps(urls, 'https://x.test', 2);
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<sitemapindex');
    expect(files['sitemap.xml']).toContain('<loc>https://x.test/sitemap-3.xml</loc>');
    expect(files['sitemap-3.xml']).toContain('https://x.test/p4');
    expect(files['sitemap-1.xml']?.match(/<url>/g)).toHaveLength(2);
  });

  it('splits 50,001 URLs into two files by default', () => {
    const urls = Array.from({ length: 50_001 }, (_, i) => ({ loc: `https://x.test/p${i}` }));
    const files = buildSitemaps(urls, 'https://x.test');
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap', () => {
    expect(robotsTxt('https://x.test')).toContain('Sitemap: https://x.test/sitemap.xml');
  });
});
