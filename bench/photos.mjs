// What a photo costs: phone photos (./photo.mjs) encoded as the build does, cold then from the cache, and the AVIF a phone picks (--check: within LIMIT).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CacheShelf } from '../prerender/cache.mjs';
import { encodePhoto, photoPlan } from '../prerender/content/photos.mjs';
import { photoSeries } from './photo.mjs';
import { benchReport, wholeNumber } from './report.mjs';

const PHONE = { width: 375, dpr: 3 };
const LIMIT = 100 * 1024;
const { values } = parseArgs({ options: { photos: { type: 'string', default: '3' }, check: { type: 'boolean', default: false } } });
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const name = (/** @type {string} */ href) => href.split('/').pop() ?? href;
const root = await mkdtemp(join(tmpdir(), 'bench-photos-'));
const report = benchReport('photos');
const problems = /** @type {string[]} */ ([]);
try {
  const shelf = new CacheShelf(root, 'photos');
  const runs = [];
  // One scene with other grain and tone each, so no byte is shared.
  for await (const bytes of photoSeries(wholeNumber('--photos', values.photos), { quality: 97 })) {
    const plan = photoPlan({ name: `photo-${runs.length + 1}`, id: 'bench', width: 4000 });
    const cold = await encodePhoto(bytes, plan, { shelf });
    const started = performance.now();
    const warm = await encodePhoto(bytes, plan, { shelf });
    runs.push({ bytes, plan, cold, warmMs: performance.now() - started, encodedAgain: warm.encoded });
  }
  report.log(`bench:photos: ${runs.length} photos of 4000×3000, ${runs.map((run) => kb(run.bytes.length)).join(', ')} as JPEG`);
  for (const run of runs) {
    const files = `${run.plan.variants.length} AVIF/WebP files and the Open Graph JPEG`;
    report.log(
      `  cold encode ${(run.cold.ms / 1000).toFixed(2)} s (${files}); from the cache ${run.warmMs.toFixed(0)} ms, encoded again: ${run.encodedAgain ? 'yes' : 'no'}`,
    );
    if (run.encodedAgain) problems.push('a second run with the same photo encoded it again');
  }
  const first = /** @type {(typeof runs)[number]} */ (runs[0]);
  const size = new Map(first.cold.files.map(([href, data]) => [href, data.length]));
  const meanColdSeconds = runs.reduce((sum, run) => sum + run.cold.ms, 0) / runs.length / 1000;
  report.log(`  mean cold encode: ${meanColdSeconds.toFixed(2)} s per photo`);
  report.log(`  files of the first photo: ${[...size].map(([href, bytes]) => `${name(href)} ${kb(bytes)}`).join(', ')}`);
  // What a browser takes from a `w` srcset: the smallest candidate that covers the slot, else the largest.
  const avif = first.plan.variants.filter((variant) => variant.format === 'avif').sort((a, b) => a.width - b.width);
  const phone = /** @type {Record<string, { file: string, bytes: number }>} */ ({});
  for (const [where, slot] of /** @type {const} */ ([
    ['a post page', PHONE.width],
    ['a card', PHONE.width - 32],
  ])) {
    const chosen = avif.find((variant) => variant.width >= slot * PHONE.dpr) ?? avif.at(-1);
    const bytes = size.get(chosen?.href ?? '') ?? 0;
    phone[where] = { file: name(chosen?.href ?? ''), bytes };
    report.log(
      `  a ${PHONE.width} px phone at ${PHONE.dpr}× on ${where} downloads ${phone[where].file}: ${kb(bytes)} (limit ${kb(LIMIT)}; the JPEG is ${kb(first.bytes.length)})`,
    );
    if (bytes > LIMIT) problems.push(`${where}: ${kb(bytes)} is over ${kb(LIMIT)}`);
  }
  const photos = runs.map((run) => ({ jpegBytes: run.bytes.length, coldSeconds: run.cold.ms / 1000, cachedMs: run.warmMs, encodedAgain: run.encodedAgain }));
  report.write(
    { photos, meanColdSeconds, files: Object.fromEntries([...size].map(([href, bytes]) => [name(href), bytes])), phone, problems },
    values.check ? { passed: !problems.length } : {},
  );
} finally {
  await rm(root, { recursive: true, force: true });
}
if (values.check && problems.length) process.exitCode = 1;
