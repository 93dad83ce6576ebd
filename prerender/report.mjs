// Per-route first-load report: the JS and CSS each prerendered page makes the browser fetch before
// it is interactive (its <script src>, <link rel=modulepreload>, the chunks listed in #root's
// data-modules that src/boot.ts loads, and <link rel=stylesheet>), in gzip bytes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFile } from './lib.mjs';

/** Budgets in gzip bytes (KB = 1000 bytes, as Lighthouse and bundlers print them). */
export const BUDGETS = {
  home: { js: 150_000, css: 20_000 },
  other: { js: 115_000, css: 20_000 },
};

/** The first-load JS and CSS files an HTML page references, in document order. */
export function firstLoadAssets(html) {
  const js = [];
  const css = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || !src.startsWith('/')) continue;
    if (/^<script\b/.test(tag) && /type="module"/.test(tag)) js.push(src);
    else if (/rel="modulepreload"/.test(tag)) js.push(src);
    else if (/rel="stylesheet"/.test(tag)) css.push(src);
  }
  const modules = /<div id="root"[^>]*\sdata-modules="([^"]*)"/.exec(html)?.[1];
  for (const src of modules?.split(' ').filter(Boolean) ?? []) if (!js.includes(src)) js.push(src);
  return { js, css };
}

export function budgetFor(path) {
  return path === '/' ? BUDGETS.home : BUDGETS.other;
}

/** Measure each route's first load from dist/. Returns rows { path, js, css, budget, over }. */
export async function firstLoadReport(routes, dist = 'dist') {
  const sizes = new Map();
  const gzipSize = async (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(join(dist, file))).length);
    return sizes.get(file);
  };
  const rows = [];
  for (const path of routes) {
    const html = await readFile(join(dist, pathToFile(path)), 'utf8');
    const assets = firstLoadAssets(html);
    let js = 0;
    let css = 0;
    for (const file of assets.js) js += await gzipSize(file);
    for (const file of assets.css) css += await gzipSize(file);
    const budget = budgetFor(path);
    rows.push({ path, js, css, budget, over: js > budget.js || css > budget.css });
  }
  return rows;
}

export function formatReport(rows) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const lines = ['first load (gzip)            JS (budget)            CSS (budget)'];
  for (const row of rows) {
    lines.push(
      `${row.path.padEnd(28).slice(0, 28)} ${`${kb(row.js)} (${kb(row.budget.js)})`.padEnd(22)} ${kb(row.css)} (${kb(row.budget.css)})${row.over ? '  OVER BUDGET' : ''}`,
    );
  }
  return lines.join('\n');
}
