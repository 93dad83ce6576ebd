// The local static host: dist/ served as CloudFront serves the bucket, so `npm start`, the e2e suite
// and Lighthouse see what production serves. The same viewer-request function source decides which
// file a URL means; the same headers go on every response. What CloudFront and S3 do, and this does:
// - GET and HEAD only: any other method gets 403 (the distribution allows GET and HEAD).
// - ETag (the MD5 of the content, as S3 gives it) and Last-Modified on every file; If-None-Match,
//   else If-Modified-Since, answers 304 with the same ETag, Last-Modified and Cache-Control.
// - One byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`) answers 206 with Content-Range; a
//   range past the end answers 416; a malformed or multiple range is ignored (200, the whole file).
// - The function's redirects carry its own headers (Cache-Control); a missing file gets 404.html
//   with status 404 (CloudFront's custom error response).
// - Compression on the fly (gzip) for what is not precompressed, as CloudFront's `Compress`; a
//   page's Brotli copy goes as is, with `Content-Encoding: br`.
// With lead delivery on (`contact`, a handler of server/leads/handler.mjs), /api/contact is the
// distribution's second cache behaviour: any method, no viewer-request function, no caching, the
// request handed to the function as its function URL would hand it (server/leads/function-url.mjs).
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import http from 'node:http';
import http2 from 'node:http2';
import compression from 'compression';
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
 * @typedef {object} AppOptions
 * @property {string} [dist] the build to serve
 * @property {import('./function-url.mjs').FunctionUrlHandler} [contact] the contact handler: lead delivery on
 * @property {readonly { pathPattern: string, headers: Record<string, string> }[]} [pathHeaders] the path-specific headers (infra/security-headers.mjs)
 */

/** Methods the distribution allows (template: DefaultCacheBehavior.AllowedMethods). */
const ALLOWED_METHODS = ['GET', 'HEAD'];

/**
 * The byte range a Range header asks of a file of `size` bytes, as S3 reads it: `null` when the
 * header is absent, malformed or asks for several ranges (the whole file is sent), `'unsatisfiable'`
 * when it starts past the end, else `{ start, end }` (inclusive).
 * @param {string | undefined} header
 * @param {number} size
 */
function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Whether the request's validators match the file: If-None-Match wins; else If-Modified-Since.
 * @param {Request} req
 * @param {string} etag
 * @param {number} modified ms since the epoch
 */
function notModified(req, etag, modified) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim().replace(/^W\//, '');
      return value === '*' || value === etag;
    });
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(modified / 1000) * 1000 <= since;
}

/**
 * The request listener that serves dist/ as CloudFront does.
 * @param {AppOptions} [options]
 */
function createApp({ dist = 'dist', contact, pathHeaders = pathSecurityHeaders } = {}) {
  const root = resolve(dist);
  const notFoundPage = readFileSync(join(root, '404.html'));
  const compress = compression();
  /** @type {Map<string, { mtimeMs: number, size: number, etag: string }>} */
  const etags = new Map();

  /**
   * The file `uri` names under dist/, with its ETag, or null. Read as S3 reads a key: decoded once
   * and taken literally, so "//about" or "/about%2F/index.html" (an empty segment) and "/a/../b"
   * name keys a bucket uploaded from dist/ never has, and are not normalised into other files.
   */
  /** @param {string} uri */
  const lookup = (uri) => {
    let key;
    try {
      key = decodeURIComponent(uri).slice(1);
    } catch {
      return null; // malformed percent-encoding
    }
    if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) return null;
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return null;
    }
    if (!stats.isFile()) return null;
    let known = etags.get(path);
    if (!known || known.mtimeMs !== stats.mtimeMs || known.size !== stats.size) {
      known = { mtimeMs: stats.mtimeMs, size: stats.size, etag: `"${createHash('md5').update(readFileSync(path)).digest('hex')}"` };
      etags.set(path, known);
    }
    return {
      path,
      file: path
        .slice(root.length + 1)
        .split(sep)
        .join('/'),
      size: stats.size,
      modified: stats.mtimeMs,
      etag: known.etag,
    };
  };

  /** @param {Request} req @param {Response} res */
  const sendNotFound = (req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', contentTypeFor('404.html') ?? 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', cacheControlFor('404.html'));
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  };

  /** @param {Request} req @param {Response} res @param {NonNullable<ReturnType<typeof lookup>>} found */
  const sendFile = (req, res, found) => {
    const { path, file, size, modified, etag } = found;
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', new Date(modified).toUTCString());
    res.setHeader('Cache-Control', cacheControlFor(file));
    if (notModified(req, etag, modified)) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('Content-Type', contentTypeFor(file) ?? 'application/octet-stream');
    res.setHeader('Accept-Ranges', 'bytes');
    // A page's Brotli copy, chosen by the viewer-request rules: sent as is (the compression
    // middleware leaves an encoded response alone).
    const encoding = contentEncodingFor(file);
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
    }
    const range = parseRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${size}`);
      return res.end();
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) {
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    }
    res.setHeader('Content-Length', String(end - start + 1));
    if (req.method === 'HEAD' || size === 0) return res.end();
    createReadStream(path, { start, end }).pipe(res);
  };

  /** @param {Request} req @param {Response} res */
  return function handle(req, res) {
    // The headers of the request's path, as CloudFront picks the cache behaviour (before the function runs).
    const path = (req.url ?? '/').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';
    for (const [name, value] of Object.entries(securityHeadersFor(path, pathHeaders))) res.setHeader(name, value);

    if (contact && path === CONTACT_PATH) return serveFunctionUrl(req, res, contact);
    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      res.statusCode = 403;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return res.end(`${req.method} is not allowed here: this site only answers GET and HEAD.\n`);
    }
    const serve = () => {
      let decision;
      try {
        decision = applyViewerRequest(req.url ?? '/', req.headers['accept-encoding']);
      } catch {
        return sendNotFound(req, res);
      }
      if (decision.type === 'redirect') {
        res.writeHead(decision.status, decision.headers);
        return res.end();
      }
      const found = lookup(decision.uri);
      if (!found) return sendNotFound(req, res);
      sendFile(req, res, found);
    };
    // CloudFront compresses whole responses only, not a byte range.
    if (req.headers.range) serve();
    // @ts-expect-error compression's types ask for Express's request and response; it is Connect middleware and takes Node's.
    else compress(req, res, serve);
  };
}

/**
 * Serves dist/ on `host`:`port` (0: any free port); resolves once it listens. `pathHeaders` is replaced by tests.
 * With `http2`, over HTTP/2 as CloudFront serves it (HTTPS with the local certificate,
 * ./local-certificate.cjs, which only the project's Chromium trusts; HTTP/1.1 to clients that do
 * not offer h2); else plain HTTP/1.1, which any browser opens without a warning.
 * @param {AppOptions & { port?: number, host?: string, http2?: boolean }} [options]
 * @returns {Promise<http.Server | http2.Http2SecureServer>}
 */
export function startServer({ port = 4173, host = '127.0.0.1', dist = 'dist', contact, pathHeaders, http2: overHttp2 = false } = {}) {
  const app = createApp({ dist, contact, pathHeaders });
  const server = overHttp2
    ? http2.createSecureServer(
        { ...localCertificate(), allowHTTP1: true },
        // HTTP/2's compatibility request and response have every member of Node's HTTP/1 ones the app uses (server/app.test.mjs runs its rules over both).
        /** @type {(req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void} */ (/** @type {unknown} */ (app)),
      )
    : http.createServer(app);
  return new Promise((resolveListening) => server.listen(port, host, () => resolveListening(server)));
}

/**
 * The origin a server started by startServer answers on, e.g. `https://127.0.0.1:40123`.
 * @param {http.Server | http2.Http2SecureServer} server
 */
export function originOf(server) {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `${server instanceof http.Server ? 'http' : 'https'}://127.0.0.1:${port}`;
}
