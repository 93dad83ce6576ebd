import { expect, test } from './fixtures';
import { SPANISH_POSTS, postBySlug } from './content';

const NAV = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Services', '/services'],
  ['Blog', '/blogs'],
  ['Contact', '/contact'],
];

test.describe('header', () => {
  test('shows the five links in order with their targets, and Get A Quote', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(5);
    for (const [index, [label, href]] of NAV.entries()) {
      await expect(links.nth(index)).toHaveText(label!);
      await expect(links.nth(index)).toHaveAttribute('href', href!);
    }
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('data-has-dropdown', 'false');
    await expect(nav.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('data-has-dropdown');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get A Quote' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  });

  const current: [string, string][] = [
    ['/', 'Home'],
    ['/about', 'About Us'],
    ['/services', 'Services'],
    ['/blogs', 'Blog'],
    ['/blogs/how-to-find-the-highest-paying-loads', 'Blog'],
    ['/contact', 'Contact'],
  ];
  for (const [path, label] of current) {
    test(`highlights only "${label}" on ${path}`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const active = nav.locator('a[aria-current="page"]');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveText(label);
      const activeColor = await active.evaluate((el) => getComputedStyle(el).color);
      const other = nav.locator('a:not([aria-current])').first();
      expect(await other.evaluate((el) => getComputedStyle(el).color)).not.toBe(activeColor);
    });
  }

  test('the mobile menu at 375px opens, holds the links and Get A Quote, and closes on a link', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menuId = await toggle.getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([...NAV.map(([label]) => label!), 'Get A Quote']);
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  const COLUMNS: Record<string, [string, string][]> = {
    Company: [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Contact', '/contact'],
    ],
    Resources: [
      ['Quick Start', '/blogs/truck-maintenance-scheduling-by-dispatchers'],
      ['Blog', '/blogs'],
      ['User Guide', '/blogs/reduce-deadhead-miles-with-smarter-dispatching'],
    ],
    Blogs: [
      ['News', '/blogs/best-load-boards-for-independent-truckers'],
      ['Tips & Tricks', '/blogs/how-to-find-the-highest-paying-loads'],
      ['Updates', 'blogs/understanding-detention-pay-negotiation'],
    ],
  };

  test('has the three columns, the copyright line and four social links', async ({ page }) => {
    await page.goto('/services');
    const footer = page.getByRole('contentinfo');
    for (const [column, links] of Object.entries(COLUMNS)) {
      const nav = footer.getByRole('navigation', { name: column });
      await expect(nav.getByRole('heading')).toHaveText(column);
      await expect(nav.getByRole('link')).toHaveText(links.map(([label]) => label));
      for (const [label, href] of links) await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('© Northlane Dispatch 2025, All rights reserved.');
    for (const name of ['Facebook', 'X (Twitter)', 'LinkedIn', 'Instagram']) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', '/');
      // Its glyph, drawn from the sprite: nothing is drawn for a missing file or symbol.
      await expect.poll(() => link.locator('use').evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
    }
  });

  test('the relative Updates link opens its post from the language’s root and a not-found page below it (spec quirk), in each language', async ({ page }) => {
    const spec = postBySlug('understanding-detention-pay-negotiation');
    const twin = SPANISH_POSTS.find((post) => post.translationOf === spec.slug)!;
    for (const { home, name, href, post, broken, notFound } of [
      { home: '/', name: 'Updates', href: `blogs/${spec.slug}`, post: spec, broken: `/blogs/blogs/${spec.slug}`, notFound: 'Oops! Page not found' },
      { home: '/es/', name: 'Novedades', href: `blog/${twin.slug}`, post: twin, broken: `/es/blog/blog/${twin.slug}`, notFound: '¡Uy! Página no encontrada' },
    ]) {
      const updates = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
      const follow = async () => {
        const opened = page.waitForResponse((response) => response.request().isNavigationRequest());
        await updates.click();
        return (await opened).status();
      };
      await page.goto(home);
      await expect(updates).toHaveAttribute('href', href);
      expect(await follow(), home).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`${home}${href}`);
      await expect(page).toHaveTitle(`${post.title} — Northlane Dispatch`);
      // On the post it resolves below the blog's path, to a page that does not exist.
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      expect(await follow(), `${home}${href}`).toBe(404);
      expect(new URL(page.url()).pathname).toBe(broken);
      await expect(page.getByRole('heading', { name: notFound })).toBeVisible();
    }
  });
});

test('scrolls to the top on every path change', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('not-found page', () => {
  test('answers 404 without the layout and logs the attempted path', async ({ page, consoleMessages }) => {
    const response = await page.goto('/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect.poll(() => consoleMessages.map((m) => m.text()).join('\n')).toContain('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('an unknown blog slug shows "Blog not found." inside the layout', async ({ page }) => {
    const response = await page.goto('/blogs/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Blog not found.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  });
});
