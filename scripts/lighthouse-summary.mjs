// Prints the median of each route's Lighthouse runs (written by `lhci autorun` to
// .lighthouseci/reports): the category scores and FCP, LCP, TBT, CLS, and the page's bytes.
// Usage: node scripts/lighthouse-summary.mjs [--markdown] [dir]
//   --markdown  a Markdown table (for a GitHub job summary, $GITHUB_STEP_SUMMARY) and the failed
//               assertions of .lighthouseci/assertion-results.json, instead of the console table
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { failedAssertions } from './lib/lhci-assertions.mjs';
import { median, table } from './lib/bench-report.mjs';

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const dir = args.find((arg) => !arg.startsWith('--')) ?? '.lighthouseci/reports';

if (!existsSync(dir)) {
  console.log(markdown ? `No Lighthouse reports in \`${dir}\`.` : `No Lighthouse reports in ${dir}.`);
  process.exit(0);
}

/** @typedef {import('lighthouse').Result} Lhr */
/** @type {Map<string, Lhr[]>} */
const byUrl = new Map();
for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json') && name !== 'manifest.json')) {
  /** @type {Lhr} */
  const lhr = JSON.parse(await readFile(join(dir, file), 'utf8'));
  if (!lhr.finalDisplayedUrl && !lhr.requestedUrl) continue;
  const url = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname;
  byUrl.set(url, [...(byUrl.get(url) ?? []), lhr]);
}

const header = ['route', 'runs', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB'];
const rows = [];
for (const [url, runs] of [...byUrl].sort(([a], [b]) => a.localeCompare(b))) {
  const score = (/** @type {string} */ id) => median(runs.map((lhr) => lhr.categories[id]?.score ?? 0)).toFixed(2);
  const metric = (/** @type {string} */ id, digits = 0, scale = 1) => (median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN)) / scale).toFixed(digits);
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
    metric('total-byte-weight', 1, 1024),
  ]);
}

if (markdown) {
  const cell = (/** @type {string} */ text) => String(text).replaceAll('|', '\\|');
  const lines = ['### Lighthouse (median of each route’s runs)', ''];
  lines.push(`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
  for (const row of rows) lines.push(`| ${row.map((value, i) => (i === 0 ? `\`${cell(value)}\`` : cell(value))).join(' | ')} |`);
  const assertionsFile = join(dirname(dir), 'assertion-results.json');
  if (existsSync(assertionsFile)) {
    const failed = failedAssertions(assertionsFile);

    lines.push('', failed.length === 0 ? 'Every assertion passed.' : `**${failed.length} assertion(s) failed:**`, '');
    for (const result of failed) {
      lines.push(`- \`${result.path}\` ${result.assertion} (${result.level}): ${result.name} ${result.operator} ${result.expected}, got ${result.actual}`);
    }
  }
  console.log(lines.join('\n'));
} else {
  console.log(table([header, ...rows], header.length));
}
