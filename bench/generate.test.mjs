import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { daysBefore, FUNCTION_WORDS, makePost, makeTranslation, photoIndex, tailWord, vocabulary } from './generate.mjs';
import { localeCategories, parsePost, SLUG } from '../prerender/content/posts.mjs';
import { CATEGORIES } from '../src/content/categories.mjs';
import { translationFrontmatterSchema } from '../src/content/schema.mjs';

const POSTS = new URL('../src/content/posts/', import.meta.url);
/** The real posts' bodies, as the bench reads them. */
const bodies = readdirSync(POSTS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(new URL(name, POSTS), 'utf8').replace(/^---[\s\S]*?\n---\n/, ''));
const words = vocabulary(bodies);

/** In how many of `count` generated posts each word is (lowercase). @param {number} count */
function postsPerWord(count) {
  /** @type {Map<string, number>} */
  const perWord = new Map();
  for (let index = 0; index < count; index += 1) {
    const body = makePost(index, words).text.split('\n---\n')[1] ?? '';
    for (const word of new Set(body.toLowerCase().match(/[a-z]+/g))) perWord.set(word, (perWord.get(word) ?? 0) + 1);
  }
  return perWord;
}

describe('generated posts', () => {
  it('are in the real format: they pass the content layer as they are, with sections, a list and emphasis', () => {
    for (const index of [0, 1, 2, 3, 4, 9_999]) {
      const { slug, text } = makePost(index, words);
      expect(slug).toMatch(SLUG);
      const { record, problems } = parsePost(text);
      expect(problems).toBeUndefined();
      // 3 to 5 sections, as the real posts have (so each gets a table of contents).
      expect(text.match(/\n## .+\n/g)?.length).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(/\n- \*\*.+\*\*\n/);
      expect(record?.wordCount).toBeGreaterThan(700);
    }
  });

  it('are deterministic, dated before the real posts, four a day', () => {
    expect(makePost(7, words)).toEqual(makePost(7, vocabulary(bodies)));
    expect(parsePost(makePost(0, words).text).record?.date).toBe('2025-03-17');
    expect(parsePost(makePost(4, words).text).record?.date).toBe('2025-03-16');
    expect(daysBefore('2025-03-01', 1)).toBe('2025-02-28');
  });

  it('carry a photo when given one, in the frontmatter a post writes; one in ten of 10,000 with --photos 0.1', () => {
    const { text } = makePost(3, words, { image: { path: '../../assets/img/bench-photo-01.jpg', alt: 'A truck at dusk' } });
    expect(text).toContain('\nimage: ../../assets/img/bench-photo-01.jpg\nimageAlt: "A truck at dusk"\n');
    expect(parsePost(text).record).toMatchObject({ image: '../../assets/img/bench-photo-01.jpg', imageAlt: 'A truck at dusk' });
    expect(makePost(3, words).text).not.toContain('image:');
    const shown = Array.from({ length: 10_000 }, (_, index) => photoIndex(index, 0.1, 20));
    expect(shown.filter((photo) => photo >= 0)).toHaveLength(1_000);
    expect(shown.slice(0, 30)).toEqual([...Array(9).fill(-1), 0, ...Array(9).fill(-1), 1, ...Array(9).fill(-1), 2]);
    expect(new Set(shown.filter((photo) => photo >= 0))).toEqual(new Set(Array.from({ length: 20 }, (_, photo) => photo)));
    expect(photoIndex(5, 0, 20)).toBe(-1);
    expect(Array.from({ length: 4 }, (_, index) => photoIndex(index, 1, 3))).toEqual([0, 1, 2, 0]);
  });

  it('spread their words as real text does: function words everywhere, topic words in a minority, a long tail of rare words', () => {
    const perWord = postsPerWord(400);
    // Function words and the real posts' evenly used words are on (nearly) every page…
    expect(perWord.get('the')).toBe(400);
    expect(perWord.get('truck')).toBeGreaterThan(380);
    // …a topic's words on a minority: the sentence pool had "detention" on 9,966 of 10,005 posts.
    for (const word of ['detention', 'maintenance', 'boards']) {
      expect(perWord.get(word)).toBeGreaterThan(4);
      expect(perWord.get(word)).toBeLessThan(100);
    }
    // Most words are in a few posts only, and the vocabulary grows with the blog (Heaps' law).
    const counts = [...perWord.values()];
    expect(counts.filter((posts) => posts <= 2).length / counts.length).toBeGreaterThan(0.6);
    expect(perWord.size).toBeGreaterThan(1.5 * postsPerWord(100).size);
  });

  it('draw their vocabulary from the real posts: function words apart, a word used evenly shared, one post’s words given to topics', () => {
    const sample = vocabulary(['Rates go up. The broker pays rates.', 'The broker calls. Rates and detention.', 'A broker, rates, a reefer.']);
    // "broker" and "rates" are in all three, evenly: shared. "detention" is in one: a topic word.
    const drawn = new Set(Array.from({ length: 200 }, (_, at) => sample.shared(at / 200)));
    expect(drawn).toEqual(new Set(['broker', 'rates']));
    expect(FUNCTION_WORDS).toContain('the');
    expect(drawn.has('the')).toBe(false);
    const inTopics = sample.topics.filter((topic) => Array.from({ length: 400 }, (_, at) => topic(at / 400)).includes('detention'));
    expect(inTopics.length).toBeGreaterThanOrEqual(1);
    expect(inTopics.length).toBeLessThanOrEqual(2 + CATEGORIES.length); // its two topics, and each category's whose subject is detention
    // The same word for the same rank on every run (the benches compare builds of the same posts), another for another rank.
    expect([tailWord(12_345), tailWord(12_346), tailWord(1)]).toEqual(['bemaran', 'regaiman', 'lemourol']);
  });
});

describe('makeTranslation', () => {
  it('makes a translation its language’s schema accepts, naming its original, with a title and summary of its own', () => {
    const names = localeCategories().es.map((category) => category.name);
    for (const index of [0, 1, 2, 3]) {
      const post = makePost(index, words);
      const twin = makeTranslation(post, 'es', names);
      expect(twin.slug).toMatch(/^generated-es-\d{5}$/);
      const { record, problems } = parsePost(twin.text, translationFrontmatterSchema(names));
      expect(problems).toBeUndefined();
      expect(record).toMatchObject({ translationOf: post.slug, category: names[index % names.length] });
      // Titles and descriptions are unique across the site's languages (src/lib/seo.test.ts).
      const original = parsePost(post.text).record;
      expect(record?.title).not.toBe(original?.title);
      expect(record?.summary).not.toBe(original?.summary);
    }
  });
});
