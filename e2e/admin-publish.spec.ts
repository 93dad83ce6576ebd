import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { loadContent } from '../prerender/content.mjs';
import { loadContentFiles } from '../prerender/content-files.mjs';
import { makePhoto } from '../scripts/art/photo.mjs';

// A marketer's session in the built editor, offline: Sveltia CMS's local-repository backend, which
// edits a folder the browser was given (File System Access). The folder is the browser's own
// private one (OPFS), filled with the repository's content files; the directory picker is
// answered with it. The files the editor writes are then checked by the build's own validation.

const NEW_PHONE = '(614) 555-0199';

async function repositoryFiles() {
  const files: Record<string, string> = {};
  for (const dir of ['src/content', 'src/content/posts']) {
    for (const name of await readdir(dir)) if (/\.(ya?ml|md)$/.test(name)) files[`${dir}/${name}`] = await readFile(join(dir, name), 'utf8');
  }
  return files;
}

test('a post with a photo and a new phone number, written by the editor, pass the build’s checks', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const photo = testInfo.outputPath('dock.jpg');
  await writeFile(photo, await makePhoto({ seed: 11, width: 2400, height: 1800 }));
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
  });
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
  }, await repositoryFiles());
  await page.getByRole('button', { name: 'Work with Local Repository' }).click({ timeout: 60_000 });
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toContainText('5', { timeout: 30_000 });

  // A new post, with a photo uploaded from the computer.
  await page.evaluate(() => (location.hash = '#/collections/posts/new'));
  await page.getByRole('textbox', { name: 'Title' }).fill('Winter Fuel Planning for Northern Lanes', { timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Author' }).fill('Dana Whitfield');
  await page.getByRole('radio', { name: 'Trucking Tips' }).check();
  await page.locator('input[type=date]').first().fill('2025-07-01');
  await page.getByRole('textbox', { name: 'Summary' }).fill('How to plan fuel stops, idling and reloads when a northern winter lane closes in on your schedule.');
  await page.locator('input[type=file]').first().setInputFiles(photo);
  // The editor reads the file before the field holds it: its preview (a blob: URL) says it is in.
  await expect(page.locator('img[src^="blob:"]').first()).toBeAttached({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Photo description' }).fill('A semi truck on a highway through farmland at dusk');
  await page.locator('[contenteditable=true]').first().fill('Winter lanes need a fuel plan before the first cold snap. Plan stops where diesel is treated.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('treeitem', { name: 'Blog posts' })).toContainText('6', { timeout: 15_000 });

  // The company's phone.
  await page.evaluate(() => (location.hash = '#/collections/content/entries/company'));
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveValue('(614) 555-0142', { timeout: 15_000 });
  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /saved/i }).first()).toBeVisible({ timeout: 15_000 });

  // What the editor wrote, copied out of the browser's folder into a checkout of its own, once
  // the phone's file is written (a file being written is a temporary one until it is whole).
  const read = () => page.evaluate(async () => {
    const out: Record<string, number[]> = {};
    async function walk(dir: FileSystemDirectoryHandle, prefix: string) {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else if (!name.endsWith('.crswap')) out[prefix + name] = [...new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer())];
      }
    }
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return out;
  });
  let written: Record<string, number[]> = {};
  const text = (path: string) => Buffer.from(written[path] ?? []).toString();
  await expect
    .poll(async () => {
      written = await read().catch(() => ({}));
      return written['src/content/company.yaml'] ? parse(text('src/content/company.yaml')).phone : undefined;
    }, { timeout: 15_000 })
    .toBe(NEW_PHONE);
  const root = await mkdtemp(join(tmpdir(), 'editor-'));
  try {
    // The rest of the checkout the posts refer to: the existing posts' illustrations.
    await cp('src/assets/img', join(root, 'src/assets/img'), { recursive: true });
    for (const [path, bytes] of Object.entries(written)) {
      await mkdir(join(root, dirname(path)), { recursive: true });
      await writeFile(join(root, path), Buffer.from(bytes));
    }
    const post = text('src/content/posts/winter-fuel-planning-for-northern-lanes.md');
    expect(post).toContain('image: ../../assets/img/dock.jpg');
    expect(post).not.toContain('updated:'); // an empty optional field is left out
    expect(written['src/assets/img/dock.jpg']?.length).toBe((await readFile(photo)).length);
    expect(parse(text('src/content/company.yaml')).phone).toBe(NEW_PHONE);

    // The build's own checks: every content file against its schema, every post with its photo.
    const files = loadContentFiles({ root });
    expect([...files.values()].find((file) => file.name === 'company')?.data.phone).toBe(NEW_PHONE);
    const { posts, photos } = await loadContent({ root });
    const added = posts.find((entry: { slug: string }) => entry.slug === 'winter-fuel-planning-for-northern-lanes');
    expect(added).toMatchObject({ category: 'Trucking Tips', date: '2025-07-01', imageAlt: 'A semi truck on a highway through farmland at dusk' });
    expect(added.imageSources.avif).toMatch(/dock-[\w-]+-1200\.avif 1200w/);
    expect(photos).toHaveLength(1);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
