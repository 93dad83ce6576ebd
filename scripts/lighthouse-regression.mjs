// Shows that the Lighthouse gate still catches real regressions: makes two test copies of the
// build in dist/, each with one regression on every page, serves each with the local server
// (DIST=<copy>) and runs the same gate on it (`npm run lighthouse`, lighthouserc.cjs):
//   render-blocking-script  a 160 KB synchronous <script src> at the top of <head>
//   image-300kb             a 300 KB PNG at the top of <body>, above the fold
// Exits 0 only if the gate FAILED on both (it prints which assertions tripped), 1 otherwise.
//
//   npm run build && npm run bench:lighthouse-regression
//   npm run bench:lighthouse-regression -- --routes /,/blogs   # fewer routes, faster
//   npm run bench:lighthouse-regression -- --only image-300kb   # one variant (exit 0 if it is caught)
// The copies are left in .tmp/lighthouse-regression/<variant>/ (serve one: DIST=… npm run serve).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import UPNG from 'upng-js';
import { rng } from '../bench/photo.mjs';
import { brotliPage } from '../prerender/page-brotli.mjs';
import { brotliBest } from '../prerender/compress.mjs';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';
import { benchReport } from './lib/bench-report.mjs';
import { failedAssertions } from './lib/lhci-assertions.mjs';

const { values } = parseArgs({ options: { routes: { type: 'string' }, only: { type: 'string' } } });
if (!existsSync('dist/sitemap.xml')) throw new Error('dist/sitemap.xml not found: run npm run build first');
const out = '.tmp/lighthouse-regression';

/**
 * Bytes that neither gzip nor Brotli can shrink, the same on every run.
 * @param {number} length
 * @param {number} seed
 */
function noise(length, seed) {
  const random = rng(seed);
  return Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)));
}

/** A 350 × 292 PNG of noise: 300 KB, shown at 200 × 167 (no lower resolution than a 1.75x phone screen needs). */
function heavyPng() {
  const width = 350;
  const height = 292;
  const pixels = noise(width * height * 4, 13);
  for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
  return Buffer.from(UPNG.encode([pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.length)], width, height, 0));
}

/** A 160 KB classic script that the parser must fetch and run before anything below it. */
function blockingScript() {
  const payload = noise(120 * 1024, 7).toString('base64'); // 160 KB of base64, ~120 KB gzip
  return `// Regression demo: a synchronous script in <head>.\nwindow.__regressionPayload = ${JSON.stringify(payload)};\n`;
}

/**
 * A regression: files added to the build, and the change made to every page.
 * @typedef {{ files: Record<string, () => string | Buffer>, page: (html: string) => string }} Variant
 * @type {Record<string, Variant>}
 */
const VARIANTS = {
  'render-blocking-script': {
    files: { 'assets/regression-blocking.js': blockingScript },
    page: (html) => html.replace(/(<meta name="viewport"[^>]*>)/, '$1\n    <script src="/assets/regression-blocking.js"></script>'),
  },
  'image-300kb': {
    files: { 'assets/regression-300kb.png': heavyPng },
    page: (html) => html.replace(/<body>/, '<body>\n    <img src="/assets/regression-300kb.png" width="200" height="167" alt="A test image of noise">'),
  },
};

/** @param {string} dir */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A copy of dist/ with the variant's files added and every page (and its Brotli copy) changed.
 * @param {string} name
 * @param {Variant} variant
 */
function makeCopy(name, variant) {
  const dir = join(out, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync('dist', dir, { recursive: true });
  for (const [file, make] of Object.entries(variant.files)) {
    const bytes = make();
    writeFileSync(join(dir, file), bytes);
    // With its Brotli copy, as the build writes one for every script under assets/: the host serves
    // that copy, and without it a browser's request got the 404 page (a 404 blocks nothing).
    if (isPrecompressed(file)) writeFileSync(join(dir, file + PRECOMPRESSED), brotliBest(bytes));
  }
  let pages = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const changed = variant.page(html);
    if (changed === html) throw new Error(`${file}: the ${name} change did not apply`);
    writeFileSync(file, changed);
    // As the prerender compresses it (prerender/page.mjs).
    if (existsSync(file + PRECOMPRESSED)) writeFileSync(file + PRECOMPRESSED, brotliPage(changed));
    pages++;
  }
  return { dir, pages };
}

/**
 * The gate on a copy of the build; resolves to its exit code.
 * @param {string} dist
 * @returns {Promise<number>}
 */
function runGate(dist) {
  const env = { ...process.env, DIST: dist, LIGHTHOUSE_PORT: '4176', ...(values.routes ? { LIGHTHOUSE_ROUTES: values.routes } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'lighthouse'], { env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const names = values.only ? values.only.split(',') : Object.keys(VARIANTS);
/** @type {{ name: string, status: number, tripped: ReturnType<typeof failedAssertions> }[]} */
const verdicts = [];
const report = benchReport('lighthouse-regression');
for (const name of names) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`unknown variant ${name}: ${Object.keys(VARIANTS).join(', ')}`);
  const { dir, pages } = makeCopy(name, variant);
  console.log(`\n=== ${name}: ${pages} pages changed in ${dir}; the gate on it ===`);
  const status = await runGate(dir);
  const tripped = failedAssertions().filter((result) => result.level === 'error');
  verdicts.push({ name, status, tripped });
}

report.log('\n=== Regression demo ===');
for (const { name, status, tripped } of verdicts) {
  report.log(`${name}: the gate ${status === 0 ? 'PASSED (the regression was not caught)' : `failed (exit ${status}), as it should`}`);
  /** @type {Map<string, { operator: string, expected: number, where: string[] }>} */
  const byAssertion = new Map();
  for (const { assertion, operator, expected, path, actual } of tripped) {
    const entry = byAssertion.get(assertion) ?? { operator, expected, where: [] };
    entry.where.push(`${path} ${actual}`);
    byAssertion.set(assertion, entry);
  }
  for (const [assertion, { operator, expected, where }] of byAssertion) report.log(`  ${assertion} (${operator} ${expected}): ${where.join(', ')}`);
}
const caught = verdicts.every(({ status, tripped }) => status !== 0 && tripped.length > 0);
report.log(
  caught ? `${verdicts.length === 1 ? 'The regression fails' : 'Both regressions fail'} the gate.` : 'A regression passed the gate: the gate is too loose.',
);
report.write({ routes: values.routes ?? null, variants: verdicts }, { passed: caught });
process.exitCode = caught ? 0 : 1;
