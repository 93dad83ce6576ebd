// The phone the browser benches emulate: Lighthouse's mobile profile, the CPU slowed to a phone's benchmarkIndex, not by a fixed multiplier, which a busy host turns into a slower phone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_LOCALE } from '../src/lib/locale.mjs';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { originOf, startServer } from '../server/app.mjs';
import { chromePath, chromiumFlags, chromiumLaunchOptions } from '../scripts/lib/chromium.cjs';

/** Slow 4G: Lighthouse's mobileSlow4G as DevTools applies it. */
export const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: (1638.4 * 0.9 * 1024) / 8, uploadThroughput: (675 * 0.9 * 1024) / 8 };
export const VIEWPORT = { width: 412, height: 823 };
/** The phone's benchmarkIndex: this host's when quiet, as a Playwright page measures it. */
export const PHONE_INDEX = 310;

/** A fresh page on the phone, its CPU slowed by the host's benchmarkIndex over PHONE_INDEX; `errors` collects console errors and warnings. @param {import('@playwright/test').Browser} browser @param {import('@playwright/test').BrowserContextOptions} [options] */
export async function phonePage(browser, options = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, ...options });
  const page = await context.newPage();
  const errors = /** @type {string[]} */ ([]);
  // A warning too: a phone's console is where a slow path shows first.
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && errors.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(String(error)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const index = Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
  const rate = Math.max(1, index / PHONE_INDEX);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, index, rate, errors };
}

/** One line on the CPU a set of visits had. @param {{ index: number, rate: number }[]} visits */
export function cpuLine(visits) {
  const range = (/** @type {number[]} */ values, digits = 0) => `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  const slower = visits.filter((visit) => visit.index < PHONE_INDEX).length;
  const note = slower ? `; ${slower} visits on a host slower than the phone, at 1x` : '';
  return `CPU at a phone's benchmarkIndex ${PHONE_INDEX} (host ${range(visits.map((visit) => visit.index))}, slowed ${range(
    visits.map((visit) => visit.rate),
    1,
  )}x${note})`;
}

/** A page without script over HTTP/2, the reference every figure is set against: what it costs is the machine's. */
export async function startFloor() {
  const floorDir = mkdtempSync(join(tmpdir(), 'northlane-floor-'));
  const text = 'Northlane Dispatch keeps owner-operators moving: loads booked, paperwork filed, routes planned. '.repeat(8);
  const html = `<!doctype html><html lang="${DEFAULT_LOCALE}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor page</title><meta name="description" content="A one-request page, the floor of the main-thread bench."></head><body><h1>Floor page</h1><p>${text}</p></body></html>`;
  writeFileSync(join(floorDir, 'index.html'), html);
  writeFileSync(join(floorDir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(floorDir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(floorDir, 'favicon.ico'), '');
  const server = await startServer({ port: 0, dist: floorDir, http2: true });
  return { url: `${originOf(server)}/`, close: () => server.close() };
}

/** The build and the floor page, both over HTTP/2 as the CDN serves them, and Chromium. @param {string} dist */
export async function startBench(dist) {
  const server = await startServer({ port: 0, dist, http2: true });
  const floor = await startFloor();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const close = async () => {
    await browser.close();
    server.close();
    floor.close();
  };
  return { origin: originOf(server), floorOrigin: floor.url.slice(0, -1), browser, close };
}

/** One Chrome for a series of Lighthouse runs, each in a new browser context: as fresh as a new Chrome without starting one per run; a failed run is tried again. */
export async function lighthouseBrowser() {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    /** @param {string} url @param {import('lighthouse').Flags} [settings] */
    async run(url, settings = {}) {
      for (let attempt = 1; ; attempt += 1) {
        const context = await browser.createBrowserContext();
        try {
          const page = await context.newPage();
          const lhr = (await lighthouse(url, { port: chrome.port, logLevel: 'error', ...settings }, undefined, page))?.lhr;
          if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
          if (!lhr.runtimeError || attempt === 3) return lhr;
          console.error(`lighthouse: ${url}: ${lhr.runtimeError.code}, again`);
        } catch (error) {
          if (attempt === 3) throw error;
          console.error(`lighthouse: ${url}: ${error}, again`);
        } finally {
          await context.close();
        }
      }
    },
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
