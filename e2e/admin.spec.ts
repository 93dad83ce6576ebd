import { expect, test } from '@playwright/test';
import { ROUTES } from './fixtures';
import { CATEGORIES } from './content';
import { DEFAULT_LOCALE, LOCALES } from '../src/lib/locale.mjs';

// The editor at /admin (prerender/cms.mjs): built into dist/admin, under its own CSP
// (infra/security-headers.mjs), opened here with Sveltia CMS's test backend, which keeps the
// repository in the browser and needs no network or sign-in.

/** The language a copy file is translated into, as the editor's locale switcher names it (English names, the editor's language). */
const TRANSLATION = LOCALES.find((locale) => locale !== DEFAULT_LOCALE)!;
const TRANSLATION_NAME = new Intl.DisplayNames(['en'], { type: 'language' }).of(TRANSLATION)!;

/** The one request the policy refuses on purpose: the editor's check for a newer version of itself, on unpkg.com. */
const UPDATE_CHECK = 'https://unpkg.com/@sveltia/cms/package.json';

test('/admin: never indexed, in no sitemap, under its own policy', async ({ request }) => {
  const response = await request.get('/admin');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const csp = response.headers()['content-security-policy'];
  expect(csp).toContain("connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com");
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(ROUTES.some((path) => path.startsWith('/admin'))).toBe(false);
  // The site's pages keep theirs.
  expect((await request.get('/')).headers()['content-security-policy']).toContain("connect-src 'self';");
});

test('the editor’s script is a hashed asset, sent as its Brotli copy and cached for a year', async ({ request }) => {
  const page = await (await request.get('/admin')).text();
  const src = /<script src="(\/assets\/admin\/sveltia-cms-[0-9a-f]+\.js)"><\/script>/.exec(page)?.[1];
  expect(src).toBeDefined();
  const plain = await request.get(src!, { headers: { 'accept-encoding': 'identity' } });
  const brotli = await request.get(src!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The copy made at build time (a fourth of the script), not the server compressing on the fly (no length then).
  const size = Number(plain.headers()['content-length']);
  expect(size).toBeGreaterThan(1_000_000);
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(size / 3);
  expect((await brotli.body()).equals(await plain.body())).toBe(true);
});

test('the editor opens offline with the posts and the company’s details, every field the build checks', async ({ page }) => {
  test.setTimeout(120_000); // a 2 MB app on a busy machine
  const violations: string[] = [];
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/.test(text) && !text.includes(UPDATE_CHECK)) violations.push(text);
    if (message.type() === 'error' && !/Content Security Policy|Failed to load resource/.test(text)) violations.push(text);
  });
  await page.route(
    (url) => url.pathname === '/admin/config.json',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), backend: { name: 'test-repo' } } });
    },
  );
  await page.goto('/admin/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Work with Test Repository' }).click({ timeout: 60_000 });
  await expect(page.getByRole('treeitem', { name: 'Blog posts', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('treeitem', { name: 'Company & copy' })).toBeVisible();
  await expect(page.getByRole('treeitem', { name: 'Blog posts (Spanish)' })).toBeVisible();
  // The copy's translations are in its entries (Sveltia's i18n), not a collection of their own.
  await expect(page.getByRole('treeitem', { name: 'Copy (Spanish)' })).toHaveCount(0);

  const open = (hash: string) => page.evaluate((to) => (location.hash = to), hash); // in the app, not a reload
  await open('#/collections/posts/new');
  for (const label of ['Title', 'Author', 'Category', 'Published', 'Last updated', 'Summary', 'Photo', 'Photo description', 'Article']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  }
  for (const { name } of CATEGORIES.en) await expect(page.getByRole('radio', { name, exact: true })).toBeVisible();

  await open('#/collections/posts-es/new');
  await expect(page.getByText('Translation of', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  for (const { name } of CATEGORIES.es) await expect(page.getByRole('radio', { name, exact: true })).toBeVisible();

  await open('#/collections/content/entries/company');
  await expect(page.getByText('Phone', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Written as visitors should read it, e.g. (614) 555-0142. The call link is made from it.')).toBeVisible();
  // Its translation beside it, in the second pane: the description the Spanish site reads, none of the facts (the English file's).
  await page.getByRole('radiogroup', { name: 'Switch Locale' }).last().getByRole('radio', { name: TRANSLATION_NAME }).click();
  const translation = page.locator('#second-pane-body');
  await expect(translation.getByText('Short description', { exact: true })).toBeVisible();
  await expect(translation.getByText('Phone', { exact: true })).toHaveCount(0);
  await expect(translation.getByText('Address', { exact: true })).toHaveCount(0);
  // The editor's fonts (its icons are one) come from /admin/fonts/; it asks no other origin for anything but its update check.
  expect(requested.filter((url) => new URL(url).pathname.startsWith('/admin/fonts/material-symbols-outlined'))).toHaveLength(1);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:') && url !== UPDATE_CHECK)).toEqual([]);
  expect(violations).toEqual([]);
});
