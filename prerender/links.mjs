// The links in a page's markup, as the crawler and a browser see them.
import { PLAIN_PATH } from '../src/lib/paths.mjs';

const BASE = 'http://site.invalid';

/** The internal path (no query or fragment) an <a href> on `pagePath` goes to, or null for another site, mailto:, tel: or a fragment. @param {string} href @param {string} pagePath */
export function resolveHref(href, pagePath) {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url;
  try {
    url = new URL(trimmed, BASE + pagePath);
  } catch {
    return null;
  }
  return url.origin === BASE ? url.pathname : null;
}

const ENTITIES = /** @type {Record<string, string>} */ ({ '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' });

/** An attribute value or text as React writes it, entities decoded. @param {string} value */
export function decodeEntities(value) {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Every <a href> in the markup, decoded, in document order. @param {string} html */
export function extractHrefs(html) {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''));
}

/** The distinct internal paths the markup links to, in document order; plain paths skip the URL parser (a list links many). @param {string} html @param {string} pagePath */
export function pageTargets(html, pagePath) {
  const targets = new Set();
  for (const href of extractHrefs(html)) {
    const target = PLAIN_PATH.test(href) ? href : resolveHref(href, pagePath);
    if (target !== null) targets.add(target);
  }
  return [...targets];
}
