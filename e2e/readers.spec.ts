import type { Page } from '@playwright/test';
import { ROUTES, expect, test } from './fixtures';
import { HUBS, POSTS, article, literally, postBySlug, postsIn } from './content';
import { CONTENTS_FROM, POSTS_PER_PAGE } from '../src/content/posts.ts';

// Category hubs, the categories on /blogs, a post's contents and its "More in <category>", on the
// site's own posts (e2e/content.ts). Hub pagination at scale: e2e/scale/hubs.spec.ts.

/** A hub with more than one post, so that their order shows: the first in the blog's order. */
const HUB = HUBS.en.find((category) => postsIn(category.slug).length > 1) ?? HUBS.en[0]!;
const hubPath = (slug: string) => `/blogs/category/${slug}`;
const pathOf = (post: { slug: string }) => `/blogs/${post.slug}`;

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
    const count = (slug: string) => postsIn(slug).length;
    await expect(links).toHaveText(HUBS.en.map((category) => `${category.name}${count(category.slug)} post${count(category.slug) === 1 ? '' : 's'}`));
    await expect(links.first()).toHaveAttribute('href', hubPath(HUBS.en[0]!.slug));
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('a hub shows its category, its posts newest first, its own head and JSON-LD', async ({ page }) => {
    await page.goto('/blogs');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: new RegExp(`^${literally(HUB.name)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${hubPath(HUB.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HUB.name);
    await expect(page.getByText(HUB.description, { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' }).locator('[aria-current="page"]')).toHaveText(new RegExp(`^${literally(HUB.name)}`));
    const listed = postsIn(HUB.slug).slice(0, POSTS_PER_PAGE);
    await expect(page.getByTestId('blog-card')).toHaveCount(listed.length);
    expect(await page.getByTestId('blog-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('href')))).toEqual(listed.map(pathOf));
    await expect(page).toHaveTitle(`${HUB.name} articles — Northlane Dispatch`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https://[^/]+${hubPath(HUB.slug)}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', HUB.description);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);

    const ld = await jsonLd(page);
    const collection = ld.find((item) => item['@type'] === 'CollectionPage');
    expect(collection.name).toBe(HUB.name);
    expect(collection.mainEntity.itemListElement.map((item: { url: string }) => new URL(item.url).pathname)).toEqual(listed.map(pathOf));
    const crumbs = ld.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', HUB.name]);
  });

  test('is prerendered and listed in the sitemap with its lastmod; an unknown category is not found', async ({ page, request }) => {
    const hub = HUBS.en.at(-1)!;
    const listed = postsIn(hub.slug).slice(0, POSTS_PER_PAGE);
    const html = await (await request.get(hubPath(hub.slug))).text();
    expect(html).toContain('<h1');
    expect(html).toContain(pathOf(listed[0]!));
    // Its lastmod: the latest change among the posts it lists.
    const lastmod = listed
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]+${hubPath(hub.slug)}</loc>\\s*<lastmod>${lastmod}</lastmod>`));
    const response = await page.goto('/blogs/category/no-such-category');
    expect(response?.status()).toBe(404);
  });

  test("a card's category tag opens its hub; the rest of the card still opens the post with a full page load; no link inside a link", async ({ page }) => {
    await page.goto('/blogs');
    expect(await page.locator('a a').count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // The card and its tag share a box (the card's parent).
    const { category, categorySlug } = POSTS[2]!;
    await page.getByTestId('blog-card').nth(2).locator('xpath=..').getByRole('link', { name: category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${hubPath(categorySlug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
    // A router link: the same document.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The card's image, beside the tag, belongs to the card's link.
    await page
      .getByTestId('blog-card')
      .first()
      .locator('img')
      .click({ position: { x: 200, y: 20 } });
    await expect(page).toHaveURL(new RegExp(`${pathOf(postsIn(categorySlug)[0]!)}$`));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  test("a post's byline category links to its hub", async ({ page }) => {
    // The spec's Updates post.
    const { slug, category, categorySlug } = postBySlug('understanding-detention-pay-negotiation');
    await page.goto(pathOf({ slug }));
    await page.getByRole('article').getByRole('link', { name: category }).click();
    await expect(page).toHaveURL(new RegExp(`${hubPath(categorySlug)}$`));
    await expect(page.getByTestId('blog-card')).toHaveCount(postsIn(categorySlug).slice(0, POSTS_PER_PAGE).length);
  });
});

test.describe('reading a post', () => {
  test('a post with 3 or more ## headings opens with its contents, each linking to its heading', async ({ page }) => {
    const post = POSTS.find((entry) => article(entry).headings.length >= CONTENTS_FROM);
    if (!post) throw new Error('expected a post with a table of contents');
    const { headings } = article(post);
    const { id, text } = headings[2]!;
    await page.goto(pathOf(post));
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = contents.getByRole('link');
    await expect(links).toHaveText(headings.map((entry) => entry.text));
    await expect(links.nth(2)).toHaveAttribute('href', `#${id}`);
    await links.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toHaveText(text);
    await expect(heading).toBeInViewport();
  });

  test('"More in <category>" below "Other Blogs" lists the other posts of the category and links its hub', async ({ page }) => {
    // The newest post of its category: its neighbours are the ones just before it.
    const [post, ...older] = postsIn(HUB.slug);
    await page.goto(pathOf(post!));
    const other = page.getByRole('heading', { name: 'Other Blogs' });
    const more = page.getByRole('heading', { name: `More in ${HUB.name}` });
    await expect(more).toBeVisible();
    expect((await other.boundingBox())!.y).toBeLessThan((await more.boundingBox())!.y);
    const section = page.locator('section', { has: more });
    await expect(section.getByRole('list').getByRole('link')).toHaveText(older.slice(0, 3).map((entry) => new RegExp(`^${literally(entry.title)}`)));
    await expect(section.getByRole('link', { name: `All ${HUB.name} articles →` })).toHaveAttribute('href', hubPath(HUB.slug));
    // A category with no other post has no such section (when the content has one).
    const alone = POSTS.find((entry) => postsIn(entry.categorySlug).length === 1);
    if (alone) {
      await page.goto(pathOf(alone));
      await expect(page.getByRole('heading', { name: /^More in/ })).toHaveCount(0);
    }
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
