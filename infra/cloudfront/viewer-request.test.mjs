// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyViewerRequest, applyViewerResponse, loadViewerRequest, toCloudFrontQuerystring } from './load.mjs';
import { pagePath, parsePath, TWINNED_PAGES } from '../../src/lib/paths.mjs';
import { DEFAULT_LOCALE, LOCALE, LOCALES } from '../../src/lib/locale.mjs';
import { isPrecompressed } from '../content-types.mjs';

const handler = loadViewerRequest();

/** @typedef {Record<string, { value: string, multiValue?: { value: string }[] }>} Querystring */

/**
 * A CloudFront viewer-request event, as documented by AWS.
 * @param {string} uri
 * @param {Querystring} [querystring]
 */
function event(uri, querystring = {}) {
  /** @type {Record<string, { value: string }>} */
  const headers = { host: { value: 'example.com' } };
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '198.51.100.11' },
    request: { method: 'GET', uri, querystring, headers, cookies: {} },
  };
}

/** @param {string} uri @param {Querystring} [querystring] */
function run(uri, querystring) {
  // JSON round trip: plain objects from this realm (the handler runs in its own V8 context).
  return JSON.parse(JSON.stringify(handler(event(uri, querystring))));
}

describe('viewer-request handler', () => {
  it('redirects a moved page (REDIRECTS), with or without its trailing slash, keeping the query', () => {
    const moved = loadViewerRequest({ redirects: { '/old-page': '/about', '/old/deep': 'https://elsewhere.example/x' } });
    const location = (/** @type {string} */ uri, /** @type {Querystring} */ querystring = {}) =>
      JSON.parse(JSON.stringify(moved(event(uri, querystring)))).headers?.location?.value;
    expect(location('/old-page')).toBe('/about');
    expect(location('/old-page/', { a: { value: '1' } })).toBe('/about?a=1');
    expect(location('/old/deep')).toBe('https://elsewhere.example/x');
    expect(JSON.parse(JSON.stringify(moved(event('/old-page')))).statusCode).toBe(301);
    expect(location('/old-page/child')).toBeUndefined();
    expect(location('/toString')).toBeUndefined(); // only the table's own entries
    expect(run('/old-page').uri).toBe('/old-page/index.html'); // the table is empty today
  });

  it('rewrites extensionless paths to their index.html without redirecting', () => {
    expect(run('/about').uri).toBe('/about/index.html');
    expect(run('/blogs/some-slug').uri).toBe('/blogs/some-slug/index.html');
    expect(run('/v1.2/page').uri).toBe('/v1.2/page/index.html');
    expect(run('/.well-known').uri).toBe('/.well-known/index.html');
  });

  it('returns the request itself (headers and query string untouched) for rewrites', () => {
    const e = event('/about', { a: { value: '1' } });
    const result = /** @type {ViewerRequest} */ (handler(e));
    expect(result).toBe(e.request);
    expect(result.querystring).toEqual({ a: { value: '1' } });
    expect(result.headers?.host?.value).toBe('example.com');
  });

  it('serves / from /index.html', () => {
    expect(run('/').uri).toBe('/index.html');
  });

  it('leaves paths whose last segment has an extension untouched', () => {
    for (const uri of [
      '/assets/index-BxY12abc.js',
      '/robots.txt',
      '/404.html',
      '/sitemap.xml',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/index.html',
      '/about/index.html',
      '/v1.2',
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      '/a%20b.png',
    ]) {
      const result = run(uri);
      expect(result.uri, uri).toBe(uri);
      expect(result.statusCode, uri).toBeUndefined();
    }
  });

  it('redirects a trailing slash with a 301', () => {
    const result = run('/about/');
    expect(result.statusCode).toBe(301);
    expect(result.headers.location.value).toBe('/about');
    expect(run('/blogs/some-slug/').headers.location.value).toBe('/blogs/some-slug');
  });

  it('collapses repeated trailing slashes', () => {
    expect(run('/about///').headers.location.value).toBe('/about');
  });

  it('keeps a single-value query string', () => {
    const result = run('/about/', { a: { value: '1' }, b: { value: '2' } });
    expect(result.headers.location.value).toBe('/about?a=1&b=2');
  });

  it('keeps multi-value query strings and does not re-encode', () => {
    const result = run('/about/', {
      tag: { value: 'a%20b', multiValue: [{ value: 'a%20b' }, { value: 'c%26d' }] },
      utm_source: { value: 'news' },
      flag: { value: '' },
    });
    expect(result.headers.location.value).toBe('/about?tag=a%20b&tag=c%26d&utm_source=news&flag');
  });

  it('never produces a protocol-relative Location (open redirect)', () => {
    expect(run('//evil.example/').headers.location.value).toBe('/evil.example');
    expect(run('/\\evil.example/').headers.location.value).toBe('/evil.example');
    expect(run('///evil.example//').headers.location.value).toBe('/evil.example');
  });

  it('handles odd input without throwing', () => {
    expect(run('').uri).toBe('/index.html');
    expect(run('//').headers.location.value).toBe('/');
    expect(run('about').uri).toBe('/about/index.html');
    expect(run('/%E2%9C%93').uri).toBe('/%E2%9C%93/index.html');
    expect(run('/file.').uri).toBe('/file./index.html');
    // Malformed on purpose: the handler must not trust the event's shape.
    const malformed = (/** @type {unknown} */ value) => /** @type {Querystring} */ (value);
    expect(run('/a/', malformed({ x: null, y: 'junk', z: { multiValue: 'nope' } })).headers.location.value).toBe('/a?x&y&z');
    expect(run('/a/', malformed(null)).headers.location.value).toBe('/a');

    const odd = (/** @type {unknown} */ request) => handler(/** @type {Parameters<typeof handler>[0]} */ ({ request }));
    expect(() => odd({})).not.toThrow();
    expect(() => odd({ uri: 42, querystring: 'x' })).not.toThrow();
  });

  it('never throws on arbitrary URIs', () => {
    const alphabet = ['/', '/', '.', 'a', '%', '2', 'F', '\\', '?', '#', ' ', 'é', '\u0000'];
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      let uri = '';
      const length = Math.floor(random() * 12);
      for (let j = 0; j < length; j++) uri += alphabet[Math.floor(random() * alphabet.length)];
      const result = run(uri, { q: { value: uri } });
      if (result.statusCode) {
        expect(result.headers.location.value).toMatch(/^\/(?![/\\])/);
      } else {
        expect(result.uri.startsWith('/')).toBe(true);
      }
    }
  });
});

describe('toCloudFrontQuerystring', () => {
  it('builds CloudFront-shaped objects without decoding', () => {
    expect(toCloudFrontQuerystring('a=1&b=x%20y&a=2&c&d=')).toEqual({
      a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
      b: { value: 'x%20y' },
      c: { value: '' },
      d: { value: '' },
    });
    expect(toCloudFrontQuerystring('')).toEqual({});
    expect(Object.keys(toCloudFrontQuerystring('__proto__=1&constructor=2'))).toEqual(['__proto__', 'constructor']);
  });
});

describe('applyViewerRequest', () => {
  it('rewrites', () => {
    expect(applyViewerRequest('/about')).toEqual({ type: 'rewrite', uri: '/about/index.html' });
    expect(applyViewerRequest('/about?x=1')).toEqual({ type: 'rewrite', uri: '/about/index.html' });
    expect(applyViewerRequest('/')).toEqual({ type: 'rewrite', uri: '/index.html' });
    expect(applyViewerRequest('/assets/app-abc12345.js?v=2')).toEqual({ type: 'rewrite', uri: '/assets/app-abc12345.js' });
  });

  it('redirects with the query string (single and multi-value)', () => {
    expect(applyViewerRequest('/about/?x=1')).toEqual({
      type: 'redirect',
      status: 301,
      location: '/about?x=1',
      headers: { location: '/about?x=1', 'cache-control': 'public, max-age=3600' },
    });
    expect(applyViewerRequest('/blogs/post//?a=1&b=2&a=3')).toMatchObject({
      type: 'redirect',
      status: 301,
      location: '/blogs/post?a=1&a=3&b=2',
    });
    expect(applyViewerRequest('/about/?q=a%2Fb%20c')).toMatchObject({ location: '/about?q=a%2Fb%20c' });
    expect(applyViewerRequest('/about/?')).toMatchObject({ location: '/about' });
  });

  it('accepts odd request targets', () => {
    expect(applyViewerRequest('')).toEqual({ type: 'rewrite', uri: '/index.html' });
    expect(applyViewerRequest(/** @type {string} */ (/** @type {unknown} */ (undefined)))).toEqual({ type: 'rewrite', uri: '/index.html' });
    expect(applyViewerRequest('http://localhost:4173/about/?x=1')).toMatchObject({ location: '/about?x=1' });
    expect(applyViewerRequest('//evil.example/')).toMatchObject({ type: 'redirect', location: '/evil.example' });
  });
});

describe('files that are never served by their own name', () => {
  it('points a Brotli copy at a key that never exists (S3 404 -> the 404 page)', () => {
    for (const uri of ['/index.html.br', '/blogs/index.html.br', '/blogs/index.html%2Ebr', '/about/index.html.BR', '/assets/x.js.br']) {
      expect(applyViewerRequest(uri, 'br'), uri).toEqual({ type: 'rewrite', uri: '/_not-found' });
      expect(applyViewerRequest(uri), uri).toEqual({ type: 'rewrite', uri: '/_not-found' });
    }
  });

  it('still serves pages and files whose names merely contain those words', () => {
    expect(applyViewerRequest('/blogs/breaking-news')).toEqual({ type: 'rewrite', uri: '/blogs/breaking-news/index.html' });
    expect(applyViewerRequest('/blogs/_releases')).toEqual({ type: 'rewrite', uri: '/blogs/_releases/index.html' });
    // The deploy's records are kept from CloudFront by the bucket policy (infra/template.test.mjs), not here.
    expect(applyViewerRequest('/_releases/current.json')).toEqual({ type: 'rewrite', uri: '/_releases/current.json' });
    expect(applyViewerRequest('/about', 'br')).toEqual({ type: 'rewrite', uri: '/about/index.html.br' });
  });
});

describe('precompressed pages', () => {
  const withEncoding = (/** @type {string} */ uri, /** @type {string} */ value) => {
    const e = event(uri);
    e.request.headers['accept-encoding'] = { value };
    return JSON.parse(JSON.stringify(handler(e)));
  };

  it('serves the Brotli copy of a page to a viewer that accepts br', () => {
    const chrome = 'gzip, deflate, br, zstd';
    expect(withEncoding('/', chrome).uri).toBe('/index.html.br');
    expect(withEncoding('/about', chrome).uri).toBe('/about/index.html.br');
    expect(withEncoding('/about/index.html', chrome).uri).toBe('/about/index.html.br');
    expect(withEncoding('/404.html', 'br').uri).toBe('/404.html.br');
    expect(withEncoding('/', 'gzip;q=0.8, BR;q=0.5').uri).toBe('/index.html.br');
    expect(withEncoding('/', '*').uri).toBe('/index.html.br');
  });

  it('serves the page itself otherwise', () => {
    expect(run('/about').uri).toBe('/about/index.html');
    expect(withEncoding('/about', 'gzip, deflate').uri).toBe('/about/index.html');
    expect(withEncoding('/about', 'br;q=0, gzip').uri).toBe('/about/index.html');
    expect(withEncoding('/about', 'brotli, gzip').uri).toBe('/about/index.html');
    expect(withEncoding('/about', '').uri).toBe('/about/index.html');
  });

  it('serves the Brotli copy of a built script, stylesheet or SVG image to a viewer that accepts br', () => {
    for (const uri of ['/assets/index-BxY12abc.js', '/assets/index-BxY12abc.css', '/assets/img/hero-abc123.svg']) {
      expect(withEncoding(uri, 'gzip, deflate, br').uri, uri).toBe(`${uri}.br`);
      expect(withEncoding(uri, 'gzip, deflate').uri, uri).toBe(uri);
    }
  });

  it('leaves every other file to CloudFront’s own compression', () => {
    for (const uri of [
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.svg',
      '/about/index.HTML',
      '/assets/inter-abc.woff2',
      '/assets/og/home-abc.png',
      '/blogs/index.json',
    ]) {
      expect(withEncoding(uri, 'gzip, deflate, br').uri, uri).toBe(uri);
    }
  });

  it('asks for a Brotli copy exactly where the build writes one (infra/content-types.mjs)', () => {
    for (const file of [
      'index.html',
      'about/index.html',
      '404.html',
      'assets/app-abc12345.js',
      'assets/index-abc12345.css',
      'assets/img/a-b.svg',
      'assets/inter-a.woff2',
      'assets/og/a.png',
      'robots.txt',
      'sitemap.xml',
      'favicon.svg',
      'manifest.webmanifest',
      'icon-192.png',
      'og/home.png',
      'blogs/index.json',
    ]) {
      expect(applyViewerRequest(`/${file}`, 'br'), file).toHaveProperty('uri', `/${file}${isPrecompressed(file) ? '.br' : ''}`);
    }
  });

  it('redirects a trailing slash the same way whatever the encoding', () => {
    expect(withEncoding('/about/', 'br').headers.location.value).toBe('/about');
  });

  it('the local server’s entry point passes Accept-Encoding through', () => {
    expect(applyViewerRequest('/blogs?page=2', 'gzip, br')).toEqual({ type: 'rewrite', uri: '/blogs/index.html.br' });
    expect(applyViewerRequest('/blogs?page=2')).toEqual({ type: 'rewrite', uri: '/blogs/index.html' });
  });
});

describe('each language but the default, an edition of the function', () => {
  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('%s: its home, its pages and its not-found page, as the locale rules give them', (locale) => {
    const home = pagePath('home', locale);
    expect(applyViewerRequest(home)).toEqual({ type: 'rewrite', uri: `${home}index.html` });
    for (const page of TWINNED_PAGES.filter((name) => name !== 'home')) {
      expect(applyViewerRequest(pagePath(page, locale)), page).toEqual({ type: 'rewrite', uri: `${pagePath(page, locale)}/index.html` });
    }
    expect(applyViewerRequest(`${home}no-such-page`)).toEqual({ type: 'rewrite', uri: `${LOCALE[locale].prefix}/404.html` });
  });
});

describe('the Spanish edition', () => {
  it('serves its home with the slash its links write, and its pages as the English ones', () => {
    expect(applyViewerRequest('/es/')).toEqual({ type: 'rewrite', uri: '/es/index.html' });
    expect(applyViewerRequest('/es', 'br')).toMatchObject({ type: 'redirect', status: 301, location: '/es/' });
    expect(applyViewerRequest('/es?a=1')).toMatchObject({ type: 'redirect', location: '/es/?a=1' });
    expect(applyViewerRequest('/es/nosotros', 'br')).toEqual({ type: 'rewrite', uri: '/es/nosotros/index.html.br' });
    expect(applyViewerRequest('/es/nosotros/index.json')).toEqual({ type: 'rewrite', uri: '/es/nosotros/index.json' });
    expect(applyViewerRequest('/es/nosotros/')).toMatchObject({ type: 'redirect', location: '/es/nosotros' });
  });

  it('knows the pages the locale rules give it', () => {
    const pages = TWINNED_PAGES.map((page) => pagePath(page, 'es')).filter((path) => path !== '/es/');
    for (const path of pages) expect(applyViewerRequest(path), path).toEqual({ type: 'rewrite', uri: `${path}/index.html` });
  });

  it('answers any other page address under /es/ with its not-found page, status 404 on the way out', () => {
    const blog = ['/es/blog/pagina/1', '/es/blog/pagina', '/es/blog/categoria', '/es/blog/Cargas', '/es/blog/a/b', '/es/blog/categoria/x/pagina/01'];
    for (const path of ['/es/about', '/es/no/such/page', '/es/Nosotros', '/es/nosotros/x', '/es/blogs/understanding-detention-pay-negotiation', ...blog]) {
      const request = /** @type {ViewerRequest} */ (handler(event(path)));
      expect(request.uri, path).toBe('/es/404.html');
      // viewer-response, with the request viewer-request made, or with the viewer's own.
      const respond = (/** @type {ViewerRequest} */ req) =>
        JSON.parse(JSON.stringify(handler({ ...event(''), context: { eventType: 'viewer-response' }, request: req, response: { statusCode: 200 } })));
      expect(respond(request).statusCode, path).toBe(404);
      expect(applyViewerResponse(path, 200), path).toBe(404);
    }
    expect(applyViewerRequest('/es/about', 'br')).toEqual({ type: 'rewrite', uri: '/es/404.html.br' });
    expect(applyViewerResponse('/es/about', 304)).toBe(304);
    // Asked for by its name, as /404.html may be: 200.
    for (const uri of ['/es/404.html', '/es/nosotros', '/404.html', '/about', '/es/']) expect(applyViewerResponse(uri, 200), uri).toBe(200);
    // English paths are not the Spanish edition's.
    expect(applyViewerRequest('/estimates')).toEqual({ type: 'rewrite', uri: '/estimates/index.html' });
  });

  it('leaves to the bucket every address shaped as a page of the Spanish blog, as the app parses them', () => {
    for (const path of [
      '/es/blog/pagina/2',
      '/es/blog/categoria/gestion-de-cargas',
      '/es/blog/categoria/x/pagina/12',
      '/es/blog/no-existe',
      '/es/blog/pagina/1',
      '/es/blog/x/y',
    ]) {
      const page = parsePath(path).kind !== 'other';
      expect(applyViewerRequest(path), path).toEqual({ type: 'rewrite', uri: page ? `${path}/index.html` : '/es/404.html' });
    }
  });
});
