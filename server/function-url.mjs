// The local stand-in for CloudFront's /api/contact behaviour and the Lambda function URL behind it
// (infra/template.yaml), so the local server hands the contact handler what AWS would:
// - only the headers the origin request policy forwards (FORWARDED_HEADERS), plus
//   CloudFront-Viewer-Address (the viewer's ip:port, which a viewer cannot set);
// - a POST or PUT whose x-amz-content-sha256 is not the SHA-256 of its body is refused with 403:
//   CloudFront signs its request to the function URL with that hash (origin access control), and
//   the URL (auth type AWS_IAM) refuses unsigned payloads;
// - the request as a function URL event (payload format 2.0), the answer from its
//   { statusCode, headers, body }, a function that throws answered 502;
// - at most 6 MB of request body (Lambda's payload limit).
import { createHash, randomUUID } from 'node:crypto';

/** The viewer headers CloudFront forwards to the function (LeadOriginRequestPolicy in the template). */
export const FORWARDED_HEADERS = Object.freeze(['content-type', 'x-amz-content-sha256']);
const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {import('../functions/contact/handler.mjs').FunctionUrlEvent} FunctionUrlEvent
 * @typedef {(event: FunctionUrlEvent) => Promise<{ statusCode?: number, headers?: Record<string, string>, body?: string, isBase64Encoded?: boolean } | undefined>} FunctionUrlHandler
 */

/** @param {Response} res @param {number} statusCode @param {string} message */
function send(res, statusCode, message) {
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ Message: message }));
}

/**
 * The request's body, or null past Lambda's payload limit.
 * @param {Request} req
 * @returns {Promise<Buffer | null>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_PAYLOAD_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_PAYLOAD_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Whether a function URL would pass the body on as text (else base64, isBase64Encoded). */
function isText(contentType = '') {
  return /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)\b)|\+json\b|\+xml\b/i.test(contentType);
}

/**
 * The function URL event (payload format 2.0) for a request reaching the function through CloudFront.
 * @param {Request} req
 * @param {Buffer} body
 */
export function functionUrlEvent(req, body) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  headers['cloudfront-viewer-address'] = `${req.socket.remoteAddress}:${req.socket.remotePort}`;
  headers['user-agent'] = 'Amazon CloudFront';
  const text = isText(headers['content-type']);
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    requestContext: {
      accountId: 'anonymous',
      apiId: 'local',
      domainName: 'local.lambda-url.localhost',
      http: { method: req.method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'Amazon CloudFront' },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: body.length === 0 ? undefined : text ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !text,
  };
}

/**
 * Serves one request to /api/contact with `handler` (event → { statusCode, headers, body }).
 * @param {Request} req
 * @param {Response} res
 * @param {FunctionUrlHandler} handler
 */
export async function serveFunctionUrl(req, res, handler) {
  let body;
  try {
    body = await readBody(req);
  } catch {
    return send(res, 400, 'Bad request');
  }
  if (body === null) return send(res, 413, `Request must be smaller than ${MAX_PAYLOAD_BYTES} bytes`);
  if (req.method === 'POST' || req.method === 'PUT') {
    const claimed = String(req.headers['x-amz-content-sha256'] ?? '').toLowerCase();
    if (claimed !== createHash('sha256').update(body).digest('hex')) {
      return send(
        res,
        403,
        'Forbidden: the body must come with its SHA-256 in x-amz-content-sha256 (CloudFront signs the request to the function URL with it).',
      );
    }
  }
  let result;
  try {
    result = await handler(functionUrlEvent(req, body));
  } catch (error) {
    console.error('contact function failed:', error);
    return send(res, 502, 'Internal Server Error');
  }
  res.statusCode = result?.statusCode ?? 200;
  for (const [name, value] of Object.entries(result?.headers ?? {})) res.setHeader(name, value);
  const payload = result?.body ?? '';
  res.end(result?.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
}
