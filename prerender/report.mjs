// Per-route first-load report: the JS and CSS each prerendered page makes the browser load before
// it is interactive (its <script src>, <link rel=modulepreload>, the chunks and stylesheets listed
// in #root's data-modules and data-styles that src/boot.ts loads, <link rel=stylesheet> and the CSS
// inlined in <style>), in gzip bytes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFile } from './lib.mjs';

/** Budgets in gzip bytes (KB = 1000 bytes, as Lighthouse and bundlers print them). */
export const BUDGETS = {
  home: { js: 150_000, css: 20_000 },
  other: { js: 115_000, css: 20_000 },
};

/**
 * The first-load JS and CSS files an HTML page references, in document order, and the text of its
 * inline <style> elements (`inlineCss`).
 */
export function firstLoadAssets(html) {
  const js = [];
  const css = [];
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || !src.startsWith('/')) continue;
    if (/^<script\b/.test(tag) && /type="module"/.test(tag)) js.push(src);
    else if (/rel="modulepreload"/.test(tag)) js.push(src);
    else if (/rel="stylesheet"/.test(tag)) css.push(src);
  }
  const listed = (name) => /<div id="root"[^>]*/.exec(html)?.[0].match(new RegExp(`\\sdata-${name}="([^"]*)"`))?.[1].split(' ').filter(Boolean) ?? [];
  for (const src of listed('modules')) if (!js.includes(src)) js.push(src);
  for (const href of listed('styles')) if (!css.includes(href)) css.push(href);
  return { js, css, inlineCss };
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
    for (const text of assets.inlineCss) css += gzipSync(text).length;
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
