// npm run lighthouse: the gate. Lighthouse with lighthouserc.json's settings on the build's routes served
// over HTTP/2 as the CDN serves them (or SITE_URL), each run in a fresh Chrome as lhci collect does but
// in this process (lhci starts a Node per run); lhci asserts and writes the reports; the medians are printed, also to CI's summary.
//   DIST=<dir> another build; LIGHTHOUSE_ROUTES=/,/about only these paths; LIGHTHOUSE_PORT the local port.
// Performance and TBT are held on the best of the runs: other load on a 2-core machine only ever adds
// to them, while a page that does more work adds it to every run.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseRun } from './phone.mjs';
import { failedAssertions, list, median, table } from './report.mjs';
import { lighthouseUrls } from './routes.mjs';

const SAVED = '.lighthouseci';
const REPORTS = join(SAVED, 'reports');
const STAGE_CONFIG = join(SAVED, 'first-runs.json');
const site = process.env.SITE_URL?.trim();
const port = process.env.LIGHTHOUSE_PORT || '4174';
const urls = lighthouseUrls({ dist: process.env.DIST || 'dist', origin: site || `https://127.0.0.1:${port}`, only: list(process.env.LIGHTHOUSE_ROUTES) });
const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const lhci = (/** @type {string[]} */ ...args) => spawnSync('npx', ['--no-install', 'lhci', ...args], { stdio: 'inherit' }).status ?? 1;

/** Each URL `runs` times, each run saved where lhci assert reads it. @param {string[]} pages @param {number} runs */
async function collect(pages, runs) {
  for (const url of pages) {
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await lighthouseRun(url, config.ci.collect.settings);
      writeFileSync(join(SAVED, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
      console.log(`lighthouse: ${url} run ${run} of ${runs}: performance ${lhr.categories.performance?.score ?? lhr.runtimeError?.code}`);
    }
  }
}

rmSync(SAVED, { recursive: true, force: true });
mkdirSync(SAVED);
const server = site ? null : spawn('node', ['server/index.mjs'], { env: { ...process.env, HTTP2: 'on', PORT: port }, stdio: ['ignore', 'pipe', 'inherit'] });
try {
  if (server?.stdout) {
    let serving = false;
    for await (const chunk of server.stdout) if ((serving = String(chunk).includes('Serving '))) break;
    if (!serving) throw new Error('lighthouse: server/index.mjs ended before it served');
  }
  // The runs come in two stages: a route's first run decides when it passes every assertion on its own
  // (perf and TBT are held on the best run, which one passing run already is); a route whose first run
  // fails any assertion gets the other runs, and lhci judges it on all of them.
  const runs = config.ci.collect.numberOfRuns;
  await collect(urls, 1);
  if (runs > 1) {
    const strict = structuredClone(config);
    for (const [, options] of Object.values(strict.ci.assert.assertions)) {
      if (options.aggregationMethod === 'median') options.aggregationMethod = 'pessimistic';
    }
    writeFileSync(STAGE_CONFIG, JSON.stringify(strict));
    if (lhci('assert', `--config=${STAGE_CONFIG}`) !== 0) {
      const failing = [...new Set(failedAssertions().map((failure) => failure.url))];
      console.log(`lighthouse: ${runs - 1} more run(s) for ${failing.join(', ')}`);
      await collect(failing, runs - 1);
    }
  }
} finally {
  server?.kill();
}
const status = lhci('assert');
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
