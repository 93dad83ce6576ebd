import { describe, expect, it } from 'vitest';
import { canHydrate, isDecodablePath } from './hydration';

/** What src/lib/pageBoot.mjs's bootPage() reads from a page prerendered for `path`, and from 404.html. */
const page = (prerendered: string | undefined) => ({ prerendered, notFoundPage: false });
const notFoundPage = { prerendered: undefined, notFoundPage: true };

describe('canHydrate', () => {
  it('hydrates a page prerendered for the same path', () => {
    expect(canHydrate(page('/about'), '/about', false)).toBe(true);
    expect(canHydrate(page('/'), '/', false)).toBe(true);
    expect(canHydrate(page('/about'), '/about/', false)).toBe(true);
  });

  it("renders from scratch when the host served another route's markup", () => {
    // 404.html served for /blogs/no-such-post: the route table shows 'Blog not found.' in the layout.
    expect(canHydrate(notFoundPage, '/blogs/no-such-post', false)).toBe(false);
    expect(canHydrate(page('/about'), '/services', false)).toBe(false);
    expect(canHydrate(page(undefined), '/', false)).toBe(false);
  });

  it('hydrates 404.html on any path the route table also sends to not-found', () => {
    expect(canHydrate(notFoundPage, '/no/such/page', true)).toBe(true);
    expect(canHydrate(page('/about'), '/about/index.html', true)).toBe(false);
  });
});

describe('isDecodablePath', () => {
  it('accepts plain and well-formed percent-encoded paths', () => {
    expect(isDecodablePath('/')).toBe(true);
    expect(isDecodablePath('/%61bout')).toBe(true);
    expect(isDecodablePath('/blogs/%F0%9F%9A%9A')).toBe(true);
    expect(isDecodablePath('//about')).toBe(true);
  });

  it('rejects truncated or invalid escapes', () => {
    expect(isDecodablePath('/%E0%A4%A')).toBe(false);
    expect(isDecodablePath('/blogs/%')).toBe(false);
    expect(isDecodablePath('/%C0%AF')).toBe(false);
  });
});
