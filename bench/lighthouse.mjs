// npm run lighthouse: the gate, lighthouserc.json's settings on the build's routes as the CDN serves them; timings held on the best run, as other load only adds to them.
// TBT and the performance score made from it only warn: a trace of this machine moves them past their limits with no change to the page, so blocking is test:main-thread's to judge.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthouseBrowser, startFloor } from './phone.mjs';
import { benchReport, failedAssertions, list, median, table } from './report.mjs';
import { lighthouseUrls } from './routes.mjs';

const SAVED = '.lighthouseci';
const REPORTS = join(SAVED, 'reports');
const STAGE_CONFIG = join(SAVED, 'first-runs.json');
// What a page's bytes, requests and audits decide is the same in every run; only these move with the machine.
const TIMINGS = ['largest-contentful-paint', 'first-contentful-paint', 'speed-index', 'cumulative-layout-shift'];
const site = process.env.SITE_URL?.trim();
const port = process.env.LIGHTHOUSE_PORT || '4174';
const urls = lighthouseUrls({ dist: process.env.DIST || 'dist', origin: site || `https://127.0.0.1:${port}`, only: list(process.env.LIGHTHOUSE_ROUTES) });
const config = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const lhci = (/** @type {string[]} */ ...args) => spawnSync('npx', ['--no-install', 'lhci', ...args], { stdio: 'inherit' }).status ?? 1;

/** The floor page's runs, in memory only: lhci asserts the site's pages. @type {import('lighthouse').Result[]} */
const floorRuns = [];

/** One round: the floor page, then each URL once, each site run saved where lhci assert reads it. @param {Awaited<ReturnType<typeof lighthouseBrowser>>} chrome @param {string} floor @param {string[]} pages @param {number} round */
async function collect(chrome, floor, pages, round) {
  floorRuns.push(await chrome.run(floor, config.ci.collect.settings));
  for (const url of pages) {
    const lhr = await chrome.run(url, config.ci.collect.settings);
    writeFileSync(join(SAVED, `lhr-${Date.now()}.json`), JSON.stringify(lhr));
    console.log(`lighthouse: ${url} run ${round}: performance ${lhr.categories.performance?.score ?? lhr.runtimeError?.code}`);
  }
}

rmSync(SAVED, { recursive: true, force: true });
mkdirSync(SAVED);
const server = site ? null : spawn('node', ['server/index.mjs'], { env: { ...process.env, HTTP2: 'on', PORT: port }, stdio: ['ignore', 'pipe', 'inherit'] });
const floor = await startFloor();
const chrome = await lighthouseBrowser();
try {
  if (server?.stdout) {
    let serving = false;
    for await (const chunk of server.stdout) if ((serving = String(chunk).includes('Serving '))) break;
    if (!serving) throw new Error('lighthouse: server/index.mjs ended before it served');
  }
  // A route's first run decides when it passes on its own; one failing only on timings gets the other runs, one failing on bytes, requests or audits does not.
  const runs = config.ci.collect.numberOfRuns;
  await collect(chrome, floor.url, urls, 1);
  const strict = structuredClone(config);
  for (const [, options] of Object.values(strict.ci.assert.assertions)) {
    if (options.aggregationMethod === 'median') options.aggregationMethod = 'pessimistic';
  }
  writeFileSync(STAGE_CONFIG, JSON.stringify(strict));
  for (let round = 2; round <= runs && lhci('assert', `--config=${STAGE_CONFIG}`) !== 0; round += 1) {
    const failed = failedAssertions().filter((failure) => failure.level === 'error');
    const settled = new Set(failed.filter((failure) => !TIMINGS.includes(failure.assertion)).map((failure) => failure.url));
    const again = [...new Set(failed.map((failure) => failure.url))].filter((url) => !settled.has(url));
    if (!again.length) break;
    console.log(`lighthouse: round ${round} of ${runs} for ${again.join(', ')}`);
    await collect(chrome, floor.url, again, round);
  }
} finally {
  await chrome.close();
  floor.close();
  server?.kill();
}
const status = lhci('assert');
lhci('upload');

const byPath = /** @type {Map<string, import('lighthouse').Result[]>} */ (new Map([['floor (1 KB page)', floorRuns]]));
for (const file of existsSync(REPORTS) ? readdirSync(REPORTS).filter((name) => name.endsWith('.json') && name !== 'manifest.json') : []) {
  const lhr = /** @type {import('lighthouse').Result} */ (JSON.parse(readFileSync(join(REPORTS, file), 'utf8')));
  const path = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).pathname;
  byPath.set(path, [...(byPath.get(path) ?? []), lhr]);
}
/** A metric's median over runs, as a number. @param {import('lighthouse').Result[]} runs @param {string} id */
const metricOf = (runs, id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
const header = ['route', 'runs', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'KB'];
const rows = [...byPath]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, runs]) => {
    const score = (/** @type {string} */ id) => median(runs.map((lhr) => lhr.categories[id]?.score ?? 0)).toFixed(2);
    const metric = (/** @type {string} */ id, digits = 0, scale = 1) => (metricOf(runs, id) / scale).toFixed(digits);
    const metrics = [metric('first-contentful-paint'), metric('largest-contentful-paint'), metric('total-blocking-time'), metric('cumulative-layout-shift', 3)];
    return [
      path,
      String(runs.length),
      ...['performance', 'accessibility', 'best-practices', 'seo'].map(score),
      ...metrics,
      metric('total-byte-weight', 1, 1024),
    ];
  });
const report = benchReport('lighthouse');
report.log(rows.length ? table([header, ...rows], header.length) : `No Lighthouse reports in ${REPORTS}.`);

const failed = failedAssertions().filter((failure) => failure.level === 'error');
// The floor page has no script: a TBT of its own is the machine's.
const floorTbt = floorRuns.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? NaN);
const indexes = [...byPath.values()].flat().map((lhr) => lhr.environment.benchmarkIndex);
const machine = `the floor page in the same sitting: TBT ${Math.round(Math.min(...floorTbt))}–${Math.round(Math.max(...floorTbt))} ms over ${floorRuns.length} runs, host benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`;
if (failed.length) {
  report.log(`\nLighthouse gate FAILED:`);
  for (const f of failed) report.log(`  ${f.path}: ${f.assertion} ${f.actual} (${f.name} of its runs; limit ${f.operator} ${f.expected})`);
  report.log(`  (${machine})`);
} else report.log(`\nLighthouse gate passed (${machine})`);
const worstTbt = Math.max(
  ...[...byPath]
    .filter(([path]) => path.startsWith('/'))
    .map(([, runs]) => Math.min(...runs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? NaN))),
);
const summary = `${Math.round(worstTbt)} ms; floor ${Math.round(Math.min(...floorTbt))}–${Math.round(Math.max(...floorTbt))} ms; index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}${failed.length ? `; ${failed.length} failed: ${[...new Set(failed.map((f) => f.assertion))].join(', ')}` : ''}`;
report.write({ summary, routes: rows.map(([route, runs, ...figures]) => ({ route, runs: Number(runs), figures })), failed }, { passed: status === 0 });

if (process.env.GITHUB_STEP_SUMMARY && rows.length) {
  const lines = [
    '### Lighthouse (median of each route’s runs)',
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i ? ' ---: ' : ' --- ')).join('|')}|`,
  ];
  for (const row of rows) lines.push(`| \`${row[0]}\` | ${row.slice(1).join(' | ')} |`);
  lines.push('', failed.length ? `**${failed.length} assertion(s) failed:**` : 'Every assertion passed.', '');
  for (const f of failed) lines.push(`- \`${f.path}\` ${f.assertion}: ${f.name} ${f.operator} ${f.expected}, got ${f.actual}`);
  lines.push('', `Reference: ${machine}.`);
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${lines.join('\n')}\n`);
}
process.exitCode = status;
