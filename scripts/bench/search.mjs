// The blog's search on a phone: a fresh visitor on /search types a query, on the benches' phone
// (./phone-profile.mjs: slow 4G as DevTools applies it, the CPU slowed to a phone's speed, 412x823, empty cache), through the
// real server, against a built site (a 10,000-post one: `npm run bench:build -- --posts 10000
// --keep`, then --dist <its dist>). Per query, fresh visits, each with a floor-page visit beside it:
//   bytes      everything the search fetched (src/lib/searchIndex.mjs: the index's root, the shards
//              of the query's words, the card files of results no shard has an excerpt for; or, on
//              a build of before, Pagefind's script, worker, WebAssembly and index under /pagefind/),
//              as transferred
//   typing     the visitor clicks the field and types the query (a key every 150 ms); the time from
//              the last key to the results shown (the live region's count), and from the first key
//   floor      the same browser loading a 1 KB page (navigation to its load event), in the same
//              sitting: `typing` as a ratio of it says how much of the figure is the machine
// Prints the figures and the goals (a first query ≤ 150 KB, typing to results ≤ 500 ms), and writes
// them to reports/search.json and .md (scripts/lib/bench-report.mjs).
//   npm run bench:search [-- --dist dir --runs 3 --queries detention,"load boards" --cpu-rate N]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { originOf, startServer } from '../../server/app.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.cjs';
import { benchReport, median, wholeNumber } from '../lib/bench-report.mjs';
import { cpuLine, cpuRateOption, floorSite, phonePage, VIEWPORT } from './phone-profile.mjs';
import { SEARCH_PATH } from '../../src/lib/paths.mjs';
import { SEARCH_FILES, SEARCH_ROOT } from '../../src/lib/searchIndex.mjs';

/** The search's own requests: the index (and Pagefind's files, to measure a build from before it was replaced). */
const isSearchFile = (/** @type {string} */ path) => path === SEARCH_ROOT || path.startsWith(SEARCH_FILES) || path.startsWith('/pagefind/');

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.DIST ?? 'dist' },
    runs: { type: 'string', default: '3' },
    queries: { type: 'string', default: 'detention,load boards,maintenance' },
    'cpu-rate': { type: 'string' },
  },
});
const runs = wholeNumber('--runs', values.runs);
/** A fixed CPU slowdown, or null: the phone's speed, calibrated before each visit (phone-profile.mjs). */
const cpuRate = cpuRateOption(values['cpu-rate']);
/** @type {{ index: number | null, rate: number }[]} */
const cpu = [];
const queries = values.queries
  .split(',')
  .map((query) => query.trim())
  .filter(Boolean);
const GOALS = { bytes: 150_000, typingMs: 500 };
const KEY_EVERY_MS = 150;

/** Set before the page's scripts: when each key went down, and when the live region first announced results. */
function observeSearch() {
  const keys = (window.__keys = /** @type {number[]} */ ([]));
  addEventListener('keydown', () => keys.push(performance.now()), { capture: true });
  const watch = () => {
    const status = document.querySelector('[role="status"]');
    if (!status) return requestAnimationFrame(watch);
    new MutationObserver(() => {
      if (/match(es)? “/.test(status.textContent ?? '')) window.__shown = { at: performance.now(), text: status.textContent };
    }).observe(status, { childList: true, characterData: true, subtree: true });
  };
  document.addEventListener('DOMContentLoaded', watch);
}

/**
 * Bytes each response took on the wire (headers and encoded body), by URL: the page's requests and
 * a Web Worker's (on a build from before, Pagefind fetched its index from one; Playwright reports those on the page).
 */
function transferSizes(/** @type {import('@playwright/test').Page} */ page) {
  /** @type {{ url: string, bytes: number }[]} */
  const sizes = [];
  page.on('requestfinished', async (request) => {
    // A request still under way when the visit ends (a prefetch) has no sizes to read: not counted.
    const size = await request.sizes().catch(() => null);
    if (size) sizes.push({ url: request.url(), bytes: size.responseBodySize + size.responseHeadersSize });
  });
  return sizes;
}

/**
 * A fresh visitor on /search types `query`; resolves to its bytes and times.
 * @param {import('@playwright/test').Browser} browser @param {string} origin @param {string} query
 */
async function searchVisit(browser, origin, query) {
  const { context, page, index, rate, errors } = await phonePage(browser, cpuRate, { hasTouch: true });
  await page.addInitScript(observeSearch);
  cpu.push({ index, rate });
  const sizes = transferSizes(page);
  await page.goto(origin + SEARCH_PATH, { waitUntil: 'load' });
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  const field = page.getByRole('searchbox', { name: 'Search the blog' });
  await field.click();
  await field.pressSequentially(query, { delay: KEY_EVERY_MS });
  await page
    .waitForFunction((text) => window.__shown?.text?.includes(`“${text}”`), query, { timeout: 60_000 })
    .catch(async (error) => {
      const state = await page.evaluate(() => ({
        status: document.querySelector('[role="status"]')?.textContent,
        value: /** @type {HTMLInputElement | null} */ (document.querySelector('input[type="search"]'))?.value,
        shown: window.__shown,
        keys: window.__keys?.length,
      }));
      throw new Error(`${query}: no results announced: ${JSON.stringify(state)}; console: ${errors.join(' | ')}`, { cause: error });
    });
  const { keys = [], shown = { at: NaN, text: null } } = await page.evaluate(() => ({ keys: window.__keys, shown: window.__shown }));
  // Results render their fragments as they arrive: a moment for the last responses to finish.
  await page.waitForTimeout(500);
  const search = sizes.filter(({ url }) => isSearchFile(new URL(url).pathname));
  await context.close();
  return {
    bytes: search.reduce((sum, { bytes }) => sum + bytes, 0),
    requests: search.length,
    files: search.map(({ url, bytes }) => `${new URL(url).pathname} ${bytes}`),
    lastKeyToResultsMs: shown.at - (keys.at(-1) ?? NaN),
    firstKeyToResultsMs: shown.at - (keys[0] ?? NaN),
    announced: shown.text,
    errors,
  };
}

/** The same browser, the same profile: a 1 KB page from navigation to its load event. @param {import('@playwright/test').Browser} browser @param {string} origin */
async function floorVisit(browser, origin) {
  const { context, page, index, rate } = await phonePage(browser, cpuRate, { hasTouch: true });
  cpu.push({ index, rate });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  const ms = await page.evaluate(() => /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).loadEventEnd);
  await context.close();
  return ms;
}

// Both over HTTP/2, as the CDN serves them.
const server = await startServer({ port: 0, dist: values.dist, http2: true });
const floor = await startServer({ port: 0, dist: floorSite(), http2: true });
const origin = originOf(server);
const floorOrigin = originOf(floor);
const browser = await chromium.launch(chromiumLaunchOptions());
const report = benchReport('search');
/** @typedef {{ query: string, bytes: number, requests: number, lastKeyToResultsMs: number, firstKeyToResultsMs: number, floorMs: number, ratioToFloor: number, announced: string | null, visits: unknown[] }} Row */
const figures = {
  dist: values.dist,
  profile: { network: 'slow 4G (DevTools)', cpuRate, viewport: VIEWPORT },
  cpu,
  goals: GOALS,
  queries: /** @type {Row[]} */ ([]),
  worst: { bytes: 0, lastKeyToResultsMs: 0 },
};
try {
  for (const query of queries) {
    const visits = [];
    for (let run = 0; run < runs; run += 1) {
      const floorMs = await floorVisit(browser, floorOrigin);
      visits.push({ ...(await searchVisit(browser, origin, query)), floorMs });
    }
    const row = {
      query,
      bytes: median(visits.map((visit) => visit.bytes)),
      requests: median(visits.map((visit) => visit.requests)),
      lastKeyToResultsMs: median(visits.map((visit) => visit.lastKeyToResultsMs)),
      firstKeyToResultsMs: median(visits.map((visit) => visit.firstKeyToResultsMs)),
      floorMs: median(visits.map((visit) => visit.floorMs)),
      ratioToFloor: median(visits.map((visit) => visit.lastKeyToResultsMs / visit.floorMs)),
      announced: visits[0]?.announced ?? null,
      visits,
    };
    figures.queries.push(row);
    const errors = [...new Set(visits.flatMap((visit) => visit.errors))];
    report.log(
      `${JSON.stringify(query).padEnd(16)} ${(row.bytes / 1000).toFixed(1).padStart(6)} KB in ${row.requests} requests` +
        `   last key → results ${row.lastKeyToResultsMs.toFixed(0).padStart(5)} ms (${row.ratioToFloor.toFixed(2)}× the floor page's load, ${row.floorMs.toFixed(0)} ms)` +
        `   first key → results ${row.firstKeyToResultsMs.toFixed(0)} ms   "${row.announced}"` +
        (errors.length ? `\n  console: ${errors.join(' | ')}` : ''),
    );
  }
} finally {
  await browser.close();
  server.close();
  floor.close();
}
const worst = {
  bytes: Math.max(...figures.queries.map((row) => row.bytes)),
  lastKeyToResultsMs: Math.max(...figures.queries.map((row) => row.lastKeyToResultsMs)),
};
figures.worst = worst;
report.log(
  `\nmedians of ${runs} fresh visits per query, ${cpuLine(cpuRate, cpu)}, slow 4G: a first query fetched at most ${(worst.bytes / 1000).toFixed(1)} KB (goal ≤ ${GOALS.bytes / 1000} KB), ` +
    `results at most ${worst.lastKeyToResultsMs.toFixed(0)} ms after the last key (goal ≤ ${GOALS.typingMs} ms)`,
);
report.write(figures);
