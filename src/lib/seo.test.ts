import { describe, expect, it } from 'vitest';
import { absoluteUrl, ogImagePath, ownTitle, pageTitle, siteOrigin } from './seo';
import { listMeta } from '../content/pages';
import * as ui from '../content/ui.mjs';
import { loadContent } from '../../prerender/content/posts.mjs';
import { localeWords } from '../../prerender/content/files.mjs';

const spanish = localeWords('es');
const pageMetas = (copy: typeof ui) => [copy.home.meta, copy.about.meta, copy.services.meta, copy.contact.meta];

const { posts } = await loadContent();
const { posts: spanishPosts } = await loadContent({ locale: 'es', originals: new Set(posts.map((post: { slug: string }) => post.slug)) });
const blogMetas = (words: typeof ui.blog) => [listMeta(words.meta, 1, 1), listMeta(words.meta, 2, 26), listMeta(words.meta, 834, 834)];

const metas = [
  ...pageMetas(ui),
  ...pageMetas(spanish as typeof ui),
  ...blogMetas(ui.blog),
  ...blogMetas((spanish as typeof ui).blog),
  ...[...posts, ...spanishPosts].map((post: { title: string; summary: string }) => ({ title: post.title, description: post.summary })),
];

describe('page metadata', () => {
  it('gives every page a description of 120–160 characters', () => {
    for (const { title, description } of metas) {
      expect(description.length, title).toBeGreaterThanOrEqual(120);
      expect(description.length, title).toBeLessThanOrEqual(160);
    }
  });

  it('keeps titles and descriptions unique', () => {
    // "Blog" is a word of both languages: its two lists are twins, named the same.
    expect(new Set(metas.map((meta) => pageTitle(meta.title))).size).toBe(metas.length - 1);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it("formats titles as 'Page — Company'", () => {
    expect(pageTitle('About Us')).toBe('About Us — Northlane Dispatch');
  });

  it('takes the company name off a full title again (the Open Graph card draws it apart)', () => {
    for (const title of ['About Us', 'Rates — and lanes', 'Northlane Dispatch']) expect(ownTitle(pageTitle(title))).toBe(title);
    expect(ownTitle('Dispatch — Northlane')).toBe('Dispatch — Northlane');
  });
});

describe('urls', () => {
  it('makes absolute canonicals from the site origin', () => {
    expect(siteOrigin).toMatch(/^https:\/\/[^/]+$/);
    expect(absoluteUrl('/')).toBe(`${siteOrigin}/`);
    expect(absoluteUrl('/blogs/x')).toBe(`${siteOrigin}/blogs/x`);
  });

  it('names one Open Graph image per page path', () => {
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/about')).toBe('/og/about.png');
    expect(ogImagePath('/blogs/some-post')).toBe('/og/blogs-some-post.png');
  });
});
