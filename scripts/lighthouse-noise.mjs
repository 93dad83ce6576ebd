// The Lighthouse gate's false-failure rate on a busy machine: runs the real gate (`npm run
// lighthouse`, lighthouserc.cjs) K times on the build in dist/ while other processes keep cores
// busy, and prints how many of those runs failed and on which assertions.
//
//   npm run build                                  # once: the build to measure
//   npm run bench:lighthouse-noise                 # 5 gates, one core kept busy
//   npm run bench:lighthouse-noise -- --runs 3 --busy 0 --routes /,/about
//
// --runs K      how many times to run the gate (default 5)
// --busy N      how many processes spin (`while (true)`) during each gate (default 1: one of two cores)
// --routes a,b  only these paths (LIGHTHOUSE_ROUTES; default: the gate's own routes from the sitemap)
// Each gate's assertion results and median table are kept in .tmp/lighthouse-noise/gate-<i>/.
// Exits 1 if any gate failed. A build that passes on a quiet machine should fail none.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchReport, wholeNumber } from './lib/bench-report.mjs';
import { failedAssertions } from './lib/lhci-assertions.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    busy: { type: 'string', default: '1' },
    routes: { type: 'string' },
  },
});
const runs = wholeNumber('--runs', values.runs);
const busy = wholeNumber('--busy', values.busy, 0);
if (!existsSync('dist/sitemap.xml')) throw new Error('dist/sitemap.xml not found: run npm run build first');

const out = '.tmp/lighthouse-noise';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/**
 * Starts N processes that each keep one core busy; returns a function that stops them.
 * @param {number} count
 */
function keepCoresBusy(count) {
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => children.forEach((child) => child.kill('SIGKILL'));
}

/**
 * Runs a command, its output to a file (and a dot per Lighthouse run to the console); resolves to its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} file
 * @returns {Promise<number>}
 */
function runLogged(command, args, env, file) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(file);
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        log.write(chunk);
        const done = String(chunk).match(/\bdone\./g);
        if (done) process.stdout.write('.'.repeat(done.length));
      });
    }
    child.on('error', reject);
    child.on('close', (code) => {
      process.stdout.write('\n');
      log.end(() => resolve(code ?? 1));
    });
  });
}

const env = { ...process.env, LIGHTHOUSE_PORT: '4175', ...(values.routes ? { LIGHTHOUSE_ROUTES: values.routes } : {}) };
/** @type {{ passed: boolean, seconds: number, failed: ReturnType<typeof failedAssertions> }[]} */
const gates = [];
const report = benchReport('lighthouse-noise');
let stopBusy = () => {};
process.on('SIGINT', () => {
  stopBusy();
  process.exit(130);
});

for (let i = 1; i <= runs; i++) {
  console.log(`\n=== gate ${i} of ${runs}, ${busy} busy process(es) ===`);
  stopBusy = keepCoresBusy(busy);
  const started = performance.now();
  const dir = join(out, `gate-${i}`);
  mkdirSync(dir, { recursive: true });
  const status = await runLogged('npm', ['run', '--silent', 'lighthouse'], env, join(dir, 'output.txt'));
  stopBusy();
  const seconds = Math.round((performance.now() - started) / 1000);
  const failed = failedAssertions();
  const errors = failed.filter((result) => result.level === 'error');
  if (existsSync('.lighthouseci/assertion-results.json')) cpSync('.lighthouseci/assertion-results.json', join(dir, 'assertion-results.json'));
  if (existsSync('.lighthouseci/reports')) cpSync('.lighthouseci/reports', join(dir, 'reports'), { recursive: true });
  const table = spawnSync(process.execPath, ['scripts/lighthouse-summary.mjs'], { encoding: 'utf8' }).stdout;
  report.log(table.trimEnd());
  const passed = status === 0;
  report.log(`gate ${i}: ${passed ? 'passed' : `FAILED (exit ${status})`} in ${seconds} s`);
  for (const result of failed) {
    report.log(`  ${result.level.padEnd(5)} ${result.path} ${result.assertion}: ${result.operator} ${result.expected}, got ${result.actual}`);
  }
  if (!passed && errors.length === 0) report.log(`  (no assertion failed: see ${join(dir, 'output.txt')})`);
  gates.push({ passed, seconds, failed });
}

const failedGates = gates.filter((gate) => !gate.passed);
/** @type {Map<string, number>} */
const byAssertion = new Map();
for (const { failed } of failedGates) {
  for (const assertion of new Set(failed.filter((result) => result.level === 'error').map((result) => result.assertion))) {
    byAssertion.set(assertion, (byAssertion.get(assertion) ?? 0) + 1);
  }
}
report.log(`\n${failedGates.length} of ${runs} gate run(s) failed with ${busy} busy process(es) on ${availableParallelism()} cores.`);
for (const [assertion, count] of byAssertion) report.log(`  ${assertion}: failed ${count} gate run(s)`);
console.log(`Each gate's results: ${out}/gate-<i>/`);
report.write(
  { runs, busy, cores: availableParallelism(), routes: values.routes ?? null, gates, failedByAssertion: Object.fromEntries(byAssertion) },
  { passed: failedGates.length === 0 },
);
process.exitCode = failedGates.length === 0 ? 0 : 1;
