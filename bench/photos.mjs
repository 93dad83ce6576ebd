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
  const photos = [];
  // One scene with other grain and tone each, so no byte is shared.
  for await (const bytes of photoSeries(wholeNumber('--photos', values.photos), { quality: 97 })) {
    const plan = photoPlan({ name: `photo-${photos.length + 1}`, id: 'bench', width: 4000 });
    const cold = await encodePhoto(bytes, plan, { shelf });
    const started = performance.now();
    const { encoded: encodedAgain } = await encodePhoto(bytes, plan, { shelf });
    const cachedMs = performance.now() - started;
    report.log(
      `bench:photos: photo ${photos.length + 1}, 4000×3000, ${kb(bytes.length)} as JPEG: cold encode ${(cold.ms / 1000).toFixed(2)} s (${plan.variants.length} AVIF/WebP files and the ` +
        `Open Graph JPEG); from the cache ${cachedMs.toFixed(0)} ms, encoded again: ${encodedAgain ? 'yes' : 'no'}`,
    );
    if (encodedAgain) problems.push('a second run with the same photo encoded it again');
    photos.push({ jpegBytes: bytes.length, coldSeconds: cold.ms / 1000, cachedMs, encodedAgain, plan, files: cold.files });
  }
  const first = /** @type {(typeof photos)[number]} */ (photos[0]);
  const size = new Map(first.files.map(([href, data]) => [name(href), data.length]));
  const meanColdSeconds = photos.reduce((sum, photo) => sum + photo.coldSeconds, 0) / photos.length;
  report.log(
    `  mean cold encode: ${meanColdSeconds.toFixed(2)} s per photo; files of the first: ${[...size].map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ')}`,
  );
  // What a browser takes from a `w` srcset: the smallest candidate that covers the slot, else the largest.
  const avif = first.plan.variants.filter((variant) => variant.format === 'avif').sort((a, b) => a.width - b.width);
  const phone = /** @type {Record<string, { file: string, bytes: number }>} */ ({});
  for (const [where, slot] of Object.entries({ 'a post page': PHONE.width, 'a card': PHONE.width - 32 })) {
    const file = name((avif.find((variant) => variant.width >= slot * PHONE.dpr) ?? avif.at(-1))?.href ?? '');
    phone[where] = { file, bytes: size.get(file) ?? 0 };
    report.log(
      `  a ${PHONE.width} px phone at ${PHONE.dpr}× on ${where} downloads ${file}: ${kb(phone[where].bytes)} (limit ${kb(LIMIT)}; the JPEG is ${kb(first.jpegBytes)})`,
    );
    if (phone[where].bytes > LIMIT) problems.push(`${where}: ${kb(phone[where].bytes)} is over ${kb(LIMIT)}`);
  }
  const figures = photos.map(({ jpegBytes, coldSeconds, cachedMs, encodedAgain }) => ({ jpegBytes, coldSeconds, cachedMs, encodedAgain }));
  report.write({ photos: figures, meanColdSeconds, files: Object.fromEntries(size), phone, problems }, values.check ? { passed: !problems.length } : {});
} finally {
  await rm(root, { recursive: true, force: true });
}
if (values.check && problems.length) process.exitCode = 1;
