// A post's photo as the site serves it: cropped to the 16:9 frame post images are shown in, as AVIF
// and WebP at the layout's widths for srcset, and a 1200×630 Open Graph JPEG. Encoding is costly, so
// every output is cached by the photo's content hash and the encoder settings.
import sharp from 'sharp';
import { digest } from '../cache.mjs';

export const RASTER_TYPES = ['.png', '.jpg', '.jpeg', '.webp', '.avif'];
/** A card is at most ~400 CSS px wide and a post's image 768, on screens of 1 to 3 device pixels per px; none wider than the photo. */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600];
const ASPECT = 9 / 16;
export const OG_PHOTO = { width: 1200, height: 630 };

/** Part of every cache key: a change encodes every photo again. */
const SETTINGS = {
  avif: { quality: 50, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
  og: { quality: 80, mozjpeg: true },
  crop: 'attention',
};
const VERSION = digest(JSON.stringify(SETTINGS), sharp.versions.vips).slice(0, 8);

/** What a photo becomes, before any pixel is encoded (pure). @param {{ name: string, id: string, width: number }} photo its base name, content hash and width */
export function photoPlan({ name, id, width }) {
  const widths = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  if (widths.length === 0) widths.push(width);
  const variants = /** @type {const} */ (['avif', 'webp']).flatMap((format) =>
    widths.map((w) => ({ href: `/assets/img/${name}-${id}-${w}.${format}`, format, width: w, height: Math.round(w * ASPECT) })),
  );
  const srcset = (/** @type {'avif' | 'webp'} */ format) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.href} ${variant.width}w`)
      .join(', ');
  const webp = variants.filter((variant) => variant.format === 'webp');
  return {
    variants,
    sources: { avif: srcset('avif'), webp: srcset('webp') },
    // The <img>'s src: the WebP a screen of one pixel per px picks for the post page.
    src: /** @type {(typeof webp)[number]} */ (webp.find((variant) => variant.width >= 800) ?? webp.at(-1)).href,
    og: { url: `/assets/og/${name}-${id}.jpg`, ...OG_PHOTO },
  };
}

const cacheKey = (/** @type {string} */ href) => `${VERSION}-${href.slice(href.lastIndexOf('/') + 1)}`;
/** Every file a plan makes, by its URL. @param {ReturnType<typeof photoPlan>} plan */
const planFiles = (plan) => [...plan.variants.map((variant) => variant.href), plan.og.url];

// All from the cache when it has them, without reading the photo.
/** @param {Buffer | (() => Buffer)} source @param {ReturnType<typeof photoPlan>} plan @param {{ shelf: import('../cache.mjs').CacheShelf }} options */
export async function encodePhoto(source, plan, { shelf }) {
  const cached = planFiles(plan).map((href) => /** @type {[string, Buffer | null]} */ ([href, shelf.read(cacheKey(href))]));
  if (cached.every(/** @returns {file is [string, Buffer]} */ (file) => Boolean(file[1]))) return { files: cached, encoded: false, ms: 0 };

  const started = performance.now();
  const bytes = typeof source === 'function' ? source() : source;
  // Decoded once, turned upright (EXIF orientation), cropped at the largest width; the rest from that.
  const largest = Math.max(...plan.variants.map((variant) => variant.width));
  const framed = await sharp(bytes)
    .rotate()
    .resize(largest, Math.round(largest * ASPECT), { fit: 'cover', position: SETTINGS.crop })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const files = /** @type {[string, Buffer][]} */ ([]);
  for (const variant of plan.variants) {
    const image = sharp(framed.data, { raw: framed.info }).resize(variant.width, variant.height);
    files.push([variant.href, await (variant.format === 'avif' ? image.avif(SETTINGS.avif) : image.webp(SETTINGS.webp)).toBuffer()]);
  }
  const og = await sharp(bytes)
    .rotate()
    .resize(plan.og.width, plan.og.height, { fit: 'cover', position: SETTINGS.crop })
    .flatten({ background: '#ffffff' })
    .jpeg(SETTINGS.og)
    .toBuffer();
  files.push([plan.og.url, og]);
  for (const [href, data] of files) shelf.write(cacheKey(href), data);
  return { files, encoded: true, ms: performance.now() - started };
}

/** The cache keys of these plans' files: what a build keeps. @param {ReturnType<typeof photoPlan>[]} plans */
export function photoCacheKeys(plans) {
  return new Set(plans.flatMap(planFiles).map(cacheKey));
}
