import type { Result } from 'axe-core';
import type { Page, Response } from '@playwright/test';
import { ROUTES, WCAG_TAGS, axe, expect, startCarousel, test } from './fixtures';
import { LOCALE, localeOf } from '../src/lib/locale.mjs';
import { pagesChecked } from '../bench/routes.mjs';

/** Every route of both languages, the search page (not in the sitemap), an unknown blog slug (inside the layout) and each language's not-found page (without it). */
const EVERY_PAGE = [...ROUTES, '/search', '/es/buscar', '/blogs/no-such-post', '/no-such-page', '/es/no-such-page'];
const PAGES = pagesChecked('dist', EVERY_PAGE);
const TAGS = [...WCAG_TAGS, 'best-practice'];

/** One line per failing node: rule, target and axe's own summary of what to fix. */
function summarize(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

/** Runs axe on the page as it is (or on one part of it); soft, so every state and width reports. */
async function expectNoViolations(page: Page, label: string, include?: string) {
  const builder = axe(page, TAGS);
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect.soft(summarize(results.violations), label).toEqual([]);
}

/** A route of the sitemap is prerendered, hydrates cleanly and has each head tag once, before and after the app's effects. */
async function expectPrerenderedWithHeadTagsOnce(page: Page, path: string, response: Response | null) {
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain(`data-prerendered="${path}"`);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  await expect(page.locator('h1')).toHaveCount(1);
  // The toaster mounts last, once the page is idle: after it, no client effect is left to add a head tag.
  await expect(page.getByRole('region', { name: /^(Notifications|Notificaciones)/ })).toBeAttached();
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('body title, body meta[name="description"]')).toHaveCount(0);
  for (const selector of ['meta[property="og:title"]', 'meta[property="og:image"]', 'meta[name="twitter:card"]']) {
    await expect(page.locator(`head ${selector}`)).toHaveCount(1);
  }
  const ogImage = await page.locator('head meta[property="og:image"]').getAttribute('content');
  const image = await page.request.get(new URL(ogImage!).pathname);
  expect(image.headers()['content-type']).toBe('image/png');
  // Every JSON-LD block is valid JSON that names schema.org.
  for (const block of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    expect(JSON.parse(block)['@context']).toBe('https://schema.org');
  }
}

test.describe('axe: no violations', () => {
  for (const path of PAGES) {
    // A route of the sitemap also has its prerendered markup and head tags checked: one page load for all of it.
    const routeChecks = ROUTES.includes(path);
    test(`${path} at 1280px and 375px${routeChecks ? ': prerendered, hydrates cleanly, its head tags once' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // goto returns once the app has hydrated (html[data-ready]); where there is a carousel, it
      // is started, so client-only state such as Swiper's inert slides is in place.
      const response = await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE[localeOf(path)].lang);
      if (routeChecks) await expectPrerenderedWithHeadTagsOnce(page, path, response);
      const carousel = (await page.locator('.blog-carousel').count()) > 0;
      if (carousel) await startCarousel(page);
      await expectNoViolations(page, `${path} at 1280px`);
      await page.setViewportSize({ width: 375, height: 800 });
      // Two frames: the layout and Swiper's resize observer settle at the new width.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (carousel) await startCarousel(page);
      await expectNoViolations(page, `${path} at 375px`);
    });
  }

  test('open states: the mobile menu, an FAQ answer, the Service Type list (on /contact), search results', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectNoViolations(page, 'mobile menu', '#mobile-menu');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('section[aria-labelledby="faq-title"] summary').first().click();
    await expectNoViolations(page, 'FAQ open', 'section[aria-labelledby="faq-title"]');
    await page.goto('/contact');
    await page.getByRole('button', { name: /Service Type/ }).click();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoViolations(page, 'Service Type open', 'form');
    await page.goto('/search?q=detention');
    await expect(page.getByRole('list', { name: /^Results for/ })).toBeVisible();
    await expectNoViolations(page, 'search results', 'main');
  });
});
