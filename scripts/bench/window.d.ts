// What the benches' init scripts (scripts/bench/main-thread.mjs, controls.mjs, search.mjs) keep on the page's window.
interface Window {
  /** Long tasks seen by a PerformanceObserver since before the page's first script (ms). */
  __longTasks: { start: number; duration: number }[];
  /** ms from the tap to the mobile menu showing. */
  __menuShown?: number;
  /** When the visitor first pressed a pointer (performance.now()). */
  __used?: number;
  /** When the contact form logged its submission (performance.now()). */
  __submitted?: number;
  /** When each key went down (performance.now()). */
  __keys?: number[];
  /** When the search page's live region first announced results, and what it said. */
  __shown?: { at: number; text: string | null };
}
