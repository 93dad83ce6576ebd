// @ts-check
import { describe, expect, it } from 'vitest';
import { daysBefore, makePost, sentencePool } from './generate.mjs';
import { parsePost, SLUG } from '../../prerender/content.mjs';

const sentences = sentencePool(['One sentence here. Another one!\n\n## A heading\n\n- a list item\n\nA third, "quoted." Fourth?']);

describe('generated posts', () => {
  it('are in the real format: they pass the content layer as they are, with a heading, a list and emphasis', () => {
    for (const index of [0, 1, 2, 3, 4, 9_999]) {
      const { slug, text } = makePost(index, sentences);
      expect(slug).toMatch(SLUG);
      const { record, problems } = parsePost(text);
      expect(problems).toBeUndefined();
      expect(text).toMatch(/\n## .+\n/);
      expect(text).toMatch(/\n- \*\*.+\*\*\n/);
      expect(record?.wordCount).toBeGreaterThan(700);
    }
  });

  it('are deterministic, dated before the real posts, four a day', () => {
    expect(makePost(7, sentences)).toEqual(makePost(7, sentences));
    expect(parsePost(makePost(0, sentences).text).record?.date).toBe('2025-03-17');
    expect(parsePost(makePost(4, sentences).text).record?.date).toBe('2025-03-16');
    expect(daysBefore('2025-03-01', 1)).toBe('2025-02-28');
  });

  it('draw sentences from paragraphs, not headings or lists', () => {
    expect(sentences).toEqual(['One sentence here.', 'Another one!', 'A third, "quoted."', 'Fourth?']);
  });
});
