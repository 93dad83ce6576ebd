import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { categoryPath, postPath, SEARCH_PATH, searchPath } from '../src/lib/paths.mjs';
import { CATEGORIES } from '../src/content/categories.mjs';

/**
 * The blog's search (README, "Search") in Chromium against the built site: the index the build made
 * from the posts (prerender/search-index.mjs), the search page's own results, the search boxes, the
 * CSP. The fixtures fail a test on any console error or CSP violation.
 */

const POSTS_DIR = 'src/content/posts';
/** A word one post's article has, and no post's title, summary or other article. */
const BODY_WORD = 'adjuster';
const BODY_WORD_POST = 'truck-maintenance-scheduling-by-dispatchers';

const results = (page: Page) => page.getByRole('list', { name: /^Results for/ }).getByRole('listitem');

test('the word chosen is in one post, and only in its article', () => {
  const holders = readdirSync(POSTS_DIR).filter((name) => new RegExp(`\\b${BODY_WORD}\\b`, 'i').test(readFileSync(join(POSTS_DIR, name), 'utf8')));
  expect(holders).toEqual([`${BODY_WORD_POST}.md`]);
  const [, frontmatter] = readFileSync(join(POSTS_DIR, holders[0]!), 'utf8').split(/^---$/m);
  expect(frontmatter).not.toMatch(new RegExp(BODY_WORD, 'i'));
});

test("the blog's search box finds a post by a word only its article has: title, category, date, the word marked, as a link", async ({ page }) => {
  await page.goto('/blogs');
  await page.getByRole('search').getByRole('searchbox', { name: 'Search the blog' }).fill(BODY_WORD);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(searchPath(BODY_WORD));
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('status')).toHaveText(`1 post matches “${BODY_WORD}”.`);
  await expect(results(page)).toHaveCount(1);
  const result = results(page).first();
  const link = result.getByRole('link');
  await expect(link).toHaveAttribute('href', postPath(BODY_WORD_POST));
  await expect(link).toHaveText('How Dispatchers Keep Your Truck Maintenance on Schedule');
  await expect(result).toContainText(/Trucking Tips\s*Apr 8, 2025/);
  await expect(result.locator('mark')).toHaveText([new RegExp(`^${BODY_WORD}$`, 'i')]);
  await link.click();
  await expect(page).toHaveURL(postPath(BODY_WORD_POST));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Dispatchers Keep Your Truck Maintenance on Schedule');
});

test('by keyboard: type, arrow to a result, Enter opens it; back shows the same results from the address', async ({ page }) => {
  // The search is plain JavaScript on the page (src/lib/search.ts): no worker, no WebAssembly.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto(SEARCH_PATH);
  const field = page.getByRole('searchbox', { name: 'Search the blog' }).first();
  await field.focus();
  await page.keyboard.type('detention');
  // The live region announces the count once the results are in.
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^\d+ posts match “detention”\.$/);
  await expect(page).toHaveURL(searchPath('detention'));
  expect(workers).toEqual([]);
  const count = await results(page).count();
  expect(count).toBeGreaterThan(1);
  await expect(status).toHaveText(`${count} posts match “detention”.`);
  const links = results(page).getByRole('link');
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(field).toBeFocused();
  // Tab reaches the results too: the search button, then the first result.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(links.nth(0)).toBeFocused();
  const href = await links.nth(0).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
  await page.goBack();
  await expect(page).toHaveURL(searchPath('detention'));
  await expect(field).toHaveValue('detention');
  await expect(results(page)).toHaveCount(count);
});

test('what is not an article is not found: the chrome, the hubs, the other pages', async ({ page }) => {
  await page.goto(searchPath('Columbus'));
  // "Columbus" is in every page's footer and on the home page, in no article.
  await expect(page.getByRole('status')).toHaveText('No posts match “Columbus”. Try fewer or other words, or browse a category below.');
  await expect(results(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test('the search page says how to find posts instead, and the search box still takes you there', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/blogs');
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('detention');
    await page.getByRole('searchbox', { name: 'Search the blog' }).press('Enter');
    await expect(page).toHaveURL(searchPath('detention'));
    await expect(page.getByTestId('search-noscript')).toBeVisible();
    await expect(page.getByTestId('search-noscript')).toContainText('needs JavaScript');
    const browse = page.getByRole('navigation', { name: 'Browse the blog' });
    await expect(browse.getByRole('link', { name: 'All articles, newest first' })).toHaveAttribute('href', '/blogs');
    for (const category of CATEGORIES) {
      await expect(browse.getByRole('link', { name: new RegExp(`^${category.name} \\(\\d+\\)$`) })).toHaveAttribute('href', categoryPath(category.slug));
    }
    await context.close();
  });
});
