import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as ui from '../../src/content/ui.mjs';
import { LOCALE, PSEUDO_LOCALE } from '../../src/lib/locale.mjs';
import { axe, expect, test } from '../fixtures';

// A build with the pseudo-locale in the list (npm run test:pseudo): each of its pages, from the files the build wrote.
const DIST = process.env.E2E_PSEUDO_DIST ?? 'dist';
const PAGES = (readdirSync(join(DIST, PSEUDO_LOCALE), { recursive: true }) as string[])
  .filter((name) => name.endsWith('index.html'))
  .map((name) => `/${PSEUDO_LOCALE}/${name.slice(0, -'index.html'.length).replace(/\/$/, '')}`);
// The interface's English words: none may be left on a page in another language.
const leaves = (words: unknown): string[] => (typeof words === 'string' ? [words] : Object.values(words as object).flatMap(leaves));
const ENGLISH = new Set(
  leaves({ ...ui })
    .map((words) => words.trim())
    .filter((words) => words.length > 3 && !words.includes('{')),
);

test.use({ viewport: { width: 375, height: 812 } });

test('the pseudo-locale has every kind of page', () => {
  expect(PAGES).toEqual(expect.arrayContaining([`/${PSEUDO_LOCALE}/`, `/${PSEUDO_LOCALE}/about`, `/${PSEUDO_LOCALE}/blogs`, `/${PSEUDO_LOCALE}/search`]));
  expect(PAGES.some((path) => /\/blogs\/category\//.test(path))).toBe(true);
  expect(PAGES.length).toBeGreaterThan(12);
});

for (const path of PAGES) {
  test(`${path}: in the pseudo-locale, no interface word in English, nothing wider than a phone, no axe violation`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE[PSEUDO_LOCALE].lang);
    const shown = await page.evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.parentElement?.closest('script, style') === null) texts.push(node.textContent ?? '');
      const labels = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((element) =>
        ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      );
      return [...texts, ...labels, document.title].map((text) => text.trim()).filter(Boolean);
    });
    expect(shown.filter((text) => ENGLISH.has(text))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const { violations } = await axe(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
