// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BOOT_ATTRIBUTES, bootList, bootPage, NOT_FOUND_MARK, readBootAttributes, setBootAttributes } from './pageBoot.mjs';

const page = '<html><head></head><body><div id="root"><p>x</p></div></body></html>';

describe('setBootAttributes', () => {
  it('lists the boot-loaded chunks on #root', () => {
    const out = setBootAttributes(page, { prerendered: '/', modules: ['/assets/a.js', '/assets/b.js'] });
    expect(out).toContain('<div id="root" data-prerendered="/" data-modules="/assets/a.js /assets/b.js"><p>x</p></div>');
  });

  it('names the rest-of-stylesheet files and the route data file when the page has them', () => {
    const out = setBootAttributes(page, { prerendered: '/blogs', modules: ['/assets/a.js'], styles: ['/assets/r.css'], routeData: '/blogs/index.json' });
    expect(out).toContain(
      '<div id="root" data-prerendered="/blogs" data-modules="/assets/a.js" data-styles="/assets/r.css" data-route-data="/blogs/index.json">',
    );
  });

  it('escapes values and leaves the rest of the page as it is', () => {
    expect(setBootAttributes(page, { prerendered: '/a"b&c' })).toBe(
      '<html><head></head><body><div id="root" data-prerendered="/a&quot;b&amp;c"><p>x</p></div></body></html>',
    );
  });

  it('refuses a page without #root, a #root that has them already, and a URL that cannot be in a list', () => {
    expect(() => setBootAttributes('<p></p>', { prerendered: '/' })).toThrow(/no <div id="root">/);
    expect(() => setBootAttributes(setBootAttributes(page, { prerendered: '/' }), { prerendered: '/' })).toThrow(/already/);
    expect(() => setBootAttributes(page, { prerendered: '/', modules: ['/a b.js'] })).toThrow(/space-separated/);
  });
});

describe('readBootAttributes', () => {
  it('reads back what setBootAttributes wrote', () => {
    const values = { prerendered: NOT_FOUND_MARK, modules: ['/assets/app.js', '/assets/f.js'], styles: ['/assets/r.css'], routeData: '/x/index.json' };
    expect(readBootAttributes(setBootAttributes(page, values))).toEqual({ ...values, routeData: ['/x/index.json'] });
    expect(readBootAttributes(setBootAttributes(page, { prerendered: '/a"b' })).prerendered).toBe('/a"b');
  });

  it('reads #root only, and empty lists where there is nothing', () => {
    const html = '<div id="other" data-modules="/no.js"></div><div id="root" data-prerendered="/"></div>';
    expect(readBootAttributes(html)).toEqual({ prerendered: '/', modules: [], styles: [], routeData: [] });
    expect(readBootAttributes('<p></p>')).toEqual({ prerendered: undefined, modules: [], styles: [], routeData: [] });
  });
});

describe('in the browser', () => {
  const open = (root: string) => {
    document.body.innerHTML = root;
  };

  it('names each attribute as the dataset the browser reads it from', () => {
    for (const [key, name] of Object.entries(BOOT_ATTRIBUTES)) {
      const element = document.createElement('div');
      element.setAttribute(name, 'x');
      expect({ ...element.dataset }).toEqual({ [key]: 'x' });
    }
  });

  it("bootList reads #root's lists, bootPage what the app needs", () => {
    open(setBootAttributes('<div id="root"></div>', { prerendered: '/a&b', modules: ['/app.js', '/f.js'], routeData: '/assets/data/0123456789ab.json' }));
    expect(bootList('modules')).toEqual(['/app.js', '/f.js']);
    expect(bootList('styles')).toEqual([]);
    expect(bootList('routeData')).toEqual(['/assets/data/0123456789ab.json']);
    expect(bootPage()).toMatchObject({ prerendered: '/a&b', notFoundPage: false, routeData: '/assets/data/0123456789ab.json' });
    expect(bootPage().root.id).toBe('root');
    open(setBootAttributes('<div id="root"></div>', { prerendered: NOT_FOUND_MARK }));
    expect(bootPage()).toMatchObject({ prerendered: undefined, notFoundPage: true, routeData: undefined });
    open('<div id="root"></div>');
    expect(bootPage()).toMatchObject({ prerendered: undefined, notFoundPage: false, routeData: undefined });
  });
});
