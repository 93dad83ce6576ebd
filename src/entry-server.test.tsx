import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render, staticPaths } from './entry-server';
import { contentSource, loadContent, renderBody } from '../prerender/content/posts.mjs';
import { POSTS_PER_PAGE, type BlogListData, type HomeData, type PostData } from './content/posts';

const { posts } = await loadContent();
const content = { en: contentSource(posts) };

describe('render(url)', () => {
  it('renders a page with its head tags split off the markup', async () => {
    const result = await render('/about', content);
    expect(result.status).toBe(200);
    expect(result.notFound).toBe(false);
    expect(result.head).toContain('<title>About Us — Northlane Dispatch</title>');
    expect(result.head).toContain('<link rel="canonical" href="https://www.northlanedispatch.example.com/about"/>');
    expect(result.head.match(/<title>/g)).toHaveLength(1);
    expect(result.html).not.toContain('<title>');
    expect(result.html).toContain('Driving Excellence in Dispatch &amp; Delivery');
    // No inline hydration script: the CSP allows none.
    expect(result.html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it('renders the not-found page without the layout, with status 404', async () => {
    const result = await render('/no/such/page', content);
    expect(result).toMatchObject({ status: 404, notFound: true });
    expect(result.html).toContain('Oops! Page not found');
    expect(result.html).not.toContain('<header');
  });

  it('renders an unknown slug as "Blog not found." in the layout, with status 404', async () => {
    const result = await render('/blogs/no-such-post', content);
    expect(result).toMatchObject({ status: 404, notFound: false });
    expect(result.html).toContain('Blog not found.');
    expect(result.html).toContain('<header');
    expect(result.data).toEqual({ 'blog-post': null });
  });

  it("returns each route's loader data by route id: the home carousel, a page of cards, a post with 3 others", async () => {
    const home = await render('/', content);
    expect((home.data!.home as HomeData).carousel.map((post) => post.slug)).toEqual(posts.slice(0, 5).map((post: { slug: string }) => post.slug));
    const list = await render('/blogs', content);
    expect(list.data!.blogs).toMatchObject({ page: 1, pageCount: Math.ceil(posts.length / POSTS_PER_PAGE) } satisfies Partial<BlogListData>);
    expect((list.data!.blogs as BlogListData).posts).toHaveLength(Math.min(posts.length, POSTS_PER_PAGE));
    const post = await render(`/blogs/${posts[1]!.slug}`, content);
    const data = post.data!['blog-post'] as PostData;
    expect(data.post.html).toBe(renderBody(readFileSync(posts[1]!.file, 'utf8').slice(posts[1]!.bodyStart)).html);
    expect(data.others.map((other) => other.slug)).toEqual([posts[0]!.slug, posts[2]!.slug, posts[3]!.slug]);
    expect(post.html).toContain(data.post.html.slice(0, 200));
    expect((await render('/about', content)).data).toBeUndefined();
  });

  it('answers 404 for a page of the blog list past the last, and for /blogs/page/1 (that is /blogs)', async () => {
    const past = `/blogs/page/${Math.ceil(posts.length / POSTS_PER_PAGE) + 1}`;
    for (const url of [past, '/blogs/page/1', '/blogs/page/02', '/blogs/page/x']) {
      const result = await render(url, content);
      expect(result, url).toMatchObject({ status: 404, notFound: false });
      expect(result.html).toContain('Blog page not found.');
    }
  });

  it('renders a Spanish page in Spanish, naming its English twin, and an unknown Spanish path as the Spanish not-found page', async () => {
    const about = await render('/es/nosotros', content);
    expect(about.status).toBe(200);
    expect(about.head).toContain('<title>Sobre nosotros — Northlane Dispatch</title>');
    expect(about.head).toContain('<link rel="alternate" hrefLang="en" href="https://www.northlanedispatch.example.com/about"/>');
    expect(about.head).toContain('<link rel="alternate" hrefLang="es" href="https://www.northlanedispatch.example.com/es/nosotros"/>');
    expect(about.head).toContain('<link rel="alternate" hrefLang="x-default" href="https://www.northlanedispatch.example.com/about"/>');
    expect(about.head).toContain('<meta property="og:locale" content="es_US"/><meta property="og:locale:alternate" content="en_US"/>');
    expect(about.html).toContain('Excelencia en cada despacho y cada entrega');
    expect(about.html).toContain('"inLanguage":"es"');
    expect(about.html).not.toContain('Driving Excellence');
    const missing = await render('/es/no-such-page', content);
    expect(missing).toMatchObject({ status: 404, notFound: true });
    expect(missing.html).toContain('¡Uy! Página no encontrada');
    expect(missing.html).toContain('href="/es/"');
  });

  it('lists the route table paths that take no parameter, where the crawl starts', () => {
    expect(staticPaths()).toEqual([
      '/',
      '/about',
      '/services',
      '/contact',
      '/blogs',
      '/search',
      '/es/',
      '/es/nosotros',
      '/es/servicios',
      '/es/contacto',
      '/es/blog',
      '/es/buscar',
    ]);
  });
});
