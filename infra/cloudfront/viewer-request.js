// The CloudFront Function (infra/README.md, "URL rules"): clean URLs, Brotli copies, each language's not-found page (404 on viewer-response); a script, as Functions have no modules.

/** @typedef {{ uri: string, querystring?: Record<string, { value: string, multiValue?: { value: string }[] }>, headers?: Record<string, { value: string }> }} ViewerRequest @typedef {{ home: string, pages: string[], blog: RegExp, notFound: string }} Edition under a prefix, one per language but the default (src/lib/paths.mjs; its test checks each); its slugs only the bucket knows */

/** Moved pages: old path -> new path or URL, both without a trailing slash (README, "Add a redirect"). @type {Record<string, string>} */
var REDIRECTS = {};

var EDITIONS = [
  {
    home: '/es/',
    pages: ['/es/nosotros', '/es/servicios', '/es/contacto', '/es/blog', '/es/buscar'],
    blog: /^\/es\/blog\/(?:pagina\/(?!1$)[1-9]\d*|categoria\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/pagina\/(?!1$)[1-9]\d*)?|(?!(?:pagina|categoria)$)[a-z0-9]+(?:-[a-z0-9]+)*)$/,
    notFound: '/es/404.html',
  },
];
/** Marks a request sent to an edition's not-found page, for viewer-response (the page asked for by its name answers 200, as 404.html does). */
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
  for (var i = 0; i < EDITIONS.length; i++) {
    // An edition's home keeps its slash, as its links write it.
    var home = /** @type {Edition} */ (EDITIONS[i]).home;
    if (uri === home) return precompressed(request, home + 'index.html');
    if (path + '/' === home) return redirect(home + queryString(request.querystring));
  }
  if (uri.charAt(uri.length - 1) === '/') return redirect(path + queryString(request.querystring));
  var edition = unknownEditionPage(uri);
  if (edition) {
    request.headers = request.headers || {};
    request.headers[NOT_FOUND_MARK] = { value: edition.home };
    return precompressed(request, edition.notFound);
  }
  return precompressed(request, hasExtension(uri) ? uri : uri + '/index.html');
}

function hasExtension(/** @type {string} */ uri) {
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  var dot = last.lastIndexOf('.');
  return dot > 0 && dot < last.length - 1;
}

/** The edition whose prefix a page address has and which has no such page (a file's, with an extension, goes to the bucket), or null. @param {string} uri */
function unknownEditionPage(uri) {
  for (var i = 0; i < EDITIONS.length; i++) {
    var edition = /** @type {Edition} */ (EDITIONS[i]);
    if (uri.indexOf(edition.home) !== 0 || uri === edition.home || hasExtension(uri) || edition.pages.indexOf(uri) !== -1) continue;
    return edition.blog.test(uri) ? null : edition;
  }
  return null;
}

/** viewer-response: 404 for an edition's not-found page sent for an unknown address (the request marked, or its address). */
function notFoundStatus(/** @type {{ request: ViewerRequest, response?: { statusCode: number, statusDescription?: string } }} */ event) {
  var response = event.response || { statusCode: 200 };
  var headers = event.request.headers || {};
  var notFound = Object.prototype.hasOwnProperty.call(headers, NOT_FOUND_MARK) || unknownEditionPage(event.request.uri);
  if (notFound && response.statusCode === 200) {
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
  var parts = /** @type {string[]} */ ([]);
  Object.keys(query).forEach(function (name) {
    var entry = query[name];
    (entry && Array.isArray(entry.multiValue) ? entry.multiValue : [entry]).forEach(function (item) {
      var value = item && item.value;
      parts.push(value === undefined || value === null || value === '' ? name : name + '=' + value);
    });
  });
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

function redirect(/** @type {string} */ location) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: location }, 'cache-control': { value: 'public, max-age=3600' } },
  };
}
