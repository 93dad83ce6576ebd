// How soon each control works, on Lighthouse's mobile profile (slow 4G, the CPU at a phone's speed:
// ./phone-profile.mjs; --cpu-rate N for a fixed slowdown), measured
// in Chromium on the real build through the real server. For each control, a fresh visitor (empty
// cache) uses it the moment the page has painted, and the script prints, from first paint:
//   held   when the boot script runs and holds input (input before it, the page's inline script recorded)
//   used   when the control was clicked (the first moment Playwright could)
//   works  when it took effect (for most controls: once the app is up), or "lost" if it never did
// plus, from a visit with no input, when the app is up on its own.
// Usage: npm run build && npm run bench:controls [-- --runs 3 --cpu-rate N]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { originOf, startServer } from '../../server/app.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.cjs';
import { benchReport, median, table, wholeNumber } from '../lib/bench-report.mjs';
import { cpuLine, cpuRateOption, phonePage, VIEWPORT } from './phone-profile.mjs';

/**
 * A control: how a visitor uses it, and a test run in the page that gives the time it took effect (false until then).
 * @typedef {{ name: string, path: string, use: (page: import('@playwright/test').Page) => Promise<void>, works: () => number | false }} Control
 */

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'cpu-rate': { type: 'string' } } });
const runs = wholeNumber('--runs', values.runs);
const CPU_RATE = cpuRateOption(values['cpu-rate']);

/** @type {Control[]} */
const controls = [
  {
    name: 'mobile menu',
    path: '/',
    use: (page) => page.locator('header button[aria-controls="mobile-menu"]').click(),
    works: () => {
      const menu = document.getElementById('mobile-menu');
      return menu !== null && getComputedStyle(menu).display !== 'none' && performance.now();
    },
  },
  {
    name: 'FAQ item',
    path: '/',
    use: (page) => page.locator('section[aria-labelledby="faq-title"] summary').first().click(),
    works: () => document.querySelector('section[aria-labelledby="faq-title"] details[open]') !== null && performance.now(),
  },
  {
    name: 'hero pause',
    path: '/',
    use: (page) => page.getByRole('button', { name: 'Pause background slideshow' }).click(),
    works: () => [...document.querySelectorAll('button')].some((button) => button.textContent?.includes('Play background slideshow')) && performance.now(),
  },
  {
    name: 'carousel next',
    path: '/',
    use: (page) => page.getByRole('button', { name: 'Next articles' }).click(),
    works: () => {
      // Swiper keeps its instance on its element.
      const carousel = /** @type {(Element & { swiper?: { realIndex: number } }) | null} */ (document.querySelector('.blog-carousel'));
      return (carousel?.swiper?.realIndex ?? 0) >= 1 && performance.now();
    },
  },
  {
    name: 'Service Type',
    path: '/contact',
    use: (page) => page.getByRole('button', { name: /Service Type/ }).click(),
    works: () => document.querySelector('[role="listbox"]:not([hidden])') !== null && performance.now(),
  },
  {
    name: 'form submit',
    path: '/contact',
    use: async (page) => {
      await page.getByLabel('First Name').fill('Ana');
      await page.getByRole('button', { name: 'Send Message' }).click();
    },
    works: () => window.__submitted ?? false,
  },
];

/**
 * A fresh visitor on `path`; with a control, uses it the moment the page has painted. Times in ms after first paint.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} path
 * @param {Control | null} control
 */
async function visit(browser, origin, path, control) {
  const { context, page, index, rate } = await phonePage(browser, CPU_RATE);
  await page.addInitScript(() => {
    addEventListener('pointerdown', () => (window.__used ??= performance.now()), true);
    const log = console.log;
    console.log = (...args) => {
      if (String(args[0]).startsWith('Contact form submitted')) window.__submitted ??= performance.now();
      log(...args);
    };
  });
  await page.goto(origin + path, { waitUntil: 'commit' });
  /** @param {() => number | false} fn a test run in the page: false until it holds, then a time */
  const wait = (fn) => page.waitForFunction(fn, null, { polling: 16, timeout: 120_000 }).then((handle) => /** @type {Promise<number>} */ (handle.jsonValue()));
  const paint = await wait(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false);
  let used = NaN;
  let works = NaN;
  if (control) {
    await control.use(page);
    used = await page.evaluate(() => window.__used ?? NaN);
    // A use that is lost never takes effect: 5 s after the app is up, it counts as lost.
    const lost = wait(() => performance.getEntriesByName('northlane:ready')[0]?.startTime ?? false)
      .then(() => new Promise((resolve) => setTimeout(resolve, 5000)))
      .then(() => Infinity);
    works = await Promise.race([wait(control.works).catch(() => Infinity), lost]);
  }
  const ready = await wait(() => performance.getEntriesByName('northlane:ready')[0]?.startTime ?? false);
  const held = await page.evaluate(() => performance.getEntriesByName('northlane:input-held')[0]?.startTime ?? NaN);
  await context.close();
  return { paint, held: held - paint, used: used - paint, works: works - paint, ready: ready - paint, index, rate };
}

/** @param {number} value */
const ms = (value) => (value === Infinity ? 'lost' : Number.isFinite(value) ? `${Math.round(Math.max(0, value))}` : '-');

const report = benchReport('controls');
const server = await startServer({ port: 0, dist: process.env.DIST ?? 'dist', http2: true }); // as the CDN serves it
const origin = originOf(server);
const browser = await chromium.launch(chromiumLaunchOptions());
const cpu = [];
const rows = [['control', 'page', 'FCP', 'held', 'used', 'works', 'app up']];
/** @type {{ control: string, page: string, fcp: number, held: number, used: number, works: number, appUp: number }[]} ms after first paint (FCP: after navigation); Infinity: lost */
const figures = [];
try {
  for (const entry of [{ name: '(no input)', path: '/' }, { name: '(no input)', path: '/contact' }, ...controls]) {
    /** @type {Awaited<ReturnType<typeof visit>>[]} */
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await visit(browser, origin, entry.path, 'use' in entry ? entry : null));
    cpu.push(...results);
    /** @param {'paint' | 'held' | 'used' | 'works' | 'ready'} key */
    const pick = (key) => median(results.map((result) => result[key]));
    const row = {
      control: entry.name,
      page: entry.path,
      fcp: pick('paint'),
      held: pick('held'),
      used: pick('used'),
      works: pick('works'),
      appUp: pick('ready'),
    };
    figures.push(row);
    rows.push([row.control, row.page, ms(row.fcp), ms(row.held), ms(row.used), ms(row.works), ms(row.appUp)]);
    console.error(`${entry.name} on ${entry.path}: done`);
  }
} finally {
  await browser.close();
  server.close();
}
report.log(
  `\nms after first paint (FCP: ms after navigation), median of ${runs} visits each; slow 4G, ${cpuLine(CPU_RATE, cpu)}, ${VIEWPORT.width}x${VIEWPORT.height}`,
);
report.log(table(rows, 2));
report.write({ runs, cpu: cpuLine(CPU_RATE, cpu), controls: figures });
