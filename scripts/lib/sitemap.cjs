// The pages of a build, from its sitemap (dist/sitemap.xml, or the sitemap-N.xml files it indexes
// past 50,000 URLs; prerender/sitemap.mjs writes them). CommonJS, because lhci loads
// lighthouserc.cjs with require(); ESM and TypeScript import it too.
'use strict';

const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * [{ loc, lastmod? }] of a urlset or sitemapindex document.
 * @param {string} xml
 */
function parseSitemap(xml) {
  /** @type {{ loc: string, lastmod?: string }[]} */
  const entries = [];
  for (const [, body = ''] of xml.matchAll(/<(?:url|sitemap)>([\s\S]*?)<\/(?:url|sitemap)>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body)?.[1];
    if (!loc) continue;
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1];
    entries.push({ loc: unescapeXml(loc.trim()), lastmod: lastmod?.trim() });
  }
  return { isIndex: /<sitemapindex[\s>]/.test(xml), entries };
}

/** @type {Record<string, string>} */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** @param {string} text */
function unescapeXml(text) {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (entity, name) => ENTITIES[name] ?? entity);
}

/**
 * Every page of the build's sitemap as { loc, path, lastmod }, in sitemap order: the one list of
 * the site's pages for the tests, the link check, Lighthouse and the screenshots.
 * @param {string} dist
 * @returns {{ loc: string, path: string, lastmod?: string }[]}
 */
function sitemapPages(dist) {
  const file = join(dist, 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`${file} not found: run npm run build first (the routes to check come from the sitemap)`);
  const top = parseSitemap(readFileSync(file, 'utf8'));
  const entries = top.isIndex ? top.entries.flatMap(({ loc }) => parseSitemap(readFileSync(join(dist, new URL(loc).pathname), 'utf8')).entries) : top.entries;
  return entries.map(({ loc, lastmod }) => ({ loc, path: new URL(loc).pathname, lastmod }));
}

module.exports = { parseSitemap, sitemapPages };
