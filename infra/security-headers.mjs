// The security headers of every response, in one place.
// - The local Node server sends exactly these (securityHeadersFor).
// - infra/sync-template.mjs writes them into infra/template.yaml as CloudFront
//   response headers policies; infra/template.test.mjs fails until it has.
// The site is fully static and self-hosted (scripts, styles, fonts, images),
// so the policy allows nothing but this origin. See infra/README.md.
//
// One script inline, by its hash: every page's first script records a tap or a submit made before
// the boot script arrives (EARLY_INPUT_SCRIPT, src/lib/pageBoot.mjs; the boot script holds it until
// the app is up). Its text is fixed, so its hash is too; no other inline script runs.
//
// One loosening, with its reason: style-src allows inline styles, because each
// prerendered page carries its CSS in <style> (a linked stylesheet costs a
// second round trip before the first paint). Every page narrows this with its
// own <meta http-equiv="Content-Security-Policy"> that allows exactly its
// <style> elements by hash (prerender/stylesheets.mjs); the browser enforces
// both policies. The hashes change with every build, so they travel in the
// HTML, not in this static header.
import { createHash } from 'node:crypto';
import { EARLY_INPUT_SCRIPT } from '../src/lib/pageBoot.mjs';

const EARLY_INPUT_HASH = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

const contentSecurityPolicy = [
  "default-src 'none'",
  `script-src 'self' ${EARLY_INPUT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

// Powerful features the site never uses; all names are recognised by current
// browsers (unknown ones only produce console warnings).
const permissionsPolicy = ['accelerometer=()', 'camera=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()', 'microphone=()', 'payment=()', 'usb=()'].join(
  ', ',
);

/** Header name -> value. */
export const securityHeaders = Object.freeze({
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  'X-Frame-Options': 'DENY',
  // Nothing here is meant to be loaded by other sites (no hotlinked images or scripts): another
  // origin's page cannot pull our responses into its process. Costs nothing: the site loads only
  // its own files.
  'Cross-Origin-Resource-Policy': 'same-origin',
  // The site opens no popups and is opened by none that need a handle on it (links use plain
  // navigation), so a cross-origin opener gets no window reference. Costs nothing either.
  'Cross-Origin-Opener-Policy': 'same-origin',
});

// The editor at /admin (Sveltia CMS, prerender/cms.mjs) is an app of its own, and gets a policy of
// its own; no other page's policy changes. What it needs and nothing more:
// - its script and its fonts from this origin (the build serves the fonts it would fetch from a CDN);
// - inline styles (Svelte writes <style> elements), the images it previews as blob: and data: URLs
//   and the signed-in editor's avatar from GitHub;
// - fetch() to GitHub's API (the repository's files and commits) and GitHub's status page;
// - a sign-in popup it can hear back from: the opener policy allows popups it opens (the OAuth
//   exchange, infra/README.md "The editor"), and GitHub's sign-in page is never framed.
// No 'unsafe-eval' (Sveltia needs none; Decap would), no other script origin.
const adminContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** Header name -> value, for the editor at /admin and its files. */
export const adminSecurityHeaders = Object.freeze({
  ...securityHeaders,
  'Content-Security-Policy': adminContentSecurityPolicy,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
});

// The blog's search page (/search) needs nothing more than every page: its index is JSON files of
// this origin (connect-src 'self', prerender/search-index.mjs) searched by the page's own script
// (src/lib/search.ts), so it keeps the policy above, exactly (infra/security-headers.test.mjs).

/**
 * Other headers for the paths that need them: each entry is a full set that replaces
 * `securityHeaders` for the requests whose path matches `pathPattern`, a CloudFront path pattern
 * (`*` any characters, `?` one, case-sensitive; the first match wins). `id` names its policy in the
 * template (ResponseHeadersPolicy<id>). infra/sync-template.mjs writes each as a response headers
 * policy and a cache behaviour of the distribution (entries with the same `id` share one policy);
 * the local server picks by the same rule.
 * @type {ReadonlyArray<{ id: string, pathPattern: string, headers: Readonly<Record<string, string>> }>}
 */
export const pathSecurityHeaders = Object.freeze([
  { id: 'Admin', pathPattern: '/admin', headers: adminSecurityHeaders },
  { id: 'Admin', pathPattern: '/admin/*', headers: adminSecurityHeaders },
]);

/**
 * Whether a request path matches a CloudFront path pattern (the leading "/" is optional in the pattern).
 * @param {string} pattern
 * @param {string} path
 */
export function matchesPathPattern(pattern, path) {
  const escaped = (pattern.startsWith('/') ? pattern : `/${pattern}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replaceAll('\\*', '.*').replaceAll('\\?', '.')}$`, 's').test(path);
}

/**
 * The headers of a response to a request for `path` (as the viewer sent it, without the query).
 * @param {string} path
 * @param {readonly { pathPattern: string, headers: Record<string, string> }[]} [paths]
 */
export function securityHeadersFor(path, paths = pathSecurityHeaders) {
  return paths.find(({ pathPattern }) => matchesPathPattern(pathPattern, path))?.headers ?? securityHeaders;
}
