import { Worker } from 'node:worker_threads';

/**
 * Jobs each worker holds at once, by default: one running, the others waiting their turn
 * (prerender/page.mjs runs them one at a time), so that a worker does not idle while the main
 * thread writes a page's files.
 */
const JOBS_PER_WORKER = 4;

/**
 * A pool of `size` worker threads running `script` (a module that answers { id, job } messages
 * with { id, value } or { id, error }; prerender/page.mjs). Jobs go out in order to the worker with
 * the fewest outstanding. A worker that dies fails its jobs and every later one: the build stops.
 */
export class WorkerPool {
  /**
   * @param {string | URL} script
   * @param {number} size
   * @param {unknown} workerData
   * @param {{ heapMb?: number, youngMb?: number, jobsPerWorker?: number }} [options] each worker's heap limits (MB): old and
   *   young generation; how many jobs each holds at once
   */
  constructor(script, size, workerData, { heapMb, youngMb, jobsPerWorker = JOBS_PER_WORKER } = {}) {
    this.jobsPerWorker = jobsPerWorker;
    /** @type {Map<number, { job: unknown, resolve: (value: any) => void, reject: (error: unknown) => void }>} */
    this.jobs = new Map();
    /** @type {number[]} */
    this.waiting = [];
    this.nextId = 0;
    /** @type {unknown} */
    this.failure = undefined;
    this.closing = false;
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(script, { workerData, resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: youngMb } });
      const slot = { worker, outstanding: /** @type {Set<number>} */ (new Set()) };
      worker.on('message', ({ id, value, error }) => {
        const entry = this.jobs.get(id);
        this.jobs.delete(id);
        slot.outstanding.delete(id);
        this.pump();
        if (error !== undefined) entry?.reject(error);
        else entry?.resolve(value);
      });
      const fail = (/** @type {unknown} */ error) => {
        if (this.closing) return;
        this.failure ??= error;
        for (const entry of this.jobs.values()) entry.reject(this.failure);
        this.jobs.clear();
        this.waiting.length = 0;
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`a prerender worker exited with code ${code}`)));
      return slot;
    });
  }

  /**
   * Run one job; resolves to the worker's answer.
   * @param {unknown} job
   * @returns {Promise<any>}
   */
  run(job) {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.jobs.set(id, { job, resolve, reject });
      this.waiting.push(id);
      this.pump();
    });
  }

  pump() {
    while (this.waiting.length > 0) {
      const slot = this.workers.reduce((fewest, candidate) => (candidate.outstanding.size < fewest.outstanding.size ? candidate : fewest));
      if (slot.outstanding.size >= this.jobsPerWorker) return;
      const id = /** @type {number} */ (this.waiting.shift());
      slot.outstanding.add(id);
      slot.worker.postMessage({ id, job: this.jobs.get(id)?.job });
    }
  }

  async close() {
    this.closing = true;
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}
