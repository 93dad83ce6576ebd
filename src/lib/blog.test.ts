import { describe, expect, it } from 'vitest';
import { excerpt, otherPosts, paragraphs } from './blog';
import { posts } from '../content/posts';

const bodies = import.meta.glob<string>('../content/posts/*.md', { query: '?raw', import: 'default', eager: true });
const bodyOf = (slug: string) => bodies[`../content/posts/${slug}.md`]!;

describe('excerpt', () => {
  it('is the first 100 characters followed by "..."', () => {
    const text = 'a'.repeat(150);
    expect(excerpt(text)).toBe(`${'a'.repeat(100)}...`);
    expect(excerpt('short')).toBe('short...');
  });

  it('is what every post card shows (computed at build time by the ?excerpt import)', () => {
    for (const post of posts) {
      expect(post.excerpt).toBe(bodyOf(post.slug).slice(0, 100) + '...');
      expect(post.excerpt).toHaveLength(103);
    }
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n\n\n\nThree.\n')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
    expect(paragraphs('A\r\n\r\nB')).toEqual(['A', 'B']);
    expect(paragraphs('A\n   \nB')).toEqual(['A', 'B']);
    expect(paragraphs('')).toEqual([]);
  });

  it('gives every article at least 6 paragraphs and 900 words', () => {
    expect(Object.keys(bodies)).toHaveLength(posts.length);
    for (const post of posts) {
      expect(paragraphs(bodyOf(post.slug)).length).toBeGreaterThanOrEqual(6);
      expect(bodyOf(post.slug).split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(900);
    }
  });
});

describe('otherPosts', () => {
  it('leaves out the current post and keeps the order, up to the limit', () => {
    const slugs = posts.map((post) => post.slug);
    expect(otherPosts(posts, undefined, 5).map((post) => post.slug)).toEqual(slugs);
    expect(otherPosts(posts, slugs[0], 5).map((post) => post.slug)).toEqual(slugs.slice(1));
    expect(otherPosts(posts, slugs[2], 3).map((post) => post.slug)).toEqual([slugs[0], slugs[1], slugs[3]]);
    expect(otherPosts(posts, 'no-such-post', 3)).toHaveLength(3);
  });
});
