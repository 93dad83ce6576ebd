import { describe, expect, it } from 'vitest';
import { buildSitemaps, robotsTxt, rssDate, rssFeed } from './sitemap.mjs';

describe('buildSitemaps', () => {
  it('writes one urlset up to the limit', () => {
    const files = buildSitemaps([{ loc: 'https://x.test/' }, { loc: 'https://x.test/a&b', lastmod: '2025-06-10' }], 'https://x.test');
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<url><loc>https://x.test/</loc></url>');
    expect(files['sitemap.xml']).toContain('<url><loc>https://x.test/a&amp;b</loc><lastmod>2025-06-10</lastmod></url>');
    expect(files['sitemap.xml']).toContain('<urlset');
  });

  it('lists each URL’s language versions as xhtml:link alternates', () => {
    const alternates = [
      { hreflang: 'en', href: 'https://x.test/about' },
      { hreflang: 'es', href: 'https://x.test/es/nosotros' },
      { hreflang: 'x-default', href: 'https://x.test/about' },
    ];
    const xml = buildSitemaps([{ loc: 'https://x.test/es/nosotros', alternates }], 'https://x.test')['sitemap.xml'];
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://x.test/es/nosotros</loc><xhtml:link rel="alternate" hreflang="en" href="https://x.test/about"/><xhtml:link rel="alternate" hreflang="es" href="https://x.test/es/nosotros"/><xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/about"/></url>',
    );
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

const posts = [
  { slug: 'b', title: 'Rates & "Lanes"', author: 'Dana Whitfield', category: 'Load Management', date: '2025-06-10', summary: 'Less <deadhead>.' },
  { slug: 'a', title: 'Older', author: 'Luis Ortega', category: 'Trucking Tips', date: '2025-05-01', updated: '2025-07-02', summary: 'Kept up to date.' },
];

describe('rssFeed', () => {
  it('in Spanish: the Spanish posts’ addresses, the Spanish blog and language', () => {
    const spanish = rssFeed({ posts, origin: 'https://x.test', path: '/es/rss.xml', title: 'Blog', description: 'Artículos.', locale: 'es' });
    expect(spanish).toContain('<link>https://x.test/es/blog/b</link>');
    expect(spanish).toContain('<link>https://x.test/es/blog</link>');
    expect(spanish).toContain('<language>es-us</language>');
  });

  const xml = rssFeed({ posts, origin: 'https://x.test', path: '/rss.xml', title: 'Blog', description: 'Articles.' });

  it('is RSS 2.0 with a self link and the newest change as its build date', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<atom:link href="https://x.test/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain(`<lastBuildDate>${rssDate('2025-07-02')}</lastBuildDate>`);
  });

  it('lists each post in order with its link, date, author, category and summary, escaped', () => {
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Rates &amp; &quot;Lanes&quot;</title>');
    expect(items[0]).toContain('<link>https://x.test/blogs/b</link>');
    expect(items[0]).toContain('<guid isPermaLink="true">https://x.test/blogs/b</guid>');
    expect(items[0]).toContain('<pubDate>Tue, 10 Jun 2025 00:00:00 GMT</pubDate>');
    expect(items[0]).toContain('<dc:creator>Dana Whitfield</dc:creator>');
    expect(items[0]).toContain('<description>Less &lt;deadhead&gt;.</description>');
    expect(items[1]).toContain('<category>Trucking Tips</category>');
  });
});
