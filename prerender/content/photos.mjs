// Photos (JPEG, PNG, WebP or AVIF images a post names) as the site serves them: cropped to the 16:9
// frame every post image is shown in (PostImage: 800×450, object-cover), encoded as AVIF and WebP
// at the widths the layout uses, for <picture>/srcset/sizes, and an Open Graph JPEG cropped to
// 1200×630. A 4000×3000 phone photo of several MB reaches a phone as one AVIF of a few tens of KB.
// Encoding is the costly part (about a second per photo, see `npm run bench:photos`), so every
// output is cached by the content hash of the photo and the encoder settings
// (node_modules/.cache/northlane-prerender/photos): a build with unchanged photos encodes nothing.
// Library: sharp (libvips), its own thread pool; one photo at a time keeps the pages' workers fed.
import sharp from 'sharp';
import { digest } from '../cache.mjs';

/** File types encoded here; an SVG is served as it is (and drawn as a PNG for Open Graph). */
export const RASTER_TYPES = ['.png', '.jpg', '.jpeg', '.webp', '.avif'];
/**
 * The widths made (CSS px × device pixel ratio): a card is at most ~400 px wide and the post page's
 * image 768 px, on screens of 1, 2 or 3 device pixels per CSS pixel. Wider than the photo is not made.
 */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600];
/** The frame post images are shown in (PostImage.tsx: 800×450). */
const ASPECT = 9 / 16;
export const OG_PHOTO = { width: 1200, height: 630 };

/** Encoder settings; part of every cache key, so a change here encodes every photo again. */
const SETTINGS = {
  avif: { quality: 50, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
  og: { quality: 80, mozjpeg: true },
  crop: 'attention',
};
const VERSION = digest(JSON.stringify(SETTINGS), sharp.versions.vips).slice(0, 8);

/**
 * What a photo becomes, before any pixel is encoded (pure): its variants (href, format, width,
 * height), the srcset of each format, the fallback <img> src and its Open Graph image.
 * @param {{ name: string, id: string, width: number }} photo the file's base name, its content hash, its width in pixels
 */
export function photoPlan({ name, id, width }) {
  const widths = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  if (widths.length === 0) widths.push(width);
  const variants = /** @type {const} */ (['avif', 'webp']).flatMap((format) =>
    widths.map((w) => ({ href: `/assets/img/${name}-${id}-${w}.${format}`, format, width: w, height: Math.round(w * ASPECT) })),
  );
  /** @param {'avif' | 'webp'} format */
  const srcset = (format) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.href} ${variant.width}w`)
      .join(', ');
  const webp = variants.filter((variant) => variant.format === 'webp');
  return {
    variants,
    sources: { avif: srcset('avif'), webp: srcset('webp') },
    // The <img>'s own src: the WebP a one-pixel-per-pixel screen would pick for the post page.
    // (`widths` is never empty, so neither is `webp`.)
    src: /** @type {(typeof webp)[number]} */ (webp.find((variant) => variant.width >= 800) ?? webp.at(-1)).href,
    og: { url: `/assets/og/${name}-${id}.jpg`, ...OG_PHOTO },
  };
}

/** The cache key of one output file (its name, under this version of the settings). */
const cacheKey = (/** @type {string} */ href) => `${VERSION}-${href.slice(href.lastIndexOf('/') + 1)}`;

/**
 * Encode one photo into every file of its plan, or take them from `shelf` (a CacheShelf) when
 * all are there: then the photo itself is not read. Returns { files: [href, bytes][], encoded:
 * whether anything was encoded, ms }.
 * @param {Buffer | (() => Buffer)} source the photo as written, or how to read it
 * @param {ReturnType<typeof photoPlan>} plan
 * @param {{ shelf: import('../cache.mjs').CacheShelf }} options
 * @returns {Promise<{ files: [string, Buffer][], encoded: boolean, ms: number }>}
 */
export async function encodePhoto(source, plan, { shelf }) {
  const hrefs = [...plan.variants.map((variant) => variant.href), plan.og.url];
  const cached = hrefs.map((href) => /** @type {[string, Buffer | null]} */ ([href, shelf.read(cacheKey(href))]));
  if (cached.every(/** @returns {file is [string, Buffer]} */ (file) => Boolean(file[1]))) return { files: cached, encoded: false, ms: 0 };

  const started = performance.now();
  const bytes = typeof source === 'function' ? source() : source;
  // Decode once (turned upright by its EXIF orientation, which is then dropped with the rest of
  // the metadata), crop to the frame at the largest width, and make every smaller width from that.
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

/**
 * The cache keys of the files of these plans: what a build keeps in the photo cache.
 * @param {ReturnType<typeof photoPlan>[]} plans
 */
export function photoCacheKeys(plans) {
  return new Set(plans.flatMap((plan) => [...plan.variants.map((variant) => variant.href), plan.og.url]).map(cacheKey));
}
