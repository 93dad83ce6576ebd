// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminSecurityHeaders, pathSecurityHeaders, searchSecurityHeaders, securityHeaders, securityHeadersFor } from './security-headers.mjs';
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

describe('the search page, and only it, may compile WebAssembly', () => {
  it("its policy is every page's with 'wasm-unsafe-eval' added to script-src, and nothing else", () => {
    const base = directives(csp(securityHeaders));
    const search = directives(csp(searchSecurityHeaders));
    expect(search['script-src']).toBe(`script-src 'self' 'wasm-unsafe-eval' ${EARLY_INPUT_SOURCE}`);
    expect({ ...search, 'script-src': base['script-src'] }).toEqual(base);
    expect({ ...searchSecurityHeaders, 'Content-Security-Policy': csp(securityHeaders) }).toEqual({ ...securityHeaders });
    expect(csp(searchSecurityHeaders)).not.toMatch(/'unsafe-eval'|'unsafe-inline'[^;]*script|script-src[^;]*'unsafe-inline'/);
  });

  it('applies to /search and the index worker script alone; every other path keeps the strict policy exactly', () => {
    for (const path of ['/search', '/pagefind/pagefind-worker.js']) expect(securityHeadersFor(path), path).toBe(searchSecurityHeaders);
    for (const path of [
      '/',
      '/about',
      '/blogs',
      '/blogs/search',
      '/blogs/category/trucking-tips',
      '/search/',
      '/search/x',
      '/searches',
      '/Search',
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.en.pagefind',
      '/assets/app.js',
      '/404.html',
    ]) {
      expect(securityHeadersFor(path), path).toBe(securityHeaders);
    }
    expect(csp(securityHeaders)).toContain(`script-src 'self' ${EARLY_INPUT_SOURCE};`);
  });

  it("no other policy allows 'wasm-unsafe-eval' or 'unsafe-eval'", () => {
    for (const { pathPattern, headers } of pathSecurityHeaders) {
      if (headers === searchSecurityHeaders) continue;
      expect(csp(headers), pathPattern).not.toMatch(/unsafe-eval/);
    }
    expect(csp(adminSecurityHeaders)).not.toMatch(/unsafe-eval/);
    expect(csp(securityHeaders)).not.toMatch(/unsafe-eval/);
  });
});
