import { describe, expect, it } from 'vitest';
import { blogPostingLd, breadcrumbLd, faqPageLd, organizationLd, websiteLd } from './structuredData';
import faq from '../content/faq.yaml';
import type { FaqCopy } from '../content/types';
import { contentSource, loadContent } from '../../prerender/content/posts.mjs';
import { CATEGORIES } from '../content/categories.mjs';
import type { Post } from '../content/posts';

const { posts } = await loadContent();
const content = contentSource(posts);
const faqItems = (faq as FaqCopy).items;
import { site } from '../config/site';

/** What the page embeds: JSON that survives a round trip and names schema.org. */
function embedded(data: object) {
  const parsed = JSON.parse(JSON.stringify(data));
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed;
}

describe('JSON-LD', () => {
  it('Organization and WebSite describe the company in config', () => {
    const org = embedded(organizationLd('/assets/logo.svg'));
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe(site.name);
    expect(org.email).toBe(site.contact.email);
    expect(org.telephone).toBe('+16145550142');
    expect(org.logo).toMatch(/^https:\/\/.+\/assets\/logo\.svg$/);
    expect(org.address.streetAddress).toBe(site.contact.street);
    const web = embedded(websiteLd());
    expect(web['@type']).toBe('WebSite');
    expect(web.publisher['@id']).toBe(org['@id']);
  });

  it('FAQPage holds exactly the visible questions and answers', () => {
    const faq = embedded(faqPageLd(faqItems));
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(faqItems.map((item) => item.question));
    expect(faq.mainEntity[0].acceptedAnswer).toEqual({ '@type': 'Answer', text: faqItems[0]!.answer });
  });

  it('BlogPosting and BreadcrumbList match the post', async () => {
    // The spec's User Guide post, one of its five long articles.
    const post = (await content.post('reduce-deadhead-miles-with-smarter-dispatching')) as Post;
    const article = embedded(blogPostingLd(post));
    expect(article).toMatchObject({ '@type': 'BlogPosting', headline: post.title, articleSection: post.category, wordCount: post.wordCount });
    expect(post.wordCount).toBeGreaterThan(900);
    expect(article).toMatchObject({ datePublished: post.date, dateModified: post.date });
    expect(embedded(blogPostingLd({ ...post, updated: '2026-01-02' })).dateModified).toBe('2026-01-02');
    expect(article.image).toMatch(/^https:\/\/[^/]+\//);
    expect(new URL(article.image).pathname).toBe(post.image);
    expect(article.author).toEqual({ '@type': 'Person', name: post.author });
    expect(article.publisher.logo).toEqual({ '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\/[^/]+\/.+\.svg$/) });
    expect(article.url).toMatch(new RegExp(`/blogs/${post.slug}$`));
    const crumbs = embedded(
      breadcrumbLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blogs' },
        { name: post.title, path: `/blogs/${post.slug}` },
      ]),
    );
    expect(crumbs.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
    expect(crumbs.itemListElement[1].item).toMatch(/^https:\/\/.+\/blogs$/);
  });
});

describe('a category hub', () => {
  it('is a CollectionPage of the posts it lists, about its category, part of the site', async () => {
    const { collectionPageLd } = await import('./structuredData');
    const { name, slug } = CATEGORIES[0]!;
    const category = content.category(slug)!;
    const cards = content.categoryCards(slug, 0, 12);
    const ld = embedded(collectionPageLd(category, 1, cards));
    expect(ld['@type']).toBe('CollectionPage');
    expect(ld.name).toBe(name);
    expect(ld.description).toBe(category.description);
    expect(ld.url).toMatch(new RegExp(`^https://.+/blogs/category/${slug}$`));
    expect(ld.isPartOf['@id']).toBe(embedded(websiteLd())['@id']);
    expect(ld.mainEntity.itemListElement.map((item: { url: string }) => new URL(item.url).pathname)).toEqual(cards.map((card) => `/blogs/${card.slug}`));
    expect(ld.mainEntity.itemListElement.length).toBe(Math.min(category.count, 12));
    expect(embedded(collectionPageLd(category, 2, [])).url).toMatch(new RegExp(`/blogs/category/${slug}/page/2$`));
  });
});
