// Every bench prints its figures and writes them to reports/<bench>.json and .md with the machine and load they were measured under.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

/** The median of `values` (of an even count, the upper one); NaN for none. @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** An option's text as a whole number of at least `least`. @param {string} name @param {string | undefined} value */
export function wholeNumber(name, value, least = 1) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < least) throw new Error(`${name} must be a whole number ≥ ${least}, got ${value}`);
  return number;
}

/** The items of a comma-separated option, or undefined. @param {string | undefined} text */
export const list = (text) =>
  text
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Rows as text: the first `left` columns aligned left, the rest right. @param {string[][]} rows */
export function table(rows, left = 1) {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const pad = (/** @type {string} */ cell, /** @type {number} */ column) =>
    column < left ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0);
  return rows.map((row) => row.map(pad).join('  ').trimEnd()).join('\n');
}

/** A bench's report: `log` prints a line and keeps it; `write` writes the lines and the figures. @param {string} bench */
export function benchReport(bench) {
  const lines = /** @type {string[]} */ ([]);
  const command = ['node', ...process.argv.slice(1).map((arg) => arg.replace(`${process.cwd()}/`, ''))].join(' ');
  return {
    /** @param {string} text */
    log(text) {
      console.log(text);
      lines.push(text);
    },
    /** @param {unknown} figures @param {{ passed?: boolean }} [outcome] for a bench with a check */
    write(figures, { passed } = {}) {
      const dir = process.env.REPORTS_DIR ?? 'reports';
      mkdirSync(dir, { recursive: true });
      const date = new Date().toISOString();
      const host = {
        cpu: cpus()[0]?.model.trim() ?? 'unknown',
        cores: availableParallelism(),
        memoryGb: Math.round(totalmem() / 2 ** 30),
        node: process.version,
      };
      const load = loadavg().map((value) => value.toFixed(1));
      const [json, md] = [join(dir, `${bench}.json`), join(dir, `${bench}.md`)];
      writeFileSync(json, `${JSON.stringify({ bench, date, command, machine: { ...host, loadAverage: load.map(Number) }, passed, figures }, null, 2)}\n`);
      const verdict = passed === undefined ? '' : passed ? ', check passed' : ', check FAILED';
      const heading = `\`${command}\` on ${date.slice(0, 16).replace('T', ' ')} UTC${verdict}: ${host.cores} cores (${host.cpu}), ${host.memoryGb} GB, Node ${host.node}, load average ${load.join(' ')} at the end.`;
      writeFileSync(md, `# ${bench}\n\n${heading}\n\n\`\`\`\n${lines.join('\n').trim()}\n\`\`\`\n`);
      console.log(`report: ${md} (${json})`);
      return { json, md };
    },
  };
}

export function failedAssertions(file = '.lighthouseci/assertion-results.json') {
  if (!existsSync(file)) return [];
  const results =
    /** @type {{ url: string, auditId: string, auditProperty?: string, name: string, level: string, operator: string, expected: number, actual: number, passed: boolean }[]} */ (
      JSON.parse(readFileSync(file, 'utf8'))
    );
  return results
    .filter((result) => !result.passed)
    .map(({ url, auditId, auditProperty, name, level, operator, expected, actual }) => ({
      url,
      path: new URL(url).pathname,
      assertion: auditProperty ? `${auditId}:${auditProperty}` : auditId,
      name,
      level,
      operator,
      expected,
      actual: Number.isInteger(actual) ? actual : Number(Number(actual).toFixed(3)),
    }));
}
