import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { buildDay, loadContent } from '../prerender/content/posts.mjs';
import { CATEGORIES } from '../src/content/categories.mjs';
import { loadContentFiles } from '../prerender/content/files.mjs';
import { pathToFile } from '../prerender/template.mjs';
import { makePhoto } from '../bench/photo.mjs';
import { copyWorkingTree, run } from '../scripts/lib/project-copy.mjs';
import { originOf, startServer } from '../server/app.mjs';

// A marketer's session in the built editor, offline: Sveltia CMS's local-repository backend, which
// edits a folder the browser was given (File System Access). The folder is the browser's own
// private one (OPFS), filled with the repository's content files; the directory picker is
// answered with it. The files the editor writes go into a copy of the working tree, are checked by
// the build's own validation, and the copy is built with `npm run build` (10 s of CPU: it links
// this project's packages and starts with its Brotli copies and Open Graph PNGs,
// scripts/lib/project-copy.mjs) and served as the CDN serves it: the post is there with its photo,
// and the new phone is on every page that shows one. The company's entry is saved with its Spanish
// translation beside it (the editor's i18n): the Spanish file gets its new description, and only that.

const NEW_PHONE = '(614) 555-0199';
const NEW_TEL = 'tel:+16145550199';
const NEW_DESCRIPTION = 'Despacho de camiones para owner-operators y flotas pequeñas en todo Estados Unidos, con soporte 24/7 desde Columbus, Ohio.';
const SLUG = 'winter-fuel-planning-for-northern-lanes';
// Dated the build's day, so that it is among the newest posts whatever the blog holds; in the blog's first category.
const DATE = buildDay();
const CATEGORY = CATEGORIES[0]!.name;

async function repositoryFiles() {
  const files: Record<string, string> = {};
  for (const dir of ['src/content', 'src/content/posts', 'src/content/es', 'src/content/es/posts']) {
    for (const name of await readdir(dir)) if (/\.(ya?ml|md)$/.test(name)) files[`${dir}/${name}`] = await readFile(join(dir, name), 'utf8');
  }
  return files;
}

test('a post with a photo and a new phone number, written by the editor, pass the build’s checks and are on the built site', async ({ page }, testInfo) => {
  test.setTimeout(360_000); // the editor (2 MB of script) and a build, on a busy machine
  const photo = testInfo.outputPath('dock.jpg');
  await writeFile(photo, await makePhoto({ seed: 11, width: 1300, height: 975 }));
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
  });
  const files = await repositoryFiles();
  const postFiles = Object.keys(files).filter((path) => path.startsWith('src/content/posts/')).length;
  await page.goto('/admin/', { waitUntil: 'commit' });
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    await root.getDirectoryHandle('.git', { create: true });
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click({ timeout: 60_000 });
  await expect(page.getByRole('treeitem', { name: 'Blog posts', exact: true })).toContainText(String(postFiles), { timeout: 30_000 });

  // A new post, with a photo uploaded from the computer.
  await page.evaluate(() => (location.hash = '#/collections/posts/new'));
  await page.getByRole('textbox', { name: 'Title' }).fill('Winter Fuel Planning for Northern Lanes', { timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Author' }).fill('Dana Whitfield');
  await page.getByRole('radio', { name: CATEGORY, exact: true }).check();
  await page.locator('input[type=date]').first().fill(DATE);
  await page
    .getByRole('textbox', { name: 'Summary' })
    .fill('How to plan fuel stops, idling and reloads when a northern winter lane closes in on your schedule, and what to carry in the cab.');
  await page.locator('input[type=file]').first().setInputFiles(photo);
  // The editor reads the file before the field holds it: its preview (a blob: URL) says it is in.
  await expect(page.locator('img[src^="blob:"]').first()).toBeAttached({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Photo description' }).fill('A semi truck on a highway through farmland at dusk');
  await page.locator('[contenteditable=true]').first().fill('Winter lanes need a fuel plan before the first cold snap. Plan stops where diesel is treated.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('treeitem', { name: 'Blog posts', exact: true })).toContainText(String(postFiles + 1), { timeout: 15_000 });

  // The company's phone.
  await page.evaluate(() => (location.hash = '#/collections/content/entries/company'));
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveValue('(614) 555-0142', { timeout: 15_000 });
  await phone.fill(NEW_PHONE);
  // Its translation, in the second pane: the Spanish description.
  await page.getByRole('radiogroup', { name: 'Switch Locale' }).last().getByRole('radio', { name: 'Spanish' }).click();
  const translation = page.locator('#second-pane-body');
  await expect(translation.getByRole('textbox', { name: 'Phone' })).toHaveCount(0);
  await translation.getByRole('textbox', { name: 'Short description' }).fill(NEW_DESCRIPTION);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /saved/i }).first()).toBeVisible({ timeout: 15_000 });

  // What the editor wrote, copied out of the browser's folder into a checkout of its own, once
  // the phone's file is written (a file being written is a temporary one until it is whole).
  const read = () =>
    page.evaluate(async () => {
      const out: Record<string, string> = {}; // path → its bytes in base64 (quick to hand over, unlike a list of numbers)
      async function walk(dir: FileSystemDirectoryHandle, prefix: string) {
        for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
          if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
          else if (!name.endsWith('.crswap')) {
            const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
            let binary = '';
            for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
            out[prefix + name] = btoa(binary);
          }
        }
      }
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
      return out;
    });
  let written: Record<string, string> = {};
  const bytesOf = (path: string) => Buffer.from(written[path] ?? '', 'base64');
  const text = (path: string) => bytesOf(path).toString();
  await expect
    .poll(
      async () => {
        written = await read().catch(() => ({}));
        if (!written['src/content/company.yaml'] || !written['src/content/es/company.yaml']) return undefined;
        return [parse(text('src/content/company.yaml')).phone, parse(text('src/content/es/company.yaml')).description];
      },
      { timeout: 60_000 },
    )
    .toEqual([NEW_PHONE, NEW_DESCRIPTION]);
  const root = await mkdtemp(join(tmpdir(), 'editor-'));
  const site = join(root, 'site');
  let server: Server | undefined;
  try {
    // A checkout with the editor's files: the working tree, and what the editor wrote over it.
    await copyWorkingTree(process.cwd(), site);
    for (const [path, bytes] of Object.entries(written)) {
      await mkdir(join(site, dirname(path)), { recursive: true });
      await writeFile(join(site, path), Buffer.from(bytes, 'base64'));
    }
    const post = text(`src/content/posts/${SLUG}.md`);
    expect(post).toContain('image: ../../assets/img/dock.jpg');
    expect(post).not.toContain('updated:'); // an empty optional field is left out
    expect(bytesOf('src/assets/img/dock.jpg').equals(await readFile(photo))).toBe(true);
    expect(parse(text('src/content/company.yaml')).phone).toBe(NEW_PHONE);
    // The Spanish file keeps only what the Spanish site reads; the English file keeps its own description.
    expect(parse(text('src/content/es/company.yaml'))).toEqual({ description: NEW_DESCRIPTION });
    expect(parse(text('src/content/company.yaml')).description).toBe(parse(await readFile('src/content/company.yaml', 'utf8')).description);

    // The build's own checks: every content file against its schema, every post with its photo.
    const files = loadContentFiles({ root: site });
    expect(files.get(join(site, 'src/content/company.yaml'))?.data.phone).toBe(NEW_PHONE);
    expect(files.get(join(site, 'src/content/es/company.yaml'))?.data).toEqual({ description: NEW_DESCRIPTION });
    const { posts, photos } = await loadContent({ root: site });
    const added = posts.find((entry: { slug: string }) => entry.slug === SLUG);
    expect(added).toMatchObject({ category: CATEGORY, date: DATE, imageAlt: 'A semi truck on a highway through farmland at dusk' });
    expect(added?.imageSources?.avif).toMatch(/dock-[\w-]+-1200\.avif 1200w/);
    expect(photos).toHaveLength(1);

    // The real build of that checkout, served with the CDN's rules.
    const log = await run('npm', ['run', 'build'], { cwd: site, output: 'capture' });
    expect(log).toMatch(/prerender: 1 photo as AVIF and WebP .*: 1 encoded cold|prerender: 1 photo as AVIF and WebP .*: none encoded, 1 from the cache/);
    const dist = join(site, 'dist');
    const listening = await startServer({ port: 0, dist });
    server = listening;
    const origin = originOf(listening);

    // The new phone wherever the site shows it, its tel: link and structured data derived from it; the old one nowhere.
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/');
    expect(paths).toContain(`/blogs/${SLUG}`);
    const shown: string[] = [];
    for (const file of [...paths.map((path) => pathToFile(path)), '404.html']) {
      const html = await readFile(join(dist, file), 'utf8');
      expect(html, file).not.toMatch(/555-0142|5550142/);
      for (const [, href] of html.matchAll(/href="(tel:[^"]*)"/g)) expect(href, file).toBe(NEW_TEL);
      if (html.includes(NEW_PHONE) || html.includes('+16145550199')) shown.push(file);
    }
    // The contact cards and the form's "Call or Text" (/contact), the Organization's JSON-LD (/).
    expect(shown).toEqual(expect.arrayContaining(['index.html', 'contact/index.html']));
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toContain('"telephone":"+16145550199"');
    // The Spanish footer's description.
    expect(await readFile(join(dist, 'es/index.html'), 'utf8')).toContain(NEW_DESCRIPTION);
    // The app's own copy of the company (it renders the same markup when it hydrates).
    const scripts = await Promise.all(
      (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.js')).map((name) => readFile(join(dist, 'assets', name), 'utf8')),
    );
    expect(scripts.some((code) => code.includes(NEW_PHONE))).toBe(true);
    expect(scripts.some((code) => code.includes('555-0142'))).toBe(false);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/contact`);
    const main = page.locator('main');
    // Its "Call or Text" card (the form's note for browsers without JavaScript has it too, hidden here).
    const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Call or Text' }) });
    await expect(card.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', NEW_TEL);
    await expect(page.getByTestId('form-noscript').getByRole('link', { name: NEW_PHONE, includeHidden: true })).toHaveAttribute('href', NEW_TEL);
    await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 }); // hydrated: the app's copy of the company agrees
    await expect(card.getByRole('link', { name: NEW_PHONE })).toBeVisible();

    // The post, its photo as AVIF/WebP at the layout's widths, preloaded; the blog list shows it in its place (first, unless another post has its day).
    await page.goto(`${origin}/blogs/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter Fuel Planning for Northern Lanes');
    const picture = page.locator('main picture').first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /dock-[\w-]+-400\.avif 400w, .*dock-[\w-]+-1200\.avif 1200w$/);
    const image = picture.locator('img');
    await expect(image).toHaveAttribute('alt', 'A semi truck on a highway through farmland at dusk');
    await expect(image).toHaveAttribute('srcset', /dock-[\w-]+-800\.webp 800w/);
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '450');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\.avif$/);
    await expect(page.locator('link[rel=preload][as=image][imagesrcset*=".avif"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/assets\/og\/dock-[\w-]+\.jpg$/);
    await page.goto(`${origin}/blogs`);
    const listed = page.getByTestId('blog-card').nth(posts.indexOf(added!));
    await expect(listed).toContainText('Winter Fuel Planning for Northern Lanes');
    await expect(listed.locator('picture source[type="image/avif"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  } finally {
    server?.close();
    await rm(root, { recursive: true, force: true });
  }
});
