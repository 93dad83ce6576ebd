// What the benches' init scripts (scripts/bench/main-thread.mjs, controls.mjs) keep on the page's window.
interface Window {
  /** Long tasks seen by a PerformanceObserver since before the page's first script (ms). */
  __longTasks: { start: number; duration: number }[];
  /** ms from the tap to the mobile menu showing. */
  __menuShown?: number;
  /** When the visitor first pressed a pointer (performance.now()). */
  __used?: number;
  /** When the contact form logged its submission (performance.now()). */
  __submitted?: number;
}
