// The CloudFront Function (infra/README.md, "URL rules"): clean URLs onto the prerendered files, each Brotli copy to viewers
// that accept br, and the Spanish not-found page (the distribution has one error page, the English), 404 on viewer-response.
// A script, as CloudFront Functions have no modules: the template inlines it, the local server runs it (load.mjs).

/** @typedef {{ uri: string, querystring?: Record<string, { value: string, multiValue?: { value: string }[] }>, headers?: Record<string, { value: string }> }} ViewerRequest */

/** Moved pages: old path -> new path or URL, both without a trailing slash (README, "Add a redirect"). @type {Record<string, string>} */
var REDIRECTS = {};

/** The Spanish edition's home, pages and the shapes of its blog's (src/lib/paths.mjs); which slugs exist only the bucket knows. */
var SPANISH = {
  home: '/es/',
  pages: ['/es/nosotros', '/es/servicios', '/es/contacto', '/es/blog', '/es/buscar'],
  blog: /^\/es\/blog\/(?:pagina\/(?!1$)[1-9]\d*|categoria\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/pagina\/(?!1$)[1-9]\d*)?|(?!(?:pagina|categoria)$)[a-z0-9]+(?:-[a-z0-9]+)*)$/,
  notFound: '/es/404.html',
};
/** Marks a request sent to the Spanish not-found page, for viewer-response (the page asked for by its name answers 200, as 404.html does). */
var NOT_FOUND_MARK = 'x-northlane-not-found';

/** @param {{ request: ViewerRequest, response?: { statusCode: number, statusDescription?: string }, context?: { eventType?: string } }} event */
function handler(event) {
  if (event.context && event.context.eventType === 'viewer-response') return notFoundStatus(event);
  var request = event.request;
  var uri = typeof request.uri === 'string' ? request.uri : '';
  if (uri.charAt(0) !== '/') uri = '/' + uri;
  // A copy asked for by its own name would arrive encoded whatever the viewer accepts; S3 reads "%2E" as a dot.
  if (uri.toLowerCase().replace(/%2e/g, '.').slice(-3) === '.br') {
    request.uri = '/_not-found';
    return request;
  }
  var path = canonicalPath(uri);
  if (Object.prototype.hasOwnProperty.call(REDIRECTS, path)) return redirect(REDIRECTS[path] + queryString(request.querystring));
  if (uri === '/') return precompressed(request, '/index.html');
  // The Spanish home keeps its slash, as its links write it.
  if (uri === SPANISH.home) return precompressed(request, SPANISH.home + 'index.html');
  if (path + '/' === SPANISH.home) return redirect(SPANISH.home + queryString(request.querystring));
  if (uri.charAt(uri.length - 1) === '/') return redirect(path + queryString(request.querystring));
  if (unknownSpanishPage(uri)) {
    request.headers = request.headers || {};
    request.headers[NOT_FOUND_MARK] = { value: 'es' };
    return precompressed(request, SPANISH.notFound);
  }
  return precompressed(request, hasExtension(uri) ? uri : uri + '/index.html');
}

function hasExtension(/** @type {string} */ uri) {
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  var dot = last.lastIndexOf('.');
  return dot > 0 && dot < last.length - 1;
}

/** A page address under /es/ that the Spanish edition does not have (a file's, with an extension, goes to the bucket). @param {string} uri */
function unknownSpanishPage(uri) {
  if (uri.indexOf(SPANISH.home) !== 0 || uri === SPANISH.home || hasExtension(uri) || SPANISH.pages.indexOf(uri) !== -1) return false;
  return !SPANISH.blog.test(uri);
}

/** viewer-response: 404 for the Spanish not-found page sent for an unknown address (the request marked, or its address). */
function notFoundStatus(/** @type {{ request: ViewerRequest, response?: { statusCode: number, statusDescription?: string } }} */ event) {
  var response = event.response || { statusCode: 200 };
  var headers = event.request.headers || {};
  var spanishNotFound = Object.prototype.hasOwnProperty.call(headers, NOT_FOUND_MARK) || unknownSpanishPage(event.request.uri);
  if (spanishNotFound && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}

function precompressed(/** @type {ViewerRequest} */ request, /** @type {string} */ uri) {
  var hasCopy = uri.slice(-5) === '.html' || /^\/assets\/(?:[^/]+\/)*[^/]+\.(?:js|css|svg)$/.test(uri);
  request.uri = hasCopy && acceptsBrotli(request.headers) ? uri + '.br' : uri;
  return request;
}

/** Whether Accept-Encoding lists br (or *) with a weight above 0. @param {ViewerRequest['headers']} headers */
function acceptsBrotli(headers) {
  var header = headers && headers['accept-encoding'];
  var codings = (header && typeof header.value === 'string' ? header.value : '').toLowerCase().split(',');
  for (var i = 0; i < codings.length; i++) {
    var parts = (codings[i] || '').split(/;\s*q=/); // the last q= is the weight
    var name = ((parts[0] || '').split(';')[0] || '').trim();
    if ((name === 'br' || name === '*') && (parts.length === 1 || parseFloat(parts[parts.length - 1] || '') > 0)) return true;
  }
  return false;
}

// One leading "/" and no trailing one, so a Location is never "//host"; loops keep a long run of slashes linear.
function canonicalPath(/** @type {string} */ uri) {
  var end = uri.length;
  while (end > 0 && uri.charAt(end - 1) === '/') end--;
  var start = 0;
  while (start < end && (uri.charAt(start) === '/' || uri.charAt(start) === '\\')) start++;
  return '/' + uri.slice(start, end);
}

/** "?a=1&a=2&b": names and values arrive percent-encoded and are joined as they are. @param {ViewerRequest['querystring']} querystring */
function queryString(querystring) {
  var query = querystring && typeof querystring === 'object' ? querystring : {};
  var names = Object.keys(query);
  var parts = [];
  for (var i = 0; i < names.length; i++) {
    var name = names[i] || '';
    var entry = query[name];
    var values = entry && Array.isArray(entry.multiValue) ? entry.multiValue : [entry];
    for (var j = 0; j < values.length; j++) {
      var item = values[j];
      var value = item && item.value;
      parts.push(value === undefined || value === null || value === '' ? name : name + '=' + value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

function redirect(/** @type {string} */ location) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: location }, 'cache-control': { value: 'public, max-age=3600' } },
  };
}
