// CloudFront Function (runtime cloudfront-js-2.0), viewer-request event.
//
// Maps clean URLs onto the prerendered files in the S3 bucket:
//   /            -> rewrite to /index.html
//   /about       -> rewrite to /about/index.html (no redirect)
//   /about/      -> 301 to /about, query string kept (repeated slashes collapse)
//   a moved page -> 301 to where it went (REDIRECTS)
//   /assets/x.js -> that file (or its Brotli copy): the LAST path segment has a file extension
//                   (/v1.2/page is a page, /v1.2 is a file)
// and serves the Brotli copies written at build time (<name>.br, uploaded with
// Content-Encoding: br) to viewers that accept br: a page (a URI ending in
// .html) and a script, stylesheet or SVG under /assets/ (the rule of
// infra/content-types.mjs).
// A Brotli copy is never served by its own name (*.br, which would arrive
// encoded whatever the viewer accepts): such a request is pointed at a key that
// never exists, and S3's 404 becomes the site's 404 page. (The deploy's release
// records, /_releases/, are kept from CloudFront by the bucket policy.)
//
// Single source of truth: infra/template.yaml inlines this file verbatim (a
// test enforces it; run `node infra/sync-template.mjs` after editing) and the
// local Node server evaluates it through infra/cloudfront/load.mjs.
// No import/export statements: CloudFront Functions do not allow modules.

/**
 * @typedef {Record<string, { value: string, multiValue?: { value: string }[] }>} Querystring
 * @typedef {{ uri: string, querystring?: Querystring, headers?: Record<string, { value: string }> }} ViewerRequest
 */

var NOT_FOUND_KEY = '/_not-found';

// Permanent redirects of pages that moved: old path -> new path or URL, both
// without a trailing slash ('/old-page': '/new-page'). The old path matches
// with or without a trailing slash, and the query string is kept. None today;
// to add one, see the README's "Add a redirect".
/** @type {Record<string, string>} */
var REDIRECTS = {};

/** @param {{ request: ViewerRequest }} event */
function handler(event) {
  var request = event.request;
  var uri = typeof request.uri === 'string' ? request.uri : '';
  if (uri.charAt(0) !== '/') {
    uri = '/' + uri; // CloudFront always sends a leading "/"; be safe anyway
    request.uri = uri;
  }

  if (isBrotliCopy(uri)) {
    request.uri = NOT_FOUND_KEY;
    return request;
  }

  var path = canonicalPath(uri);
  if (Object.prototype.hasOwnProperty.call(REDIRECTS, path)) {
    return redirect(REDIRECTS[path] + queryString(request.querystring));
  }

  if (uri === '/') {
    return precompressed(request, '/index.html');
  }

  if (uri.charAt(uri.length - 1) === '/') {
    return redirect(path + queryString(request.querystring));
  }

  var lastSegment = uri.slice(uri.lastIndexOf('/') + 1);
  var dot = lastSegment.lastIndexOf('.');
  if (dot > 0 && dot < lastSegment.length - 1) {
    return precompressed(request, uri);
  }

  return precompressed(request, uri + '/index.html');
}

// Whether `uri` names a *.br file, as S3 would read it (it decodes the path
// once: %2E is ".").
/** @param {string} uri */
function isBrotliCopy(uri) {
  return uri.toLowerCase().replace(/%2e/g, '.').slice(-3) === '.br';
}

// Points the request at `uri`, or at its Brotli copy when it has one and the
// viewer accepts br.
/** @param {ViewerRequest} request @param {string} uri */
function precompressed(request, uri) {
  var hasCopy = uri.slice(-5) === '.html' || /^\/assets\/(?:[^/]+\/)*[^/]+\.(?:js|css|svg)$/.test(uri);
  request.uri = hasCopy && acceptsBrotli(request.headers) ? uri + '.br' : uri;
  return request;
}

// Whether Accept-Encoding lists br (or *) without q=0.
/** @param {ViewerRequest['headers']} headers */
function acceptsBrotli(headers) {
  var header = headers && headers['accept-encoding'];
  var value = header && typeof header.value === 'string' ? header.value : '';
  var codings = value.toLowerCase().split(',');
  for (var i = 0; i < codings.length; i++) {
    var params = (codings[i] || '').split(';');
    var name = (params[0] || '').trim();
    if (name !== 'br' && name !== '*') {
      continue;
    }
    var weight = 1;
    for (var j = 1; j < params.length; j++) {
      var param = (params[j] || '').trim();
      if (param.slice(0, 2) === 'q=') {
        weight = parseFloat(param.slice(2));
      }
    }
    if (weight > 0) {
      return true;
    }
  }
  return false;
}

// Drops trailing slashes and collapses leading slashes/backslashes into one
// "/", so "//evil.example/" can never become a protocol-relative Location.
/** @param {string} uri */
function canonicalPath(uri) {
  var end = uri.length;
  while (end > 0 && uri.charAt(end - 1) === '/') {
    end--;
  }
  var start = 0;
  while (start < end && (uri.charAt(start) === '/' || uri.charAt(start) === '\\')) {
    start++;
  }
  return '/' + uri.slice(start, end);
}

// Rebuilds "?a=1&b=2" from CloudFront's querystring object
// ({ a: { value: '1' }, b: { value: '2', multiValue: [{ value: '2' }, ...] } }).
// Names and values arrive exactly as the viewer sent them (still
// percent-encoded), so they are joined as-is: nothing is encoded twice.
/** @param {Querystring | undefined} querystring */
function queryString(querystring) {
  if (!querystring || typeof querystring !== 'object') {
    return '';
  }
  var parts = [];
  var names = Object.keys(querystring);
  for (var i = 0; i < names.length; i++) {
    var name = names[i] || '';
    var entry = querystring[name];
    var values = entry && Array.isArray(entry.multiValue) ? entry.multiValue : [entry];
    for (var j = 0; j < values.length; j++) {
      var item = values[j];
      var value = item && item.value;
      parts.push(value === undefined || value === null || value === '' ? name : name + '=' + value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

/** @param {string} location */
function redirect(location) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: {
      location: { value: location },
      'cache-control': { value: 'public, max-age=3600' },
    },
  };
}
