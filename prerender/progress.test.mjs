// @vitest-environment node
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { progress } from './progress.mjs';

/** A log that is not a terminal, as CI's is, and what was written to it. */
function log() {
  const stream = new PassThrough();
  const chunks = /** @type {string[]} */ ([]);
  stream.on('data', (chunk) => chunks.push(String(chunk)));
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean) };
}

describe('progress', () => {
  it('prints nothing for a step done within its first seconds', () => {
    const { stream, lines } = log();
    const bar = progress('build', 'pages', { stream });
    bar.start(3);
    for (let n = 0; n < 3; n += 1) bar.increment();
    bar.stop();
    expect(lines()).toEqual([]);
  });

  it('prints plain lines of done, total, rate and time left for a longer one, the total raised as more is found', async () => {
    const { stream, lines } = log();
    const bar = progress('build', 'pages', { stream, after: 0, every: 20 });
    bar.start(4);
    for (let n = 0; n < 6; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      bar.increment();
    }
    bar.stop();
    expect(lines().length).toBeGreaterThan(2);
    expect(lines()[0]).toMatch(/^build: 1 of 4 pages \(25%\), \d+\/s, \S+ left$/);
    expect(lines().at(-1)).toMatch(/^build: 6 of 6 pages \(100%\), \d+\/s, 0s left$/);
  });
});
