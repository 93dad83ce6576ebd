// Writes src/assets/fonts/inter-subset.woff2: Inter (SIL Open Font License 1.1) cut to the characters and weights the site uses, loaded with a unicode-range of CHARACTERS.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const range = (/** @type {number} */ from, /** @type {number} */ to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/** Printable ASCII, English typography and all of Latin-1's letters for Spanish: one short unicode-range in every page's CSS rather than a dozen. */
export const CHARACTERS = `${range(0x20, 0x7e)}\u00a0¡©®°${range(0xbf, 0xff)}–—‘’“”•…€™←→↑↓`;
const WEIGHTS = { min: 400, max: 800 };

const SOURCE = fileURLToPath(new URL('../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', import.meta.url));
export const OUTPUT = fileURLToPath(new URL('../src/assets/fonts/inter-subset.woff2', import.meta.url));

export async function subset() {
  return subsetFont(await readFile(SOURCE), CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

export function unicodeRange(characters = CHARACTERS) {
  const points = [...new Set([...characters].map((character) => /** @type {number} */ (character.codePointAt(0))))].sort((a, b) => a - b);
  /** @type {[from: number, to: number][]} */
  const runs = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (/** @type {number} */ point) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subset();
  await writeFile(OUTPUT, font);
  const before = (await readFile(SOURCE)).length;
  console.log(`font.mjs: wrote src/assets/fonts/inter-subset.woff2, ${font.length} bytes (from ${before})`);
  console.log(`unicode-range: ${unicodeRange()}`);
}
