// A post without an image shows one of its category's covers (src/assets/covers), picked by its slug.
import { fileURLToPath } from 'node:url';

/** How many covers each category has. */
export const COVER_VARIANTS = 6;

/** The variant for a slug: a stable hash of the slug modulo COVER_VARIANTS (same slug → same variant, spread evenly). @param {string} slug */
export function coverVariant(slug) {
  let h = 0x811c9dc5;
  for (const ch of String(slug)) {
    h ^= /** @type {number} */ (ch.codePointAt(0));
    h = Math.imul(h, 0x01000193);
  }
  // final avalanche (murmur3 fmix32) so that similar slugs spread evenly
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % COVER_VARIANTS;
}

/** A post's cover: [its file, its alt text]. @param {import('../../src/content/categories.mjs').Category} category @param {string} slug @returns {[string, string]} */
export function coverOf(category, slug) {
  const [name = '', alt = ''] = Object.entries(category.covers)[coverVariant(slug)] ?? [];
  return [fileURLToPath(new URL(`../../src/assets/covers/${name}`, import.meta.url)), alt];
}
