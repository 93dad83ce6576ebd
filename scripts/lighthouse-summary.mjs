// Prints the median of each route's Lighthouse runs (written by `lhci autorun` to
// .lighthouseci/reports): the category scores and FCP, LCP, TBT, CLS. Usage: node scripts/lighthouse-summary.mjs [dir]
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.lighthouseci/reports';
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const byUrl = new Map();
for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json') && name !== 'manifest.json')) {
  const lhr = JSON.parse(await readFile(join(dir, file), 'utf8'));
  if (!lhr.finalDisplayedUrl && !lhr.requestedUrl) continue;
  const url = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname;
  if (!byUrl.has(url)) byUrl.set(url, []);
  byUrl.get(url).push(lhr);
}

const rows = [['route', 'runs', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']];
for (const [url, runs] of [...byUrl].sort(([a], [b]) => a.localeCompare(b))) {
  const score = (id) => median(runs.map((lhr) => lhr.categories[id]?.score ?? 0)).toFixed(2);
  const metric = (id, digits = 0) => median(runs.map((lhr) => lhr.audits[id].numericValue)).toFixed(digits);
  rows.push([
    url,
    String(runs.length),
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    metric('first-contentful-paint'),
    metric('largest-contentful-paint'),
    metric('total-blocking-time'),
    metric('cumulative-layout-shift', 3),
  ]);
}
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
