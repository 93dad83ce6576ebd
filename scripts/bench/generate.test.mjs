import { describe, expect, it } from 'vitest';
import { daysBefore, makePost, photoIndex, sentencePool } from './generate.mjs';
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

  it('carry a photo when given one, in the frontmatter a post writes; one in ten of 10,000 with --photos 0.1', () => {
    const { text } = makePost(3, sentences, { image: { path: '../../assets/img/bench-photo-01.jpg', alt: 'A truck at dusk' } });
    expect(text).toContain('\nimage: ../../assets/img/bench-photo-01.jpg\nimageAlt: "A truck at dusk"\n');
    expect(parsePost(text).record).toMatchObject({ image: '../../assets/img/bench-photo-01.jpg', imageAlt: 'A truck at dusk' });
    expect(makePost(3, sentences).text).not.toContain('image:');
    const shown = Array.from({ length: 10_000 }, (_, index) => photoIndex(index, 0.1, 20));
    expect(shown.filter((photo) => photo >= 0)).toHaveLength(1_000);
    expect(shown.slice(0, 30)).toEqual([...Array(9).fill(-1), 0, ...Array(9).fill(-1), 1, ...Array(9).fill(-1), 2]);
    expect(new Set(shown.filter((photo) => photo >= 0))).toEqual(new Set(Array.from({ length: 20 }, (_, photo) => photo)));
    expect(photoIndex(5, 0, 20)).toBe(-1);
    expect(Array.from({ length: 4 }, (_, index) => photoIndex(index, 1, 3))).toEqual([0, 1, 2, 0]);
  });

  it('draw sentences from paragraphs, not headings or lists', () => {
    expect(sentences).toEqual(['One sentence here.', 'Another one!', 'A third, "quoted."', 'Fourth?']);
  });
});
