// The local host: dist/ answered as CloudFront answers from the bucket, so `npm start`, the e2e
// suite and the benches see what production serves. The same viewer-request function picks the
// file, the same headers go on every answer, and only GET and HEAD reach the files (the
// distribution's allowed methods). With lead delivery on, /api/contact is the distribution's
// second behaviour: any method, no function, the request handed on as its function URL would.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import http from 'node:http';
import http2 from 'node:http2';
import compression from 'compression';
import send from 'send';
import { applyViewerRequest } from '../infra/cloudfront/load.mjs';
import { pathSecurityHeaders, securityHeadersFor } from '../infra/security-headers.mjs';
import { cacheControlFor } from '../infra/cache-control.mjs';
import { contentEncodingFor, contentTypeFor } from '../infra/content-types.mjs';
import { CONTACT_PATH } from '../src/lib/lead.mjs';
import { serveFunctionUrl } from './function-url.mjs';
import { localCertificate } from './local-certificate.cjs';

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ dist?: string, contact?: import('./function-url.mjs').FunctionUrlHandler, pathHeaders?: typeof pathSecurityHeaders }} AppOptions
 */

/** The request listener: `contact` turns lead delivery on; `pathHeaders` are infra/security-headers.mjs's unless a test gives others. @param {AppOptions} [options] */
function createApp({ dist = 'dist', contact, pathHeaders = pathSecurityHeaders } = {}) {
  const root = resolve(dist);
  const notFoundPage = readFileSync(join(root, '404.html'));
  const compress = compression();
  /** S3's ETag is the MD5 of the object: kept per file while its size and time stay. @type {Map<string, { stamp: string, etag: string }>} */
  const etags = new Map();

  /** CloudFront's custom error response: 404.html, with status 404. @param {Request} req @param {Response} res */
  const notFound = (req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', contentTypeFor('404.html') ?? 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControlFor('404.html'));
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  };

  /**
   * The object `uri` names, read as S3 reads a key: decoded once and taken literally, so an empty,
   * "." or ".." segment names a key a bucket uploaded from dist/ never has.
   * @param {Request} req @param {Response} res @param {string} uri
   */
  const serveObject = (req, res, uri) => {
    let key;
    try {
      key = decodeURIComponent(uri).slice(1);
    } catch {
      return notFound(req, res);
    }
    if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return notFound(req, res);
    // S3 answers one well-formed byte range; anything else gets the whole object.
    const [, first = '', last = ''] = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '') ?? [];
    if (!(first || last) || (first && last && Number(last) < Number(first))) delete req.headers.range;
    send(req, uri, { root, dotfiles: 'allow', index: false, etag: false, cacheControl: false })
      .on('headers', (_, path, stat) => {
        const stamp = `${stat.size}:${stat.mtimeMs}`;
        let known = etags.get(path);
        if (known?.stamp !== stamp) etags.set(path, (known = { stamp, etag: `"${createHash('md5').update(readFileSync(path)).digest('hex')}"` }));
        res.setHeader('ETag', known.etag);
        res.setHeader('Cache-Control', cacheControlFor(key));
        res.setHeader('Content-Type', contentTypeFor(key) ?? 'application/octet-stream');
        // A page's Brotli copy, chosen by the function, goes as is (compression leaves an encoded answer alone).
        const encoding = contentEncodingFor(key);
        if (!encoding) return;
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
      })
      .on('directory', () => notFound(req, res))
      .on('error', (/** @type {{ status?: number }} */ error) => {
        if (error.status !== 412 && error.status !== 416) return notFound(req, res);
        res.statusCode = error.status;
        res.end();
      })
      .pipe(res);
  };

  /** @param {Request} req @param {Response} res */
  return function handle(req, res) {
    // CloudFront picks the cache behaviour, and so the headers, by the path, before the function runs.
    const path = (req.url ?? '/').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';
    for (const [name, value] of Object.entries(securityHeadersFor(path, pathHeaders))) res.setHeader(name, value);
    if (contact && path === CONTACT_PATH) return serveFunctionUrl(req, res, contact);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 403;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return res.end(`${req.method} is not allowed here: this site only answers GET and HEAD.\n`);
    }
    const serve = () => {
      let decision;
      try {
        decision = applyViewerRequest(req.url ?? '/', req.headers['accept-encoding']);
      } catch {
        return notFound(req, res);
      }
      if (decision.type !== 'redirect') return serveObject(req, res, decision.uri);
      res.writeHead(decision.status, decision.headers);
      res.end();
    };
    // CloudFront compresses whole answers only, never a byte range.
    if (req.headers.range) serve();
    // @ts-expect-error compression's types ask for Express's request and response; it is Connect middleware and takes Node's.
    else compress(req, res, serve);
  };
}

/**
 * Serves dist/ on `host`:`port` (0: any free port) once it listens. With `http2`, over HTTPS and
 * HTTP/2 as CloudFront serves it (HTTP/1.1 to a client that does not offer h2), with the local
 * certificate only the project's Chromium trusts; else plain HTTP/1.1, which any browser opens.
 * @param {AppOptions & { port?: number, host?: string, http2?: boolean }} [options]
 */
export async function startServer({ port = 4173, host = '127.0.0.1', dist = 'dist', contact, pathHeaders, http2: overHttp2 = false } = {}) {
  const app = createApp({ dist, contact, pathHeaders });
  const server = overHttp2
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
