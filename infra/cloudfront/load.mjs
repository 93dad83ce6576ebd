// Runs the CloudFront viewer-request function (viewer-request.js) in Node, so
// the unit tests and the local server use exactly the code CloudFront runs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** Absolute path of the function source (also inlined in infra/template.yaml). */
export const viewerRequestPath = fileURLToPath(new URL('./viewer-request.js', import.meta.url));

/**
 * Evaluates viewer-request.js in a fresh V8 context (plain ECMAScript globals,
 * no Node APIs, like the CloudFront runtime) and returns its `handler`;
 * `redirects` replaces its REDIRECTS table.
 * @param {{ redirects?: Record<string, string> }} [options]
 * @returns {typeof handler} viewer-request.js's (a script: its declarations are the program's globals)
 */
export function loadViewerRequest({ redirects } = {}) {
  const context = vm.createContext({});
  vm.runInContext(readFileSync(viewerRequestPath, 'utf8'), context, { filename: viewerRequestPath });
  // Tests try the redirect table with entries of their own.
  if (redirects) vm.runInContext(`REDIRECTS = ${JSON.stringify(redirects)};`, context);
  if (typeof context.handler !== 'function') {
    throw new Error(`${viewerRequestPath} does not define a top-level function handler(event)`);
  }
  return context.handler;
}

/**
 * Parses the query part of a URL ("a=1&b=2&a=3", without "?") into CloudFront's
 * event format: { a: { value: '1', multiValue: [{ value: '1' }, { value: '3' }] },
 * b: { value: '2' } }. Like CloudFront, names and values are not decoded.
 * @param {string} query
 * @returns {Record<string, { value: string, multiValue?: { value: string }[] }>}
 */
export function toCloudFrontQuerystring(query) {
  // Null prototype: names such as "__proto__" or "constructor" stay plain keys.
  const querystring = Object.create(null);
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? '' : part.slice(eq + 1);
    const entry = querystring[name];
    if (!entry) {
      querystring[name] = { value };
    } else {
      entry.multiValue ??= [{ value: entry.value }];
      entry.multiValue.push({ value });
    }
  }
  return querystring;
}

/** @type {typeof handler | undefined} */
let cachedHandler;

/**
 * Applies the viewer-request function to a request URL as Node's `req.url`
 * gives it (path plus optional query, e.g. '/about/?x=1'), with the request's
 * Accept-Encoding header, if any.
 * The function is loaded once, on first use.
 * @param {string} url
 * @param {string} [acceptEncoding]
 * @returns {{ type: 'redirect', status: number, location: string, headers: Record<string, string> } | { type: 'rewrite', uri: string }}
 */
export function applyViewerRequest(url, acceptEncoding) {
  cachedHandler ??= loadViewerRequest();
  // Tolerate absolute-form request targets ("http://host/path") and drop any fragment.
  const target = String(url ?? '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
    .replace(/#.*$/s, '');
  const q = target.indexOf('?');
  /** @type {Record<string, { value: string }>} */
  const headers = {};
  if (typeof acceptEncoding === 'string') headers['accept-encoding'] = { value: acceptEncoding };
  const request = {
    method: 'GET',
    uri: q === -1 ? target : target.slice(0, q),
    querystring: toCloudFrontQuerystring(q === -1 ? '' : target.slice(q + 1)),
    headers,
    cookies: {},
  };
  const event = { version: '1.0', context: { eventType: 'viewer-request' }, viewer: { ip: '127.0.0.1' }, request };
  const result = cachedHandler(event);
  if ('statusCode' in result) {
    const headers = Object.fromEntries(Object.entries(result.headers).map(([name, { value }]) => [name, value]));
    return { type: 'redirect', status: result.statusCode, location: headers.location ?? '', headers };
  }
  return { type: 'rewrite', uri: result.uri };
}
