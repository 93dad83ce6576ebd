import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeBody, makePost, parsePostsSource, postsModule, rng, sentencePool, slugify } from './generate.mjs';
import { excerpt, paragraphs } from '../../src/lib/blog';

const realSource = readFileSync(new URL('../../src/content/posts.ts', import.meta.url), 'utf8');
const sample = ['First sentence here. Second one, with a comma! A third?\n\nNew paragraph: "quoted." Last one.'];

describe('rng', () => {
  it('is deterministic and in [0, 1)', () => {
    const a = rng(42);
    const b = rng(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(rng(43)()).not.toBe(rng(42)());
  });
});

describe('sentencePool', () => {
  it('splits bodies into sentences', () => {
    expect(sentencePool(sample)).toEqual(['First sentence here.', 'Second one, with a comma!', 'A third?', 'New paragraph: "quoted."', 'Last one.']);
  });
});

describe('makeBody', () => {
  const sentences = sentencePool(sample);

  it('is 6–8 KB of paragraphs separated by blank lines, the same for the same index', () => {
    for (const index of [0, 1, 977]) {
      const body = makeBody(index, sentences);
      expect(body.length).toBeGreaterThanOrEqual(6000);
      expect(body.length).toBeLessThan(8600);
      expect(paragraphs(body).length).toBeGreaterThan(10);
      expect(makeBody(index, sentences)).toBe(body);
    }
    expect(makeBody(1, sentences)).not.toBe(makeBody(2, sentences));
  });
});

describe('makePost', () => {
  const options = { authors: ['A', 'B'], categories: ['X', 'Y', 'Z'], imageCount: 5, excerpt };

  it('has the BlogPost fields, a unique slug and the site excerpt of its body', () => {
    const post = makePost(6, { ...options, id: 12, body: 'Body text. '.repeat(20) });
    expect(Object.keys(post).sort()).toEqual(['author', 'category', 'excerpt', 'id', 'imageAlt', 'imageIndex', 'slug', 'summary', 'title'].sort());
    expect(post).toMatchObject({ id: 12, author: 'A', category: 'X', imageIndex: 1, excerpt: excerpt('Body text. '.repeat(20)) });
    expect(post.slug).toBe(`${slugify(post.title)}-7`);
    const slugs = new Set(Array.from({ length: 2000 }, (_, i) => makePost(i, { ...options, id: i, body: 'x' }).slug));
    expect(slugs.size).toBe(2000);
  });

  it('slugs are lowercase ASCII words joined by hyphens', () => {
    expect(slugify('The Owner-Operator’s Guide to Tire Budgets!')).toBe('the-owner-operator-s-guide-to-tire-budgets');
  });
});

describe('posts.ts', () => {
  it('reads the images, categories, authors and ids of the real file', () => {
    const parsed = parsePostsSource(realSource);
    expect(parsed.images.length).toBeGreaterThanOrEqual(1);
    expect(parsed.categories).toContain('Load Management');
    expect(parsed.authors.length).toBeGreaterThanOrEqual(1);
    expect(parsed.count).toBeGreaterThanOrEqual(1);
    expect(parsed.maxId).toBeGreaterThanOrEqual(parsed.count);
  });

  it('appends the generated posts to the real array and keeps the rest of the file', () => {
    const { images } = parsePostsSource(realSource);
    const generated = [{ id: 100, title: 'T "q"', slug: 't-1', author: 'A', category: 'X', imageIndex: 0, imageAlt: 'alt', summary: 's', excerpt: 'e...' }];
    const out = postsModule(realSource, generated, images);
    expect(out.startsWith(realSource.slice(0, realSource.indexOf('export const posts')))).toBe(true);
    expect(out).toContain(`{"id":100,"title":"T \\"q\\"","slug":"t-1","author":"A","category":"X","imageAlt":"alt","summary":"s","excerpt":"e...","image":${images[0]}},\n];`);
    expect(out.endsWith(realSource.slice(realSource.indexOf('\n];', realSource.indexOf('export const posts'))))).toBe(true);
    expect(() => postsModule('export const x = 1;', generated, images)).toThrow(/changed shape/);
  });
});
