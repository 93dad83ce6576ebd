// A page's main thread on a phone (./phone.mjs) beside a floor page: long tasks in a fixed window of scrolling (work a Lighthouse trace misses counts), then a tap.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { cpuLine, phonePage, startBench, VIEWPORT } from './phone.mjs';
import { benchReport, list, median, table, wholeNumber } from './report.mjs';
import { selectRoutes, sitemapPages } from './routes.mjs';
import { LOCALES } from '../src/lib/locale.mjs';
import { pagePath, parsePath } from '../src/lib/paths.mjs';
import pMap from 'p-map';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});
const runs = wholeNumber('--runs', values.runs);
const parallel = Math.max(1, Math.floor(availableParallelism() / 2)); // one visit per two cores
const LIMITS = { blockingMs: 100, tapMs: 1000 };
const WINDOW_MS = 10_000;
const dist = process.env.DIST ?? 'dist';
const PAGES = LOCALES.flatMap((locale) => /** @type {const} */ (['home', 'services', 'contact']).map((page) => pagePath(page, locale)));
const paths = list(values.routes) ?? selectRoutes(sitemapPages(dist)).filter((path) => PAGES.includes(path) || parsePath(path).kind === 'post');

/** Set before any script of the page: long tasks, and the time from a tap to the menu showing. */
function observePage() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const tapped = () => {
    const at = performance.now();
    const check = () => {
      const menu = document.getElementById('mobile-menu');
      if (menu && getComputedStyle(menu).display !== 'none') window.__menuShown = performance.now() - at;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  addEventListener('pointerdown', tapped, { capture: true, once: true });
}

/** A visitor loads the page, scrolls down it by wheel for the window (the page's own clock), then taps the menu. @param {import('@playwright/test').Browser} browser @param {string} url */
async function visit(browser, url) {
  const { context, page, index, rate, errors } = await phonePage(browser);
  await page.addInitScript(observePage);
  await page.goto(url, { waitUntil: 'commit' });
  await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
  for (let now = 0; now < WINDOW_MS; now = await page.evaluate(() => performance.now())) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(Math.min(250, WINDOW_MS - now));
  }
  // No LCP when the first scroll came before the first paint (input ends the largest-paint entries).
  const { longTasks, fcp, lcp } = await page.evaluate(
    () =>
      /** @type {Promise<{ longTasks: Window['__longTasks'], fcp?: number, lcp?: number }>} */ (
        new Promise((resolve) => {
          /** @type {number | undefined} */
          let lcp;
          new PerformanceObserver((list) => (lcp = list.getEntries().at(-1)?.startTime ?? lcp)).observe({ type: 'largest-contentful-paint', buffered: true });
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          setTimeout(() => resolve({ longTasks: window.__longTasks, fcp, lcp }), 0);
        })
      ),
  );
  let tap = /** @type {number | null} */ (null);
  const toggle = page.locator('header button[aria-controls="mobile-menu"]');
  if (await toggle.count()) {
    await page.evaluate(() => scrollTo(0, 0));
    await toggle.click();
    const shown = page.waitForFunction(() => window.__menuShown, null, { polling: 50, timeout: 10_000 });
    tap = await shown.then((handle) => /** @type {Promise<number>} */ (handle.jsonValue())).catch(() => Infinity);
  }
  await context.close();
  const inWindow = longTasks.filter((task) => task.start < WINDOW_MS);
  const blocking = inWindow.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { blocking, tasks: inWindow.length, longest: Math.max(0, ...inWindow.map((task) => task.duration)), fcp, lcp, tap, errors, index, rate };
}

/** @param {number | null | undefined} value */
const ms = (value) => (value === Infinity ? 'none' : value == null || Number.isNaN(value) ? '-' : String(Math.round(value)));
const best = (/** @type {number[]} */ values) => Math.min(...values);

const report = benchReport('main-thread');
const bench = await startBench(dist);
const pages = [{ name: 'floor (1 KB page)', url: `${bench.floorOrigin}/` }, ...paths.map((path) => ({ name: path, url: bench.origin + path }))].map((page) => ({
  ...page,
  visits: /** @type {Awaited<ReturnType<typeof visit>>[]} */ ([]),
}));
/** The gate's failures of one page, judged on its visits so far. @param {(typeof pages)[number]} page */
function failures({ name, visits }) {
  const blocking = best(visits.map((result) => result.blocking));
  const slowest = Math.max(...visits.map((result) => result.tap ?? 0));
  return [
    ...(blocking > LIMITS.blockingMs
      ? [`${name}: blocked ${Math.round(blocking)} ms in the best of ${visits.length} visits (limit ${LIMITS.blockingMs} ms)`]
      : []),
    ...(slowest > LIMITS.tapMs ? [`${name}: a tap showed the menu after ${ms(slowest)} ms (limit ${LIMITS.tapMs} ms)`] : []),
    ...(visits.some((result) => result.errors.length) ? [`${name}: console errors or warnings`] : []),
  ];
}

try {
  // Round by round, so that whatever else the machine does falls on every page alike; the gate visits again only the pages that fail.
  const [floor, ...site] = pages;
  for (let round = 1; floor && round <= runs; round += 1) {
    const retry = round > 1 && values.check;
    const failing = retry ? site.filter((page) => failures(page).length) : site;
    if (!failing.length) break;
    await pMap([floor, ...failing], async (page) => page.visits.push(await visit(bench.browser, page.url)), { concurrency: retry ? 1 : parallel });
    console.error(`fixed window: round ${round} of ${runs} done (${failing.length} pages)`);
  }
} finally {
  await bench.close();
}

const cpu = cpuLine(pages.flatMap((page) => page.visits));
const visitCounts = [...new Set(pages.map((page) => page.visits.length))].sort();
report.log(
  `\nA fresh visitor scrolls each page for ${WINDOW_MS / 1000} s, then taps the menu: slow 4G, ${cpu}, ${VIEWPORT.width}x${VIEWPORT.height}, visits each: ${visitCounts.join(' or ')}${parallel > 1 ? `, ${parallel} at a time` : ''}`,
);
const windowFigures = pages.map(({ name, visits }) => {
  const of = (/** @type {(visit: (typeof visits)[number]) => number | null | undefined} */ pick) => visits.flatMap((result) => pick(result) ?? []);
  return {
    page: name,
    visits: visits.length,
    blockingBest: best(of((v) => v.blocking)),
    blockingMedian: median(of((v) => v.blocking)),
    longTasks: median(of((v) => v.tasks)),
    longest: median(of((v) => v.longest)),
    fcp: median(of((v) => v.fcp)),
    lcp: median(of((v) => v.lcp)),
    tap: visits[0]?.tap === null ? null : median(of((v) => v.tap ?? Infinity)),
    errors: of((v) => v.errors.length).reduce((sum, n) => sum + n, 0),
  };
});
const windowRows = windowFigures.map(({ page, ...figures }) => [page, ...Object.values(figures).map(ms)]);
report.log(table([['page', 'visits', 'blocking best', 'median', 'long tasks', 'longest', 'FCP', 'LCP', 'tap → menu', 'errors'], ...windowRows]));
const errors = [...new Set(pages.flatMap((page) => page.visits.flatMap((result) => result.errors)))];
if (errors.length) report.log(`console errors and warnings:\n${errors.map((text) => `  ${text}`).join('\n')}`);

// The floor page has no script: what it blocks is the machine's, not the site's.
const floorBlocking = pages[0]?.visits.map((result) => result.blocking) ?? [];
const hosts = pages.flatMap((page) => page.visits.flatMap((result) => result.index ?? []));
const hostRange = hosts.length ? `, host benchmarkIndex ${Math.round(best(hosts))}–${Math.round(Math.max(...hosts))}` : '';
const machine = `the floor page in the same sitting blocked ${ms(best(floorBlocking))}–${ms(Math.max(...floorBlocking))} ms over ${floorBlocking.length} visits${hostRange}`;
const summary = `${ms(Math.max(...windowFigures.slice(1).map((page) => page.blockingBest)))} ms; floor ${ms(best(floorBlocking))} ms${hostRange.replace(', host benchmarkIndex', '; index')}`;
/** @type {boolean | undefined} */
let passed;
if (values.check) {
  const failed = pages.slice(1).flatMap(failures);
  const cause = best(floorBlocking) > LIMITS.blockingMs / 2 ? 'the machine was busy too: run the gate again' : 'the machine was quiet: the pages moved';
  report.log(
    failed.length
      ? `\nmain-thread gate FAILED:\n${failed.map((line) => `  ${line}`).join('\n')}\n  (${machine}: ${cause})`
      : `\nmain-thread gate passed (${machine})`,
  );
  passed = failed.length === 0;
  process.exitCode = passed ? 0 : 1;
}

report.write(
  {
    summary,
    window: { seconds: WINDOW_MS / 1000, cpu, visits: runs, limits: LIMITS, pages: windowFigures },
  },
  { passed },
);
