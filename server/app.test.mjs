import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer } from './app.mjs';
import { securityHeaders } from '../infra/security-headers.mjs';

let dir;
let server;
let base;

/** A raw GET (no client-side URL normalisation), with optional headers. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-'));
  await mkdir(join(dir, 'about'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(join(dir, 'about/index.html'), `<!doctype html><title>about</title>${'<p>padding</p>'.repeat(200)}`);
  await writeFile(join(dir, 'about/index.html.br'), brotliCompressSync('<!doctype html><title>about, precompressed</title>'));
  await writeFile(join(dir, '404.html'), '<!doctype html><title>not found</title>');
  await writeFile(join(dir, 'assets/app-abc12345.js'), 'console.log(1)');
  await writeFile(join(dir, 'manifest.webmanifest'), '{}');
  server = await startServer({ port: 0, dist: dir });
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(async () => {
  server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('local server with the CDN rules', () => {
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
  });

  it('answers a missing path with 404.html and status 404, traversal included', async () => {
    for (const path of ['/nope', '/assets/missing-00000000.js', '/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain('<title>not found</title>');
    }
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
});
