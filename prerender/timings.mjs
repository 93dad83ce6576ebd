// Where a build's time goes: milliseconds summed per named step, on the main thread (wall time) or
// in the workers (each worker's time, summed over the pages it made). The prerender prints them
// (README, "The build at scale").

export class Timings {
  constructor() {
    /** @type {Record<string, number>} step → milliseconds */
    this.ms = {};
  }

  /** @param {string} step @param {number} ms */
  add(step, ms) {
    this.ms[step] = (this.ms[step] ?? 0) + ms;
  }

  /**
   * Runs `work` (synchronous or not) and adds its time to `step`.
   * @template T
   * @param {string} step
   * @param {() => T} work
   * @returns {T}
   */
  time(step, work) {
    const started = performance.now();
    const result = work();
    if (result instanceof Promise) {
      return /** @type {T} */ (result.finally(() => this.add(step, performance.now() - started)));
    }
    this.add(step, performance.now() - started);
    return result;
  }

  /** Adds another set of timings (a worker's) to these. @param {Record<string, number> | undefined} ms */
  merge(ms) {
    for (const [step, value] of Object.entries(ms ?? {})) this.add(step, value);
  }

  /** "render 12.3 s, Brotli 40.1 s": the steps in the order they were first timed. */
  format() {
    return Object.entries(this.ms)
      .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
      .join(', ');
  }
}
