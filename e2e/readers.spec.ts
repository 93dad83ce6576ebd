import type { Page } from '@playwright/test';
import { ROUTES, expect, test } from './fixtures';

// Category hubs, the categories on /blogs, a post's contents and its "More in <category>", on the
// site's own five posts (two in Load Management, one in each other category). Hub pagination at
// scale: e2e/scale/hubs.spec.ts.

/** The page's JSON-LD objects. */
async function jsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => JSON.parse(text));
}

test.describe('category hubs', () => {
  test('/blogs lists every category with its post count, each linking to its hub', async ({ page }) => {
    await page.goto('/blogs');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Load Management2 posts', 'Route Optimization1 post', 'Trucking Tips1 post', 'Financial Support1 post']);
    await expect(links.first()).toHaveAttribute('href', '/blogs/category/load-management');
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('a hub shows its category, its posts newest first, its own head and JSON-LD', async ({ page }) => {
    await page.goto('/blogs');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /^Load Management/ })
      .click();
    await expect(page).toHaveURL(/\/blogs\/category\/load-management$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Load Management');
    await expect(page.getByText(/^Finding, booking and keeping good freight/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' }).locator('[aria-current="page"]')).toHaveText(/^Load Management/);
    await expect(page.getByTestId('blog-card')).toHaveCount(2);
    await expect(page.getByTestId('blog-card').nth(0)).toHaveAttribute('href', '/blogs/how-to-find-the-highest-paying-loads');
    await expect(page.getByTestId('blog-card').nth(1)).toHaveAttribute('href', '/blogs/best-load-boards-for-independent-truckers');
    await expect(page).toHaveTitle('Load Management articles — Northlane Dispatch');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/[^/]+\/blogs\/category\/load-management$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Finding, booking and keeping good freight/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);

    const ld = await jsonLd(page);
    const collection = ld.find((item) => item['@type'] === 'CollectionPage');
    expect(collection.name).toBe('Load Management');
    expect(collection.mainEntity.itemListElement.map((item: { url: string }) => new URL(item.url).pathname)).toEqual([
      '/blogs/how-to-find-the-highest-paying-loads',
      '/blogs/best-load-boards-for-independent-truckers',
    ]);
    const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', 'Load Management']);
  });

  test('is prerendered and listed in the sitemap with its lastmod; an unknown category is not found', async ({ page, request }) => {
    const html = await (await request.get('/blogs/category/trucking-tips')).text();
    expect(html).toContain('<h1');
    expect(html).toContain('/blogs/truck-maintenance-scheduling-by-dispatchers');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/blogs\/category\/trucking-tips<\/loc>\s*<lastmod>2025-04-08<\/lastmod>/);
    const response = await page.goto('/blogs/category/no-such-category');
    expect(response?.status()).toBe(404);
  });

  test("a card's category tag opens its hub; the rest of the card still opens the post with a full page load; no link inside a link", async ({ page }) => {
    await page.goto('/blogs');
    expect(await page.locator('a a').count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // The card and its tag share a box (the card's parent).
    await page.getByTestId('blog-card').nth(2).locator('xpath=..').getByRole('link', { name: 'Route Optimization', exact: true }).click();
    await expect(page).toHaveURL(/\/blogs\/category\/route-optimization$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Route Optimization');
    // A router link: the same document.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The card's image, beside the tag, belongs to the card's link.
    await page
      .getByTestId('blog-card')
      .first()
      .locator('img')
      .click({ position: { x: 200, y: 20 } });
    await expect(page).toHaveURL(/\/blogs\/reduce-deadhead-miles-with-smarter-dispatching$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  test("a post's byline category links to its hub", async ({ page }) => {
    await page.goto('/blogs/understanding-detention-pay-negotiation');
    await page.getByRole('article').getByRole('link', { name: 'Financial Support' }).click();
    await expect(page).toHaveURL(/\/blogs\/category\/financial-support$/);
    await expect(page.getByTestId('blog-card')).toHaveCount(1);
  });
});

test.describe('reading a post', () => {
  test('a post with 3 or more ## headings opens with its contents, each linking to its heading', async ({ page }) => {
    await page.goto('/blogs/how-to-find-the-highest-paying-loads');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = contents.getByRole('link');
    await expect(links).toHaveText([
      'Know your numbers',
      'Plan beyond the next load',
      'Negotiate, and read the fine print',
      'Track what actually pays',
      'A quick check before you book',
    ]);
    await expect(links.nth(2)).toHaveAttribute('href', '#negotiate-and-read-the-fine-print');
    await links.nth(2).click();
    await expect(page).toHaveURL(/#negotiate-and-read-the-fine-print$/);
    const heading = page.locator('#negotiate-and-read-the-fine-print');
    await expect(heading).toHaveText('Negotiate, and read the fine print');
    await expect(heading).toBeInViewport();
  });

  test('"More in <category>" below "Other Blogs" lists the other posts of the category and links its hub', async ({ page }) => {
    await page.goto('/blogs/best-load-boards-for-independent-truckers');
    const other = page.getByRole('heading', { name: 'Other Blogs' });
    const more = page.getByRole('heading', { name: 'More in Load Management' });
    await expect(more).toBeVisible();
    expect((await other.boundingBox())!.y).toBeLessThan((await more.boundingBox())!.y);
    const section = page.locator('section', { has: more });
    await expect(section.getByRole('list').getByRole('link')).toHaveText([/^How to Find the Highest-Paying Loads/]);
    await expect(section.getByRole('link', { name: 'All Load Management articles →' })).toHaveAttribute('href', '/blogs/category/load-management');
    // A category with no other post has no such section.
    await page.goto('/blogs/understanding-detention-pay-negotiation');
    await expect(page.getByRole('heading', { name: /^More in/ })).toHaveCount(0);
  });
});

test('the home page links the RSS feed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]* href="\/rss\.xml"/);
});

test("every page's share image has its alt text, the same for Open Graph and Twitter", async ({ request }) => {
  for (const path of ROUTES) {
    const html = await (await request.get(path)).text();
    const og = /<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1];
    const twitter = /<meta name="twitter:image:alt" content="([^"]+)"/.exec(html)?.[1];
    expect(og, path).toMatch(/\w{3,}/);
    expect(twitter, path).toBe(og);
  }
});
