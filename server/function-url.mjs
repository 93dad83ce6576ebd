// CloudFront's /api/contact behaviour and the function URL behind it, played locally: the forwarded headers, the body's SHA-256, Lambda's payload limit.
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';

/** @typedef {(event: import('../functions/contact/handler.mjs').FunctionUrlEvent) => Promise<{ statusCode?: number, headers?: Record<string, string>, body?: string, isBase64Encoded?: boolean } | undefined>} FunctionUrlHandler @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res */

/** The viewer headers CloudFront forwards to the function (LeadOriginRequestPolicy). */
const FORWARDED_HEADERS = ['content-type', 'x-amz-content-sha256'];
const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

const answer = (/** @type {Res} */ res, /** @type {number} */ statusCode, /** @type {string} */ message) =>
  res.writeHead(statusCode, { 'Content-Type': 'application/json' }).end(JSON.stringify({ Message: message }));

function functionUrlEvent(/** @type {Req} */ req, /** @type {Buffer} */ body) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  /** @type {Record<string, string>} */
  const headers = { 'cloudfront-viewer-address': `${req.socket.remoteAddress}:${req.socket.remotePort}`, 'user-agent': 'Amazon CloudFront' };
  for (const name of FORWARDED_HEADERS) if (req.headers[name] !== undefined) headers[name] = String(req.headers[name]);
  // A function URL passes a text body as it is, any other base64-encoded.
  const text = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)\b)|\+json\b|\+xml\b/i.test(headers['content-type'] ?? '');
  return {
    version: '2.0',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    requestContext: { http: { method: req.method, path: url.pathname, sourceIp: '127.0.0.1' } },
    body: body.length === 0 ? undefined : body.toString(text ? 'utf8' : 'base64'),
    isBase64Encoded: body.length > 0 && !text,
  };
}

/** Answers one request to /api/contact with `handler`. @param {Req} req @param {Res} res @param {FunctionUrlHandler} handler */
export async function serveFunctionUrl(req, res, handler) {
  const body = await buffer(req).catch(() => undefined);
  if (body === undefined) return answer(res, 400, 'Bad request');
  if (body.length > MAX_PAYLOAD_BYTES) return answer(res, 413, `Request must be smaller than ${MAX_PAYLOAD_BYTES} bytes`);
  const hash = createHash('sha256').update(body).digest('hex');
  if ((req.method === 'POST' || req.method === 'PUT') && String(req.headers['x-amz-content-sha256'] ?? '').toLowerCase() !== hash) {
    return answer(res, 403, 'Forbidden: the body must come with its SHA-256 in x-amz-content-sha256, as CloudFront signs it.');
  }
  let result;
  try {
    result = await handler(functionUrlEvent(req, body));
  } catch (error) {
    console.error('contact function failed:', error);
    return answer(res, 502, 'Internal Server Error');
  }
  res.statusCode = result?.statusCode ?? 200;
  for (const [name, value] of Object.entries(result?.headers ?? {})) res.setHeader(name, value);
  res.end(result?.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result?.body ?? ''));
}
