import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { benchReport, failedAssertions, wholeNumber } from './report.mjs';

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
  vi.stubEnv('REPORTS_DIR', dir);
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('benchReport', () => {
  it('prints what it logs and writes it, with the figures, the date and the machine, to reports/<bench>', () => {
    const report = benchReport('demo');
    report.log('page  blocking');
    report.log('/     42');
    const { json, md } = report.write({ pages: [{ page: '/', blocking: 42 }] }, { passed: true });
    expect(console.log).toHaveBeenCalledWith('/     42');
    const data = JSON.parse(readFileSync(json, 'utf8'));
    expect(data).toMatchObject({ bench: 'demo', passed: true, figures: { pages: [{ page: '/', blocking: 42 }] } });
    expect(Date.parse(data.date)).toBeGreaterThan(Date.parse('2026-01-01'));
    expect(data.machine.cores).toBeGreaterThan(0);
    expect(data.command).toMatch(/^node /);
    const text = readFileSync(md, 'utf8');
    expect(text).toMatch(/^# demo\n/);
    expect(text).toContain('check passed');
    expect(text).toContain('page  blocking\n/     42\n');
  });

  it('leaves the verdict out of a bench without a check', () => {
    const { json, md } = benchReport('plain').write({ seconds: 1 });
    expect(JSON.parse(readFileSync(json, 'utf8'))).not.toHaveProperty('passed');
    expect(readFileSync(md, 'utf8')).not.toContain('check');
  });
});

describe('failedAssertions', () => {
  it('reads the failed assertions of lhci with their URL, path, name and rounded value', () => {
    const file = join(dir, 'assertion-results.json');
    const base = { name: 'maxNumericValue', level: 'error', operator: '<=', passed: false };
    writeFileSync(
      file,
      JSON.stringify([
        { ...base, url: 'http://127.0.0.1:4176/blogs?x=1', auditId: 'largest-contentful-paint', expected: 2000, actual: 2345.6789 },
        { ...base, url: 'http://127.0.0.1:4176/', auditId: 'resource-summary', auditProperty: 'image.size', expected: 102400, actual: 310000 },
        { ...base, url: 'http://127.0.0.1:4176/', auditId: 'cumulative-layout-shift', expected: 0.01, actual: 0, passed: true },
      ]),
    );
    expect(failedAssertions(file)).toEqual([
      {
        url: 'http://127.0.0.1:4176/blogs?x=1',
        path: '/blogs',
        assertion: 'largest-contentful-paint',
        name: 'maxNumericValue',
        level: 'error',
        operator: '<=',
        expected: 2000,
        actual: 2345.679,
      },
      {
        url: 'http://127.0.0.1:4176/',
        path: '/',
        assertion: 'resource-summary:image.size',
        name: 'maxNumericValue',
        level: 'error',
        operator: '<=',
        expected: 102400,
        actual: 310000,
      },
    ]);
  });

  it('is empty when no gate has run', () => {
    expect(failedAssertions(join(dir, 'none.json'))).toEqual([]);
  });
});

describe('wholeNumber', () => {
  it("reads an option's text as a whole number of at least the least", () => {
    expect(wholeNumber('--runs', '3')).toBe(3);
    expect(wholeNumber('--submissions', '100', 100)).toBe(100);
  });

  it('names the option it refuses', () => {
    expect(() => wholeNumber('--runs', '0')).toThrow('--runs must be a whole number ≥ 1, got 0');
    expect(() => wholeNumber('--runs', '2.5')).toThrow('--runs');
    expect(() => wholeNumber('--submissions', '99', 100)).toThrow('≥ 100, got 99');
  });
});
