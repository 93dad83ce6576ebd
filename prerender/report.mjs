// Each page's first load as transferred (Brotli where the file has a copy, else gzip, as CloudFront
// sends it): the JS and CSS it loads before it is interactive, and its HTML, against the budgets.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotliBest } from './compress.mjs';
import { pathToFile } from './template.mjs';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';
import { readBootAttributes } from '../src/lib/pageBoot.mjs';
import { pagePath } from '../src/lib/paths.mjs';
import { localeOf } from '../src/lib/locale.mjs';

/** The first TCP round trip (10 segments of 1460 bytes) less about 1 KB of response headers: a page over it waits a round trip to paint. */
export const HTML_BUDGET = 13_600;
const BUDGETS = {
  home: { js: 150_000, css: 20_000, html: HTML_BUDGET },
  other: { js: 115_000, css: 20_000, html: HTML_BUDGET },
};

/**
 * @typedef {{ js: number, css: number, html: number }} Figures bytes as transferred
 * @typedef {Figures & { path: string, group?: string, budget: Figures, over: boolean }} Row
 */

/** The JS and CSS files a page loads first (its tags, then #root's data-modules and data-styles), in document order, and its inline CSS. @param {string} html */
export function firstLoadAssets(html) {
  const js = /** @type {string[]} */ ([]);
  const css = /** @type {string[]} */ ([]);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || !src.startsWith('/')) continue;
    if ((/^<script\b/.test(tag) && /type="module"/.test(tag)) || /rel="modulepreload"/.test(tag)) js.push(src);
    else if (/rel="stylesheet"/.test(tag)) css.push(src);
  }
  const boot = readBootAttributes(html);
  for (const src of boot.modules) if (!js.includes(src)) js.push(src);
  for (const href of boot.styles) if (!css.includes(href)) css.push(href);
  return { js, css, inlineCss };
}

/** Each language's home carries the carousel: the home budget. */
export const budgetFor = (/** @type {string} */ path) => (path === pagePath('home', localeOf(path)) ? BUDGETS.home : BUDGETS.other);

/** Compressed sizes of inline stylesheets by text: pages built alike share one. */
const inlineSizes = new Map();
/** @param {string} text @returns {number} */
function inlineSize(text) {
  if (!inlineSizes.has(text)) {
    if (inlineSizes.size > 1000) inlineSizes.clear();
    inlineSizes.set(text, brotliBest(text).length);
  }
  return inlineSizes.get(text);
}

/** The bytes a file of dist/ takes on the wire. @param {string} dist @param {string} href */
async function transferSize(dist, href) {
  const file = href.replace(/^\//, '');
  if (isPrecompressed(file) && existsSync(join(dist, file + PRECOMPRESSED))) return (await stat(join(dist, file + PRECOMPRESSED))).size;
  return gzipSync(await readFile(join(dist, file))).length;
}

/** Each file's transferSize, found once; `unwritten` gives a file's text before it is in dist/ (sized as Brotli). @param {string} dist @param {(href: string) => Buffer | false | null} [unwritten] */
export function transferSizes(dist, unwritten = () => null) {
  const sizes = /** @type {Map<string, number>} */ (new Map());
  return async (/** @type {string} */ href) => {
    if (!sizes.has(href)) {
      const text = unwritten(href);
      sizes.set(href, text ? brotliBest(text).length : await transferSize(dist, href));
    }
    return /** @type {number} */ (sizes.get(href));
  };
}

/** @param {string} html @param {number} servedBytes @param {(href: string) => Promise<number>} sizeOf @returns {Promise<Figures>} */
export async function pageFirstLoad(html, servedBytes, sizeOf) {
  const assets = firstLoadAssets(html);
  let js = 0;
  let css = 0;
  for (const file of assets.js) js += await sizeOf(file);
  for (const file of assets.css) css += await sizeOf(file);
  for (const text of assets.inlineCss) css += inlineSize(text);
  return { js, css, html: servedBytes };
}

/** @param {string} path @param {Figures & { group?: string }} figures @returns {Row} */
export function reportRow(path, figures) {
  const budget = budgetFor(path);
  return { path, ...figures, budget, over: figures.js > budget.js || figures.css > budget.css || figures.html > budget.html };
}

export async function firstLoadReport(/** @type {Iterable<string>} */ routes, dist = 'dist') {
  const sizeOf = transferSizes(dist);
  const rows = [];
  for (const path of routes) {
    const html = await readFile(join(dist, pathToFile(path)), 'utf8');
    const served = (await readFile(join(dist, pathToFile(path) + PRECOMPRESSED))).length;
    rows.push(reportRow(path, await pageFirstLoad(html, served, sizeOf)));
  }
  return rows;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** A figure of rows sharing a budget, the budget, and the largest's headroom: "113.8 KB (115.0 KB) 1.2 KB left". @param {[Row, ...Row[]]} rows @param {keyof Figures} kind */
function cell(rows, kind) {
  const values = rows.map((row) => row[kind]);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const headroom = rows[0].budget[kind] - high;
  const size = Math.abs(headroom) < 1000 ? `${Math.abs(headroom)} B` : kb(Math.abs(headroom));
  return `${low === high ? kb(high) : `${kb(low)}–${kb(high)}`} (${kb(rows[0].budget[kind])}) ${size} ${headroom < 0 ? 'over' : 'left'}`;
}

/** The report as text: a line per row, rows of one `group` (every post) as one line of ranges with the largest page named. @param {Row[]} rows */
export function formatReport(rows) {
  const lines = ['first load (as transferred)    JS (budget) headroom                 CSS (budget) headroom          HTML, Brotli (budget) headroom'];
  const groups = /** @type {Map<string, [Row, ...Row[]]>} */ (new Map());
  for (const row of rows) {
    const members = groups.get(row.group ?? row.path);
    if (members) members.push(row);
    else groups.set(row.group ?? row.path, [row]);
  }
  for (const [key, members] of groups) {
    const label = members.length === 1 ? members[0].path : `${key} (${members.length.toLocaleString('en-US')} pages)`;
    const over = members.filter((row) => row.over).map((row) => row.path);
    const overBudget = over.length ? `  OVER BUDGET: ${over.slice(0, 5).join(', ')}${over.length > 5 ? ', …' : ''}` : '';
    lines.push(`${label.padEnd(30).slice(0, 30)} ${cell(members, 'js').padEnd(36)} ${cell(members, 'css').padEnd(30)} ${cell(members, 'html')}${overBudget}`);
    if (members.length > 1) lines.push(`  largest page: ${members.reduce((a, b) => (b.html > a.html ? b : a)).path}`);
  }
  return lines.join('\n');
}
