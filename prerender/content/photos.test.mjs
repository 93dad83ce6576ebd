import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makePhoto } from '../../bench/photo.mjs';
import { CacheShelf } from '../cache.mjs';
import { encodePhoto, photoCacheKeys, photoPlan } from './photos.mjs';

describe('photoPlan: what a photo becomes (pure)', () => {
  it('AVIF and WebP at the layout’s widths, 16:9, never wider than the photo; an Open Graph JPEG of 1200×630', () => {
    const plan = photoPlan({ name: 'dock', id: 'abc123', width: 1300 });
    expect(plan.variants.map((v) => `${v.format} ${v.width}×${v.height}`)).toEqual([
      'avif 400×225',
      'avif 800×450',
      'avif 1200×675',
      'webp 400×225',
      'webp 800×450',
      'webp 1200×675',
    ]);
    expect(plan.sources.avif).toBe('/assets/img/dock-abc123-400.avif 400w, /assets/img/dock-abc123-800.avif 800w, /assets/img/dock-abc123-1200.avif 1200w');
    expect(plan.src).toBe('/assets/img/dock-abc123-800.webp');
    expect(plan.og).toEqual({ url: '/assets/og/dock-abc123.jpg', width: 1200, height: 630 });
  });

  it('a photo narrower than the smallest width is served at its own width', () => {
    expect(photoPlan({ name: 'x', id: 'i', width: 320 }).variants.map((v) => v.width)).toEqual([320, 320]);
  });
});

describe('encodePhoto', () => {
  let root = '';
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('encodes each file once, by content hash: a second build with the same photo encodes nothing', async () => {
    root = await mkdtemp(join(tmpdir(), 'photos-'));
    const shelf = new CacheShelf(root, 'photos');
    const bytes = await makePhoto({ seed: 3, width: 900, height: 675 });
    const plan = photoPlan({ name: 'truck', id: 'seed3', width: 900 });
    const first = await encodePhoto(bytes, plan, { shelf });
    expect(first.encoded).toBe(true);
    const sizes = await Promise.all(
      first.files.map(async ([href, data]) => [
        href,
        (await sharp(data).metadata()).format,
        (await sharp(data).metadata()).width,
        (await sharp(data).metadata()).height,
      ]),
    );
    expect(sizes).toContainEqual(['/assets/img/truck-seed3-800.avif', 'heif', 800, 450]);
    expect(sizes).toContainEqual(['/assets/img/truck-seed3-400.webp', 'webp', 400, 225]);
    expect(sizes).toContainEqual(['/assets/og/truck-seed3.jpg', 'jpeg', 1200, 630]);
    expect(photoCacheKeys([plan]).size).toBe(first.files.length);

    const again = await encodePhoto(bytes, plan, { shelf });
    expect(again.encoded).toBe(false);
    expect(again.files.map(([href, data]) => [href, data.length])).toEqual(first.files.map(([href, data]) => [href, data.length]));
    // From the cache, the photo itself is not even read.
    const unread = await encodePhoto(
      () => {
        throw new Error('the photo was read');
      },
      plan,
      { shelf },
    );
    expect(unread.encoded).toBe(false);
  }, 60_000);
});
