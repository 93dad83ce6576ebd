import { describe, expect, it } from 'vitest';
import { decodeEntities, extractHrefs, pageTargets, resolveHref } from './links.mjs';
import { PLAIN_PATH } from '../src/lib/paths.mjs';

describe('resolveHref', () => {
  it('resolves absolute and relative links like a browser', () => {
    expect(resolveHref('/about', '/')).toBe('/about');
    expect(resolveHref('blogs/x', '/')).toBe('/blogs/x');
    expect(resolveHref('blogs/x', '/about')).toBe('/blogs/x');
    expect(resolveHref('blogs/x', '/blogs/y')).toBe('/blogs/blogs/x');
    expect(resolveHref('../contact', '/blogs/y')).toBe('/contact');
    expect(resolveHref('/services?ref=a#top', '/')).toBe('/services');
  });

  it('ignores external, mail, phone and fragment links', () => {
    expect(resolveHref('https://example.com/x', '/')).toBeNull();
    expect(resolveHref('mailto:a@example.com', '/')).toBeNull();
    expect(resolveHref('tel:+15555550100', '/')).toBeNull();
    expect(resolveHref('#main', '/about')).toBeNull();
    expect(resolveHref('  ', '/about')).toBeNull();
  });
});

describe('decodeEntities', () => {
  it('decodes what React escapes, once: &amp;quot; stays &quot;', () => {
    expect(decodeEntities('Rates &amp; &quot;Loads&quot; &#x27;24 &lt;3 &amp;quot;')).toBe('Rates & "Loads" \'24 <3 &quot;');
  });
});

describe('extractHrefs', () => {
  it('finds every anchor href, decoding entities', () => {
    const html = '<nav><a class="x" href="/a">A</a><a href="b?x=1&amp;y=2">B</a><link href="/not-a-link"/><a id="n">none</a></nav>';
    expect(extractHrefs(html)).toEqual(['/a', 'b?x=1&y=2']);
  });
});

describe('pageTargets', () => {
  it('resolves each href against the page, drops external and fragment links, keeps the first of duplicates', () => {
    const html = '<a href="/a">1</a><a href="b">2</a><a href="https://x.test/">3</a><a href="#top">4</a><a href="/a">5</a><a class="x" href="../c?q=1#f">6</a>';
    expect(pageTargets(html, '/blogs/post')).toEqual(['/a', '/blogs/b', '/c']);
  });

  it('takes plain absolute paths as they are only where the URL parser would give the same path', () => {
    for (const href of ['/', '/about', '/blogs/a-b_c~d', '/blogs/page/2']) expect(PLAIN_PATH.test(href)).toBe(true);
    for (const href of ['//x.test/', '/a/../b', '/a/./b', '/a b', '/a?b', '/a#b', '/é', 'a']) expect(PLAIN_PATH.test(href)).toBe(false);
  });
});
