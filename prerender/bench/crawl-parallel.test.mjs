// crawl()'s additions for large sites: onPage (stream pages out), routeAssets/assetTags, and the
// parallel mode (worker threads that import a render module), which must give the same pages, quirks
// and errors as the single-threaded crawl.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { crawl, pageTargets, PLAIN_PATH } from '../crawl.mjs';
import { resolveHref } from '../lib.mjs';

const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';
const dir = mkdtempSync(join(tmpdir(), 'crawl-parallel-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let modules = 0;
/**
 * A render module for a fake site (path → links on that page), as a file the workers can import.
 * Unknown paths render the not-found page; `special` maps a path to a behaviour: 'throw', 'exit'
 * (the worker thread dies), 'status-500', 'redirect', 'thread' (the page names its thread) or 'hog'
 * (as 'thread', and the page keeps 1 MB in memory for good, like a module cache that grows).
 */
function siteModule(site, special = {}) {
  const file = join(dir, `site-${(modules += 1)}.mjs`);
  writeFileSync(
    file,
    `import { threadId } from 'node:worker_threads';
const site = ${JSON.stringify(site)};
const special = ${JSON.stringify(special)};
export async function render(path) {
  await new Promise((resolve) => setTimeout(resolve, (path.length * 7) % 3));
  const kind = special[path];
  if (kind === 'throw') throw new Error('boom on ' + path);
  if (kind === 'exit') process.exit(3);
  if (kind === 'status-500') return { head: '', html: '', status: 500, notFound: false };
  if (kind === 'redirect') return { head: '', html: '', status: 302, notFound: false, redirect: '/' };
  if (kind === 'hog') (globalThis.kept ??= []).push(new Array(2 ** 17).fill(path.length + 0.5));
  if (!(path in site)) return { head: '', html: '<p>404</p>', status: 404, notFound: true, modules: ['nf'] };
  const links = site[path].map((href) => '<a class="x" href="' + href + '">x</a>').join('');
  const head = '<title>' + path + '</title>' + (kind === 'thread' || kind === 'hog' ? '<meta name="thread" content="' + threadId + '">' : '');
  return { head, html: '<main>' + links + '</main>', status: 200, notFound: false, modules: [path] };
}
`,
  );
  return file;
}

/** The same site crawled in this thread and in `workers` threads. */
async function both(file, options = {}) {
  const { render } = await import(pathToFileURL(file).href);
  const serial = await crawl({ render, template, ...options }).catch((error) => error);
  const parallel = await crawl({ template, workers: 2, renderModule: file, ...options }).catch((error) => error);
  return { serial, parallel };
}

/** A site of n posts listed on /blogs, each linking the first three and the footer's quirk link. */
function blogSite(n) {
  const slugs = Array.from({ length: n }, (_, i) => `/blogs/post-${i}`);
  const footer = ['/', '/about', 'blogs/post-0'];
  return {
    '/': ['/about', '/blogs', ...slugs.slice(0, 5), ...footer],
    '/about': footer,
    '/blogs': [...slugs, ...footer],
    ...Object.fromEntries(slugs.map((slug) => [slug, [...slugs.slice(0, 3), 'https://elsewhere.test/', 'mailto:a@b.test', '#top', ...footer]])),
  };
}

describe('pageTargets', () => {
  it('resolves each href against the page, drops external and fragment links, keeps the first of duplicates', () => {
    const html = '<a href="/a">1</a><a href="b">2</a><a href="/a#x">3</a><a href="https://e.test/">4</a><a href="#top">5</a><a href="/c?q=1">6</a>';
    expect(pageTargets(html, '/blogs/post')).toEqual(['/a', '/blogs/b', '/c']);
  });

  it('takes plain absolute paths as they are only where the URL parser would give the same path', () => {
    const hrefs = ['/', '/a', '/blogs/post-1', '/a//b', '/a_b~c-d/', '//evil.test/x', '/a/./b', '/a/../b', '/a.b', '/a b', '/é', '/a?b', '/a#b', '/%41', ' /a', '/a\\b', 'a', ''];
    for (const href of hrefs) {
      if (PLAIN_PATH.test(href)) expect(resolveHref(href, '/blogs/x'), href).toBe(href);
    }
    expect(hrefs.filter((href) => PLAIN_PATH.test(href))).toEqual(['/', '/a', '/blogs/post-1', '/a//b', '/a_b~c-d/']);
  });

  it('stays linear on a page with many links', () => {
    const html = Array.from({ length: 20_000 }, (_, i) => `<a class="card" href="/blogs/p-${i}">x</a>`).join('');
    const started = performance.now();
    expect(pageTargets(html, '/blogs')).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('crawl onPage', () => {
  it('hands every page to onPage in crawl order, waits for it, and keeps no HTML', async () => {
    const file = siteModule({ '/': ['/a', '/b'], '/a': ['/b', '/c'], '/b': [], '/c': ['/'] });
    const { render } = await import(pathToFileURL(file).href);
    const written = [];
    const { pages } = await crawl({
      render,
      template,
      onPage: async (path, html) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push([path, html.includes(`data-prerendered="${path}"`)]);
      },
    });
    expect(written).toEqual([
      ['/', true],
      ['/a', true],
      ['/b', true],
      ['/c', true],
    ]);
    expect([...pages]).toEqual([
      ['/', null],
      ['/a', null],
      ['/b', null],
      ['/c', null],
    ]);
  });

  it('fails the crawl when onPage fails', async () => {
    const file = siteModule({ '/': ['/a'], '/a': [] });
    const { render } = await import(pathToFileURL(file).href);
    const onPage = (path) => (path === '/a' ? Promise.reject(new Error('disk full')) : undefined);
    await expect(crawl({ render, template, onPage })).rejects.toThrow('disk full');
  });
});

describe('crawl assets', () => {
  it('puts routeAssets styles in <head> and its scripts on #root; assetTags (the older form) still works', async () => {
    const file = siteModule({ '/': [] });
    const { render } = await import(pathToFileURL(file).href);
    const routeAssets = (modules) => ({ styles: `<link href="${modules[0]}.css">`, scripts: [`/${modules[0]}.js`] });
    const withRoute = await crawl({ render, template, routeAssets });
    expect(withRoute.pages.get('/')).toBe('<head><title>/</title><link href="/.css"></head><div id="root" data-prerendered="/" data-modules="//.js"><main></main></div>');
    const withTags = await crawl({ render, template, assetTags: (modules) => `<link href="${modules[0]}.css">` });
    expect(withTags.pages.get('/')).toBe('<head><title>/</title><link href="/.css"></head><div id="root" data-prerendered="/"><main></main></div>');
    expect(withTags.notFoundHtml).toContain('<link href="nf.css">');
  });
});

describe('crawl in worker threads', () => {
  it('finds the same pages, in the same order, with the same HTML and quirks as the single-threaded crawl', async () => {
    const { serial, parallel } = await both(siteModule(blogSite(300)), { routeAssets: (modules) => ({ styles: '', scripts: modules }) });
    expect(serial.pages.size).toBe(303);
    expect([...parallel.pages]).toEqual([...serial.pages]);
    expect([...parallel.quirks]).toEqual([['/blogs/blogs/post-0', '/blogs/post-0']]);
    expect([...parallel.quirks]).toEqual([...serial.quirks]);
    expect(parallel.notFoundHtml).toBe(serial.notFoundHtml);
  });

  it('hands every page to onPage once, with the same HTML (in the order they finish)', async () => {
    const file = siteModule(blogSite(50));
    const { render } = await import(pathToFileURL(file).href);
    const serial = new Map();
    const parallel = new Map();
    const { pages } = await crawl({ render, template, onPage: (path, html) => serial.set(path, html) });
    await crawl({ template, workers: 2, renderModule: file, onPage: (path, html) => parallel.set(path, html) });
    expect([...serial.keys()]).toEqual([...pages.keys()]);
    expect(parallel.size).toBe(serial.size);
    expect(new Map([...parallel].sort())).toEqual(new Map([...serial].sort()));
  });

  it('keeps the same pages order when onPage sees pages out of order', async () => {
    const file = siteModule(blogSite(80));
    const { render } = await import(pathToFileURL(file).href);
    const serial = await crawl({ render, template, onPage: () => {} });
    const parallel = await crawl({ template, workers: 2, renderModule: file, onPage: () => {} });
    expect([...parallel.pages.keys()]).toEqual([...serial.pages.keys()]);
  });

  it('reports the same first error: broken link, unexpected status, redirect, render error', async () => {
    const site = { '/': ['/a', '/b', '/c'], '/a': ['/d'], '/b': ['/missing'], '/c': [], '/d': [] };
    for (const special of [{}, { '/c': 'status-500' }, { '/a': 'redirect' }, { '/d': 'throw' }]) {
      const { serial, parallel } = await both(siteModule(site, special));
      expect(serial).toBeInstanceOf(Error);
      expect(parallel).toBeInstanceOf(Error);
      expect(parallel.constructor).toBe(serial.constructor);
      // A render error's stack names the file and line; the message before it is the same.
      expect(parallel.message.split('\n')[0]).toBe(serial.message.split('\n')[0]);
    }
    const { parallel } = await both(siteModule(site));
    expect(parallel.message).toBe('broken internal link: /missing matches no page (linked from /b)');
    const { parallel: thrown } = await both(siteModule(site, { '/d': 'throw' }));
    expect(thrown.message).toMatch(/^render error on \/d \(linked from \/a\): Error: boom on \/d\n/);
  });

  it('fails on a template without slots as the single-threaded crawl does', async () => {
    const file = siteModule({ '/': ['/a'], '/a': [] });
    const { serial, parallel } = await both(file, { template: '<html></html>' });
    expect(serial.message).toBe('index.html template lacks the <!--app-head--> or <!--app-html--> slot');
    expect(parallel.message).toBe(serial.message);
  });

  it('turns a worker that dies into a render error on the page it was rendering', async () => {
    const file = siteModule({ '/': ['/a', '/b'], '/a': [], '/b': [] }, { '/b': 'exit' });
    await expect(crawl({ template, workers: 2, renderModule: file })).rejects.toThrow(/render error on \/b \(linked from \/\): .*exited with code 3/);
  });

  it('replaces a worker after recycleWorkersAfter pages, with the same result', async () => {
    const site = blogSite(40);
    const special = Object.fromEntries(Object.keys(site).map((path) => [path, 'thread']));
    const file = siteModule(site, special);
    const { pages } = await crawl({ template, workers: 2, renderModule: file, recycleWorkersAfter: 5 });
    expect(pages.size).toBe(43);
    const threads = new Set([...pages.values()].map((html) => /name="thread" content="(\d+)"/.exec(html)[1]));
    expect(threads.size).toBeGreaterThanOrEqual(8);
  });

  it('replaces a worker whose live heap passes half its limit, instead of running out of memory', async () => {
    const site = blogSite(250);
    const special = Object.fromEntries(Object.keys(site).map((path) => [path, 'hog']));
    const { pages } = await crawl({ template, workers: 2, renderModule: siteModule(site, special), workerHeapMb: 64 });
    expect(pages.size).toBe(253);
    const threads = new Set([...pages.values()].map((html) => /name="thread" content="(\d+)"/.exec(html)[1]));
    expect(threads.size).toBeGreaterThan(2);
  }, 30_000);

  it('needs a render module', async () => {
    await expect(crawl({ template, workers: 2 })).rejects.toThrow(/renderModule/);
  });
});
