// npm run bench:gates: the gates as npm test runs them, on the build and on copies with a known regression, quiet, amid file churn or beside a busy CPU.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';
import { brotliBest } from '../prerender/compress.mjs';
import { brotliPage } from '../prerender/page-brotli.mjs';
import { benchReport, list, table, wholeNumber } from './report.mjs';

const WORK = join('.tmp', 'gates');
const STATES = ['quiet', 'churn', 'busy'];
const GATES = /** @type {const} */ (['test:main-thread', 'lighthouse']);

/** A script of `kb` KB of random base64 (three quarters of it survives Brotli), its page change. @param {number} kb */
const payload = (kb) => Buffer.from(`window.__regressionPayload = ${JSON.stringify(randomBytes(kb * 1024).toString('base64'))};\n`);
const scriptTag = (/** @type {string} */ file) => (/** @type {string} */ html) =>
  html.replace('</head>', `<script type="module" src="/${file}"></script></head>`);

/** Each regression: a file it adds, and how it changes every page. @type {Record<string, { file: string, make: () => Promise<Buffer> | Buffer, page: (html: string) => string }>} */
const REGRESSIONS = {
  'long-task': {
    file: 'assets/regression-long-task.js',
    make: () => Buffer.from('const end = performance.now() + 200;\nwhile (performance.now() < end);\n'),
    page: scriptTag('assets/regression-long-task.js'),
  },
  'render-blocking-script': {
    file: 'assets/regression-blocking.js',
    make: () => payload(120),
    page: (html) => html.replace(/(<meta name="viewport"[^>]*>)/, '$1<script src="/assets/regression-blocking.js"></script>'),
  },
  'image-300kb': {
    file: 'assets/regression-300kb.png',
    // Noise no encoder can shrink, shown no larger than a phone needs.
    make: () =>
      sharp(randomBytes(350 * 292 * 3), { raw: { width: 350, height: 292, channels: 3 } })
        .png()
        .toBuffer(),
    page: (html) => html.replace(/<body>/, '<body><img src="/assets/regression-300kb.png" width="200" height="167" alt="A test image of noise">'),
  },
  'script-60kb': { file: 'assets/regression-60kb.js', make: () => payload(60), page: scriptTag('assets/regression-60kb.js') },
};

const { values } = parseArgs({
  options: {
    states: { type: 'string', default: STATES.join(',') },
    builds: { type: 'string', default: ['good', ...Object.keys(REGRESSIONS)].join(',') },
    runs: { type: 'string', default: '3' },
  },
});
const states = list(values.states) ?? [];
const builds = list(values.builds) ?? [];
for (const state of states) if (!STATES.includes(state)) throw new Error(`unknown state ${state}: ${STATES.join(', ')}`);
for (const build of builds)
  if (build !== 'good' && !REGRESSIONS[build]) throw new Error(`unknown build ${build}: good, ${Object.keys(REGRESSIONS).join(', ')}`);
const runs = wholeNumber('--runs', values.runs); // of the good build; each regression once
if (!existsSync('dist/sitemap.xml')) throw new Error('dist/sitemap.xml not found: run npm run build first');

/** A copy of dist/ with `name`'s regression on every page (with Brotli copies, as the build writes them). @param {string} name */
async function regressed(name) {
  const regression = /** @type {(typeof REGRESSIONS)[string]} */ (REGRESSIONS[name]);
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync('dist', dir, { recursive: true });
  const bytes = await regression.make();
  writeFileSync(join(dir, regression.file), bytes);
  if (isPrecompressed(regression.file)) writeFileSync(join(dir, regression.file + PRECOMPRESSED), brotliBest(bytes));
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = regression.page(readFileSync(file, 'utf8'));
    if (html === readFileSync(file, 'utf8')) throw new Error(`${file}: the ${name} change did not apply`);
    writeFileSync(file, html);
    if (existsSync(file + PRECOMPRESSED)) writeFileSync(file + PRECOMPRESSED, brotliPage(html));
  }
  return dir;
}

/** 50,000 files of 20 KB written, then deleted, as a build or npm ci leaves them: on shared VMs the freed page cache goes back to the host and new browsers run slower. */
function churn(files = 50_000, bytes = 20_000, dir = join('.tmp', 'churn')) {
  const started = performance.now();
  const content = Buffer.alloc(bytes, 'northlane ');
  for (let file = 0; file < files; file += 1) {
    const folder = join(dir, String(Math.floor(file / 1000)));
    if (file % 1000 === 0) mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${file}.txt`), content);
  }
  const written = performance.now();
  rmSync(dir, { recursive: true, force: true });
  return { files, bytes, writeSeconds: (written - started) / 1000, deleteSeconds: (performance.now() - written) / 1000 };
}

/** Refaults of the page cache so far (Linux), to show what the machine did during a run. */
const refaults = () => Number(/^workingset_refault_file (\d+)$/m.exec(existsSync('/proc/vmstat') ? readFileSync('/proc/vmstat', 'utf8') : '')?.[1] ?? NaN);

/** One gate on `dist` as npm test runs it: its verdict and the figures of the report it writes. @param {(typeof GATES)[number]} gate @param {string} dist @param {string} reports */
function runGate(gate, dist, reports) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', gate], {
    env: { ...process.env, DIST: dist, REPORTS_DIR: reports },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  const file = join(reports, `${gate.replace('test:', '')}.json`);
  const summary = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).figures?.summary : undefined;
  const failures = (result.stdout.split(/gate FAILED:\n/)[1] ?? '').split('\n').filter((line) => line.startsWith('  '));
  return { gate, passed: result.status === 0, seconds: (Date.now() - started) / 1000, summary, failures: failures.map((line) => line.trim()) };
}

const report = benchReport('gates');
/** @type {{ build: string, state: string, run: number, verdict: string, load: number, refaults: number, gates: (ReturnType<typeof runGate> & { churned: ReturnType<typeof churn> | null })[] }[]} */
const cells = [];
for (const build of builds) {
  const dist = build === 'good' ? 'dist' : await regressed(build);
  for (const state of states) {
    for (let run = 1; run <= (build === 'good' ? runs : 1); run += 1) {
      const busy = state === 'busy' ? spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }) : null;
      const load = loadavg()[0] ?? NaN;
      const before = refaults();
      const gates = [];
      try {
        for (const gate of GATES) {
          const churned = state === 'churn' ? churn() : null;
          const result = runGate(gate, dist, join(WORK, 'reports', `${build}-${state}-${run}`));
          gates.push({ ...result, churned });
          if (!result.passed) break;
        }
      } finally {
        busy?.kill();
      }
      const failedGate = gates.find((gate) => !gate.passed)?.gate;
      const verdict = build === 'good' ? (failedGate ? 'FALSE FAILURE' : 'ok') : failedGate ? `caught by ${failedGate}` : 'MISSED';
      const cell = { build, state, run, verdict, load, refaults: refaults() - before, gates };
      cells.push(cell);
      console.error(
        `gates: ${build}, ${state}, run ${run}: ${verdict} (${gates.map((gate) => `${gate.gate} ${gate.passed ? 'passed' : 'failed'} in ${Math.round(gate.seconds)} s`).join(', ')})`,
      );
      for (const line of gates.flatMap((gate) => gate.failures)) console.error(`  ${line}`);
    }
  }
}

/** A gate's column: its verdict and the figures beside it. @param {(typeof cells)[number]} cell @param {(typeof GATES)[number]} name */
function gateColumn(cell, name) {
  const gate = cell.gates.find((result) => result.gate === name);
  if (!gate) return 'not run';
  return `${gate.passed ? 'pass' : 'FAIL'} ${gate.summary ?? ''} ${Math.round(gate.seconds)} s`.replace(/\s+/g, ' ');
}
report.log(`\nThe gates as npm test runs them, on the build (good) and on copies with one regression on every page; states: ${states.join(', ')}`);
report.log(
  table(
    [
      [
        'build',
        'state',
        'run',
        'verdict',
        'main thread (worst page best; floor; host index)',
        'Lighthouse (worst TBT; floor TBT; host index)',
        'load',
        'refaults',
      ],
      ...cells.map((cell) => [
        cell.build,
        cell.state,
        String(cell.run),
        cell.verdict,
        gateColumn(cell, 'test:main-thread'),
        gateColumn(cell, 'lighthouse'),
        cell.load.toFixed(1),
        Number.isNaN(cell.refaults) ? '-' : String(cell.refaults),
      ]),
    ],
    6,
  ),
);
const good = cells.filter((cell) => cell.build === 'good');
const regressions = cells.filter((cell) => cell.build !== 'good');
const falseFailures = good.filter((cell) => cell.verdict !== 'ok').length;
const misses = regressions.filter((cell) => cell.verdict === 'MISSED').length;
report.log(`\n${good.length} runs of the good build: ${falseFailures} false failures; ${regressions.length} runs with a regression: ${misses} missed`);
report.write({ states, cells }, { passed: falseFailures === 0 && misses === 0 });
process.exitCode = falseFailures === 0 && misses === 0 ? 0 : 1;
