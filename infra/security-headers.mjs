// The security headers, for the local server and the template: the CSP allows this origin, the early-input script's hash and inline styles, which each page's meta CSP narrows.
import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from '../src/lib/pageBoot.mjs';

const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;
const csp = (/** @type {Record<string, string>} */ directives) => Array.from(Object.entries(directives), (directive) => directive.join(' ')).join('; ');
const SITE_CSP = {
  'default-src': "'none'",
  'script-src': `'self' ${EARLY_INPUT_HASH}`,
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'manifest-src': "'self'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
  'object-src': "'none'",
};

export const securityHeaders = Object.freeze({
  'Content-Security-Policy': csp(SITE_CSP),
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  // No other site may pull our responses into its page or hold a handle on our window: the site needs neither.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
});

// The editor at /admin (Sveltia CMS) needs inline styles, blob: previews, GitHub's API and avatars, and a sign-in popup that answers its opener.
export const adminSecurityHeaders = Object.freeze({
  ...securityHeaders,
  'Content-Security-Policy': csp({
    ...SITE_CSP,
    'script-src': "'self'",
    'img-src': "'self' data: blob: https://avatars.githubusercontent.com",
    'media-src': "'self' blob:",
    'connect-src': "'self' blob: data: https://api.github.com https://www.githubstatus.com",
    'form-action': "'none'",
  }),
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
});

/** Whole sets that replace securityHeaders where a CloudFront path pattern matches; each id is a policy in the template. @type {ReadonlyArray<{ id: string, pathPattern: string, headers: Readonly<Record<string, string>> }>} */
export const pathSecurityHeaders = Object.freeze([
  { id: 'Admin', pathPattern: '/admin', headers: adminSecurityHeaders },
  { id: 'Admin', pathPattern: '/admin/*', headers: adminSecurityHeaders },
]);

// CloudFront's patterns: `*` any characters, `?` one, the leading "/" optional.
export function matchesPathPattern(/** @type {string} */ pattern, /** @type {string} */ path) {
  const escaped = (pattern.startsWith('/') ? pattern : `/${pattern}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replaceAll('\\*', '.*').replaceAll('\\?', '.')}$`, 's').test(path);
}

/** @param {string} path as the viewer sent it, without the query @param {readonly { pathPattern: string, headers: Record<string, string> }[]} [paths] */
export const securityHeadersFor = (path, paths = pathSecurityHeaders) =>
  paths.find(({ pathPattern }) => matchesPathPattern(pathPattern, path))?.headers ?? securityHeaders;
