// Where a bench's figures live: each bench prints them and writes them to reports/<bench>.json (the
// figures, for a script or a comparison) and reports/<bench>.md (what it printed), both headed by
// the date, the machine and the command. reports/ is not committed: a figure belongs to the machine
// and the load it was measured under, and committed figures went stale with every change (issue 21).
// CI uploads the folder and shows the .md files in the run's summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

/** The folder the reports go to: reports/, or REPORTS_DIR. */
export const reportsDir = () => process.env.REPORTS_DIR ?? 'reports';

/** The median of `values` (of an even count, the upper one); NaN for none. @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * An option's text as a whole number of at least `least`, or an error that names the option.
 * @param {string} name e.g. '--runs' @param {string | undefined} value
 */
export function wholeNumber(name, value, least = 1) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < least) throw new Error(`${name} must be a whole number ≥ ${least}, got ${value}`);
  return number;
}

/** Rows as a table of text: a header row, then the rows; the first `left` columns aligned left, the rest right; no trailing spaces. @param {string[][]} rows */
export function table(rows, left = 1) {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const pad = (/** @type {string} */ cell, /** @type {number} */ column) =>
    column < left ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0);
  return rows.map((row) => row.map(pad).join('  ').trimEnd()).join('\n');
}

/** The machine a figure was measured on, and how busy it was when the bench ended. */
export function machine() {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: loadavg().map((load) => Math.round(load * 10) / 10),
  };
}

/**
 * A bench's report: `log` prints a line and keeps it, `write` writes the kept lines and the figures.
 * @param {string} bench the file name, e.g. 'main-thread' (reports/main-thread.json and .md)
 */
export function benchReport(bench) {
  /** @type {string[]} */
  const lines = [];
  const command = ['node', ...process.argv.slice(1).map((arg, index) => (index === 0 ? arg.replace(`${process.cwd()}/`, '') : arg))].join(' ');
  return {
    /** @param {string} text */
    log(text) {
      console.log(text);
      lines.push(text);
    },
    /**
     * Writes reports/<bench>.json and reports/<bench>.md; returns their paths.
     * @param {unknown} figures what the bench measured, as data
     * @param {{ passed?: boolean }} [outcome] for a bench with a check: whether it passed
     */
    write(figures, { passed } = {}) {
      const dir = reportsDir();
      mkdirSync(dir, { recursive: true });
      const date = new Date().toISOString();
      const host = machine();
      const json = join(dir, `${bench}.json`);
      const md = join(dir, `${bench}.md`);
      writeFileSync(json, `${JSON.stringify({ bench, date, command, machine: host, ...(passed === undefined ? {} : { passed }), figures }, null, 2)}\n`);
      const verdict = passed === undefined ? '' : passed ? ', check passed' : ', check FAILED';
      writeFileSync(
        md,
        `# ${bench}\n\n\`${command}\` on ${date.slice(0, 16).replace('T', ' ')} UTC${verdict}: ${host.cores} cores (${host.cpu}), ${host.memoryGb} GB, Node ${host.node}, load average ${host.loadAverage.join(' ')} at the end.\n\n\`\`\`\n${lines.join('\n').trim()}\n\`\`\`\n`,
      );
      console.log(`report: ${md} (${json})`);
      return { json, md };
    },
  };
}
