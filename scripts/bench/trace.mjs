// Reads a Chrome trace (the events of Tracing.dataCollected) of one page load: the page's main
// thread, its long tasks (over 50 ms) within a window after navigation, and what each spent its
// time on (self time by trace event, scripts by URL). Used by scripts/bench/main-thread.mjs --trace.

/**
 * A Chrome trace event, as much of it as is read here (times in µs).
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args?: { data?: TraceData } }} TraceEvent
 * @typedef {{ url?: string, fileName?: string, stackTrace?: { url?: string }[], isLoadingMainFrame?: boolean, documentLoaderURL?: string }} TraceData
 * @typedef {TraceEvent & { dur: number }} TimedEvent a complete event ('X'): one with a duration
 */

/**
 * Trace events that name a kind of work worth telling apart; everything else is "other" (null: the parent's).
 * @type {Record<string, string | null>}
 */
const LABELS = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceModuleCache': 'compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  'V8.Execute': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
  ScheduleStyleRecalculation: null,
  HitTest: 'other',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
};

/** @param {TraceEvent} event */
const scriptUrl = (event) => {
  const data = event.args?.data ?? {};
  const url = data.url ?? data.fileName ?? data.stackTrace?.[0]?.url ?? '';
  return url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
};

/**
 * The renderer main thread that loaded the page, and the navigation's start (µs).
 * @param {TraceEvent[]} events
 */
function pageThread(events) {
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  if (!start) throw new Error('trace: no navigationStart of the page');
  return { pid: start.pid, tid: start.tid, zero: start.ts };
}

/**
 * One line per long task in the window: its start and duration (ms after navigation), then the
 * kinds of work it spent its time on, largest first, with the scripts it ran.
 * @param {TraceEvent[]} events
 */
export function summarizeTrace(events, { windowMs = 10_000, longMs = 50 } = {}) {
  const { pid, tid, zero } = pageThread(events);
  const own = events
    .filter(/** @returns {event is TimedEvent} */ (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && typeof event.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = own.filter((event) => event.name === 'ThreadControllerImpl::RunTask' && event.dur >= longMs * 1000 && event.ts - zero < windowMs * 1000);
  const lines = [];
  let blocking = 0;
  /** @type {Map<string, number>} */
  const totals = new Map();
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = own.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end);
    // Self time: each event's duration less its direct children's (events nest by time).
    /** @type {Map<string, number>} */
    const self = new Map();
    const root = { event: task, label: 'other', children: 0 };
    /** The open events, the task at the bottom. */
    const stack = [root];
    const top = () => stack[stack.length - 1] ?? root;
    /** @param {number} until */
    const close = (until) => {
      while (stack.length > 1 && top().event.ts + top().event.dur <= until) {
        const frame = top();
        stack.pop();
        self.set(frame.label, (self.get(frame.label) ?? 0) + frame.event.dur - frame.children);
        top().children += frame.event.dur;
      }
    };
    for (const event of inside) {
      close(event.ts);
      const parent = top();
      const base = LABELS[event.name];
      let label = base === undefined ? parent.label : base === null ? parent.label : base;
      if (label === 'script' || label === 'compile') {
        const url = scriptUrl(event) || (parent.label.startsWith(label) ? parent.label.slice(label.length + 1) : '');
        if (url) label = `${label} ${url}`;
      }
      stack.push({ event, label, children: 0 });
    }
    close(Infinity);
    self.set('other', (self.get('other') ?? 0) + root.event.dur - root.children);
    const parts = [...self].filter(([, us]) => us >= 2000).sort((a, b) => b[1] - a[1]);
    for (const [label, us] of self) totals.set(label, (totals.get(label) ?? 0) + us);
    blocking += task.dur / 1000 - longMs;
    lines.push(
      `  at ${String(Math.round((task.ts - zero) / 1000)).padStart(5)} ms  ${String(Math.round(task.dur / 1000)).padStart(4)} ms: ${parts.map(([label, us]) => `${label} ${Math.round(us / 1000)}`).join(', ')}`,
    );
  }
  const overall = [...totals].filter(([, us]) => us >= 5000).sort((a, b) => b[1] - a[1]);
  lines.unshift(
    `  ${tasks.length} long tasks in ${windowMs / 1000} s, blocking ${Math.round(blocking)} ms; in them: ${overall.map(([label, us]) => `${label} ${Math.round(us / 1000)}`).join(', ') || 'nothing'}`,
  );
  return lines.join('\n');
}
