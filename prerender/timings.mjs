// Where a build's time goes, per named step, for the build log and bench:build.
export class Timings {
  /** @type {Record<string, number>} step → milliseconds */
  ms = {};

  add(/** @type {string} */ step, /** @type {number} */ ms) {
    this.ms[step] = (this.ms[step] ?? 0) + ms;
  }

  /** Runs `work` and adds its time (until it settles) to `step`. @template T @param {string} step @param {() => T} work @returns {T} */
  time(step, work) {
    const started = performance.now();
    const result = work();
    if (!(result instanceof Promise)) this.add(step, performance.now() - started);
    else return /** @type {T} */ (result.finally(() => this.add(step, performance.now() - started)));
    return result;
  }

  /** @param {Record<string, number> | undefined} ms a worker's timings */
  merge(ms) {
    for (const [step, value] of Object.entries(ms ?? {})) this.add(step, value);
  }

  /** "render 12.3 s, Brotli 40.1 s", in the order first timed. */
  format() {
    return Object.entries(this.ms)
      .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
      .join(', ');
  }
}
