import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { distWriter } from './index.mjs';

describe('distWriter', () => {
  /** @type {string[]} */
  const made = [];
  const dist = () => {
    const dir = mkdtempSync(join(tmpdir(), 'northlane-dist-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('removes what the last build made and this one did not, and the folders it leaves empty', async () => {
    const dir = dist();
    const first = distWriter(dir);
    for (const file of ['index.html', 'old/page/index.html', 'old/keep.txt', 'gone/a.json']) first.write(file, file);
    const second = distWriter(dir);
    second.write('index.html', 'new');
    second.keep('old/keep.txt');
    expect(await second.removeOthers([...first.made])).toBe(2);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(join(dir, 'old/keep.txt'))).toBe(true);
    expect(existsSync(join(dir, 'old/page'))).toBe(false);
    expect(existsSync(join(dir, 'gone'))).toBe(false);
  });

  it('takes a folder removed by hand since the last build as removed (the build went on, not ENOENT)', async () => {
    const dir = dist();
    const first = distWriter(dir);
    for (const file of ['index.html', 'pagefind/a/b.js', 'pagefind/c.js']) first.write(file, file);
    rmSync(join(dir, 'pagefind'), { recursive: true });
    const second = distWriter(dir);
    second.write('index.html', 'new');
    expect(await second.removeOthers([...first.made])).toBe(2);
    expect(existsSync(join(dir, 'pagefind'))).toBe(false);
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
  });
});
