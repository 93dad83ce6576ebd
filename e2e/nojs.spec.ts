import type { Page } from '@playwright/test';
import { ROUTES, expect, test as base } from './fixtures';

/**
 * The prerendered HTML on its own, as a visitor with JavaScript off gets it: `page` here comes from
 * a context with JavaScript disabled (the fixtures' own page waits for hydration, which never comes).
 * Console errors and warnings fail the test as they do everywhere (a 404 document load is allowed).
 */
const test = base.extend<{ page: Page }>({
  page: async ({ browser, viewport }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    const notFoundDocuments = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().resourceType() === 'document') notFoundDocuments.add(response.url());
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (notFoundDocuments.has(message.location().url) && /status of 404/.test(message.text())) return;
      problems.push(`${message.type()}: ${message.text()}`);
    });
    await use(page);
    await context.close();
    expect(problems, 'console errors or warnings').toEqual([]);
  },
});

test.describe('without JavaScript', () => {
  test('every page reads: its heading and its text, articles paragraph by paragraph', async ({ page }) => {
    for (const path of ROUTES) {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page.locator('h1'), path).toHaveCount(1);
      await expect.soft(page.locator('h1'), path).toBeVisible();
      const text = (await page.locator('main').innerText()).length;
      expect.soft(text, `${path}: text in main`).toBeGreaterThan(500);
      if (path.startsWith('/blogs/')) {
        // The article body is in the HTML, not behind the Suspense fallback.
        const paragraphs = page.getByTestId('post-content').locator('p');
        expect.soft(await paragraphs.count(), path).toBeGreaterThanOrEqual(6);
        await expect.soft(paragraphs.first(), path).toBeVisible();
        await expect.soft(page.getByText('Loading the article…'), path).toHaveCount(0);
      }
    }
    // Unknown paths: the host's prerendered not-found page (an unknown slug too: telling it apart
    // from other missing paths takes the router, so without JavaScript it is the generic page).
    for (const path of ['/no-such-page', '/blogs/no-such-post']) {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(404);
      await expect.soft(page.getByRole('heading', { name: 'Oops! Page not found' }), path).toBeVisible();
      await expect.soft(page.getByRole('link', { name: 'Return to Home' }), path).toHaveAttribute('href', '/');
    }
  });

  test('internal links work: header, footer, breadcrumb, cards, calls to action, the relative Updates link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('h1')).toHaveText('Driving Excellence in Dispatch & Delivery');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Updates' }).click();
    await expect(page).toHaveURL(/\/blogs\/understanding-detention-pay-negotiation$/);
    await expect(page.getByTestId('post-content').locator('p').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await page.getByTestId('blog-card').nth(1).click();
    await expect(page).toHaveURL(/\/blogs\/best-load-boards-for-independent-truckers$/);
    await expect(page.locator('h1')).toHaveText('Choosing the Best Load Boards for Independent Truckers');
    await page.getByRole('banner').getByRole('link', { name: 'Get A Quote' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('h1')).toHaveText('Our Dispatch Services');
  });

  test('the skip link moves focus to the content', async ({ page }) => {
    await page.goto('/services');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('the FAQ opens and closes, one item at a time', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('section[aria-labelledby="faq-title"] details');
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await expect(items.nth(0).locator('p')).toBeVisible();
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3).locator('p')).toContainText('12 hours');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).not.toHaveAttribute('open');
  });

  test('the mobile menu at 375px opens through a plain link and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    // The JavaScript toggle is hidden (it could do nothing); a link to #mobile-menu stands in.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const open = page.getByRole('banner').getByRole('link', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await open.click();
    await expect(page).toHaveURL(/\/about#mobile-menu$/);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Home', 'About Us', 'Services', 'Blog', 'Contact', 'Get A Quote']);
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.locator('h1')).toHaveText('Latest Blog Posts');
    await expect(menu).toBeHidden();
  });

  test('at 1280px neither menu control shows: the links are in the header', async ({ page }) => {
    await page.goto('/about#mobile-menu');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Open menu' })).toBeHidden();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  for (const path of ['/contact']) {
    test(`the contact form on ${path} is visible and submits to a working page`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Send Us A Message' });
      await expect(form).toBeVisible();
      await form.getByLabel('First Name').fill('Ana');
      await form.getByLabel('Email Address').fill('ana@example.com');
      await form.getByRole('textbox', { name: 'Message' }).fill('Two reefers & a flatbed?');
      // No action attribute: a GET to the same page, which the host serves (query strings are kept).
      const [response] = await Promise.all([page.waitForEvent('response', (r) => r.request().isNavigationRequest()), form.getByRole('button', { name: 'Send Message' }).click()]);
      const url = new URL(response.url());
      expect(response.request().method()).toBe('GET');
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get('firstName')).toBe('Ana');
      expect(url.searchParams.get('message')).toBe('Two reefers & a flatbed?');
      expect(response.status()).toBe(200);
      await page.waitForURL(/firstName=Ana/);
      await expect(page.getByRole('form', { name: 'Send Us A Message' })).toBeVisible();
      await expect(page.getByRole('heading', { name: "Let's Connect and Optimize Your Logistics" })).toBeVisible();
    });
  }
});
