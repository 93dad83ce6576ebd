import { ROUTES, expect, test } from './fixtures';

/** Elements React has hydrated carry its fiber under a "__reactFiber$…" key. */
function hydratedCounts() {
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const inside = (selector: string) => [...document.querySelectorAll(`${selector} *`)].filter(hydrated).length;
  return {
    staticElements: document.querySelectorAll('[data-static] *').length,
    staticHydrated: inside('[data-static]'),
    headerHydrated: inside('header'),
  };
}

test.describe('hydration follows the controls, not the page', () => {
  for (const path of ROUTES.filter((route) => ['/', '/services', '/contact'].includes(route) || /^\/blogs\/(?!page\/)/.test(route)).slice(0, 4)) {
    test(`${path}: the app hydrates the header and the page's controls and leaves the static markup as it came`, async ({ page }) => {
      await page.goto(path);
      const counts = await page.evaluate(hydratedCounts);
      expect(counts.staticElements).toBeGreaterThan(20);
      expect(counts.staticHydrated).toBe(0);
      expect(counts.headerHydrated).toBeGreaterThan(10);
    });
  }

  test('after a client-side navigation the app renders the new page in full', async ({ page }) => {
    await page.goto('/services');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // A breadcrumb link, in the static page header.
    await page.locator('nav[aria-label="Breadcrumb"]').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivering Success Through Logistics And Expertise');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const counts = await page.evaluate(hydratedCounts);
    expect(counts.staticHydrated).toBeGreaterThan(20);
  });
});
