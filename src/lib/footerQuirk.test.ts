import { describe, expect, it } from 'vitest';
import { isKnownQuirk, UPDATES_HREF, updatesHref } from './footerQuirk.mjs';
import { footerColumns } from '../config/site';
import { chrome } from '../content/ui.mjs';

const SPEC_BLOGS = ['/blogs/best-load-boards-for-independent-truckers', '/blogs/how-to-find-the-highest-paying-loads', UPDATES_HREF];

describe('isKnownQuirk', () => {
  it('accepts only the relative Updates link resolved below the root', () => {
    expect(isKnownQuirk('/blogs/blogs/understanding-detention-pay-negotiation')).toBe(true);
    expect(isKnownQuirk('/blogs/page/blogs/understanding-detention-pay-negotiation')).toBe(true);
    expect(isKnownQuirk('/blogs/other-post')).toBe(false);
    expect(isKnownQuirk('/blogs/understanding-detention-pay-negotiation')).toBe(false);
    expect(isKnownQuirk('/nope')).toBe(false);
  });

  it('is in each language its own post, relative to that language’s home, and its quirk only below that root', () => {
    expect(UPDATES_HREF).toBe('blogs/understanding-detention-pay-negotiation');
    expect(updatesHref('/es/blog/como-negociar-el-pago-por-tiempo-de-espera')).toBe('blog/como-negociar-el-pago-por-tiempo-de-espera');
    expect(isKnownQuirk('/es/blog/blog/como-negociar-el-pago-por-tiempo-de-espera')).toBe(true);
    expect(isKnownQuirk('/es/blog/pagina/blog/como-negociar-el-pago-por-tiempo-de-espera')).toBe(true);
    expect(isKnownQuirk('/es/blog/como-negociar-el-pago-por-tiempo-de-espera')).toBe(false);
    // By shape: the Spanish post is whichever the content links (a translation, else the newest post).
    expect(isKnownQuirk('/es/blog/categoria/consejos/blog/otra-entrada')).toBe(true);
    expect(isKnownQuirk('/es/blog/categoria/consejos/blog')).toBe(true); // to the blog, with no Spanish post to open
    expect(isKnownQuirk('/es/nosotros/blog/otra-entrada')).toBe(false);
    // The English link resolved on a Spanish page is no longer the Spanish footer's, so a broken link, not the quirk.
    expect(isKnownQuirk('/es/blogs/understanding-detention-pay-negotiation')).toBe(false);
  });

  it('leaves the English footer’s post links the spec’s, and sends another language’s where the build says', () => {
    const hrefs = (posts = {}) => footerColumns('en', chrome, posts).flatMap((column) => column.links.map((link) => link.href));
    const spec = ['/', '/about', '/services', '/contact', '/blogs/truck-maintenance-scheduling-by-dispatchers', '/blogs'];
    expect(hrefs()).toEqual([...spec, '/blogs/reduce-deadhead-miles-with-smarter-dispatching', ...SPEC_BLOGS]);
    expect(footerColumns('es', chrome, { userGuide: '/es/blog/guia' }).flatMap((column) => column.links.map((link) => link.href))).toContain('/es/blog/guia');
  });

  it('is the link the footer has: the spec’s in English, its language’s post relative to its home in another', () => {
    expect(footerColumns('en', chrome).flatMap((column) => column.links)).toContainEqual({ label: 'Updates', href: UPDATES_HREF });
    const spanish = footerColumns('es', chrome, { updates: '/es/blog/nueva' }).flatMap((column) => column.links);
    expect(spanish).toContainEqual({ label: 'Updates', href: 'blog/nueva' });
  });
});
