// Parsing many posts on worker threads: on one it held up a large blog's first page. Only for many
// files (after an edit the others come from the cache): each thread costs CPU to load.
import Tinypool from 'tinypool';
import { parsePost } from './posts.mjs';

/** Files a job holds: enough that its messages cost little, few enough to keep every thread busy to the end. */
const PER_JOB = 200;

/** `parse(sources)`: parsePost of each, in order, on up to `workers` threads (on this one for fewer than a job's worth, or once closed). @param {number} workers */
export function postParser(workers) {
  let pool = /** @type {Tinypool | null} */ (null);
  let closed = false;
  return {
    /** @param {string[]} sources @returns {Promise<ReturnType<typeof parsePost>[]>} */
    async parse(sources) {
      if (closed || sources.length < PER_JOB) return sources.map((source) => parsePost(source));
      pool ??= new Tinypool({ filename: import.meta.url, minThreads: workers, maxThreads: workers });
      const jobs = [];
      for (let start = 0; start < sources.length; start += PER_JOB) jobs.push(pool.run(sources.slice(start, start + PER_JOB)));
      return (await Promise.all(jobs)).flat();
    },
    async close() {
      closed = true;
      await pool?.destroy();
    },
  };
}

export default (/** @type {string[]} */ sources) => sources.map((source) => parsePost(source));
