// npm run lighthouse [-- <lhci flags>]: the gate, lhci with lighthouserc.json on the build's
// routes served over HTTP/2 as the CDN serves them (or SITE_URL); then the medians, also to CI's summary.
//   DIST=<dir> another build; LIGHTHOUSE_ROUTES=/,/about only these paths; LIGHTHOUSE_PORT the local port.
// Performance and TBT are held on the best of the runs: other load on a 2-core machine only ever adds
// to them, while a page that does more work adds it to every run.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromePath, chromiumFlags } from '../scripts/lib/chromium.cjs';
import { failedAssertions, list, median, table } from './report.mjs';
import { lighthouseUrls } from './routes.mjs';

const REPORTS = '.lighthouseci/reports';
const STAGE_CONFIG = '.lighthouseci/first-runs.json';
const site = process.env.SITE_URL?.trim();
const port = process.env.LIGHTHOUSE_PORT || '4174';
const urls = lighthouseUrls({ dist: process.env.DIST || 'dist', origin: site || `https://127.0.0.1:${port}`, only: list(process.env.LIGHTHOUSE_ROUTES) });

// The runs come in two stages with the same verdict as all of them at once: if the first majority of
// a route's runs all pass every median assertion, the median of all its runs passes too, so the rest
// run only for routes that did not (then asserted with the real configuration over every run).
const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const runs = config.ci.collect.numberOfRuns;
const first = Math.floor(runs / 2) + 1;
const collect = [
  `--collect.settings.chromeFlags=${['--headless=new', ...chromiumFlags].join(' ')}`,
  ...(site ? [] : ['--collect.startServerCommand=HTTP2=on node server/index.mjs']),
  ...process.argv.slice(2),
];
const env = { ...process.env, PORT: port, CHROME_PATH: chromePath };
const lhci = (/** @type {string[]} */ ...args) => spawnSync('npx', ['--no-install', 'lhci', ...args], { stdio: 'inherit', env }).status ?? 1;
const urlArgs = (/** @type {string[]} */ list) => list.map((url) => `--collect.url=${url}`);

rmSync(REPORTS, { recursive: true, force: true });
let status = lhci('collect', ...urlArgs(urls), `--collect.numberOfRuns=${first}`, ...collect);
if (status === 0 && first < runs) {
  const strict = structuredClone(config);
  for (const [, options] of Object.values(strict.ci.assert.assertions)) {
    if (options.aggregationMethod === 'median') options.aggregationMethod = 'pessimistic';
  }
  writeFileSync(STAGE_CONFIG, JSON.stringify(strict));
  if (lhci('assert', `--config=${STAGE_CONFIG}`) !== 0) {
    const failing = [...new Set(failedAssertions().map((failure) => failure.url))];
    console.log(`lighthouse: ${runs - first} more run(s) for ${failing.join(', ')}`);
    status = lhci('collect', '--additive', ...urlArgs(failing), `--collect.numberOfRuns=${runs - first}`, ...collect);
  }
}
if (status === 0) status = lhci('assert');
lhci('upload');

const byPath = /** @type {Map<string, import('lighthouse').Result[]>} */ (new Map());
for (const file of existsSync(REPORTS) ? readdirSync(REPORTS).filter((name) => name.endsWith('.json') && name !== 'manifest.json') : []) {
  const lhr = /** @type {import('lighthouse').Result} */ (JSON.parse(readFileSync(join(REPORTS, file), 'utf8')));
  const path = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname;
  byPath.set(path, [...(byPath.get(path) ?? []), lhr]);
}
const header = ['route', 'runs', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB'];
const rows = [...byPath]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, runs]) => {
    const score = (/** @type {string} */ id) => median(runs.map((lhr) => lhr.categories[id]?.score ?? 0)).toFixed(2);
    const metric = (/** @type {string} */ id, digits = 0, scale = 1) =>
      (median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN)) / scale).toFixed(digits);
    const metrics = [metric('first-contentful-paint'), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift', 3)];
    return [
      path,
      String(runs.length),
      ...['performance', 'accessibility', 'best-practices', 'seo'].map(score),
      ...metrics,
      metric('total-byte-weight', 1, 1024),
    ];
  });
console.log(rows.length ? table([header, ...rows], header.length) : `No Lighthouse reports in ${REPORTS}.`);
if (process.env.GITHUB_STEP_SUMMARY && rows.length) {
  const failed = failedAssertions();
  const lines = [
    '### Lighthouse (median of each route’s runs)',
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i ? ' ---: ' : ' --- ')).join('|')}|`,
  ];
  for (const row of rows) lines.push(`| \`${row[0]}\` | ${row.slice(1).join(' | ')} |`);
  lines.push('', failed.length ? `**${failed.length} assertion(s) failed:**` : 'Every assertion passed.', '');
  for (const f of failed) lines.push(`- \`${f.path}\` ${f.assertion} (${f.level}): ${f.name} ${f.operator} ${f.expected}, got ${f.actual}`);
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${lines.join('\n')}\n`);
}
process.exitCode = status;
