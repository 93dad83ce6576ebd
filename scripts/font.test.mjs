import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHARACTERS, OUTPUT, subset, unicodeRange } from './font.mjs';

/** @param {string} dir */
async function sourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(tsx?|mjs|md|yaml)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the web font subset (scripts/font.mjs)', () => {
  it("covers every character the site's copy and components use (comments aside)", async () => {
    const used = new Set();
    for (const file of await sourceFiles('src')) {
      const source = await readFile(file, 'utf8');
      // A content file's values (its # comments are the translator's); code without its comments.
      const text = file.endsWith('.yaml') ? JSON.stringify(parse(source)) : source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '');
      for (const character of text) if ((character.codePointAt(0) ?? 0) > 0x7e) used.add(character);
    }
    expect(used.size).toBeGreaterThan(3); // the scan reads real copy: dashes, quotes, arrows, ©
    expect([...used].filter((character) => !CHARACTERS.includes(character))).toEqual([]);
  });

  it('is declared in index.css with a unicode-range of exactly its characters', async () => {
    const css = await readFile('src/styles/index.css', 'utf8');
    const face = /@font-face\s*\{[^}]*font-family: 'Inter Variable';[^}]*\}/.exec(css)?.[0] ?? '';
    expect(face).toContain("url('../assets/fonts/inter-subset.woff2')");
    expect(/unicode-range:([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim()).toBe(unicodeRange());
    expect(unicodeRange('abc\u2014e')).toBe('U+0061-0063, U+0065, U+2014');
  });

  it('is the committed file, byte for byte (run node scripts/font.mjs after changing it)', async () => {
    const committed = await readFile(OUTPUT);
    expect(committed.length).toBeLessThan(30_000);
    expect(Buffer.compare(committed, Buffer.from(await subset()))).toBe(0);
  });
});
