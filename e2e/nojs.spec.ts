import type { Page } from '@playwright/test';
import { ROUTES, expect, test as base } from './fixtures';
import { DEFAULT_LOCALE, LOCALES, localeOf } from '../src/lib/locale.mjs';
import { parsePath } from '../src/lib/paths.mjs';
import { POSTS, SPANISH_POSTS, article, postBySlug } from './content';

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
  // A test per language, so that each stays well within a test's time.
  for (const locale of LOCALES)
    test(`every page in ${locale} reads: its heading and its text, articles paragraph by paragraph`, async ({ page }) => {
      for (const path of ROUTES.filter((route) => localeOf(route) === locale)) {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(200);
        await expect.soft(page.locator('h1'), path).toHaveCount(1);
        await expect.soft(page.locator('h1'), path).toBeVisible();
        const text = (await page.locator('main').innerText()).length;
        const parsed = parsePath(path);
        // A hub of a small category holds little text: its cards are what it must show.
        if (parsed.kind === 'category') await expect.soft(page.getByTestId('blog-card').first(), path).toBeVisible();
        else expect.soft(text, `${path}: text in main`).toBeGreaterThan(500);
        if (parsed.kind === 'post') {
          // The article body is in the HTML, not behind the Suspense fallback.
          const paragraphs = page.getByTestId('post-content').locator('p');
          const post = postBySlug(parsed.slug, locale === DEFAULT_LOCALE ? POSTS : SPANISH_POSTS);
          await expect.soft(paragraphs, path).toHaveText(article(post).paragraphs);
          await expect.soft(paragraphs.first(), path).toBeVisible();
          await expect.soft(page.getByText('Loading the article…'), path).toHaveCount(0);
        }
      }
      // Unknown paths: the host's prerendered not-found page (an unknown slug too: telling it apart
      // from other missing paths takes the router, so without JavaScript it is the generic page).
      if (locale === DEFAULT_LOCALE)
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
    await expect(page).toHaveURL(new RegExp(`/blogs/${POSTS[1]!.slug}$`));
    await expect(page.locator('h1')).toHaveText(POSTS[1]!.title);
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

  test('the contact form never navigates: nothing typed reaches a URL or is lost, and it shows the phone and email instead', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    await expect(form).toBeVisible();
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Email Address').fill('ana@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Two reefers & a flatbed?');
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByLabel('Email Address').press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await expect(form.getByLabel('First Name')).toHaveValue('Ana');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Two reefers & a flatbed?');
    const note = form.getByTestId('form-noscript');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: '(614) 555-0142' })).toHaveAttribute('href', 'tel:+16145550142');
    await expect(note.getByRole('link', { name: 'dispatch@example.com' })).toHaveAttribute('href', 'mailto:dispatch@example.com');
    // A navigation of our own after them: one the form had started, however late, would come before it.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(navigations).toEqual([expect.stringMatching(/^GET .*\/about$/)]);
  });
});
