import { readdirSync, readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { CATEGORIES } from '../../src/content/categories.mjs';
import { C } from '../../src/styles/palette.mjs';
import { COVER_VARIANTS, coverOf, coverVariant } from './covers.mjs';

const DIR = 'src/assets/covers';
const ALL = CATEGORIES.flatMap((category) => Object.entries(category.covers).map(([file, alt]) => ({ file, alt })));
const ids = (/** @type {string} */ svg) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => /** @type {string} */ (m[1]));

describe('the covers', () => {
  it('are six per category, each a file with its own alt text, and every file is one of them', () => {
    for (const category of CATEGORIES) expect(Object.keys(category.covers), category.name).toHaveLength(COVER_VARIANTS);
    expect(new Set(ALL.map((cover) => cover.alt)).size).toBe(ALL.length);
    expect(readdirSync(DIR).sort()).toEqual(ALL.map((cover) => cover.file).sort());
  });

  it.each(ALL)('$file is a well-formed, self-contained, CSP-safe 800×450 SVG with an alt text', ({ file, alt }) => {
    const svg = readFileSync(`${DIR}/${file}`, 'utf8');
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
    // every href / url() points at an id defined in this same SVG, and ids are unique
    const list = ids(svg);
    expect(new Set(list).size).toBe(list.length);
    for (const [, ref] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(list).toContain(ref);
    expect(svg.length).toBeGreaterThan(1500);
    expect(svg.length).toBeLessThan(6500);
    // tags balance: every non-self-closing open tag is closed
    const opens = (svg.match(/<[a-zA-Z][^>]*[^/]>|<[a-zA-Z]+>/g) || []).length;
    const closes = (svg.match(/<\/[a-zA-Z]+>/g) || []).length;
    expect(opens).toBe(closes);
    // only the site palette
    const colours = new Set([...svg.matchAll(/#[0-9a-fA-F]{3,6}\b/g)].map((m) => m[0].toLowerCase()));
    for (const c of colours) expect(Object.values(C)).toContain(c);
    expect(alt.length).toBeGreaterThanOrEqual(30);
    expect(alt).toMatch(/^Illustration of [^\n]+[^.]$/);
  });

  it('are different pictures', () => {
    expect(new Set(ALL.map(({ file }) => readFileSync(`${DIR}/${file}`, 'utf8'))).size).toBe(ALL.length);
  });
});

describe('coverOf', () => {
  it("gives a post its category's cover for the slug's variant, with that cover's alt text", () => {
    for (const category of CATEGORIES) {
      for (const slug of ['a', 'how-to-reduce-deadhead-miles', 'post-7']) {
        const [file, alt] = /** @type {[string, string]} */ (Object.entries(category.covers)[coverVariant(slug)]);
        expect(coverOf(category, slug)).toEqual([expect.stringMatching(new RegExp(`/${DIR}/${file}$`)), alt]);
        expect(readFileSync(coverOf(category, slug)[0], 'utf8')).toBe(readFileSync(`${DIR}/${file}`, 'utf8'));
      }
    }
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
