// The links in a page's markup, as the crawler and a browser see them: pure, unit-tested in
// links.test.mjs.
import { PLAIN_PATH } from '../src/lib/paths.mjs';

// Links to a plain path (PLAIN_PATH) skip the URL parser (a blog list links many); resolveHref
// gives the same path for them.
export { PLAIN_PATH };

/** A base origin for resolving hrefs the way a browser on the site would. */
const BASE = 'http://site.invalid';

/**
 * Resolve an <a href> found on the page at `pagePath` like a browser would.
 * Returns the internal path (no query, no fragment) or null for external, mailto:, tel: and
 * fragment-only links.
 * @param {string} href
 * @param {string} pagePath
 */
export function resolveHref(href, pagePath) {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url;
  try {
    url = new URL(trimmed, BASE + pagePath);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname;
}

/** @type {Record<string, string>} */
const ENTITIES = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** An attribute value or text as React writes it, with its entities decoded. @param {string} value */
export function decodeEntities(value) {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Every href of an <a> element in the markup, entity-decoded, in document order. @param {string} html */
export function extractHrefs(html) {
  const hrefs = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    hrefs.push(decodeEntities(match[1] ?? ''));
  }
  return hrefs;
}

/**
 * The distinct internal paths a page's markup links to, in document order: what the crawler follows.
 * @param {string} html
 * @param {string} pagePath
 */
export function pageTargets(html, pagePath) {
  /** @type {Set<string>} */
  const targets = new Set();

  for (const href of extractHrefs(html)) {
    const target = PLAIN_PATH.test(href) ? href : resolveHref(href, pagePath);
    if (target !== null) targets.add(target);
  }
  return [...targets];
}
