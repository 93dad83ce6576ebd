import { expect, test } from '../fixtures';
import { HUBS, literally, postsIn } from '../content';

// Runs against a build with generated posts beside the real ones (npm run test:scale), on the
// first hub of that copy's content (e2e/content.ts).
const { name, slug } = HUBS.en[0]!;
const IN_HUB = postsIn(slug);
const PAGES = Math.ceil(IN_HUB.length / 12);
const HUB = `/blogs/category/${slug}`;

test("a hub lists 12 of its category's posts a page, newest first, and pages like /blogs", async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: new RegExp(`^${literally(name)}`) })).toHaveText(
    `${name}${IN_HUB.length} posts`,
  );

  await page.goto(HUB);
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toHaveAttribute('href', `/blogs/${IN_HUB[0]!.slug}`);
  // Every card's category tag is this category.
  await expect(cards.locator('xpath=..').getByRole('link', { name, exact: true })).toHaveCount(12);
  const nav = page.getByRole('navigation', { name: `${name} pages` });
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Page 1');
  await expect(nav.getByRole('link', { name: `Page ${PAGES}`, exact: true })).toHaveAttribute('href', `${HUB}/page/${PAGES}`);

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const data = page.waitForResponse((response) => response.url().endsWith(`${HUB}/page/2/index.json`));
  await nav.getByRole('link', { name: 'Next' }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${HUB}/page/2$`));
  await expect(page).toHaveTitle(`${name} articles, page 2 of ${PAGES} — Northlane Dispatch`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${HUB}/page/2$`));
  await expect(cards).toHaveCount(12);
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', HUB);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the last page of a hub has the rest; past it is a 404; the sitemap lists every hub page with lastmod', async ({ page, request }) => {
  const html = await (await request.get(`${HUB}/page/${PAGES}`)).text();
  expect(html).toContain(`<title>${name} articles, page ${PAGES} of ${PAGES} — Northlane Dispatch</title>`);
  expect(html.match(/data-testid="blog-card"/g)).toHaveLength(IN_HUB.length - 12 * (PAGES - 1));
  expect(html).toContain('"@type":"CollectionPage"');

  const response = await page.goto(`${HUB}/page/${PAGES + 1}`);
  expect(response?.status()).toBe(404);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(new RegExp(`<loc>[^<]+${HUB}(/page/\\d+)?</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`, 'g'))).toHaveLength(PAGES);
  expect(sitemap.match(/<loc>[^<]+\/blogs\/category\/[a-z0-9-]+<\/loc>/g)).toHaveLength(HUBS.en.length);
});
