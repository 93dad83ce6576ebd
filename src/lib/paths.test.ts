import { describe, expect, it } from 'vitest';
import { blogPagePath, categoryPath, pageParam, parsePath, postPath, routePatterns, SEARCH_PATH, searchPath, searchQuery } from './paths.mjs';
import { CATEGORIES } from '../content/categories.mjs';

describe('building paths', () => {
  it('posts, pages of the blog list and of a hub: page 1 is the list itself', () => {
    expect(postPath('reduce-deadhead-miles')).toBe('/blogs/reduce-deadhead-miles');
    expect(blogPagePath(1)).toBe('/blogs');
    expect(blogPagePath(2)).toBe('/blogs/page/2');
    expect(categoryPath('load-management')).toBe('/blogs/category/load-management');
    expect(categoryPath('load-management', 1)).toBe('/blogs/category/load-management');
    expect(categoryPath('load-management', 7)).toBe('/blogs/category/load-management/page/7');
  });

  it('the route patterns name the same segments', () => {
    expect(`/${routePatterns().post.replace(':slug', 'x')}`).toBe(postPath('x'));
    expect(`/${routePatterns().blogPage.replace(':page', '3')}`).toBe(blogPagePath(3));
    expect(`/${routePatterns().category.replace(':category', 'c')}`).toBe(categoryPath('c'));
    expect(`/${routePatterns().categoryPage.replace(':category', 'c').replace(':page', '4')}`).toBe(categoryPath('c', 4));
    expect(`/${routePatterns().search}`).toBe(searchPath());
  });

  it('the search page, with its query as a GET form sends it', () => {
    expect(searchPath()).toBe('/search');
    expect(searchPath('   ')).toBe('/search');
    expect(searchPath('detention')).toBe('/search?q=detention');
    expect(searchPath(' load boards ')).toBe('/search?q=load+boards');
    expect(searchPath('fuel & tolls?')).toBe('/search?q=fuel+%26+tolls%3F');
  });
});

describe('parsing paths', () => {
  it('reads back every path it builds', () => {
    expect(parsePath(postPath('best-load-boards'))).toEqual({ kind: 'post', slug: 'best-load-boards' });
    expect(parsePath(blogPagePath(1))).toEqual({ kind: 'blog', page: 1 });
    expect(parsePath(blogPagePath(12))).toEqual({ kind: 'blog', page: 12 });
    for (const { slug } of CATEGORIES) {
      expect(parsePath(categoryPath(slug))).toEqual({ kind: 'category', slug, page: 1 });
      expect(parsePath(categoryPath(slug, 3))).toEqual({ kind: 'category', slug, page: 3 });
    }
  });

  it('other pages, and addresses the site never makes, are "other"', () => {
    for (const path of [
      '/',
      '/about',
      '/blogs/page/1',
      '/blogs/page/02',
      '/blogs/category/x/page/1',
      '/blogs/page',
      '/blogs/category',
      '/blogs/a/b',
      '/blogs/Upper',
      '/search/',
      '/search/x',
      '/Search',
    ]) {
      expect(parsePath(path), path).toEqual({ kind: 'other' });
    }
  });

  it('the search page is one path; its query is read from the search string', () => {
    expect(parsePath(SEARCH_PATH)).toEqual({ kind: 'search' });
    expect(parsePath(searchPath('detention').split('?')[0]!)).toEqual({ kind: 'search' });
    for (const query of ['detention', 'load boards', 'fuel & tolls?', 'café']) {
      expect(searchQuery(new URL(searchPath(query), 'https://x.test').search), query).toBe(query);
    }
    expect(searchQuery('')).toBe('');
    expect(searchQuery('?q=')).toBe('');
    expect(searchQuery('?q=+rates+')).toBe('rates');
    expect(searchQuery('?other=1')).toBe('');
  });

  it('the Spanish blog has its own words in its paths, parsed the same way', () => {
    const es = routePatterns('es');
    expect(postPath('x', 'es')).toBe('/es/blog/x');
    expect(blogPagePath(2, 'es')).toBe('/es/blog/pagina/2');
    expect(categoryPath('c', 3, 'es')).toBe('/es/blog/categoria/c/pagina/3');
    expect(`/es/${es.categoryPage.replace(':category', 'c').replace(':page', '3')}`).toBe(categoryPath('c', 3, 'es'));
    expect(parsePath('/es/blog/x')).toEqual({ kind: 'post', slug: 'x' });
    expect(parsePath('/es/blog/pagina/2')).toEqual({ kind: 'blog', page: 2 });
    expect(parsePath('/es/blog/categoria/c')).toEqual({ kind: 'category', slug: 'c', page: 1 });
    expect(parsePath('/es/buscar')).toEqual({ kind: 'search' });
    for (const path of ['/es/blog/pagina', '/es/blog/page/2', '/es/blogs/x', '/es/search']) expect(parsePath(path), path).toEqual({ kind: 'other' });
  });

  it('a :page parameter is a page past the first', () => {
    expect(pageParam('2')).toBe(2);
    expect(pageParam('120')).toBe(120);
    for (const bad of ['1', '0', '02', 'x', '', undefined]) expect(pageParam(bad), String(bad)).toBeNaN();
  });
});

describe('categories', () => {
  it('each has a unique name and URL-safe slug and a one-sentence description', () => {
    expect(new Set(CATEGORIES.map((c) => c.name)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
    for (const category of CATEGORIES) {
      expect(category.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(category.description).toMatch(/^[A-Z][^.]+\.$/);
      expect(category.description.length).toBeGreaterThanOrEqual(120);
      expect(category.description.length).toBeLessThanOrEqual(160);
    }
  });
});
