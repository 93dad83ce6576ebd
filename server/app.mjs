// The local static host: dist/ served with the CDN's rules (the same CloudFront Function source,
// the same security headers), so `npm start` and the e2e suite see what production serves.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import http from 'node:http';
import sirv from 'sirv';
import compression from 'compression';
import { applyViewerRequest } from '../infra/cloudfront/load.mjs';
import { securityHeaders } from '../infra/security-headers.mjs';
import { cacheControlFor } from '../infra/cache-control.mjs';
import { contentEncodingFor, contentTypeFor } from '../infra/content-types.mjs';

export function createApp({ dist = 'dist' } = {}) {
  const root = resolve(dist);
  const notFoundPage = readFileSync(join(root, '404.html'));
  const compress = compression();
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: [], // the viewer-request rules below decide which file a path means
    // The same Content-Type and Cache-Control rules as the deploy script uploads with.
    setHeaders: (res, pathname) => {
      const file = pathname.replace(/^\//, '');
      res.setHeader('Cache-Control', cacheControlFor(file));
      const type = contentTypeFor(file);
      if (type) res.setHeader('Content-Type', type);
      // A page's Brotli copy, chosen by the viewer-request rules: sent as is (the compression
      // middleware leaves an encoded response alone).
      const encoding = contentEncodingFor(file);
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
      }
    },
  });

  const sendNotFound = (res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', contentTypeFor('404.html'));
    res.setHeader('Cache-Control', cacheControlFor('404.html'));
    res.end(notFoundPage);
  };

  return function handle(req, res) {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    compress(req, res, () => {
      let decision;
      try {
        decision = applyViewerRequest(req.url ?? '/', req.headers['accept-encoding']);
      } catch {
        return sendNotFound(res);
      }
      if (decision.type === 'redirect') {
        res.writeHead(decision.status, { Location: decision.location });
        return res.end();
      }
      const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
      req.url = decision.uri + query;
      files(req, res, () => sendNotFound(res));
    });
  };
}

export function startServer({ port = 4173, host = '127.0.0.1', dist = 'dist' } = {}) {
  const server = http.createServer(createApp({ dist }));
  return new Promise((resolveListening) => server.listen(port, host, () => resolveListening(server)));
}
