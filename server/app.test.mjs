import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import http2 from 'node:http2';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { originOf, startServer } from './app.mjs';
import { localCertificate } from './local-certificate.cjs';
import { securityHeaders } from '../infra/security-headers.mjs';

/** @typedef {{ status: number | undefined, headers: Record<string, string | string[] | undefined>, body: Buffer, protocol: string | undefined }} Answer */

let root = '';
let dir = '';
/** @type {import('node:http').Server | import('node:http2').Http2SecureServer} */
let server;
let base = '';

/**
 * A raw request (the path exactly as given: no client-side URL normalisation) to `origin`, with optional headers and method:
 * over HTTP/1.1 to an http: origin, over HTTP/2 (trusting the local certificate alone) to an https: one.
 * @param {string} origin @param {string} path @param {Record<string, string>} headers @returns {Promise<Answer>}
 */
async function request(origin, path, headers = {}, method = 'GET') {
  if (origin.startsWith('https:')) {
    const { cert } = await localCertificate();
    return new Promise((resolve, reject) => {
      const session = http2.connect(origin, { ca: cert });
      session.on('error', reject);
      const stream = session.request({ ':method': method, ':path': path, ...headers });
      const chunks = /** @type {Buffer[]} */ ([]);
      /** @type {import('node:http2').IncomingHttpHeaders & import('node:http2').IncomingHttpStatusHeader} */
      let response = {};
      stream.on('response', (received) => (response = received));
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        session.close();
        resolve({ status: response[':status'], headers: response, body: Buffer.concat(chunks), protocol: session.alpnProtocol });
      });
      stream.on('error', reject);
      stream.end();
    });
  }
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, headers, method }, (res) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), protocol: `http/${res.httpVersion}` }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-'));
  dir = join(root, 'dist');
  // What a path that climbs out of dist/ would find: the project's own files.
  await writeFile(join(root, 'package.json'), '{ "devDependencies": {} }');
  await writeFile(join(root, 'tsconfig.json'), '{ "compilerOptions": {} }');
  await mkdir(join(dir, 'about'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(join(dir, 'about/index.html'), `<!doctype html><title>about</title>${'<p>padding</p>'.repeat(200)}`);
  await writeFile(join(dir, 'about/index.html.br'), brotliCompressSync('<!doctype html><title>about, precompressed</title>'));
  await writeFile(join(dir, '404.html'), '<!doctype html><title>not found</title>');
  await writeFile(join(dir, 'assets/app-abc12345.js'), 'console.log(1)');
  await writeFile(join(dir, 'manifest.webmanifest'), '{}');
  server = await startServer({ port: 0, dist: dir });
  base = originOf(server);
});

afterAll(async () => {
  server?.close();
  await rm(root, { recursive: true, force: true });
});

// The same rules whichever protocol the server speaks: HTTP/1.1 (npm start) or HTTP/2 (the benches and the Lighthouse gate, as CloudFront).
describe.each([
  { protocol: 'http/1.1', overHttp2: false },
  { protocol: 'h2', overHttp2: true },
])('local server with the CDN rules over $protocol', ({ protocol, overHttp2 }) => {
  /** @type {typeof server} */
  let listening;
  let origin = '';
  /** A request to this describe's server. @param {string} path @param {Record<string, string>} headers */
  const get = (path, headers = {}, method = 'GET') => request(origin, path, headers, method);

  beforeAll(async () => {
    listening = await startServer({ port: 0, dist: dir, http2: overHttp2 });
    origin = originOf(listening);
  });
  afterAll(() => listening?.close());

  it(`speaks ${protocol}`, async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.protocol).toBe(protocol);
    expect(origin.startsWith(overHttp2 ? 'https://127.0.0.1:' : 'http://127.0.0.1:')).toBe(true);
  });

  it('gives the editor at /admin its own policy, and no other page a looser one (/search and its index included)', async () => {
    const { adminSecurityHeaders } = await import('../infra/security-headers.mjs');
    for (const path of ['/admin/', '/admin/index.html', '/admin/config.json']) {
      const res = await get(path);
      expect(res.headers['content-security-policy'], path).toBe(adminSecurityHeaders['Content-Security-Policy']);
      expect(res.headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
    }
    for (const path of ['/', '/about', '/administration', '/blogs/admin', '/search', '/search?q=detention', '/search-index.json']) {
      expect((await get(path)).headers['content-security-policy'], path).toBe(securityHeaders['Content-Security-Policy']);
    }
    expect(adminSecurityHeaders['Content-Security-Policy']).not.toMatch(/unsafe-eval/);
  });

  it('serves /x from /x/index.html as UTF-8 HTML with the security headers, revalidated', async () => {
    const res = await get('/about?utm=1');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<title>about</title>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers[name.toLowerCase()]).toBe(value);
  });

  it('redirects /x/ to /x with 301, keeping the query string', async () => {
    const res = await get('/about/?a=1&b=2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/about?a=1&b=2');
    // The function's own header, as CloudFront sends it.
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    // The function sees the path as sent: repeated leading slashes never become a protocol-relative Location.
    for (const path of ['//evil.example/', '/\\evil.example/', '///about/']) {
      const { status, headers } = await get(path);
      expect(status, path).toBe(301);
      expect(new URL(String(headers.location), origin).host, path).toBe(new URL(origin).host);
    }
  });

  it('answers a missing, malformed, long or climbing path with 404.html and status 404, never a file outside dist/', async () => {
    const notFoundPage = (await get('/nope')).body.toString();
    expect(notFoundPage).toContain('<title>not found</title>');
    for (const path of [
      '/assets/missing-00000000.js',
      '/../package.json',
      '/../../../../etc/passwd',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/tsconfig.json',
      '/..\\package.json',
      '/%E0%A4%A',
      '/%00',
      '/about%2F',
      '/ABOUT',
      '//about',
      '/blogs//x',
      // A climb that stays inside dist/ is a key S3 does not have either.
      '/assets/../about',
      `/${'lane-'.repeat(420)}`,
      `/${'x'.repeat(8000)}`,
    ]) {
      const res = await get(path);
      expect.soft(res.status, path).toBe(404);
      expect.soft(res.body.toString(), path).toBe(notFoundPage);
    }
    expect((await get('/')).status).toBe(200);
  });

  it('serves hashed assets as immutable with their own content type', async () => {
    const js = await get('/assets/app-abc12345.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
  });

  it('compresses with gzip when the client accepts it', async () => {
    const res = await get('/about', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('<title>about</title>');
  });

  it('serves a page’s Brotli copy as is to a client that accepts br, as CloudFront does', async () => {
    const res = await get('/about', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(brotliDecompressSync(res.body).toString()).toBe('<!doctype html><title>about, precompressed</title>');
    for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers[name.toLowerCase()]).toBe(value);
  });

  it('answers only GET and HEAD, as the distribution: any other method gets 403', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']) {
      const res = await get('/contact', { 'content-type': 'application/x-www-form-urlencoded' }, method);
      expect(res.status, method).toBe(403);
      expect(res.body.toString(), method).not.toContain('<title>');
      expect(res.headers['content-security-policy'], method).toBe(securityHeaders['Content-Security-Policy']);
    }
    const head = await get('/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('never serves a Brotli copy by its own name: *.br is 404', async () => {
    for (const path of ['/about/index.html.br', '/about/index.html%2Ebr']) {
      for (const encoding of [undefined, 'br']) {
        const res = await get(path, encoding ? { 'accept-encoding': encoding } : {});
        expect(res.status, `${path} ${encoding}`).toBe(404);
        expect(res.headers['content-encoding'], path).not.toBe('br');
        expect(res.body.toString(), path).toContain('<title>not found</title>');
      }
    }
  });

  it('sends an ETag (the MD5, as S3) and Last-Modified, and answers a matching If-None-Match with 304 and the same headers', async () => {
    const first = await get('/assets/app-abc12345.js');
    expect(first.headers.etag).toBe(`"${createHash('md5').update('console.log(1)').digest('hex')}"`);
    expect(first.headers['last-modified']).toMatch(/GMT$/);
    const again = await get('/assets/app-abc12345.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/assets/app-abc12345.js', { 'if-none-match': '"0", W/' + first.headers.etag })).status).toBe(304);
    expect((await get('/assets/app-abc12345.js', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get('/assets/app-abc12345.js', { 'if-none-match': String(first.headers.etag), 'cache-control': 'no-cache' })).status).toBe(304);
    const page = await get('/about');
    const revalidated = await get('/about', { 'if-none-match': String(page.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers If-Modified-Since (unless If-None-Match is sent, which wins)', async () => {
    const { headers } = await get('/manifest.webmanifest');
    const modified = new Date(String(headers['last-modified']));
    expect((await get('/manifest.webmanifest', { 'if-modified-since': modified.toUTCString() })).status).toBe(304);
    expect((await get('/manifest.webmanifest', { 'if-modified-since': new Date(modified.getTime() + 60_000).toUTCString() })).status).toBe(304);
    expect((await get('/manifest.webmanifest', { 'if-modified-since': new Date(modified.getTime() - 60_000).toUTCString() })).status).toBe(200);
    expect((await get('/manifest.webmanifest', { 'if-modified-since': 'yesterday' })).status).toBe(200);
    expect((await get('/manifest.webmanifest', { 'if-modified-since': modified.toUTCString(), 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers one byte range with 206, ignores a malformed or multiple one (200) and refuses one past the end (416)', async () => {
    const whole = 'console.log(1)';
    const range = (/** @type {string} */ value) => get('/assets/app-abc12345.js', { range: value });
    const first = await range('bytes=0-6');
    expect(first.status).toBe(206);
    expect(first.body.toString()).toBe('console');
    expect(first.headers['content-range']).toBe(`bytes 0-6/${whole.length}`);
    expect((await range('bytes=8-')).body.toString()).toBe('log(1)');
    expect((await range('bytes=-3')).body.toString()).toBe('(1)');
    expect((await range('bytes=10-999')).headers['content-range']).toBe(`bytes 10-13/${whole.length}`);
    for (const ignored of ['bytes=abc', 'bytes=0-1,4-5', 'items=0-1', 'bytes=5-2', 'bytes=-']) {
      const res = await range(ignored);
      expect(res.status, ignored).toBe(200);
      expect(res.body.toString(), ignored).toBe(whole);
      expect(res.headers['content-range'], ignored).toBeUndefined();
    }
    const past = await range('bytes=99-');
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('sends the headers of a path where infra/security-headers.mjs has a policy for its pattern, as CloudFront picks a cache behaviour', async () => {
    const search = { id: 'Search', pathPattern: '/search*', headers: { ...securityHeaders, 'Content-Security-Policy': "default-src 'self'" } };
    const withPaths = await startServer({ port: 0, dist: dir, pathHeaders: [search], http2: overHttp2 });
    try {
      const at = (/** @type {string} */ path) => request(originOf(withPaths), path);
      for (const path of ['/search', '/search?q=x', '/search/page/2']) {
        const res = await at(path);
        expect(res.headers['content-security-policy'], path).toBe("default-src 'self'");
        expect(res.headers['x-frame-options'], path).toBe('DENY');
      }
      for (const path of ['/about', '/Search', '/blogs/search']) {
        expect((await at(path)).headers['content-security-policy'], path).toBe(securityHeaders['Content-Security-Policy']);
      }
    } finally {
      withPaths.close();
    }
  });
});

describe('/api/contact', () => {
  /**
   * A request with a body (and its x-amz-content-sha256 unless `hash` says otherwise).
   * @param {string} baseUrl @param {string} path
   * @param {{ method?: string, body?: string, headers?: Record<string, string>, hash?: string, localAddress?: string }} [options]
   * @returns {Promise<{ status: number | undefined, headers: import('node:http').IncomingHttpHeaders, body: string }>}
   */
  function send(baseUrl, path, { method = 'POST', body = '', headers = {}, hash, localAddress } = {}) {
    const digest = hash ?? createHash('sha256').update(body).digest('hex');
    return new Promise((resolve, reject) => {
      const req = http.request(`${baseUrl}${path}`, { method, localAddress, headers: { 'x-amz-content-sha256': digest, ...headers } }, (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  it('without lead delivery is what it was: POST 403 (the static host), GET the 404 page', async () => {
    const post = await send(base, '/api/contact', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(post.status).toBe(403);
    const page = await request(base, '/api/contact');
    expect(page.status).toBe(404);
    expect(page.body.toString()).toContain('<title>not found</title>');
  });

  describe('with lead delivery on', () => {
    /** @typedef {import('../functions/contact/handler.mjs').FunctionUrlEvent} Event */
    /** @type {typeof server} */
    let contactServer;
    let contactBase = '';
    const events = /** @type {Event[]} */ ([]);
    const handler = async (/** @type {Event} */ event) => {
      events.push(event);
      if (event.rawQueryString === 'throw') throw new Error('function crashed');
      return { statusCode: 201, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: '{"ok":true}' };
    };

    beforeAll(async () => {
      contactServer = await startServer({ port: 0, dist: dir, contact: handler });
      contactBase = originOf(contactServer);
    });
    afterAll(() => contactServer?.close());

    it('hands the function a function URL event with the forwarded headers and the viewer’s address, and sends its answer with the security headers', async () => {
      events.length = 0;
      const body = JSON.stringify({ firstName: 'Ana' });
      const res = await send(contactBase, '/api/contact?x=1', {
        body,
        localAddress: '127.0.0.9',
        headers: { 'content-type': 'application/json', cookie: 'a=1', 'cloudfront-viewer-address': '6.6.6.6:1', 'x-forwarded-for': '6.6.6.6' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toBe('{"ok":true}');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers[name.toLowerCase()]).toBe(value);
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event).toMatchObject({ version: '2.0', rawPath: '/api/contact', rawQueryString: 'x=1', body, isBase64Encoded: false });
      expect(event?.requestContext?.http?.method).toBe('POST');
      // Only what the origin request policy forwards; CloudFront-Viewer-Address is CloudFront's, never the viewer's.
      expect(Object.keys(event?.headers ?? {}).sort()).toEqual(['cloudfront-viewer-address', 'content-type', 'user-agent', 'x-amz-content-sha256']);
      expect(event?.headers?.['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.9:\d+$/);
    });

    it('refuses a POST whose x-amz-content-sha256 is missing or wrong, as the function URL does (403), without calling the function', async () => {
      events.length = 0;
      for (const hash of ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855']) {
        const res = await send(contactBase, '/api/contact', { body: '{"a":1}', hash, headers: { 'content-type': 'application/json' } });
        expect(res.status).toBe(403);
        expect(JSON.parse(res.body).Message).toMatch(/x-amz-content-sha256/);
      }
      expect(events).toHaveLength(0);
    });

    it('passes other methods to the function (CloudFront allows them all there), and answers a function that throws with 502', async () => {
      events.length = 0;
      expect((await send(contactBase, '/api/contact', { method: 'GET' })).status).toBe(201);
      expect(events[0]?.requestContext?.http?.method).toBe('GET');
      expect(events[0]?.body).toBeUndefined();
      const crashed = await send(contactBase, '/api/contact?throw', { body: '{}', headers: { 'content-type': 'application/json' } });
      expect(crashed.status).toBe(502);
    });

    it('leaves every other path to the static rules (a trailing slash is another path)', async () => {
      expect((await send(contactBase, '/api/contact/', { body: '{}' })).status).toBe(403);
      expect((await request(contactBase, '/about')).status).toBe(200);
    });
  });
});
