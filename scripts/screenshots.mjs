// Full-page screenshots of every route at 375px and 1280px, for reviewing the site as a visitor.
// Usage: npm run build && node scripts/screenshots.mjs [outDir] [route ...]   (serves dist/ itself)
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { originOf, startServer } from '../server/app.mjs';
import { chromiumLaunchOptions } from './lib/chromium.cjs';
import { sitemapPages } from './lib/sitemap.cjs';
import { selectRoutes } from './lighthouse-routes.cjs';

const [outDir = '.tmp/screenshots', ...only] = process.argv.slice(2);
const dist = process.env.DIST ?? 'dist'; // DIST=path: another build
// By default the pages Lighthouse checks (one post: they share a template), an unknown post and an unknown page.
const routes = only.length ? only : [...selectRoutes(sitemapPages(dist), { posts: 1 }), '/blogs/no-such-post', '/no-such-page'];

await mkdir(outDir, { recursive: true });
const server = await startServer({ port: 0, dist });
const origin = originOf(server);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 800 } });
  for (const route of routes) {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    // Scroll through the page so lazy images load, then back to the top.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
    if (process.env.CHUNKS) {
      // Also in screen-sized parts, which are easier to read than one very tall image.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const chunk = width < 800 ? 1400 : 1000;
      for (let y = 0, part = 1; y < height; y += chunk, part += 1) {
        const clip = { x: 0, y, width, height: Math.min(chunk, height - y) };
        await page.screenshot({ path: `${outDir}/${name.replace('.png', `.part${part}.png`)}`, fullPage: true, clip });
      }
    }
  }
  await page.close();
}
await browser.close();
server.close();
