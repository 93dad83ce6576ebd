import { describe, expect, it } from 'vitest';
import { otherPosts } from './blog';

const posts = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }));

describe('otherPosts', () => {
  it('leaves out the current post and keeps the order, up to the limit', () => {
    const slugs = posts.map((post) => post.slug);
    expect(otherPosts(posts, undefined, 5).map((post) => post.slug)).toEqual(slugs);
    expect(otherPosts(posts, slugs[0], 5).map((post) => post.slug)).toEqual(slugs.slice(1));
    expect(otherPosts(posts, slugs[2], 3).map((post) => post.slug)).toEqual([slugs[0], slugs[1], slugs[3]]);
    expect(otherPosts(posts, 'no-such-post', 3)).toHaveLength(3);
  });
});
