// Full-page screenshots on a phone and a desktop of the pages Lighthouse checks, an unknown post and page (or the routes given); CHUNKS=1: also in screen-sized parts.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { selectRoutes, sitemapPages } from '../bench/routes.mjs';
import { originOf, startServer } from '../server/app.mjs';
import { chromiumLaunchOptions } from './lib/chromium.cjs';

const [outDir = '.tmp/screenshots', ...only] = process.argv.slice(2);
const dist = process.env.DIST ?? 'dist';
const routes = only.length ? only : [...selectRoutes(sitemapPages(dist)), '/blogs/no-such-post', '/no-such-page'];
await mkdir(outDir, { recursive: true });
const server = await startServer({ port: 0, dist });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 800 } });
  for (const route of routes) {
    await page.goto(`${originOf(server)}${route}`, { waitUntil: 'networkidle' });
    // Scrolled through, so that lazy images load.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    const name = `${outDir}/${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    const height = process.env.CHUNKS ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
    const chunk = width < 800 ? 1400 : 1000;
    for (let y = 0; y < height; y += chunk) {
      await page.screenshot({
        path: name.replace('.png', `.part${y / chunk + 1}.png`),
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(chunk, height - y) },
      });
    }
  }
  await page.close();
}
await browser.close();
server.close();
