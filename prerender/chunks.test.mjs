import { describe, expect, it } from 'vitest';
import { routeAssets } from './chunks.mjs';

describe('routeAssets', () => {
  const manifest = {
    'index.html': { file: 'assets/boot-a.js', isEntry: true, css: ['assets/index-a.css'] },
    'src/entry-client.tsx': { file: 'assets/app-e.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-v.js' },
    'src/pages/HomePage.tsx': { file: 'assets/HomePage-h.js', imports: ['_vendor.js', '_swiper.js'], css: ['assets/HomePage-h.css'] },
    '_swiper.js': { file: 'assets/swiper-s.js', css: ['assets/swiper-s.css'] },
    'src/pages/AboutPage.tsx': { file: 'assets/AboutPage-b.js', imports: ['_vendor.js'] },
  };

  it("lists the app entry first (boot imports it by that URL), then its chunks and the page's in evaluation order, and links the page's CSS", () => {
    expect(routeAssets(manifest, ['src/pages/HomePage.tsx'])).toEqual({
      scripts: ['/assets/app-e.js', '/assets/vendor-v.js', '/assets/swiper-s.js', '/assets/HomePage-h.js'],
      // In evaluation order too, as Vite links a chunk's CSS: what a page imports comes before the page's own.
      styles: '<link rel="stylesheet" crossorigin href="/assets/swiper-s.css"><link rel="stylesheet" crossorigin href="/assets/HomePage-h.css">',
    });
  });

  it('lists each chunk once and never what the HTML already loads', () => {
    expect(routeAssets(manifest, ['src/pages/AboutPage.tsx', 'src/pages/AboutPage.tsx'])).toEqual({
      scripts: ['/assets/app-e.js', '/assets/vendor-v.js', '/assets/AboutPage-b.js'],
      styles: '',
    });
  });

  it('fails when the boot script imports a chunk up front (a request before it can run)', () => {
    const shared = { ...manifest, 'index.html': { ...manifest['index.html'], imports: ['_pageBoot.js'] }, '_pageBoot.js': { file: 'assets/pageBoot-p.js' } };
    expect(() => routeAssets(shared, [])).toThrow(/imports _pageBoot\.js up front/);
  });

  it('fails on a module the manifest does not have (a renamed page loses no preloads silently)', () => {
    expect(() => routeAssets(manifest, ['src/pages/NoSuchPage.tsx'])).toThrow(/no chunk "src\/pages\/NoSuchPage.tsx"/);
    const renamed = Object.fromEntries(Object.entries(manifest).filter(([key]) => key !== 'src/entry-client.tsx'));
    expect(() => routeAssets(renamed, [])).toThrow(/no chunk "src\/entry-client.tsx"/);
  });
});
