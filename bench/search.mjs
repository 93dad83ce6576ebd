// The blog's search on the benches' phone (./phone.mjs): a fresh visitor types a query on /search; the bytes fetched and the keys to results announced, against GOALS.
import { parseArgs } from 'node:util';
import { SEARCH_PATH } from '../src/lib/paths.mjs';
import { SEARCH_FILES, SEARCH_ROOTS } from '../src/lib/searchIndex.mjs';
import { cpuLine, phonePage, startBench, VIEWPORT } from './phone.mjs';
import { benchReport, median, wholeNumber } from './report.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.DIST ?? 'dist' },
    runs: { type: 'string', default: '3' },
  },
});
const runs = wholeNumber('--runs', values.runs);
const queries = ['detention', 'load boards', 'maintenance'];
const GOALS = { bytes: 150_000, typingMs: 500 };
const cpu = /** @type {{ index: number, rate: number }[]} */ ([]);
const isSearchFile = (/** @type {string} */ path) => /** @type {string[]} */ (Object.values(SEARCH_ROOTS)).includes(path) || path.startsWith(SEARCH_FILES);

/** Set before the page's scripts: when each key went down, and when the live region first announced results. */
function observeSearch() {
  const keys = (window.__keys = /** @type {number[]} */ ([]));
  addEventListener('keydown', () => keys.push(performance.now()), { capture: true });
  document.addEventListener('DOMContentLoaded', function watch() {
    const status = document.querySelector('[role="status"]');
    if (!status) return void requestAnimationFrame(watch);
    new MutationObserver(() => {
      if (/(match(es)?|coinciden?( con)?) “/.test(status.textContent ?? '')) window.__shown = { at: performance.now(), text: status.textContent };
    }).observe(status, { childList: true, characterData: true, subtree: true });
  });
}

/** The same profile's load of a 1 KB page (navigation to its load event), then a fresh visitor on /search types `query`. @param {import('@playwright/test').Browser} browser @param {string} query */
async function searchVisit(browser, query) {
  const floor = await phonePage(browser, { hasTouch: true });
  cpu.push({ index: floor.index, rate: floor.rate });
  await floor.page.goto(`${bench.floorOrigin}/`, { waitUntil: 'load' });
  const floorMs = await floor.page.evaluate(() => /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).loadEventEnd);
  await floor.context.close();
  const { context, page, index, rate, errors } = await phonePage(browser, { hasTouch: true });
  cpu.push({ index, rate });
  await page.addInitScript(observeSearch);
  const sizes = /** @type {{ path: string, bytes: number }[]} */ ([]);
  // Bytes on the wire; a request still under way when the visit ends is not counted.
  page.on('requestfinished', async (request) => {
    const size = await request.sizes().catch(() => null);
    if (size) sizes.push({ path: new URL(request.url()).pathname, bytes: size.responseBodySize + size.responseHeadersSize });
  });
  await page.goto(bench.origin + SEARCH_PATH, { waitUntil: 'load' });
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  const field = page.getByRole('main').getByRole('searchbox');
  await field.click();
  await field.pressSequentially(query, { delay: 150 });
  await page
    .waitForFunction((text) => window.__shown?.text?.includes(`“${text}”`), query, { timeout: 60_000 })
    .catch(async (error) => {
      const status = await page.locator('[role="status"]').first().textContent();
      throw new Error(`${query}: no results announced (status: ${status}); console: ${errors.join(' | ')}`, { cause: error });
    });
  const { keys = [], shown = { at: NaN, text: null } } = await page.evaluate(() => ({ keys: window.__keys, shown: window.__shown }));
  // Results render their fragments as they arrive: a moment for the last responses to finish.
  await page.waitForTimeout(500);
  const search = sizes.filter(({ path }) => isSearchFile(path));
  await context.close();
  return {
    bytes: search.reduce((sum, { bytes }) => sum + bytes, 0),
    requests: search.length,
    files: search.map(({ path, bytes }) => `${path} ${bytes}`),
    lastKeyToResultsMs: shown.at - (keys.at(-1) ?? NaN),
    firstKeyToResultsMs: shown.at - (keys[0] ?? NaN),
    announced: shown.text,
    floorMs,
    errors,
  };
}

const bench = await startBench(values.dist);
const report = benchReport('search');
const rows = [];
try {
  for (const query of queries) {
    const visits = /** @type {Awaited<ReturnType<typeof searchVisit>>[]} */ ([]);
    for (let run = 0; run < runs; run += 1) visits.push(await searchVisit(bench.browser, query));
    const of = (/** @type {(visit: (typeof visits)[number]) => number} */ pick) => median(visits.map(pick));
    const row = {
      query,
      bytes: of((v) => v.bytes),
      requests: of((v) => v.requests),
      lastKeyToResultsMs: of((v) => v.lastKeyToResultsMs),
      firstKeyToResultsMs: of((v) => v.firstKeyToResultsMs),
      floorMs: of((v) => v.floorMs),
      ratioToFloor: of((v) => v.lastKeyToResultsMs / v.floorMs),
      announced: visits[0]?.announced ?? null,
      visits,
    };
    rows.push(row);
    const errors = [...new Set(visits.flatMap((visit) => visit.errors))];
    report.log(
      `${JSON.stringify(query).padEnd(16)} ${(row.bytes / 1000).toFixed(1).padStart(6)} KB in ${row.requests} requests` +
        `   last key → results ${row.lastKeyToResultsMs.toFixed(0).padStart(5)} ms (${row.ratioToFloor.toFixed(2)}× the floor page's load, ${row.floorMs.toFixed(0)} ms)` +
        `   first key → results ${row.firstKeyToResultsMs.toFixed(0)} ms   "${row.announced}"` +
        (errors.length ? `\n  console: ${errors.join(' | ')}` : ''),
    );
  }
} finally {
  await bench.close();
}
const worst = { bytes: Math.max(...rows.map((row) => row.bytes)), lastKeyToResultsMs: Math.max(...rows.map((row) => row.lastKeyToResultsMs)) };
report.log(
  `\nmedians of ${runs} fresh visits per query, ${cpuLine(cpu)}, slow 4G: a first query fetched at most ${(worst.bytes / 1000).toFixed(1)} KB (goal ≤ ${GOALS.bytes / 1000} KB), ` +
    `results at most ${worst.lastKeyToResultsMs.toFixed(0)} ms after the last key (goal ≤ ${GOALS.typingMs} ms)`,
);
report.write({ dist: values.dist, profile: { network: 'slow 4G (DevTools)', viewport: VIEWPORT }, cpu, goals: GOALS, queries: rows, worst });
