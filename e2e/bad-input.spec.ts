import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { EARLY_INPUT_SCRIPT } from '../src/lib/pageBoot.mjs';

// Odd URLs and hostile form input in the browser: each gives a real page or the not-found page, never
// a crash, a blank page or a console error (the fixtures fail a test on any console error or warning;
// a document answered with 404 is allowed). What the server answers to raw odd paths (traversal,
// redirects that could leave the site) is server/app.test.mjs's.

const LONG = `/${'lane-'.repeat(420)}`; // 2,101 characters

/** The not-found page: no layout, '404', the heading and the way home. */
async function expectNotFoundPage(page: Page, response: Response | null) {
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toHaveCount(0);
}

/** 'Blog not found.' inside the layout. */
async function expectBlogNotFound(page: Page, response: Response | null) {
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Blog not found.' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('odd URLs in the browser', () => {
  test('a percent-encoded path that decodes to a page shows that page', async ({ page }) => {
    const response = await page.goto('/%61bout');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Driving Excellence in Dispatch & Delivery');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a malformed percent-encoding shows the not-found page and logs the path, with no router warning', async ({ page, consoleMessages }) => {
    const response = await page.goto('/%E0%A4%A');
    await expectNotFoundPage(page, response);
    await expect.poll(() => consoleMessages.map((m) => m.text()).join('\n')).toContain('/%E0%A4%A');
    // The page's one link still works (a plain link: the router never started on this path).
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivering Success Through Logistics And Expertise');
  });

  test('a path of more than 2,000 characters shows the not-found page', async ({ page }) => {
    expect(LONG.length).toBeGreaterThan(2000);
    await expectNotFoundPage(page, await page.goto(LONG));
  });

  test('double slashes show the not-found page', async ({ page, baseURL }) => {
    // Absolute URLs: page.goto('//about') would resolve as a protocol-relative URL.
    await expectNotFoundPage(page, await page.goto(`${baseURL}//about`));
    expect(new URL(page.url()).pathname).toBe('//about');
    await expectNotFoundPage(page, await page.goto(`${baseURL}/blogs//x`));
  });

  test('paths are case-sensitive: /ABOUT is not found, an upper-case slug is "Blog not found."', async ({ page }) => {
    await expectNotFoundPage(page, await page.goto('/ABOUT'));
    await expectBlogNotFound(page, await page.goto('/blogs/HOW-TO-FIND-THE-HIGHEST-PAYING-LOADS'));
  });

  test('unknown slugs, with emoji or markup in them, show "Blog not found." and run nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await expectBlogNotFound(page, await page.goto('/blogs/no-such-post'));
    await expectBlogNotFound(page, await page.goto('/blogs/%F0%9F%9A%9A-truck'));
    await expectBlogNotFound(page, await page.goto('/blogs/%3Cimg%20src=x%20onerror=alert(1)%3E'));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('a query string and a fragment keep the page', async ({ page }) => {
    const response = await page.goto('/about?utm=x#team');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Driving Excellence in Dispatch & Delivery');
    expect(page.url()).toMatch(/\/about\?utm=x#team$/);
    // Hydrated, not rendered again: the prerendered markup matched this route.
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/about');
  });
});

test.describe('hostile input in the contact form', () => {
  const HTML = '<img src=x onerror=alert(1)>';
  const SCRIPT = '<script>alert(1)</script>';

  test('10,000 characters, emoji and markup are logged as plain data, never rendered or run', async ({ page, consoleMessages }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/contact');
    const elements = () => page.evaluate(() => ({ img: document.images.length, script: document.scripts.length }));
    const before = await elements();
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    const message = `🚚 ${HTML} ${SCRIPT} "quotes" & ampersands\n`.repeat(200).padEnd(10_000, 'é').slice(0, 10_000);
    expect(message).toHaveLength(10_000);
    const data = {
      firstName: `${HTML} 🚛`,
      lastName: `${SCRIPT} O'Brien`,
      phone: `+1 (614) 555-0142 ${HTML}`,
      // type=email keeps its own check (spec §5), so this one carries only what an address allows.
      email: "o'brien+{loads}@example.com",
      serviceType: 'Other',
      message,
    };
    await form.getByLabel('First Name').fill(data.firstName);
    await form.getByLabel('Last Name').fill(data.lastName);
    await form.getByLabel('Phone Number').fill(data.phone);
    await form.getByLabel('Email Address').fill(data.email);
    await form.getByRole('button', { name: /Service Type/ }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await form.getByRole('textbox', { name: 'Message' }).fill(data.message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => consoleMessages.some((m) => m.text().startsWith('Contact form submitted'))).toBe(true);
    const logged = consoleMessages.find((m) => m.text().startsWith('Contact form submitted'))!;
    // The second argument is the data object itself, every string exactly as typed.
    expect(await logged.args()[1]!.jsonValue()).toEqual(data);
    // Nothing was parsed as HTML: no new elements, no dialog, the values still in their fields.
    expect(await elements()).toEqual(before);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(data.message);
    await expect(form.getByLabel('First Name')).toHaveValue(data.firstName);
    expect(dialogs).toBe(0);
  });

  test('markup in the email field is refused by the email type itself: nothing logged, nothing run', async ({ page, consoleMessages }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    const email = form.getByLabel('Email Address');
    await email.fill(`${SCRIPT}@example.com`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    // Then a submit that goes through: had the refused one logged anything, it would come first.
    await email.fill('ana@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const submitted = () => consoleMessages.filter((m) => m.text().startsWith('Contact form submitted'));
    await expect.poll(() => submitted().length).toBe(1);
    expect(await submitted()[0]!.args()[1]!.jsonValue()).toMatchObject({ email: 'ana@example.com' });
    // No script but the page's own: its one inline script, the early-input recorder.
    expect(await page.locator('script:not([src]):not([type])').allTextContents()).toEqual([EARLY_INPUT_SCRIPT]);
    expect(dialogs).toBe(0);
  });
});
