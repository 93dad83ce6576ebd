// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import { describe, expect, it } from 'vitest';
import { splicedPage } from './page.mjs';

describe('the page pool', () => {
  it("fails a job with the worker's own stack, and shuts down cleanly", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-pool-'));
    const ssrEntry = join(dir, 'entry-server.js');
    writeFileSync(ssrEntry, 'export function load(path) { throw new Error(`no route for ${path}`); }\n');
    const manifest = { 'src/entry-client.tsx': { file: 'assets/app.js' } };
    const pool = new Tinypool({
      filename: new URL('./page.mjs', import.meta.url).href,
      minThreads: 1,
      maxThreads: 1,
      concurrentTasksPerWorker: 4,
      resourceLimits: { maxOldGenerationSizeMb: 192 },
      workerData: { ssrEntry, dist: dir, template: '', manifest, stylesheets: {}, posts: { en: [], es: [] }, fingerprint: 'f' },
    });
    try {
      const errors = await Promise.all(['/a', '/b'].map((path) => pool.run({ path }).catch((/** @type {Error} */ error) => error)));
      expect(errors.map((error) => error.message)).toEqual(['no route for /a', 'no route for /b']);
      expect(errors[0]?.stack).toContain(`load (file://${ssrEntry}:1:`);
    } finally {
      await pool.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('splicedPage', () => {
  it("splices a large blog's posts, lists and hubs in both languages, never a page of its own kind", () => {
    const blogPages = ['/blogs/some-post', '/blogs', '/blogs/page/2', '/blogs/category/trucking-tips/page/3', '/es/blog/una-entrada', '/es/blog/pagina/2'];
    expect(blogPages.map((path) => splicedPage(path, 25))).toEqual(blogPages.map(() => true));
    expect(['/', '/about', '/contact', '/search', '/es/nosotros'].map((path) => splicedPage(path, 10_000))).toEqual([false, false, false, false, false]);
  });

  it('gives every page of a small blog the best quality', () => {
    expect(splicedPage('/blogs/some-post', 24)).toBe(false);
  });
});
