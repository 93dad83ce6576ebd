// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminSecurityHeaders, pathSecurityHeaders, securityHeaders, securityHeadersFor } from './security-headers.mjs';
import { EARLY_INPUT_SCRIPT } from '../src/lib/pageBoot.mjs';

/** @param {Readonly<Record<string, string>>} headers */
const csp = (headers) => headers['Content-Security-Policy'] ?? '';
/** @param {string} policy */
const directives = (policy) => Object.fromEntries(policy.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive]));

/** The CSP source that allows the pages' one inline script, by the SHA-256 of its text. */
const EARLY_INPUT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;

describe('scripts', () => {
  it("every page runs scripts from this origin and one inline script, the early-input recorder, by its hash; no 'unsafe-inline'", () => {
    expect(directives(csp(securityHeaders))['script-src']).toBe(`script-src 'self' ${EARLY_INPUT_SOURCE}`);
    expect(EARLY_INPUT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // The editor is an app of its own, with no inline script.
    expect(directives(csp(adminSecurityHeaders))['script-src']).toBe("script-src 'self'");
  });
});

describe('the search page', () => {
  it('has the policy of every page: its index is JSON of this origin, searched by its own script', () => {
    for (const path of ['/search', '/search-index.json', '/assets/search/a1b2c3d4.json', '/blogs', '/blogs/category/trucking-tips']) {
      expect(securityHeadersFor(path), path).toBe(securityHeaders);
    }
    expect(directives(csp(securityHeaders))['connect-src']).toBe("connect-src 'self'");
  });

  it("no policy allows 'wasm-unsafe-eval' or 'unsafe-eval'", () => {
    for (const { pathPattern, headers } of pathSecurityHeaders) expect(csp(headers), pathPattern).not.toMatch(/unsafe-eval/);
    expect(csp(securityHeaders)).not.toMatch(/unsafe-eval/);
  });
});
