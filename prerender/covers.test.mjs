import { describe, it, expect } from 'vitest';
import { CATEGORIES } from '../src/content/categories.mjs';
import { COVER_SETS, COVER_VARIANTS, coverArt, coverVariant } from './covers.mjs';
import { C } from '../src/styles/palette.mjs';

const ALL = COVER_SETS.flatMap((category) => Array.from({ length: COVER_VARIANTS }, (_, variant) => ({ category, variant })));
const ids = (/** @type {string} */ svg) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => /** @type {string} */ (m[1]));

describe('cover catalogue', () => {
  it('has a set of designs for every category', () => {
    for (const category of CATEGORIES) expect(COVER_SETS, category.name).toContain(category.covers);
  });

  it('has the four categories and six variants each', () => {
    expect(COVER_SETS).toEqual(['Load Management', 'Route Optimization', 'Trucking Tips', 'Financial Support']);
    expect(COVER_VARIANTS).toBe(6);
    expect(ALL).toHaveLength(24);
  });
});

describe('coverArt', () => {
  it.each(ALL)('$category #$variant is a well-formed, self-contained, CSP-safe 800×450 SVG', ({ category, variant }) => {
    const { svg, alt } = coverArt(category, variant);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    const open = svg.slice(0, svg.indexOf('>') + 1);
    expect(open).toContain('width="800"');
    expect(open).toContain('height="450"');
    expect(open).toContain('viewBox="0 0 800 450"');
    expect(svg.match(/<svg[\s>]/g)).toHaveLength(1);
    for (const bad of ['<text', 'style=', '<style', '<script', 'href="http', 'url(http', '<image', '<foreignObject', 'font-', ' on']) {
      expect(svg).not.toContain(bad);
    }
    // every href / url() points at an id defined in this same SVG
    const defined = new Set(ids(svg));
    for (const [, ref] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(defined.has(ref ?? '')).toBe(true);
    expect(svg.length).toBeGreaterThan(1500);
    expect(svg.length).toBeLessThan(6500);
    // tags balance: every non-self-closing open tag is closed
    const opens = (svg.match(/<[a-zA-Z][^>]*[^/]>|<[a-zA-Z]+>/g) || []).length;
    const closes = (svg.match(/<\/[a-zA-Z]+>/g) || []).length;
    expect(opens).toBe(closes);
    // only the site palette
    const colours = new Set([...svg.matchAll(/#[0-9a-fA-F]{3,6}\b/g)].map((m) => m[0].toLowerCase()));
    const palette = Object.values(C);
    for (const c of colours) expect(palette).toContain(c);
    expect(alt.length).toBeGreaterThanOrEqual(30);
    expect(alt).toMatch(/^Illustration of [^\n]+[^.]$/);
  });

  it('keeps ids unique within an SVG and prefixed per design', () => {
    const prefixes = new Set();
    for (const { category, variant } of ALL) {
      const list = ids(coverArt(category, variant).svg);
      expect(new Set(list).size).toBe(list.length);
      const own = new Set(list.map((id) => id.split('-').slice(0, 2).join('-')));
      expect(own.size).toBeLessThanOrEqual(1);
      for (const prefix of own) {
        expect(prefix).toMatch(/^cv-[a-z]{2}\d$/);
        expect(prefixes.has(prefix)).toBe(false);
        prefixes.add(prefix);
      }
    }
    // several designs do use ids (the shared truck drawing), so the check above is not vacuous
    expect(prefixes.size).toBeGreaterThanOrEqual(8);
  });

  it('gives 24 different pictures with 24 different alts', () => {
    const arts = ALL.map(({ category, variant }) => coverArt(category, variant));
    expect(new Set(arts.map((a) => a.svg)).size).toBe(24);
    expect(new Set(arts.map((a) => a.alt)).size).toBe(24);
    // pictures differ in substance, not just in their id prefix
    const stripped = arts.map((a) => a.svg.replace(/cv-[a-z]{2}\d-/g, ''));
    expect(new Set(stripped).size).toBe(24);
  });

  it('is deterministic', () => {
    for (const { category, variant } of ALL) {
      expect(coverArt(category, variant)).toEqual(coverArt(category, variant));
    }
  });

  it('throws on an unknown category or variant', () => {
    expect(() => coverArt('Recipes', 0)).toThrow();
    expect(() => coverArt('load management', 0)).toThrow();
    expect(() => coverArt('toString', 0)).toThrow();
    expect(() => coverArt('Trucking Tips', -1)).toThrow();
    expect(() => coverArt('Trucking Tips', COVER_VARIANTS)).toThrow();
    expect(() => coverArt('Trucking Tips', 1.5)).toThrow();
    // What a caller without types could pass.
    expect(() => coverArt('Trucking Tips', /** @type {number} */ (/** @type {unknown} */ ('1')))).toThrow();
    expect(() => coverArt('Trucking Tips', /** @type {number} */ (/** @type {unknown} */ (undefined)))).toThrow();
  });
});

describe('coverVariant', () => {
  it('is stable and within range', () => {
    for (const slug of ['', 'a', 'how-to-reduce-deadhead-miles', 'ümlaut-slug', 'x'.repeat(500)]) {
      const v = coverVariant(slug);
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(COVER_VARIANTS);
      expect(coverVariant(slug)).toBe(v);
    }
  });

  it('spreads sequential slugs evenly over the variants', () => {
    const counts = new Array(COVER_VARIANTS).fill(0);
    for (let i = 1; i <= 600; i++) counts[coverVariant(`post-${i}`)]++;
    for (const c of counts) expect(c).toBeGreaterThanOrEqual(60);
  });

  it('does not give neighbouring slugs the same variant every time', () => {
    const seq = Array.from({ length: 30 }, (_, i) => coverVariant(`tips-${i}`));
    expect(new Set(seq).size).toBe(COVER_VARIANTS);
  });
});
