// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './concurrency.mjs';

describe('mapWithConcurrency', () => {
  it('keeps order and the concurrency limit', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
      peak = Math.max(peak, ++running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(peak).toBe(2);
  });

  it('starts nothing new after a failure and rethrows it', async () => {
    /** @type {number[]} */
    const started = [];
    const run = mapWithConcurrency([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (n === 2) throw new Error('boom');
    });
    await expect(run).rejects.toThrow('boom');
    expect(started).toEqual([1, 2, 3]);
  });
});
