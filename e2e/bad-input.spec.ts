import http from 'node:http';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { EARLY_INPUT_SCRIPT } from '../src/lib/pageBoot.mjs';

// Odd URLs and hostile form input: each gives a real page or the not-found page, never a crash, a
// blank page or a console error (the fixtures fail a test on any console error or warning; a
// document answered with 404 is allowed).

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

  test('a trailing slash answers 301 to the path without it, then the page', async ({ page }) => {
    for (const [path, target, heading] of [
      ['/about/', '/about', 'Driving Excellence in Dispatch & Delivery'],
      ['/blogs/how-to-find-the-highest-paying-loads/?ref=mail', '/blogs/how-to-find-the-highest-paying-loads?ref=mail', 'How to Find the Highest-Paying Loads'],
    ] as const) {
      const response = await page.goto(path);
      const redirect = await response!.request().redirectedFrom()!.response();
      expect(redirect!.status()).toBe(301);
      expect(response!.status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
      await expect(page.locator('h1')).toContainText(heading);
    }
  });
});

/** A raw GET with the path exactly as given: no client in between normalises dots or slashes. */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location, body }));
    });
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error(`timeout: ${path}`)));
  });
}

test.describe('odd URLs sent raw to the server', () => {
  test('traversal never leaves dist/; malformed, long and odd paths answer 404 with the not-found page', async ({ baseURL }) => {
    const notFoundPage = (await rawGet(baseURL!, '/no-such-page')).body;
    expect(notFoundPage).toContain('Oops! Page not found');
    const secrets = /"devDependencies"|root:x:0:0|"compilerOptions"/;
    for (const path of [
      '/../package.json',
      '/../../../../etc/passwd',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/assets/../../package.json',
      '/assets/%2e%2e/%2e%2e/tsconfig.json',
      '/..\\package.json',
      '/%E0%A4%A',
      '/%00',
      '/about%2F',
      '/ABOUT',
      '//about',
      '/blogs//x',
      LONG,
      `/${'x'.repeat(8000)}`,
    ]) {
      const { status, body } = await rawGet(baseURL!, path);
      expect.soft(body, path).not.toMatch(secrets);
      expect.soft(status, path).toBe(404);
      expect.soft(body === notFoundPage, `${path}: the not-found page`).toBe(true);
    }
    // A traversal that stays inside dist/ may resolve to a real page, never to anything else.
    const inside = await rawGet(baseURL!, '/blogs/../about');
    expect([200, 404]).toContain(inside.status);
    expect(inside.body).not.toMatch(secrets);
    // Repeated leading slashes in a redirect collapse: never a protocol-relative Location.
    for (const path of ['//evil.example/', '/\\evil.example/', '///about/']) {
      const { status, location } = await rawGet(baseURL!, path);
      expect(status, path).toBe(301);
      expect(new URL(location!, baseURL).host, path).toBe(new URL(baseURL!).host);
    }
    // And the server is still up.
    expect((await rawGet(baseURL!, '/')).status).toBe(200);
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
    await page.waitForTimeout(200);
    expect(consoleMessages.filter((m) => m.text().startsWith('Contact form submitted'))).toEqual([]);
    // No script but the page's own: its one inline script, the early-input recorder.
    expect(await page.locator('script:not([src]):not([type])').allTextContents()).toEqual([EARLY_INPUT_SCRIPT]);
    expect(dialogs).toBe(0);
  });
});
