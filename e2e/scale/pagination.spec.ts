import { expect, test } from '../fixtures';
import { POSTS } from '../content';

// Runs against a build with generated posts beside the real ones (npm run test:scale), whose posts
// e2e/content.ts reads from that copy.
const PAGES = Math.ceil(POSTS.length / 12);

test('/blogs shows the 12 newest posts and links the pages; Next opens page 2 from its JSON, in the same document', async ({ page }) => {
  await page.goto('/blogs');
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toHaveAttribute('href', `/blogs/${POSTS[0]!.slug}`);
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Page 1');
  await expect(nav.getByRole('link', { name: `Page ${PAGES}`, exact: true })).toHaveAttribute('href', `/blogs/page/${PAGES}`);
  await expect(nav).toContainText('…');

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const data = page.waitForResponse((response) => response.url().endsWith('/blogs/page/2/index.json'));
  await nav.getByRole('link', { name: 'Next' }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/blogs\/page\/2$/);
  await expect(page).toHaveTitle(`Blog, page 2 of ${PAGES} — Northlane Dispatch`);
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toHaveAttribute('href', `/blogs/${POSTS[12]!.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs\/page\/2$/);
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blogs');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('each page is prerendered with its own title and canonical; the last has the rest of the posts and no Next', async ({ page, request }) => {
  const html = await (await request.get('/blogs/page/3')).text();
  expect(html).toContain(`<title>Blog, page 3 of ${PAGES} — Northlane Dispatch</title>`);
  expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/blogs\/page\/3"/);
  expect(html.match(/data-testid="blog-card"/g)).toHaveLength(12);

  await page.goto(`/blogs/page/${PAGES}`);
  await expect(page.getByTestId('blog-card')).toHaveCount(POSTS.length - 12 * (PAGES - 1));
  const nav = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', `/blogs/page/${PAGES - 1}`);
  await nav.getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByTestId('blog-card')).toHaveCount(12);
});

test('a page past the last is a 404 that says so, without asking for data that does not exist', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const response = await page.goto(`/blogs/page/${PAGES + 1}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog page not found.');
  expect(requests.filter((path) => path.endsWith('.json'))).toEqual([]);
});

test('the sitemap lists every page of the list and every post, with lastmod', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>[^<]+\/blogs\/page\/\d+<\/loc>/g)).toHaveLength(PAGES - 1);
  expect(sitemap.match(/<loc>[^<]+\/blogs\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(POSTS.length);
  const feed = await (await request.get('/rss.xml')).text();
  expect(feed.match(/<item>/g)).toHaveLength(20);
});
