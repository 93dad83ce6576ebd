import type { Result } from 'axe-core';
import type { Page } from '@playwright/test';
import { ROUTES, WCAG_TAGS, axe, expect, startCarousel, test } from './fixtures';

/** Every route, the search page (not in the sitemap), an unknown blog slug (inside the layout) and the not-found page (without it). */
const PAGES = [...ROUTES, '/search', '/blogs/no-such-post', '/no-such-page'];
const WIDTHS = [375, 1280] as const;
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

test.describe('axe: no violations', () => {
  for (const path of PAGES) {
    for (const width of WIDTHS) {
      test(`${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        // goto returns once the app has hydrated (html[data-ready]); where there is a carousel, it
        // is started, so client-only state such as Swiper's inert slides is in place.
        await page.goto(path);
        if (await page.locator('.blog-carousel').count()) await startCarousel(page);
        await expectNoViolations(page, `${path} at ${width}px`);
      });
    }
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
