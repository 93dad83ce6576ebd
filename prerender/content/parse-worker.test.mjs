// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePost } from './posts.mjs';
import { postParser } from './parse-worker.mjs';

/** A post file of its own for each n; every tenth with a problem the schema reports. @param {number} n */
const source = (n) =>
  `---\ntitle: Post number ${n}\nauthor: Dana Whitfield\ncategory: ${n % 10 === 0 ? 'No Such Category' : 'Trucking Tips'}\ndate: 2025-01-${String((n % 28) + 1).padStart(2, '0')}\nsummary: What post ${n} says, in one sentence long enough for the meta description that search results show under the title of a page.\n---\n\nThe text of post ${n}: **detention**, deadhead and load boards.\n`;

describe('postParser', () => {
  it('parses many files on threads as parsePost does, in their order, problems included; few on this thread', async () => {
    const parser = postParser(2);
    try {
      const many = Array.from({ length: 450 }, (_, n) => source(n));
      const parsed = await parser.parse(many);
      expect(parsed).toEqual(many.map((source) => parsePost(source)));
      expect(parsed[10]?.problems?.[0]).toMatch(/^category: /);
      expect(parsed[11]?.record?.title).toBe('Post number 11');
      const few = [source(1), source(2)];
      expect(await parser.parse(few)).toEqual(few.map((source) => parsePost(source)));
    } finally {
      await parser.close();
    }
    // Closed: still parses, on this thread.
    expect(await parser.parse([source(3)])).toEqual([parsePost(source(3))]);
  });
});
