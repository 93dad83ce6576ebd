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
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../../server/app.mjs';
import { chromiumFlags, chromiumLaunchOptions, chromePath } from '../lib/chromium.cjs';
import { sitemapPages } from '../lib/sitemap.cjs';
import { selectRoutes } from '../lighthouse-routes.cjs';
import { summarizeTrace } from './trace.mjs';
import { cpuLine, cpuRateOption, emulatePhone, VIEWPORT } from './phone-profile.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const whole = (name, fallback) => {
  const value = Number(flag(name, fallback));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, got ${flag(name)}`);
  return value;
};
const runs = whole('--runs', 3);
const lighthouseRuns = whole('--lighthouse-runs', 5);
const traceDir = flag('--trace', null);
const withLighthouse = !args.includes('--no-lighthouse');
const check = args.includes('--check');
/** The gate's limits (--check): the page's own blocking in the window, best visit; a tap, every visit. */
const LIMITS = { blockingMs: 100, tapMs: 1000 };
const dist = process.env.DIST ?? 'dist';

const CPU_RATE = cpuRateOption(flag('--cpu-rate', null));
const WINDOW_MS = 10_000;
const SCROLL_EVERY_MS = 250;
const SCROLL_BY_PX = 120;

/** The pages measured: /, /services, /contact and the newest post, or --routes. */
function routes() {
  const only = flag('--routes', null);
  if (only) return only.split(',').map((path) => path.trim()).filter(Boolean);
  const pages = sitemapPages(dist);
  const newestPost = selectRoutes(pages).filter((path) => /^\/blogs\/(?!page\/)[^/]+$/.test(path))[0];
  return ['/', '/services', '/contact', ...(newestPost ? [newestPost] : [])];
}

/** A 1 KB page that paints text from its one request: the floor every figure is set against. */
function floorSite() {
  const dir = mkdtempSync(join(tmpdir(), 'northlane-floor-'));
  const text = 'Northlane Dispatch keeps owner-operators moving: loads booked, paperwork filed, routes planned. '.repeat(8);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor page</title><meta name="description" content="A one-request page, the floor of the main-thread bench."></head><body><h1>Floor page</h1><p>${text}</p></body></html>`;
  // Served as the site's pages are: its Brotli copy, as the host's rules pick it.
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, 'favicon.ico'), '');
  return dir;
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

/** A visitor loads the page, scrolls down it for 10 s, then taps the menu. */
async function visit(browser, url, { trace } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(observePage);
  const errors = [];
  // A warning too: a phone's console is where a slow path shows first (an unused preload did).
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && errors.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(String(error)));
  const { cdp, index, rate } = await emulatePhone(context, page, CPU_RATE);
  let traceEvents;
  if (trace) traceEvents = await startTrace(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
  // Scroll by wheel, as a visitor does, until the window ends (the clock is the page's own).
  for (;;) {
    const now = await page.evaluate(() => performance.now());
    if (now >= WINDOW_MS) break;
    await page.mouse.wheel(0, SCROLL_BY_PX);
    await page.waitForTimeout(Math.min(SCROLL_EVERY_MS, WINDOW_MS - now));
  }
  const events = trace ? await traceEvents() : null;
  const { longTasks, fcp, lcp, marks } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = 0;
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
      }),
  );
  let tap = null;
  const toggle = page.locator('header button[aria-controls="mobile-menu"]');
  if (await toggle.count()) {
    await page.evaluate(() => scrollTo(0, 0));
    await toggle.click();
    tap = await page
      .waitForFunction(() => window.__menuShown, null, { polling: 50, timeout: 10_000 })
      .then((handle) => handle.jsonValue())
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
    timeline: [...inWindow.map((task) => ({ start: task.start, text: `long task ${Math.round(task.duration)} ms` })), ...marks.map((mark) => ({ start: mark.start, text: mark.name }))]
      .sort((a, b) => a.start - b.start)
      .map(({ start, text }) => `${String(Math.round(start)).padStart(6)} ms  ${text}`)
      .join('\n'),
  };
}

/** Starts a Chrome trace of the page's main thread; the returned function stops it and gives its events. */
async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const best = (values) => Math.min(...values);
const ms = (value) => (value === Infinity ? 'none' : value == null || Number.isNaN(value) ? '-' : String(Math.round(value)));

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ')).join('\n');
}

/** Lighthouse as the gate runs it (lighthouserc.cjs): mobile, simulated throttling. */
async function lighthouseRounds(pages) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const results = new Map(pages.map(({ name }) => [name, []]));
  for (let round = 0; round < lighthouseRuns; round += 1) {
    for (const { name, url } of pages) {
      // A fresh browser per run, as lhci does.
      const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumFlags] });
      try {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        results.get(name).push({
          performance: lhr.categories.performance.score,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
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
const server = await startServer({ port: 0, dist });
const floor = await startServer({ port: 0, dist: floorSite() });
const origin = `http://127.0.0.1:${server.address().port}`;
const pages = [{ name: 'floor (1 KB page)', url: `http://127.0.0.1:${floor.address().port}/` }, ...paths.map((path) => ({ name: path, url: origin + path }))];
const browser = await chromium.launch(chromiumLaunchOptions());
const visits = new Map(pages.map(({ name }) => [name, []]));
let lighthouseResults = null;
try {
  // Round by round, so that whatever else the machine does falls on every page alike.
  for (let round = 0; round < runs; round += 1) {
    for (const { name, url } of pages) visits.get(name).push(await visit(browser, url));
    console.error(`fixed window: round ${round + 1} of ${runs} done`);
  }
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    for (const { name, url } of pages) {
      const { events } = await visit(browser, url, { trace: true });
      const file = join(traceDir, `${name === pages[0].name ? 'floor' : name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`);
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
      console.log(`\n${name}: trace ${file}\n${summarizeTrace(events, { windowMs: WINDOW_MS })}`);
    }
  }
  if (withLighthouse) lighthouseResults = await lighthouseRounds(pages);
} finally {
  await browser.close();
  server.close();
  floor.close();
}

console.log(
  `\nA fresh visitor scrolls each page for ${WINDOW_MS / 1000} s, then taps the menu: slow 4G, ${cpuLine(CPU_RATE, [...visits.values()].flat())}, ${VIEWPORT.width}x${VIEWPORT.height}, ${runs} visits each, round by round`,
);
const windowRows = [['page', 'blocking best', 'median', 'long tasks', 'longest', 'FCP', 'LCP', 'tap → menu', 'errors']];
for (const { name } of pages) {
  const results = visits.get(name);
  windowRows.push([
    name,
    ms(best(results.map((result) => result.blocking))),
    ms(median(results.map((result) => result.blocking))),
    String(median(results.map((result) => result.tasks))),
    ms(median(results.map((result) => result.longest))),
    ms(median(results.map((result) => result.fcp))),
    ms(median(results.map((result) => result.lcp))),
    results[0].tap === null ? '-' : ms(median(results.map((result) => result.tap))),
    String(results.reduce((sum, result) => sum + result.errors.length, 0)),
  ]);
}
console.log(table(windowRows));
if (args.includes('--timeline')) {
  for (const { name } of pages) {
    const results = visits.get(name);
    const middle = [...results].sort((a, b) => a.blocking - b.blocking)[Math.floor(results.length / 2)];
    console.log(`\n${name}, the median visit: long tasks and the page's marks\n${middle.timeline}`);
  }
}
const errors = [...visits.values()].flat().flatMap((result) => result.errors);
if (errors.length) console.log(`console errors and warnings:\n${[...new Set(errors)].map((text) => `  ${text}`).join('\n')}`);
if (check) {
  const failures = [];
  for (const { name } of pages.slice(1)) {
    const results = visits.get(name);
    const blocking = best(results.map((result) => result.blocking));
    if (blocking > LIMITS.blockingMs) {
      const bestVisit = results.find((result) => result.blocking === blocking);
      const host = bestVisit?.index == null ? '' : `; host benchmarkIndex ${Math.round(bestVisit.index)}, CPU slowed ${bestVisit.rate.toFixed(1)}x`;
      failures.push(`${name}: blocked ${Math.round(blocking)} ms in its best visit (limit ${LIMITS.blockingMs} ms${host})`);
    }
    const slowest = Math.max(...results.map((result) => result.tap ?? 0));
    if (slowest > LIMITS.tapMs) failures.push(`${name}: a tap showed the menu after ${ms(slowest)} ms (limit ${LIMITS.tapMs} ms)`);
    if (results.some((result) => result.errors.length)) failures.push(`${name}: console errors or warnings`);
  }
  console.log(failures.length ? `\nmain-thread gate FAILED:\n${failures.map((line) => `  ${line}`).join('\n')}` : '\nmain-thread gate passed');
  process.exitCode = failures.length ? 1 : 0;
}

if (lighthouseResults) {
  const floorLcp = median(lighthouseResults.get(pages[0].name).map((run) => run.lcp));
  const rows = [['page', 'performance', 'FCP', 'LCP', 'LCP / floor', 'TBT', 'TBT best']];
  for (const { name } of pages) {
    const results = lighthouseResults.get(name);
    const lcp = median(results.map((run) => run.lcp));
    rows.push([
      name,
      median(results.map((run) => run.performance)).toFixed(2),
      ms(median(results.map((run) => run.fcp))),
      ms(lcp),
      `${(lcp / floorLcp).toFixed(2)}x`,
      ms(median(results.map((run) => run.tbt))),
      ms(best(results.map((run) => run.tbt))),
    ]);
  }
  const benchmarkIndexes = [...lighthouseResults.values()].flat().map((run) => run.benchmarkIndex);
  console.log(`\nLighthouse, mobile (simulated), median of ${lighthouseRuns} runs, interleaved with the floor page; benchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`);
  console.log(table(rows));
}
