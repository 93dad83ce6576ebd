import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, test } from './fixtures';
import { HUBS, POSTS, literally, postsIn } from './content';
import { categoryPath, postPath, SEARCH_PATH, searchPath } from '../src/lib/paths.mjs';
import { searchTerms } from '../src/lib/searchIndex.mjs';

/**
 * The blog's search (README, "Search") in Chromium against the built site: the index the build made
 * from the posts (prerender/search-index.mjs), the search page's own results, the search boxes, the
 * CSP. The fixtures fail a test on any console error or CSP violation.
 */

/** Each search term of the posts' titles, summaries and articles, with the post and the place it was found in, once per use. */
const uses = new Map<string, string[]>();
for (const post of POSTS)
  for (const [place, text] of Object.entries({ title: post.title, summary: post.summary, article: post.text }))
    for (const term of searchTerms(text)) uses.set(term, [...(uses.get(term) ?? []), `${post.slug} ${place}`]);
/** The terms a query's last word finds: those it begins. */
const found = (word: string) => [...uses.keys()].filter((term) => term.startsWith(word));

/** A word one post's article has once, as it is, and no post's title, summary or other article: a query that finds that post alone. */
const BODY_WORD = [...uses.keys()]
  .sort()
  .find(
    (term) =>
      /^[a-z]{8,}$/.test(term) &&
      uses.get(term)!.length === 1 &&
      uses.get(term)![0]!.endsWith(' article') &&
      found(term).length === 1 &&
      POSTS.some((post) => post.text.match(new RegExp(`(?<![\\w'’-])${term}(?![\\w'’-])`, 'gi'))?.length === 1),
  )!;
const BODY_WORD_POST = POSTS.find((post) => uses.get(BODY_WORD)![0] === `${post.slug} article`)!;
/** A word that every page's footer shows (the company's description, from its city) and no post has. */
const company = parse(readFileSync('src/content/company.yaml', 'utf8')) as { description: string; address: { city: string } };
const CHROME_WORD = [company.address.city, ...company.description.split(/[^A-Za-z]+/)].find(
  (word) => word.length >= 5 && company.description.includes(word) && searchTerms(word).every((term) => found(term).length === 0),
);

const results = (page: Page) => page.getByRole('list', { name: /^Results for/ }).getByRole('listitem');

test('the word chosen is in one post, and only in its article', () => {
  // Read again from the posts' Markdown, not the plain text it was chosen from.
  const holders = POSTS.filter((post) => new RegExp(`\\b${BODY_WORD}\\b`, 'i').test(readFileSync(post.file, 'utf8')));
  expect(holders.map((post) => post.slug)).toEqual([BODY_WORD_POST.slug]);
  const [, frontmatter] = readFileSync(BODY_WORD_POST.file, 'utf8').split(/^---$/m);
  expect(frontmatter).not.toMatch(new RegExp(BODY_WORD, 'i'));
  expect(CHROME_WORD, 'a word of the footer that no post has').toBeTruthy();
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
  await expect(link).toHaveAttribute('href', postPath(BODY_WORD_POST.slug));
  await expect(link).toHaveText(BODY_WORD_POST.title);
  await expect(result).toContainText(new RegExp(`${literally(BODY_WORD_POST.category)}\\s*${literally(BODY_WORD_POST.dateLabel)}`));
  await expect(result.locator('mark')).toHaveText([new RegExp(`^${BODY_WORD}$`, 'i')]);
  await link.click();
  await expect(page).toHaveURL(postPath(BODY_WORD_POST.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BODY_WORD_POST.title);
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
  await page.goto(searchPath(CHROME_WORD!));
  await expect(page.getByRole('status')).toHaveText(`No posts match “${CHROME_WORD}”. Try fewer or other words, or browse a category below.`);
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
    for (const category of HUBS.en) {
      const name = `${category.name} (${postsIn(category.slug).length})`;
      await expect(browse.getByRole('link', { name, exact: true })).toHaveAttribute('href', categoryPath(category.slug));
    }
    await context.close();
  });
});
