// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Tinypool from 'tinypool';
import { describe, expect, it } from 'vitest';

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
      workerData: { ssrEntry, dist: dir, template: '', manifest, stylesheets: {}, posts: [], cacheDir: join(dir, 'cache'), fingerprint: 'f' },
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
