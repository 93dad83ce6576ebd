// Where a page's main thread goes on a phone, against a 1 KB floor page measured in the same sitting.
// The real build, through the real server, in Chromium on Lighthouse's mobile profile (slow 4G as
// DevTools applies it, the CPU slowed to one phone's speed, 412x823, empty cache). Per route, 3 fresh
// visitors:
//   blocking  the sum of (long task - 50 ms) over the first 10 s after navigation, while the visitor
//             scrolls down the page and never taps: a fixed window, so work moved past the end of a
//             Lighthouse trace still counts (best and median of the visits; the floor page: ~0)
//   tasks     long tasks in that window, and the longest
//   tap       after those 10 s, a tap on the mobile menu: ms until it is shown
// then Lighthouse (mobile, simulated throttling, as the gate runs it), the floor page and each route
// interleaved round by round: median performance, FCP, LCP, TBT, and LCP as a ratio of the floor's.
//   npm run build && npm run bench:main-thread [-- --runs 3 --lighthouse-runs 5 --routes /,/contact --trace dir]
//   --trace dir   also write one Chrome trace per route (a visit of its own) and print its long tasks
//                 with what they spent their time on (tracing slows the page: not the figures)
//   --timeline    print the long tasks of each page's median visit beside its performance marks
//   --no-lighthouse  the fixed-window part only
//   --cpu-rate N  slow the CPU down N times, whatever the host's speed (default: calibrated to a
//                 phone's speed before each visit: ./phone-profile.mjs)
//   --check       the gate (npm test: npm run test:main-thread): exits 1 unless, on every page, the
//                 best visit blocked at most 100 ms in its window, every tap showed the menu within
//                 1 s, and no visit logged a console error or warning
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { originOf, startServer } from '../../server/app.mjs';
import { chromiumFlags, chromiumLaunchOptions, chromePath } from '../lib/chromium.cjs';
import { sitemapPages } from '../lib/sitemap.cjs';
import { selectRoutes } from '../lighthouse-routes.cjs';
import { benchReport, median, table, wholeNumber } from '../lib/bench-report.mjs';
import { summarizeTrace } from './trace.mjs';
import { cpuLine, cpuRateOption, floorSite, phonePage, VIEWPORT } from './phone-profile.mjs';

/**
 * @typedef {import('@playwright/test').Browser} Browser
 * @typedef {import('./trace.mjs').TraceEvent} TraceEvent
 * @typedef {{ performance: number, fcp: number, lcp: number, tbt: number, benchmarkIndex: number }} LighthouseRun
 * @typedef {Awaited<ReturnType<typeof visit>>} Visit
 */

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '5' },
    routes: { type: 'string' },
    trace: { type: 'string' },
    timeline: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'cpu-rate': { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});
const runs = wholeNumber('--runs', values.runs);
const lighthouseRuns = wholeNumber('--lighthouse-runs', values['lighthouse-runs']);
const traceDir = values.trace;
const withLighthouse = !values['no-lighthouse'];
const check = values.check;
/** The gate's limits (--check): the page's own blocking in the window, best visit; a tap, every visit. */
const LIMITS = { blockingMs: 100, tapMs: 1000 };
const dist = process.env.DIST ?? 'dist';

const CPU_RATE = cpuRateOption(values['cpu-rate']);
const WINDOW_MS = 10_000;
const SCROLL_EVERY_MS = 250;
const SCROLL_BY_PX = 120;

/** The pages measured: /, /services, /contact and the newest post, or --routes. */
function routes() {
  const only = values.routes;
  if (only)
    return only
      .split(',')
      .map((path) => path.trim())
      .filter(Boolean);
  const pages = sitemapPages(dist);
  /** @type {string | undefined} */
  const newestPost = selectRoutes(pages).filter((path) => /^\/blogs\/(?!page\/)[^/]+$/.test(path))[0];
  return ['/', '/services', '/contact', ...(newestPost ? [newestPost] : [])];
}

/** Set before any script of the page: long tasks, and the time from a tap to the menu showing. */
function observePage() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'pointerdown',
    () => {
      const tapped = performance.now();
      const check = () => {
        const menu = document.getElementById('mobile-menu');
        if (menu && getComputedStyle(menu).display !== 'none') window.__menuShown = performance.now() - tapped;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/**
 * A visitor loads the page, scrolls down it for 10 s, then taps the menu.
 * @param {Browser} browser
 * @param {string} url
 * @param {{ trace?: boolean }} [options] also record a Chrome trace of the visit (its events)
 */
async function visit(browser, url, { trace = false } = {}) {
  const { context, page, cdp, index, rate, errors } = await phonePage(browser, CPU_RATE);
  await page.addInitScript(observePage);
  const stopTrace = trace ? await startTrace(cdp) : null;
  await page.goto(url, { waitUntil: 'commit' });
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
  // Scroll by wheel, as a visitor does, until the window ends (the clock is the page's own).
  for (;;) {
    const now = await page.evaluate(() => performance.now());
    if (now >= WINDOW_MS) break;
    await page.mouse.wheel(0, SCROLL_BY_PX);
    await page.waitForTimeout(Math.min(SCROLL_EVERY_MS, WINDOW_MS - now));
  }
  const events = stopTrace ? await stopTrace() : null;
  const { longTasks, fcp, lcp, marks } = await page.evaluate(
    () =>
      /** @type {Promise<{ longTasks: Window['__longTasks'], fcp: number | undefined, lcp: number | undefined, marks: { name: string, start: number }[] }>} */ (
        new Promise((resolve) => {
          // None when the visitor's first scroll came before the first paint (input ends the largest-paint entries).
          /** @type {number | undefined} */
          let lcp;
          new PerformanceObserver((list) => (lcp = list.getEntries().at(-1)?.startTime ?? lcp)).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(
            () =>
              resolve({
                longTasks: window.__longTasks,
                fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
                lcp,
                marks: performance.getEntriesByType('mark').map((mark) => ({ name: mark.name, start: mark.startTime })),
              }),
            0,
          );
        })
      ),
  );
  /** @type {number | null} */
  let tap = null;
  const toggle = page.locator('header button[aria-controls="mobile-menu"]');
  if (await toggle.count()) {
    await page.evaluate(() => scrollTo(0, 0));
    await toggle.click();
    tap = await page
      .waitForFunction(() => window.__menuShown, null, { polling: 50, timeout: 10_000 })
      .then((handle) => /** @type {Promise<number>} */ (handle.jsonValue()))
      .catch(() => Infinity);
  }
  await context.close();
  const inWindow = longTasks.filter((task) => task.start < WINDOW_MS);
  return {
    blocking: inWindow.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    tasks: inWindow.length,
    longest: Math.max(0, ...inWindow.map((task) => task.duration)),
    fcp,
    lcp,
    tap,
    errors,
    events,
    index,
    rate,
    timeline: [
      ...inWindow.map((task) => ({ start: task.start, text: `long task ${Math.round(task.duration)} ms` })),
      ...marks.map((mark) => ({ start: mark.start, text: mark.name })),
    ]
      .sort((a, b) => a.start - b.start)
      .map(({ start, text }) => `${String(Math.round(start)).padStart(6)} ms  ${text}`)
      .join('\n'),
  };
}

/**
 * Starts a Chrome trace of the page's main thread; the returned function stops it and gives its events.
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<() => Promise<TraceEvent[]>>}
 */
async function startTrace(cdp) {
  /** @type {TraceEvent[]} */
  const events = [];
  // Chrome's protocol types declare trace events as maps of strings; they hold numbers too.
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: (process.env.TRACE_CATEGORIES ?? 'devtools.timeline,v8.execute,blink.user_timing,toplevel,__metadata').split(','),
    },
  });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/** @param {number[]} values */
const best = (values) => Math.min(...values);
/** @param {number | null | undefined} value */
const ms = (value) => (value === Infinity ? 'none' : value == null || Number.isNaN(value) ? '-' : String(Math.round(value)));

/**
 * Lighthouse as the gate runs it (lighthouserc.cjs): mobile, simulated throttling.
 * @param {{ name: string, url: string }[]} pages
 */
async function lighthouseRounds(pages) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  /** @type {Map<string, LighthouseRun[]>} */
  const results = new Map(pages.map(({ name }) => [name, []]));
  for (let round = 0; round < lighthouseRuns; round += 1) {
    for (const { name, url } of pages) {
      // A fresh browser per run, as lhci does.
      const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumFlags] });
      try {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        const { lhr } = result;
        /** @param {string} id */
        const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
        results.get(name)?.push({
          performance: lhr.categories.performance?.score ?? NaN,
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      } finally {
        await chrome.kill();
      }
    }
    console.error(`lighthouse: round ${round + 1} of ${lighthouseRuns} done`);
  }
  return results;
}

const paths = routes();
const report = benchReport('main-thread');
// Both over HTTP/2, as the CDN serves them.
const server = await startServer({ port: 0, dist, http2: true });
const floor = await startServer({ port: 0, dist: floorSite(), http2: true });
const origin = originOf(server);
/** @type {{ name: string, url: string, visits: Visit[], lighthouse: LighthouseRun[] }[]} the floor page first */
const pages = [{ name: 'floor (1 KB page)', url: `${originOf(floor)}/` }, ...paths.map((path) => ({ name: path, url: origin + path }))].map((page) => ({
  ...page,
  visits: [],
  lighthouse: [],
}));
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  // Round by round, so that whatever else the machine does falls on every page alike.
  for (let round = 0; round < runs; round += 1) {
    for (const page of pages) page.visits.push(await visit(browser, page.url));
    console.error(`fixed window: round ${round + 1} of ${runs} done`);
  }
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    for (const { name, url } of pages) {
      const events = (await visit(browser, url, { trace: true })).events ?? [];
      const file = join(traceDir, `${name === pages[0]?.name ? 'floor' : name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`);
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      report.log(`\n${name}: trace ${file}\n${summarizeTrace(events, { windowMs: WINDOW_MS })}`);
    }
  }
  if (withLighthouse) {
    const results = await lighthouseRounds(pages);
    for (const page of pages) page.lighthouse = results.get(page.name) ?? [];
  }
} finally {
  await browser.close();
  server.close();
  floor.close();
}

const cpu = cpuLine(
  CPU_RATE,
  pages.flatMap(({ visits }) => visits),
);
report.log(
  `\nA fresh visitor scrolls each page for ${WINDOW_MS / 1000} s, then taps the menu: slow 4G, ${cpu}, ${VIEWPORT.width}x${VIEWPORT.height}, ${runs} visits each, round by round`,
);
/** The figures of the fixed window, per page: what the table shows. */
const windowFigures = pages.map(({ name, visits }) => ({
  page: name,
  blockingBest: best(visits.map((result) => result.blocking)),
  blockingMedian: median(visits.map((result) => result.blocking)),
  longTasks: median(visits.map((result) => result.tasks)),
  longest: median(visits.map((result) => result.longest)),
  fcp: median(visits.flatMap((result) => result.fcp ?? [])),
  lcp: median(visits.flatMap((result) => result.lcp ?? [])),
  tap: visits[0]?.tap === null ? null : median(visits.map((result) => result.tap ?? Infinity)),
  errors: visits.reduce((sum, result) => sum + result.errors.length, 0),
}));
const windowRows = [['page', 'blocking best', 'median', 'long tasks', 'longest', 'FCP', 'LCP', 'tap → menu', 'errors']];
for (const row of windowFigures) {
  windowRows.push([
    row.page,
    ms(row.blockingBest),
    ms(row.blockingMedian),
    String(row.longTasks),
    ms(row.longest),
    ms(row.fcp),
    ms(row.lcp),
    row.tap === null ? '-' : ms(row.tap),
    String(row.errors),
  ]);
}
report.log(table(windowRows));
if (values.timeline) {
  for (const { name, visits } of pages) {
    const middle = [...visits].sort((a, b) => a.blocking - b.blocking)[Math.floor(visits.length / 2)];
    report.log(`\n${name}, the median visit: long tasks and the page's marks\n${middle?.timeline}`);
  }
}
const errors = pages.flatMap(({ visits }) => visits.flatMap((result) => result.errors));
if (errors.length) report.log(`console errors and warnings:\n${[...new Set(errors)].map((text) => `  ${text}`).join('\n')}`);
/** @type {boolean | undefined} */
let passed;
if (check) {
  const failures = [];
  for (const { name, visits } of pages.slice(1)) {
    const blocking = best(visits.map((result) => result.blocking));
    if (blocking > LIMITS.blockingMs) {
      const bestVisit = visits.find((result) => result.blocking === blocking);
      const host = bestVisit?.index == null ? '' : `; host benchmarkIndex ${Math.round(bestVisit.index)}, CPU slowed ${bestVisit.rate.toFixed(1)}x`;
      failures.push(`${name}: blocked ${Math.round(blocking)} ms in its best visit (limit ${LIMITS.blockingMs} ms${host})`);
    }
    const slowest = Math.max(...visits.map((result) => result.tap ?? 0));
    if (slowest > LIMITS.tapMs) failures.push(`${name}: a tap showed the menu after ${ms(slowest)} ms (limit ${LIMITS.tapMs} ms)`);
    if (visits.some((result) => result.errors.length)) failures.push(`${name}: console errors or warnings`);
  }
  report.log(failures.length ? `\nmain-thread gate FAILED:\n${failures.map((line) => `  ${line}`).join('\n')}` : '\nmain-thread gate passed');
  passed = failures.length === 0;
  process.exitCode = passed ? 0 : 1;
}

/** @type {{ page: string, performance: number, fcp: number, lcp: number, lcpOverFloor: number, tbt: number, tbtBest: number }[]} */
const lighthouseFigures = [];
if (withLighthouse) {
  const floorLcp = median((pages[0]?.lighthouse ?? []).map((run) => run.lcp));
  const rows = [['page', 'performance', 'FCP', 'LCP', 'LCP / floor', 'TBT', 'TBT best']];
  for (const { name, lighthouse: results } of pages) {
    const lcp = median(results.map((run) => run.lcp));
    const row = {
      page: name,
      performance: median(results.map((run) => run.performance)),
      fcp: median(results.map((run) => run.fcp)),
      lcp,
      lcpOverFloor: lcp / floorLcp,
      tbt: median(results.map((run) => run.tbt)),
      tbtBest: best(results.map((run) => run.tbt)),
    };
    lighthouseFigures.push(row);
    rows.push([name, row.performance.toFixed(2), ms(row.fcp), ms(row.lcp), `${row.lcpOverFloor.toFixed(2)}x`, ms(row.tbt), ms(row.tbtBest)]);
  }
  const benchmarkIndexes = pages.flatMap(({ lighthouse: results }) => results.map((run) => run.benchmarkIndex));
  report.log(
    `\nLighthouse, mobile (simulated), median of ${lighthouseRuns} runs, interleaved with the floor page; benchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`,
  );
  report.log(table(rows));
}
report.write(
  {
    window: {
      seconds: WINDOW_MS / 1000,
      cpu,
      visits: runs,
      limits: LIMITS,
      pages: windowFigures,
    },
    lighthouse: withLighthouse ? { runs: lighthouseRuns, pages: lighthouseFigures } : null,
  },
  { passed },
);
