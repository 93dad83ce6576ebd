import { get } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { startLocalCdn } from './local-cdn.mjs';

test('closing while requests are in flight leaves no rejection behind (one ends a Playwright worker)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'local-cdn-'));
  /** @type {unknown[]} */
  const rejections = [];
  const record = (/** @type {unknown} */ reason) => rejections.push(reason);
  process.on('unhandledRejection', record);
  try {
    const cdn = await startLocalCdn({ dir });
    const requests = Array.from({ length: 5 }, (_, i) => get(`${cdn.origin}/blogs/post-${i}`).on('error', () => {}));
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (const request of requests) request.destroy();
    await cdn.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections).toEqual([]);
  } finally {
    process.off('unhandledRejection', record);
    await rm(dir, { recursive: true, force: true });
  }
});
