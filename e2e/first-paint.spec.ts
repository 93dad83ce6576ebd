import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';
import { ROUTES, expect, test } from './fixtures';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// What a page needs for its first paint arrives in its HTML; everything else waits until after it
// (prerender/stylesheets.mjs, src/boot.ts).
test.describe('first paint', () => {
  for (const path of ROUTES) {
    test(`${path} carries its CSS inline, allowed by hash in its own policy`, async ({ request }) => {
      const response = await request.get(path);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/rel="stylesheet"/);
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      expect(styles.length).toBeGreaterThan(0);
      const policy = /<meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(head)?.[1];
      expect(policy).toBe(['style-src', "'self'", ...new Set(styles.map(sha256))].join(' '));
      expect(response.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      // The whole stylesheet follows after the first paint.
      expect(html).toMatch(/<div id="root"[^>]* data-styles="[^"]*\/assets\/index-[\w-]+\.css"/);
    });
  }

  test('the stylesheet, the app and the web font load only after the first paint, and the page hydrates with the stylesheet in', async ({ page }) => {
    await page.goto('/services');
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const starts = (pattern: RegExp) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => pattern.test(entry.name))
          .map((entry) => entry.startTime);
      return {
        paint,
        later: [...starts(/\/assets\/index-[\w-]+\.css$/), ...starts(/\/assets\/app-[\w-]+\.js$/), ...starts(/\.woff2$/)],
        linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
        listed: document.getElementById('root')!.dataset.styles!.split(' '),
      };
    });
    expect(timings.later).toHaveLength(3);
    for (const start of timings.later) expect(start).toBeGreaterThan(timings.paint);
    expect(timings.linked).toEqual(expect.arrayContaining(timings.listed));
  });

  test('on /, the app loads only after the hero image, the largest paint, has been painted', async ({ page }) => {
    await page.goto('/');
    const timings = await page.evaluate(async () => {
      // Largest-contentful-paint entries are only handed to observers (buffered), not listed by getEntries*.
      const image = document.querySelector('[data-testid="hero-slides"] img');
      const painted = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const hero = list.getEntries().find((entry) => (entry as PerformanceEntry & { element: Element | null }).element === image);
          if (hero) resolve((hero as PerformanceEntry & { renderTime: number }).renderTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const app = performance.getEntriesByType('resource').find((entry) => /\/assets\/app-[\w-]+\.js$/.test(entry.name));
      return { painted, app: app?.startTime };
    });
    expect(timings.painted).toBeGreaterThan(0);
    expect(timings.app).toBeGreaterThan(timings.painted!);
  });

  test("the web font loads after a first visit's first paint without re-laying out that page, and applies from the start on the next page", async ({
    page,
  }) => {
    // The font family the first paint uses: boot.ts, a module script, has run by DOMContentLoaded.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { familyAtStart: string }).familyAtStart = getComputedStyle(document.body).fontFamily.split(',')[0]!;
      });
    });
    const state = () =>
      page.evaluate(() => ({
        atStart: (window as unknown as { familyAtStart: string }).familyAtStart,
        now: getComputedStyle(document.body).fontFamily.split(',')[0],
      }));

    await page.goto('/about');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('northlane:webfont'))).toBe('1');
    expect(await page.evaluate(() => [...document.fonts].some((face) => /Inter Variable/.test(face.family) && face.status === 'loaded'))).toBe(true);
    expect(await state()).toEqual({ atStart: '"Inter Fallback"', now: '"Inter Fallback"' });

    await page.goto('/contact');
    expect(await state()).toEqual({ atStart: '"Inter Variable"', now: '"Inter Variable"' });
  });
});

// Not the fixture's test: these violations are the point.
base("an injected <style> or style attribute is refused by the page's policy", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto('/about');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const display = await page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent = 'main { display: none }';
    document.head.append(style);
    document.querySelector('footer')!.setAttribute('style', 'display: none');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return [getComputedStyle(document.querySelector('main')!).display, getComputedStyle(document.querySelector('footer')!).display];
  });
  expect(display).toEqual(['block', 'block']);
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
});
