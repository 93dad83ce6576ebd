// What a photo costs: a phone photo made here (scripts/art/photo.mjs: 4000×3000, a JPEG of several
// MB), encoded as the build does (prerender/content/photos.mjs) into an empty cache, then again from the
// cache. Prints the encode time per photo (cold and cached), every file's size, and what a phone
// downloads: the AVIF its browser picks from the srcset for a post page and for a card (375 CSS px
// wide at 3 device pixels per CSS pixel). --check exits 1 when that is over 100 KB or the second
// run encoded anything.
//
//   npm run bench:photos -- [--photos 3] [--check]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CacheShelf } from '../../prerender/cache.mjs';
import { encodePhoto, photoPlan } from '../../prerender/content/photos.mjs';
import { photoSeries } from '../../bench/photo.mjs';
import { benchReport } from '../lib/bench-report.mjs';

/** @typedef {ReturnType<typeof photoPlan>['variants'][number]} Variant */

const PHONE = { width: 375, dpr: 3 };
const LIMIT = 100 * 1024;
const { values } = parseArgs({ options: { photos: { type: 'string', default: '3' }, check: { type: 'boolean', default: false } } });

/**
 * The candidate a browser takes from a `w` srcset for a slot `slot` CSS px wide: the smallest that covers it, else the largest.
 * @param {Variant[]} variants at least one
 * @param {number} slot
 * @param {number} dpr
 * @returns {Variant}
 */
function pick(variants, slot, dpr) {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const chosen = sorted.find((variant) => variant.width >= slot * dpr) ?? sorted.at(-1);
  if (!chosen) throw new Error('pick: no variants');
  return chosen;
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const root = await mkdtemp(join(tmpdir(), 'bench-photos-'));
/** @type {string[]} */
const problems = [];
const report = benchReport('photos');
/** @type {Record<string, unknown>} */
const figures = {};
try {
  const shelf = new CacheShelf(root, 'photos');
  // Photos of one scene with other grain and tone, so every byte differs (nothing shared).
  const photos = [];
  for await (const photo of photoSeries(Number(values.photos), { quality: 97 })) photos.push(photo);
  const runs = [];
  for (const [index, bytes] of photos.entries()) {
    const plan = photoPlan({ name: `photo-${index + 1}`, id: 'bench', width: 4000 });
    const cold = await encodePhoto(bytes, plan, { shelf });
    const started = performance.now();
    const warm = await encodePhoto(bytes, plan, { shelf });
    runs.push({ bytes, plan, cold, warmMs: performance.now() - started, warmEncoded: warm.encoded });
  }
  const first = runs[0];
  if (!first) throw new Error('--photos must be at least 1');
  const size = new Map(first.cold.files.map(([href, data]) => [href, data.length]));
  report.log(`bench:photos: ${runs.length} photos of 4000×3000, ${runs.map((run) => kb(run.bytes.length)).join(', ')} as JPEG`);
  for (const run of runs) {
    report.log(
      `  cold encode ${(run.cold.ms / 1000).toFixed(2)} s (${run.plan.variants.length} AVIF/WebP files and the Open Graph JPEG); from the cache ${run.warmMs.toFixed(0)} ms, encoded again: ${run.warmEncoded ? 'yes' : 'no'}`,
    );
    if (run.warmEncoded) problems.push('a second run with the same photo encoded it again');
  }
  const meanColdSeconds = runs.reduce((sum, run) => sum + run.cold.ms, 0) / runs.length / 1000;
  Object.assign(figures, {
    photos: runs.map((run) => ({ jpegBytes: run.bytes.length, coldSeconds: run.cold.ms / 1000, cachedMs: run.warmMs, encodedAgain: run.warmEncoded })),
    meanColdSeconds,
    files: Object.fromEntries([...size].map(([href, bytes]) => [href.split('/').pop(), bytes])),
  });
  report.log(`  mean cold encode: ${meanColdSeconds.toFixed(2)} s per photo`);
  report.log(`  files of the first photo: ${[...size].map(([href, bytes]) => `${href.split('/').pop()} ${kb(bytes)}`).join(', ')}`);
  const avif = first.plan.variants.filter((variant) => variant.format === 'avif');
  /** @type {Record<string, { file: string, bytes: number }>} */
  const phone = {};
  figures.phone = phone;
  for (const [where, slot] of /** @type {const} */ ([
    ['a post page', PHONE.width],
    ['a card', PHONE.width - 32],
  ])) {
    const chosen = pick(avif, slot, PHONE.dpr);
    const bytes = size.get(chosen.href) ?? 0;
    phone[where] = { file: chosen.href.split('/').pop() ?? chosen.href, bytes };
    report.log(
      `  a ${PHONE.width} px phone at ${PHONE.dpr}× on ${where} downloads ${chosen.href.split('/').pop()}: ${kb(bytes)} (limit ${kb(LIMIT)}; the JPEG is ${kb(first.bytes.length)})`,
    );
    if (bytes > LIMIT) problems.push(`${where}: ${kb(bytes)} is over ${kb(LIMIT)}`);
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
report.write({ ...figures, problems }, values.check ? { passed: problems.length === 0 } : {});
if (problems.length > 0) {
  if (values.check) process.exitCode = 1;
}
