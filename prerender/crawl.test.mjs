import { describe, expect, it } from 'vitest';
import { crawl } from './crawl.mjs';

const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';

/** A fake site: path → links on that page. Unknown paths render the not-found page. */
function fakeRender(site) {
  const calls = [];
  const render = async (path) => {
    calls.push(path);
    if (!(path in site)) return { head: '', html: '<p>404</p>', status: 404, notFound: true };
    const links = site[path].map((href) => `<a href="${href}">x</a>`).join('');
    return { head: `<title>${path}</title>`, html: `<main>${links}</main>`, status: 200, notFound: false };
  };
  return { render, calls };
}

describe('crawl', () => {
  it('follows internal links once each and resolves relative ones against the page', async () => {
    const { render, calls } = fakeRender({
      '/': ['/about', '/blogs', 'https://elsewhere.test/', 'mailto:a@example.com', '#top'],
      '/about': ['/', 'blogs/one'],
      '/blogs': ['/blogs/one', '/about'],
      '/blogs/one': ['blogs/one', '/'],
    });
    const { pages, quirks, notFoundHtml } = await crawl({ render, template });
    expect([...pages.keys()]).toEqual(['/', '/about', '/blogs', '/blogs/one']);
    expect(calls).toEqual(['/', '/about', '/blogs', '/blogs/one', '/404']);
    expect(pages.get('/about')).toContain('<head><title>/about</title></head><div id="root" data-prerendered="/about">');
    expect([...quirks.keys()]).toEqual(['/blogs/blogs/one']);
    expect(notFoundHtml).toContain('data-prerendered="*"');
  });

  it('stops on a broken internal link and names the page that links it', async () => {
    const { render } = fakeRender({ '/': ['/about'], '/about': ['/missing'] });
    await expect(crawl({ render, template })).rejects.toThrow('broken internal link: /missing matches no page (linked from /about)');
  });

  it('stops on a render error and on an unexpected status', async () => {
    await expect(
      crawl({
        render: async () => {
          throw new Error('boom');
        },
        template,
      }),
    ).rejects.toThrow(/render error on \/ .*boom/);
    await expect(
      crawl({ render: async () => ({ head: '', html: '', status: 500, notFound: false }), template }),
    ).rejects.toThrow('unexpected status 500 on /');
  });

  it('scales linearly: 2,000 pages that all link to each other are rendered once each', async () => {
    const paths = Array.from({ length: 2000 }, (_, i) => `/p/${i}`);
    const site = { '/': [paths[0]], ...Object.fromEntries(paths.map((path, i) => [path, [paths[(i + 1) % paths.length], '/', ...paths.slice(0, 3)]])) };
    const { render, calls } = fakeRender(site);
    const { pages } = await crawl({ render, template });
    expect(pages.size).toBe(2001);
    expect(calls).toHaveLength(2002);
  });
});
