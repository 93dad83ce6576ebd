import { describe, expect, it } from 'vitest';
import { buildSitemaps, decodeEntities, extractHrefs, fillTemplate, isKnownQuirk, pathToFile, resolveHref, robotsTxt, routeAssets } from './lib.mjs';

describe('resolveHref', () => {
  it('resolves absolute and relative links like a browser', () => {
    expect(resolveHref('/about', '/')).toBe('/about');
    expect(resolveHref('blogs/x', '/')).toBe('/blogs/x');
    expect(resolveHref('blogs/x', '/about')).toBe('/blogs/x');
    expect(resolveHref('blogs/x', '/blogs/y')).toBe('/blogs/blogs/x');
    expect(resolveHref('../contact', '/blogs/y')).toBe('/contact');
    expect(resolveHref('/services?ref=a#top', '/')).toBe('/services');
  });

  it('ignores external, mail, phone and fragment links', () => {
    expect(resolveHref('https://example.com/x', '/')).toBeNull();
    expect(resolveHref('mailto:a@example.com', '/')).toBeNull();
    expect(resolveHref('tel:+15555550100', '/')).toBeNull();
    expect(resolveHref('#main', '/about')).toBeNull();
    expect(resolveHref('  ', '/about')).toBeNull();
  });
});

describe('pathToFile', () => {
  it('maps a route path to its file under dist/', () => {
    expect(pathToFile('/')).toBe('index.html');
    expect(pathToFile('/about')).toBe('about/index.html');
    expect(pathToFile('/blogs/some-post')).toBe('blogs/some-post/index.html');
    expect(pathToFile('/blogs/')).toBe('blogs/index.html');
  });
});

describe('decodeEntities', () => {
  it('decodes what React escapes, once: &amp;quot; stays &quot;', () => {
    expect(decodeEntities('Rates &amp; &quot;Loads&quot; &#x27;24 &lt;3 &amp;quot;')).toBe('Rates & "Loads" \'24 <3 &quot;');
  });
});

describe('extractHrefs', () => {
  it('finds every anchor href, decoding entities', () => {
    const html = '<nav><a class="x" href="/a">A</a><a href="b?x=1&amp;y=2">B</a><link href="/not-a-link"/><a id="n">none</a></nav>';
    expect(extractHrefs(html)).toEqual(['/a', 'b?x=1&y=2']);
  });
});

describe('isKnownQuirk', () => {
  it('accepts only the relative Updates link resolved below the root', () => {
    expect(isKnownQuirk('/blogs/blogs/understanding-detention-pay-negotiation')).toBe(true);
    expect(isKnownQuirk('/blogs/page/blogs/understanding-detention-pay-negotiation')).toBe(true);
    expect(isKnownQuirk('/blogs/other-post')).toBe(false);
    expect(isKnownQuirk('/blogs/understanding-detention-pay-negotiation')).toBe(false);
    expect(isKnownQuirk('/nope')).toBe(false);
  });
});

describe('fillTemplate', () => {
  const template = '<html><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

  it('lists the boot-loaded chunks on #root', () => {
    const out = fillTemplate(template, { head: '', html: '<p>x</p>', prerendered: '/', modules: ['/assets/a.js', '/assets/b.js'] });
    expect(out).toContain('<div id="root" data-prerendered="/" data-modules="/assets/a.js /assets/b.js"><p>x</p></div>');
  });

  it('names the route data file on #root when the page has one', () => {
    const out = fillTemplate(template, { head: '', html: '', prerendered: '/blogs', modules: ['/assets/a.js'], data: '/blogs/index.json' });
    expect(out).toContain('<div id="root" data-prerendered="/blogs" data-modules="/assets/a.js" data-route-data="/blogs/index.json">');
  });

  it('puts head tags in <head> and the markup in #root, marked with its path', () => {
    const out = fillTemplate(template, { head: '<title>T $& $1</title>', html: '<main>$\'</main>', prerendered: '/a"b' });
    expect(out).toBe(
      '<html><head><meta charset="UTF-8" /><title>T $& $1</title></head><body><div id="root" data-prerendered="/a&quot;b"><main>$\'</main></div></body></html>',
    );
  });

  it('refuses a template without slots', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '', prerendered: '/' })).toThrow(/slot/);
  });
});

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
    expect(files['sitemap-1.xml'].match(/<url>/g)).toHaveLength(2);
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

describe('routeAssets', () => {
  const manifest = {
    'index.html': { file: 'assets/boot-a.js', isEntry: true, css: ['assets/index-a.css'] },
    'src/entry-client.tsx': { file: 'assets/app-e.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-v.js' },
    'src/pages/HomePage.tsx': { file: 'assets/HomePage-h.js', imports: ['_vendor.js', '_swiper.js'], css: ['assets/HomePage-h.css'] },
    '_swiper.js': { file: 'assets/swiper-s.js', css: ['assets/swiper-s.css'] },
    'src/pages/AboutPage.tsx': { file: 'assets/AboutPage-b.js', imports: ['_vendor.js'] },
  };

  it('lists the app entry first (boot imports it by that URL), then its chunks and the page\'s, and links the page\'s CSS', () => {
    expect(routeAssets(manifest, ['src/pages/HomePage.tsx'])).toEqual({
      scripts: ['/assets/app-e.js', '/assets/vendor-v.js', '/assets/HomePage-h.js', '/assets/swiper-s.js'],
      styles: '<link rel="stylesheet" crossorigin href="/assets/HomePage-h.css"><link rel="stylesheet" crossorigin href="/assets/swiper-s.css">',
    });
  });

  it('lists each chunk once and never what the HTML already loads', () => {
    expect(routeAssets(manifest, ['src/pages/AboutPage.tsx', 'src/pages/AboutPage.tsx'])).toEqual({
      scripts: ['/assets/app-e.js', '/assets/vendor-v.js', '/assets/AboutPage-b.js'],
      styles: '',
    });
    expect(routeAssets(manifest, ['src/pages/NoSuchPage.tsx']).scripts).toEqual(['/assets/app-e.js', '/assets/vendor-v.js']);
  });
});
