// Runs viewer-request.js in a context without Node's APIs, as CloudFront does: the tests and the local server run its code.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export const viewerRequestPath = fileURLToPath(new URL('./viewer-request.js', import.meta.url));

/** The function's `handler`; `redirects` replaces its REDIRECTS table. @param {{ redirects?: Record<string, string> }} [options] @returns {typeof handler} */
export function loadViewerRequest({ redirects } = {}) {
  const context = vm.createContext({});
  vm.runInContext(readFileSync(viewerRequestPath, 'utf8'), context, { filename: viewerRequestPath });
  if (redirects) vm.runInContext(`REDIRECTS = ${JSON.stringify(redirects)};`, context);
  if (typeof context.handler !== 'function') throw new Error(`${viewerRequestPath} does not define a top-level function handler(event)`);
  return context.handler;
}

/** A query ("a=1&a=3", no "?") in CloudFront's event shape, not decoded, as CloudFront gives it. @param {string} query */
export function toCloudFrontQuerystring(query) {
  const querystring = /** @type {Record<string, { value: string, multiValue?: { value: string }[] }>} */ (Object.create(null));
  for (const part of query.split('&').filter(Boolean)) {
    const [, name = '', value = ''] = /^([^=]*)=?(.*)$/s.exec(part) ?? [];
    const entry = querystring[name];
    if (entry) (entry.multiValue ??= [{ value: entry.value }]).push({ value });
    else querystring[name] = { value };
  }
  return querystring;
}

let cachedHandler = /** @type {typeof handler | undefined} */ (undefined);
/** The function's answer to an event of `eventType`, as CloudFront shapes it. @param {string} eventType @param {{ uri: string, querystring: object, headers: object }} request @param {object} [response] */
const run = (eventType, request, response) => {
  const event = { version: '1.0', context: { eventType }, viewer: { ip: '127.0.0.1' }, request: { method: 'GET', cookies: {}, ...request }, response };
  return (cachedHandler ??= loadViewerRequest())(/** @type {Parameters<typeof handler>[0]} */ (event));
};

/** @param {string} url Node's req.url @param {string} [acceptEncoding] @returns {{ type: 'redirect', status: number, location: string, headers: Record<string, string> } | { type: 'rewrite', uri: string }} */
export function applyViewerRequest(url, acceptEncoding) {
  // An absolute-form target ("http://host/path") names a path too; a fragment is no part of it.
  const target = String(url ?? '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '')
    .replace(/#.*$/s, '');
  const [, uri = '', query = ''] = /^([^?]*)\??(.*)$/s.exec(target) ?? [];
  const headers = /** @type {Record<string, { value: string }>} */ (typeof acceptEncoding === 'string' ? { 'accept-encoding': { value: acceptEncoding } } : {});
  const result = run('viewer-request', { uri, querystring: toCloudFrontQuerystring(query), headers });
  if (!('statusCode' in result)) return { type: 'rewrite', uri: result.uri };
  const redirect = /** @type {{ statusCode: number, headers: Record<string, { value: string }> }} */ (result);
  const flat = Object.fromEntries(Object.entries(redirect.headers).map(([name, { value }]) => [name, value]));
  return { type: 'redirect', status: redirect.statusCode, location: flat.location ?? '', headers: flat };
}

/** The status the function's viewer-response gives an answer of `status` to the viewer's request for `uri` (its path, before viewer-request). @param {string} uri @param {number} status */
export function applyViewerResponse(uri, status) {
  return /** @type {{ statusCode: number }} */ (run('viewer-response', { uri, querystring: {}, headers: {} }, { statusCode: status, headers: {} })).statusCode;
}
