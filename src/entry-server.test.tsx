import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

describe('render(url)', () => {
  it('renders a page with its head tags split off the markup', async () => {
    const result = await render('/about');
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
    const result = await render('/no/such/page');
    expect(result).toMatchObject({ status: 404, notFound: true });
    expect(result.html).toContain('Oops! Page not found');
    expect(result.html).not.toContain('<header');
  });

  it('renders an unknown slug as "Blog not found." in the layout, with status 404', async () => {
    const result = await render('/blogs/no-such-post');
    expect(result).toMatchObject({ status: 404, notFound: false });
    expect(result.html).toContain('Blog not found.');
    expect(result.html).toContain('<header');
  });
});
