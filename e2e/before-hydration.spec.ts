import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, heldTest as test } from './fixtures';

/**
 * A visitor who acts before the app is up (the `held` fixture: the boot script has run, the app's
 * own code is held back on the network, as on a slow phone). Nothing they do may be lost: the form
 * keeps and submits exactly what was typed, and the first use of each JavaScript control takes
 * effect once the app is up. These tests open pages without waiting for hydration (that is the point).
 */
/** The fixture's goto waits for hydration; these tests load the page without waiting. */
const open = (page: Page, path: string) => page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
/** The contact form's submissions so far: the data each logged (the spec's console.log). */
const submissions = (messages: ConsoleMessage[]) =>
  Promise.all(messages.filter((message) => message.text().startsWith('Contact form submitted')).map((message) => message.args()[1]!.jsonValue()));
const bootHasRun = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('northlane:input-held').length > 0);
/** Until the next frame and a task after it: whatever the input queued has run (before the app is up, nothing else can). */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
/** Until the app is up and idle: the toaster mounts last, once the page is; a late replay of held input would have run by then. */
const upAndIdle = (page: Page) => expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();

test.describe('before the app is up', () => {
  test('typing, choosing a Service Type and submitting are all carried out, with exactly what was typed', async ({ held, consoleMessages }) => {
    const { page, release } = held;
    await open(page, '/contact');
    await bootHasRun(page);
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Email Address').fill('ana@example.com');
    await form.getByLabel('Message').fill('Typed before the app was up.');
    // The dropdown's click is held: the list opens once the app is up.
    await form.getByRole('button', { name: /Service Type/ }).click();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await settled(page);
    expect(await submissions(consoleMessages)).toHaveLength(0);
    await expect(page).toHaveURL(/\/contact$/);

    await release();
    await expect.poll(async () => (await submissions(consoleMessages)).length).toBe(1);
    expect((await submissions(consoleMessages))[0]).toEqual({
      firstName: 'Ana',
      lastName: '',
      phone: '',
      email: 'ana@example.com',
      serviceType: '',
      message: 'Typed before the app was up.',
    });
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: 'Last-Mile Delivery' }).click();
    // After hydration: more typing, and a second submit reads what is in the fields now.
    await form.getByLabel('Last Name').fill('Ruiz');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(async () => (await submissions(consoleMessages)).length).toBe(2);
    expect((await submissions(consoleMessages))[1]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      serviceType: 'Last-Mile Delivery',
      message: 'Typed before the app was up.',
    });
    await expect(form.getByLabel('First Name')).toHaveValue('Ana');
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Enter in a field submits once the app is up, and a submit made twice is carried out once', async ({ held, consoleMessages }) => {
    const { page, release } = held;
    await open(page, '/contact');
    await bootHasRun(page);
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    await form.getByLabel('Phone Number').fill('555-0100');
    await form.getByLabel('Phone Number').press('Enter');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await release();
    await expect.poll(async () => (await submissions(consoleMessages)).length).toBe(1);
    await upAndIdle(page);
    const logged = await submissions(consoleMessages);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ phone: '555-0100' });
  });

  test("the mobile menu, the hero's pause and the carousel's arrow take effect; the FAQ works at once", async ({ held }) => {
    const { page, release } = held;
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/');
    await bootHasRun(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    // Clicked twice because nothing happened yet: still one "open".
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Pause background slideshow' }).click();
    const faq = page.locator('section[aria-labelledby="faq-title"] details').first();
    await faq.locator('summary').click();
    await expect(faq).toHaveAttribute('open');
    await page.getByRole('button', { name: 'Next articles' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();

    await release();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Play background slideshow' })).toBeVisible();
    // The arrow moved the carousel once Swiper had started (autoplay may move it further).
    await expect
      .poll(() => page.locator('.blog-carousel').evaluate((element) => (element as HTMLElement & { swiper?: { realIndex: number } }).swiper?.realIndex ?? -1))
      .toBeGreaterThanOrEqual(1);
  });
});

test.describe('before the boot script has run', () => {
  // A tap in the round trip between the HTML and the boot script (half a second on a phone on slow
  // 4G) is recorded by the page's inline script (src/lib/pageBoot.mjs) and carried out with the rest.
  test.use({ holdBootScript: true });
  /** DOMContentLoaded waits for the (held) module script: wait for the markup instead. */
  const openBeforeBoot = async (page: Page, path: string) => {
    await page.mainFrame().goto(path, { waitUntil: 'commit' });
    await page.locator('footer').waitFor();
  };
  const bootHasNotRun = async (page: Page) => expect(await page.evaluate(() => performance.getEntriesByName('northlane:input-held').length)).toBe(0);

  test('a tap on the mobile menu opens it once the app is up', async ({ held }) => {
    const { page, release } = held;
    await page.setViewportSize({ width: 375, height: 740 });
    await openBeforeBoot(page, '/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await bootHasNotRun(page);
    await settled(page);
    await expect(page.locator('#mobile-menu')).toBeHidden();

    await release();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('Service Type and a submit of the contact form are carried out once, with what was typed', async ({ held, consoleMessages }) => {
    const { page, release } = held;
    await openBeforeBoot(page, '/contact');
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Email Address').fill('ana@example.com');
    await form.getByRole('button', { name: /Service Type/ }).click();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await bootHasNotRun(page);
    await settled(page);
    expect(await submissions(consoleMessages)).toHaveLength(0);

    await release();
    await expect.poll(async () => (await submissions(consoleMessages)).length).toBe(1);
    expect((await submissions(consoleMessages))[0]).toMatchObject({ firstName: 'Ana', email: 'ana@example.com' });
    await expect(page.getByRole('listbox')).toBeVisible();
    await upAndIdle(page);
    expect(await submissions(consoleMessages)).toHaveLength(1);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the search box needs no script: a search sent before any script ran goes to /search at once', async ({ held }) => {
    const { page } = held;
    await openBeforeBoot(page, '/blogs');
    await page.getByRole('search').getByRole('searchbox').fill('detention');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=detention$/);
  });
});
