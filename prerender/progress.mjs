// Progress of a long step on stderr (cli-progress): redrawn in place in a terminal, a plain line every
// 10 s in a log such as CI's; nothing for a step done within its first seconds.
import cliProgress from 'cli-progress';

/** @param {string} label @param {string} unit @param {{ after?: number, stream?: NodeJS.WritableStream, every?: number }} [options] */
export function progress(label, unit, { after = 3000, stream = process.stderr, every = 10_000 } = {}) {
  const bar = new cliProgress.SingleBar({
    format: `${label}: {value} of {total} ${unit} ({percentage}%), {rate}/s, {eta_formatted} left`,
    stream,
    noTTYOutput: true,
    notTTYSchedule: every,
    hideCursor: null,
    etaBuffer: 50,
  });
  let started = 0;
  let total = 0;
  let done = 0;
  let shown = false;
  const payload = () => ({ rate: Math.round(done / Math.max(0.001, (performance.now() - started) / 1000)) });
  return {
    /** @param {number} count how many, as far as known now */
    start(count) {
      [started, total, done] = [performance.now(), count, 0];
    },
    /** One more done, the total raised past a first guess. */
    increment() {
      done += 1;
      total = Math.max(total, done);
      if (shown) {
        bar.setTotal(total);
        bar.update(done, payload());
      } else if (performance.now() - started >= after) {
        shown = true;
        bar.start(total, done, payload());
      }
    },
    stop() {
      if (shown) bar.stop();
      shown = false;
    },
  };
}
