// What the benches' init scripts keep on the page's window (performance.now() times).
interface Window {
  __longTasks: { start: number; duration: number }[];
  __menuShown?: number;
  __keys?: number[];
  __shown?: { at: number; text: string | null };
}
