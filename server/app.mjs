// The local host: dist/ answered as CloudFront answers from the bucket, so `npm start`, the e2e suite and the benches see what production serves.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import http from 'node:http';
import http2 from 'node:http2';
import compression from 'compression';
import send from 'send';
import { applyViewerRequest, applyViewerResponse } from '../infra/cloudfront/load.mjs';
import { pathSecurityHeaders, securityHeadersFor } from '../infra/security-headers.mjs';
import { cacheControlFor } from '../infra/cache-control.mjs';
import { contentEncodingFor, contentTypeFor } from '../infra/content-types.mjs';
import { CONTACT_PATH } from '../src/lib/lead.mjs';
import { serveFunctionUrl } from './function-url.mjs';
import { localCertificate } from './local-certificate.cjs';

/** @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res */

/** The path a viewer asked for, as CloudFront's behaviours and functions see it. @param {Req} req */
const viewerPath = (req) => (req.url ?? '/').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';

/** Serves dist/ on `port` (0: any free one), over HTTP/1.1 or with `http2` over HTTP/2 and TLS as CloudFront does; `contact` answers /api/contact. @param {{ port?: number, host?: string, dist?: string, contact?: import('./function-url.mjs').FunctionUrlHandler, pathHeaders?: typeof pathSecurityHeaders, http2?: boolean }} [options] */
export async function startServer({ port = 4173, host = '127.0.0.1', dist = 'dist', contact, pathHeaders = pathSecurityHeaders, http2: h2 = false } = {}) {
  const root = resolve(dist);
  const notFoundPage = readFileSync(join(root, '404.html'));
  const compress = compression();

  const notFound = (/** @type {Req} */ req, /** @type {Res} */ res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', contentTypeFor('404.html') ?? 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControlFor('404.html'));
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  };

  /** The viewer-request function's answer, or the object it names, read as S3 reads a key: decoded once and taken literally. @param {Req} req @param {Res} res */
  const serve = (req, res) => {
    let uri, key;
    try {
      const decision = applyViewerRequest(req.url ?? '/', req.headers['accept-encoding']);
      if (decision.type === 'redirect') return res.writeHead(decision.status, decision.headers).end();
      uri = decision.uri;
      key = decodeURIComponent(uri).slice(1);
    } catch {
      return notFound(req, res);
    }
    // No upload from dist/ has a key with an empty, "." or ".." segment.
    if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return notFound(req, res);
    // S3 answers one well-formed byte range; anything else gets the whole object.
    const [, first = '', last = ''] = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '') ?? [];
    if (!(first || last) || (first && last && Number(last) < Number(first))) delete req.headers.range;
    delete req.headers['cache-control']; // a viewer's no-cache does not stop CloudFront answering a matching validator with 304
    send(req, uri, { root, dotfiles: 'allow', index: false, etag: false, cacheControl: false })
      .on('headers', (_, path) => {
        // S3's ETag is the MD5 of the object.
        res.setHeader('ETag', `"${createHash('md5').update(readFileSync(path)).digest('hex')}"`);
        res.statusCode = applyViewerResponse(viewerPath(req), res.statusCode);
        res.setHeader('Cache-Control', cacheControlFor(key));
        res.setHeader('Content-Type', contentTypeFor(key) ?? 'application/octet-stream');
        // A page's Brotli copy, chosen by the function, goes as is (compression leaves an encoded answer alone).
        const encoding = contentEncodingFor(key);
        if (!encoding) return;
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
      })
      .on('directory', () => notFound(req, res))
      .on('error', (/** @type {{ status: number }} */ { status }) => {
        if (status !== 412 && status !== 416) return notFound(req, res);
        res.statusCode = status; // with the headers send set (Content-Range for a 416)
        res.end();
      })
      .pipe(res);
  };

  const app = (/** @type {Req} */ req, /** @type {Res} */ res) => {
    // CloudFront picks the cache behaviour, and so the headers, by the path, before the function runs.
    const path = viewerPath(req);
    for (const [name, value] of Object.entries(securityHeadersFor(path, pathHeaders))) res.setHeader(name, value);
    if (contact && path === CONTACT_PATH) return serveFunctionUrl(req, res, contact);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return res
        .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(`${req.method} is not allowed here: this site only answers GET and HEAD.\n`);
    }
    // CloudFront compresses whole answers only, never a byte range.
    if (req.headers.range) serve(req, res);
    // @ts-expect-error compression's types ask for Express's request and response; it is Connect middleware and takes Node's.
    else compress(req, res, () => serve(req, res));
  };
  const server = h2
    ? // HTTP/2's compatibility request and response have every member the app uses (app.test.mjs runs it over both).
      http2.createSecureServer({ ...(await localCertificate()), allowHTTP1: true }, /** @type {any} */ (app))
    : http.createServer(app);
  await new Promise((listening) => server.listen(port, host, () => listening(undefined)));
  return server;
}

/** The origin a server of startServer answers on, e.g. `https://127.0.0.1:40123`. @param {http.Server | http2.Http2SecureServer} server */
export function originOf(server) {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `${server instanceof http.Server ? 'http' : 'https'}://127.0.0.1:${port}`;
}
