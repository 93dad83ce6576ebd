import { describe, expect, it } from 'vitest';
import { crawl } from './crawl.mjs';
import { pageTargets } from './links.mjs';
import { UPDATES_HREF, updatesHref } from '../src/lib/footerQuirk.mjs';

/**
 * A fake site for crawl(): path → links on that page; unknown paths are 404s. makePage resolves
 * after `delay(path)` ms, so pages can finish out of order.
 * @param {Record<string, string[]>} site @param {(path: string) => number} delay
 */
function fakeSite(site, delay = () => 0) {
  const calls = /** @type {string[]} */ ([]);
  /** @param {string} path @param {{ notFoundPage?: boolean }} options @returns {Promise<{ status: number, notFound: boolean, targets: string[], made?: string }>} */
  const makePage = async (path, options = {}) => {
    calls.push(options.notFoundPage ? `404:${path}` : path);
    const ms = delay(path);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    if (options.notFoundPage) return { status: 404, notFound: true, targets: [] };
    if (!(path in site)) return { status: 404, notFound: false, targets: [] };
    const html = (site[path] ?? []).map((href) => `<a href="${href}">x</a>`).join('');
    return { status: 200, notFound: false, targets: pageTargets(html, path), made: path };
  };
  return { makePage, calls };
}

const quirk = UPDATES_HREF;
const spanishQuirk = updatesHref('/es/blog/como-negociar-el-pago-por-tiempo-de-espera');

describe('crawl', () => {
  it('makes every start page, follows internal links once each and resolves relative ones against the page', async () => {
    const { makePage, calls } = fakeSite({
      '/': ['/about', '/blogs', 'https://elsewhere.test/', 'mailto:a@example.com', '#top'],
      '/about': ['/', `${quirk}`],
      '/blogs': [`/${quirk}`, '/about'],
      [`/${quirk}`]: [quirk, '/', '/es/'],
      '/es/': [spanishQuirk],
      [`/es/${spanishQuirk}`]: [spanishQuirk],
      '/unlinked': [],
    });
    const {
      pages,
      quirks,
      notFoundPages: [notFoundPage],
    } = await crawl({ start: ['/', '/unlinked'], makePage });
    const made = ['/', '/unlinked', '/about', '/blogs', `/${quirk}`, '/es/', `/es/${spanishQuirk}`];
    expect([...pages.keys()]).toEqual(made);
    expect(calls).toEqual([...made, '404:/404']);
    expect(pages.get('/about')?.made).toBe('/about');
    expect(/** @type {{ targets?: string[] } | undefined} */ (pages.get('/about'))?.targets).toBeUndefined();
    // The spec's relative footer link, resolved below its language's root, is reported, not followed.
    expect([...quirks]).toEqual([
      [`/blogs/${quirk}`, `/${quirk}`],
      [`/es/blog/${spanishQuirk}`, `/es/${spanishQuirk}`],
    ]);
    expect(notFoundPage?.notFound).toBe(true);
  });

  it('stops on a broken internal link and names the page that links it', async () => {
    const { makePage } = fakeSite({ '/': ['/about'], '/about': ['/missing'] });
    await expect(crawl({ makePage })).rejects.toThrow('broken internal link: /missing matches no page (linked from /about)');
    await expect(crawl({ start: ['/gone'], makePage })).rejects.toThrow('broken internal link: /gone matches no page (linked from (start))');
  });

  it('stops on a render error, an unexpected status or redirect, and a wrong not-found page', async () => {
    const failing = async () => {
      throw new Error('boom');
    };
    await expect(crawl({ makePage: failing })).rejects.toThrow(/render error on \/ .*boom/);
    await expect(crawl({ makePage: async () => ({ status: 500, targets: [] }) })).rejects.toThrow('unexpected status 500 on /');
    await expect(crawl({ makePage: async () => ({ status: 200, redirect: '/x', targets: [] }) })).rejects.toThrow('unexpected redirect on / → /x');
    await expect(crawl({ makePage: async () => ({ status: 200, notFound: false, targets: [] }) })).rejects.toThrow(
      '/404 should render the not-found page with status 404, got 200',
    );
  });

  it('makes pages ahead of the one being checked, and keeps the crawl order when they finish out of order', async () => {
    const paths = Array.from({ length: 30 }, (_, i) => `/p/${i}`);
    const site = { '/': paths, ...Object.fromEntries(paths.map((path) => [path, ['/']])) };
    let running = 0;
    let most = 0;
    const { makePage } = fakeSite(site, (path) => (path.endsWith('0') ? 8 : 1));
    const counted = async (/** @type {string} */ path, /** @type {{ notFoundPage?: boolean } | undefined} */ options) => {
      running += 1;
      most = Math.max(most, running);
      try {
        return await makePage(path, options);
      } finally {
        running -= 1;
      }
    };
    const { pages } = await crawl({ makePage: counted, window: 8 });
    expect([...pages.keys()]).toEqual(['/', ...paths]);
    expect(most).toBe(8);
  });

  it('scales linearly: 2,000 pages that all link to each other are made once each', async () => {
    const paths = Array.from({ length: 2000 }, (_, i) => `/p/${i}`);
    const site = {
      '/': paths.slice(0, 1),
      ...Object.fromEntries(paths.map((path, i) => [path, [/** @type {string} */ (paths[(i + 1) % paths.length]), '/', ...paths.slice(0, 3)]])),
    };
    const { makePage, calls } = fakeSite(site);
    const { pages } = await crawl({ makePage, window: 16 });
    expect(pages.size).toBe(2001);
    expect(calls).toHaveLength(2002);
  });
});
