import { describe, expect, it } from 'vitest';
import { WorkerPool } from './pool.mjs';

// A worker that holds every job it is sent for 50 ms, then answers each with how many it held at once.
const HOLDING = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    const held = [];
    parentPort.on('message', ({ id }) => {
      held.push(id);
      if (held.length === 1) setTimeout(() => { const jobs = held.splice(0); for (const job of jobs) parentPort.postMessage({ id: job, value: jobs.length }); }, 50);
    });
  `)}`,
);

describe('the worker pool', () => {
  it('sends each worker 4 jobs at once, or as many as it is told', async () => {
    /** @type {[{ jobsPerWorker?: number }, number][]} */
    const cases = [
      [{}, 4],
      [{ jobsPerWorker: 32 }, 32],
    ];
    for (const [options, most] of cases) {
      const pool = new WorkerPool(HOLDING, 1, null, options);
      try {
        const answers = await Promise.all(Array.from({ length: 40 }, () => pool.run({})));
        expect(Math.max(...answers)).toBe(most);
      } finally {
        await pool.close();
      }
    }
  });
});
