// Reading the posts on more than one thread: workers (prerender/pool.mjs) that parse the text of
// post files (prerender/content.mjs parsePost: YAML, the schema, the Markdown read for its text),
// which on one thread held up a large blog's first page. The threads start only when there are
// many files to parse (a build after an edit has the others' parse in its cache): each thread
// costs CPU to load the content layer.
import Tinypool from 'tinypool';
import { parsePost } from './posts.mjs';

/** Files a job holds: enough that a job's messages cost little, few enough to keep every thread busy to the end. */
const PER_JOB = 200;

/**
 * Parses post files on up to `workers` threads: `parse(sources)` resolves to parsePost of each, in
 * their order, on this thread when they are fewer than a job's worth (the threads start at the
 * first call with more); `close()` stops the threads, if any.
 * @param {number} workers
 */
export function postParser(workers) {
  let pool = /** @type {Tinypool | null} */ (null);
  let closed = false;
  return {
    /** @param {string[]} sources @returns {Promise<ReturnType<typeof parsePost>[]>} */
    async parse(sources) {
      if (closed || sources.length < PER_JOB) return sources.map(parsePost);
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

/** A job in a worker: a run of files parsed. @param {string[]} sources */
export default (sources) => sources.map(parsePost);
