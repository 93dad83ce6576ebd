// Shows that the Lighthouse gate still fails real regressions: two copies of the build in dist/, each
// with one regression on every page, each served (DIST=<copy>) and run through the same gate:
//   render-blocking-script  a 160 KB synchronous <script src> at the top of <head>
//   image-300kb             a 300 KB PNG of noise at the top of <body>, above the fold
// Exits 0 only if the gate failed on both, and prints which assertions tripped.
//   npm run build && npm run bench:lighthouse-regression [-- --routes /,/blogs --only image-300kb]
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { isPrecompressed, PRECOMPRESSED } from '../infra/content-types.mjs';
import { brotliBest } from '../prerender/compress.mjs';
import { brotliPage } from '../prerender/page-brotli.mjs';
import { benchReport, failedAssertions } from './report.mjs';

const { values } = parseArgs({ options: { routes: { type: 'string' }, only: { type: 'string' } } });
if (!existsSync('dist/sitemap.xml')) throw new Error('dist/sitemap.xml not found: run npm run build first');

/** A 350 × 292 PNG of noise, which no encoder can shrink, shown at 200 × 167 (no more than a 1.75x phone needs). */
async function heavyPng() {
  return sharp(randomBytes(350 * 292 * 3), { raw: { width: 350, height: 292, channels: 3 } })
    .png()
    .toBuffer();
}

/** @type {Record<string, { file: string, make: () => Promise<Buffer> | Buffer, page: (html: string) => string }>} */
const VARIANTS = {
  'render-blocking-script': {
    file: 'assets/regression-blocking.js',
    make: () => Buffer.from(`window.__regressionPayload = ${JSON.stringify(randomBytes(120 * 1024).toString('base64'))};\n`),
    page: (html) => html.replace(/(<meta name="viewport"[^>]*>)/, '$1\n    <script src="/assets/regression-blocking.js"></script>'),
  },
  'image-300kb': {
    file: 'assets/regression-300kb.png',
    make: heavyPng,
    page: (html) => html.replace(/<body>/, '<body>\n    <img src="/assets/regression-300kb.png" width="200" height="167" alt="A test image of noise">'),
  },
};

const report = benchReport('lighthouse-regression');
const verdicts = [];
for (const name of values.only?.split(',') ?? Object.keys(VARIANTS)) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`unknown variant ${name}: ${Object.keys(VARIANTS).join(', ')}`);
  const dir = join('.tmp/lighthouse-regression', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync('dist', dir, { recursive: true });
  const bytes = await variant.make();
  writeFileSync(join(dir, variant.file), bytes);
  // With its Brotli copy, as the build writes one: without it the host answers the 404 page, which blocks nothing.
  if (isPrecompressed(variant.file)) writeFileSync(join(dir, variant.file + PRECOMPRESSED), brotliBest(bytes));
  const pages = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  for (const entry of pages) {
    const file = join(entry.parentPath, entry.name);
    const html = variant.page(readFileSync(file, 'utf8'));
    if (html === readFileSync(file, 'utf8')) throw new Error(`${file}: the ${name} change did not apply`);
    writeFileSync(file, html);
    if (existsSync(file + PRECOMPRESSED)) writeFileSync(file + PRECOMPRESSED, brotliPage(html));
  }
  console.log(`\n=== ${name}: ${pages.length} pages changed in ${dir}; the gate on it ===`);
  const env = {
    ...process.env,
    DIST: dir,
    LIGHTHOUSE_PORT: process.env.LIGHTHOUSE_PORT || '4176',
    ...(values.routes ? { LIGHTHOUSE_ROUTES: values.routes } : {}),
  };
  const status = spawnSync('npm', ['run', '--silent', 'lighthouse'], { env, stdio: 'inherit' }).status ?? 1;
  verdicts.push({ name, status, tripped: failedAssertions().filter((result) => result.level === 'error') });
}

report.log('\n=== Regression demo ===');
for (const { name, status, tripped } of verdicts) {
  report.log(`${name}: the gate ${status === 0 ? 'PASSED (the regression was not caught)' : `failed (exit ${status}), as it should`}`);
  const byAssertion = /** @type {Map<string, string[]>} */ (new Map());
  for (const { assertion, operator, expected, path, actual } of tripped) {
    const key = `${assertion} (${operator} ${expected})`;
    byAssertion.set(key, [...(byAssertion.get(key) ?? []), `${path} ${actual}`]);
  }
  for (const [assertion, where] of byAssertion) report.log(`  ${assertion}: ${where.join(', ')}`);
}
const caught = verdicts.every(({ status, tripped }) => status !== 0 && tripped.length > 0);
report.log(caught ? 'Every regression fails the gate.' : 'A regression passed the gate: the gate is too loose.');
report.write({ routes: values.routes ?? null, variants: verdicts }, { passed: caught });
process.exitCode = caught ? 0 : 1;
