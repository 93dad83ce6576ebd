// Per-route first-load report: the JS and CSS each prerendered page makes the browser load before
// it is interactive (its <script src>, <link rel=modulepreload>, the chunks and stylesheets listed
// in #root's data-modules and data-styles that src/boot.ts loads, <link rel=stylesheet> and the CSS
// inlined in <style>), in bytes as transferred (each asset's Brotli copy, prerender/compress.mjs);
// and the page itself as it is served (its Brotli copy).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBootAttributes } from '../src/lib/pageBoot.mjs';
import { pathToFile } from './template.mjs';
import { brotliBest } from './compress.mjs';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';

/**
 * Budgets in bytes as transferred (KB = 1000 bytes, as Lighthouse and bundlers print them): the
 * Brotli copy of each script and stylesheet, and of the page (`html`): the first TCP round trip carries 10 segments of 1460 bytes (14,600),
 * less about 1 KB of response headers (the security headers are most of it). A page over it waits
 * a second round trip (~150 ms on a mobile network) before anything paints.
 */
export const HTML_BUDGET = 13_600;
const BUDGETS = {
  home: { js: 150_000, css: 20_000, html: HTML_BUDGET },
  other: { js: 115_000, css: 20_000, html: HTML_BUDGET },
};

/**
 * The first-load JS and CSS files an HTML page references, in document order, and the text of its
 * inline <style> elements (`inlineCss`).
 * @param {string} html
 */
export function firstLoadAssets(html) {
  /** @type {string[]} */
  const js = [];
  /** @type {string[]} */
  const css = [];
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || !src.startsWith('/')) continue;
    if (/^<script\b/.test(tag) && /type="module"/.test(tag)) js.push(src);
    else if (/rel="modulepreload"/.test(tag)) js.push(src);
    else if (/rel="stylesheet"/.test(tag)) css.push(src);
  }
  const boot = readBootAttributes(html);
  for (const src of boot.modules) if (!js.includes(src)) js.push(src);
  for (const href of boot.styles) if (!css.includes(href)) css.push(href);
  return { js, css, inlineCss };
}

/**
 * @typedef {{ js: number, css: number, html: number }} Figures bytes as transferred
 * @typedef {Figures & { path: string, group?: string, budget: Figures, over: boolean }} Row
 */

/** @param {string} path */
export function budgetFor(path) {
  return path === '/' ? BUDGETS.home : BUDGETS.other;
}

/** @type {Map<string, number>} Sizes of inline stylesheets, compressed, by their text: pages built alike share one (every post). */
const inlineSizes = new Map();

/** @param {string} text */
function inlineSize(text) {
  let size = inlineSizes.get(text);
  if (size === undefined) {
    if (inlineSizes.size > 1000) inlineSizes.clear();
    size = brotliBest(text).length;
    inlineSizes.set(text, size);
  }
  return size;
}

/**
 * The bytes a file of dist/ takes on the wire: its Brotli copy where it has one, else gzip (what
 * CloudFront and the local server compress it with).
 * @param {string} dist
 * @param {string} href
 */
export async function transferSize(dist, href) {
  const file = href.replace(/^\//, '');
  if (isPrecompressed(file) && existsSync(join(dist, file + PRECOMPRESSED))) return (await stat(join(dist, file + PRECOMPRESSED))).size;
  return gzipSync(await readFile(join(dist, file))).length;
}

/**
 * One page's first load: `html` as written, `servedBytes` its Brotli copy's size, `sizeOf(href)`
 * an asset's size as transferred. Returns { js, css, html } in bytes.
 * @param {string} html
 * @param {number} servedBytes
 * @param {(href: string) => Promise<number>} sizeOf
 * @returns {Promise<Figures>}
 */
export async function pageFirstLoad(html, servedBytes, sizeOf) {
  const assets = firstLoadAssets(html);
  let js = 0;
  let css = 0;
  for (const file of assets.js) js += await sizeOf(file);
  for (const file of assets.css) css += await sizeOf(file);
  for (const text of assets.inlineCss) css += inlineSize(text);
  return { js, css, html: servedBytes };
}

/**
 * A report row: the page's figures, its budget and whether it is over.
 * @param {string} path
 * @param {Figures & { group?: string }} figures
 * @returns {Row}
 */
export function reportRow(path, figures) {
  const budget = budgetFor(path);
  return { path, ...figures, budget, over: figures.js > budget.js || figures.css > budget.css || figures.html > budget.html };
}

/**
 * Measure each route's first load from dist/. Returns rows { path, js, css, html, budget, over }.
 * @param {Iterable<string>} routes
 */
export async function firstLoadReport(routes, dist = 'dist') {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  const sizeOf = async (/** @type {string} */ href) => {
    let size = sizes.get(href);
    if (size === undefined) sizes.set(href, (size = await transferSize(dist, href)));
    return size;
  };
  const rows = [];
  for (const path of routes) {
    const file = pathToFile(path);
    const html = await readFile(join(dist, file), 'utf8');
    const served = (await readFile(join(dist, file + PRECOMPRESSED))).length;
    rows.push(reportRow(path, await pageFirstLoad(html, served, sizeOf)));
  }
  return rows;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const span = (/** @type {number[]} */ values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? kb(high) : `${kb(low)}–${kb(high)}`;
};

/**
 * One figure of rows that share a budget, the budget and what is left of it: "113.8 KB (115.0 KB) 1.2 KB left",
 * "13.5 KB (13.6 KB) 75 B left".
 * @param {[Row, ...Row[]]} rows @param {keyof Figures} kind
 */
function cell(rows, kind) {
  const values = rows.map((row) => row[kind]);
  const budget = rows[0].budget[kind];
  const headroom = budget - Math.max(...values);
  const size = Math.abs(headroom) < 1000 ? `${Math.abs(headroom)} B` : kb(Math.abs(headroom));
  return `${span(values)} (${kb(budget)}) ${size} ${headroom < 0 ? 'over' : 'left'}`;
}

/**
 * The report as text: one line per row, each figure with its budget and the headroom left (of the
 * largest page); rows that share a `group` (pages of one route, e.g. every post) are one line with
 * the range of each figure and the largest page's path.
 * @param {Row[]} rows
 */
export function formatReport(rows) {
  const lines = ['first load (as transferred)    JS (budget) headroom                 CSS (budget) headroom          HTML, Brotli (budget) headroom'];
  /** @type {Map<string, [Row, ...Row[]]>} */
  const groups = new Map();
  for (const row of rows) {
    const key = row.group ?? row.path;
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  for (const [key, members] of groups) {
    const largest = members.reduce((a, b) => (b.html > a.html ? b : a));
    const label = members.length === 1 ? members[0].path : `${key} (${members.length.toLocaleString('en-US')} pages)`;
    const over = members.filter((row) => row.over);
    const named = over.slice(0, 5).map((row) => row.path);
    const overBudget = over.length ? `  OVER BUDGET: ${named.join(', ')}${over.length > 5 ? ', …' : ''}` : '';
    lines.push(`${label.padEnd(30).slice(0, 30)} ${cell(members, 'js').padEnd(36)} ${cell(members, 'css').padEnd(30)} ${cell(members, 'html')}${overBudget}`);
    if (members.length > 1) lines.push(`  largest page: ${largest.path}`);
  }
  return lines.join('\n');
}
