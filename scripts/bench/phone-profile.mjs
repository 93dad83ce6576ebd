// The phone every browser bench emulates: Lighthouse's mobile profile as DevTools applies it, with
// the CPU slowed to a phone's speed rather than by a fixed multiplier.
//
// The phone is a speed, not a multiplier. Lighthouse slows the host's CPU 4x, which makes a
// high-end desktop a mid-tier phone (its docs/throttling.md: calibrate the multiplier to the host's
// benchmarkIndex). The same host scores half as much when another job runs, so a fixed 4x emulated
// a phone twice as slow whenever one did. Before each visit, calibrated throttling runs
// Lighthouse's own benchmark (computeBenchmarkIndex, 1 s) in the page and slows it by
// index / PHONE_INDEX: the same phone on a quiet host (4x) and on a busy one (2x). A host slower
// than the phone runs at 1x.
//
// PHONE_INDEX is this 2-core host's index when quiet, measured the way the benches measure it (in
// a Playwright page, with nothing else running), divided by the gate's 4. Lighthouse's own reports give the same host 2,200–2,600: its browser runs the
// benchmark faster than a Playwright page does, so its figure cannot set this one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Slow 4G (Lighthouse's constants.js mobileSlow4G as DevTools applies it: RTT x3.75, throughput x0.9). */
export const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: (1638.4 * 0.9 * 1024) / 8, uploadThroughput: (675 * 0.9 * 1024) / 8 };
export const VIEWPORT = { width: 412, height: 823 };
/** The emulated phone's benchmarkIndex: 4x on this host when quiet (~1,240 in a Playwright page). */
export const PHONE_INDEX = 310;

/**
 * A fixed CPU rate from `--cpu-rate N`, or null (calibrated).
 * @param {string | null | undefined} value
 */
export function cpuRateOption(value) {
  if (value == null) return null;
  const rate = Number(value);
  if (!(rate >= 1)) throw new Error(`--cpu-rate must be a number ≥ 1, got ${value}`);
  return rate;
}

/**
 * A fresh page on the phone: its viewport and pixel ratio, empty cache, slow 4G, and the CPU slowed
 * by `cpuRate` or, when it is null, by the host's benchmarkIndex now / PHONE_INDEX. Navigate it next.
 * `errors` collects the page's console errors and warnings ("error: …") and uncaught errors.
 * @param {import('@playwright/test').Browser} browser
 * @param {number | null} cpuRate
 * @param {import('@playwright/test').BrowserContextOptions} [options] more of the context's (hasTouch)
 */
export async function phonePage(browser, cpuRate, options = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, ...options });
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  // A warning too: a phone's console is where a slow path shows first (an unused preload did).
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && errors.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(String(error)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  /** @type {number | null} */
  const index = cpuRate === null ? await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`) : null;
  const rate = cpuRate ?? Math.max(1, /** @type {number} */ (index) / PHONE_INDEX);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp, index, rate, errors };
}

/**
 * One line on the CPU a set of visits had: the fixed rate, or the host's benchmarkIndex range and
 * the rates it gave.
 * @param {number | null} cpuRate
 * @param {{ index: number | null, rate: number }[]} visits
 */
export function cpuLine(cpuRate, visits) {
  if (cpuRate !== null) return `${cpuRate}x CPU`;
  const indexes = visits.map((visit) => visit.index ?? 0);
  const rates = visits.map((visit) => visit.rate);
  /** @param {number[]} values @param {number} digits */
  const range = (values, digits) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  const slower = indexes.filter((index) => index < PHONE_INDEX).length;
  return `CPU at a phone's benchmarkIndex ${PHONE_INDEX} (host ${range(indexes, 0)}, slowed ${range(rates, 1)}x${slower ? `; ${slower} visits on a host slower than the phone, at 1x` : ''})`;
}

/** A 1 KB page that paints text from its one request: the floor every figure is set against (bench:main-thread, bench:search). */
export function floorSite() {
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
