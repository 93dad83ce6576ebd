import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fill, formatDate, LOCALE, LOCALES, localeOf, plural } from './locale.mjs';
import { alternates, pagePath, switchPaths, twinPaths, TWINNED_PAGES } from './paths.mjs';

const ORIGIN = 'https://x.test';

describe('locale rules', () => {
  it('English keeps the spec’s paths; Spanish pages live under /es/ with Spanish words', () => {
    expect(TWINNED_PAGES.map((page) => pagePath(page))).toEqual(['/', '/about', '/services', '/contact', '/blogs', '/search']);
    expect(TWINNED_PAGES.map((page) => pagePath(page, 'es'))).toEqual(['/es/', '/es/nosotros', '/es/servicios', '/es/contacto', '/es/blog', '/es/buscar']);
    expect(pagePath('blog', 'es')).toBe('/es/blog');
    expect(pagePath('search', 'es')).toBe('/es/buscar');
  });

  it('a path’s language is its prefix', () => {
    for (const path of ['/es', '/es/', '/es/nosotros', '/es/no/such']) expect(localeOf(path), path).toBe('es');
    for (const path of ['/', '/about', '/blogs/es', '/espanol', '/estimates']) expect(localeOf(path), path).toBe('en');
  });

  it('each twinned page names its twin, both ways; other pages have none', () => {
    for (const page of TWINNED_PAGES) {
      expect(twinPaths(pagePath(page))).toEqual({ es: pagePath(page, 'es') });
      expect(twinPaths(pagePath(page, 'es'))).toEqual({ en: pagePath(page) });
    }
    for (const path of ['/blogs/page/2', '/blogs/x', '/es/blog/categoria/x', '/es/no-such-page', '/es', '/about/']) expect(twinPaths(path), path).toBeNull();
  });

  it('the switcher leads to the twin in each other language, else to its blog list from the blog, or its home', () => {
    const to = (path: string, twins?: Parameters<typeof switchPaths>[1]) => switchPaths(path, twins).map((link) => `${link.locale} ${link.href}`);
    expect(to('/services')).toEqual(['es /es/servicios']);
    expect(to('/es/contacto')).toEqual(['en /contact']);
    expect(to('/blogs/how-to-find-the-highest-paying-loads')).toEqual(['es /es/blog']);
    expect(to('/es/blog/pagina/2')).toEqual(['en /blogs']);
    expect(to('/es/no-such-page')).toEqual(['en /']);
    expect(to('/blogs/x', { es: '/es/blog/y' })).toEqual(['es /es/blog/y']);
    expect(to('/blogs/x', null)).toEqual(['es /es/blog']);
  });

  it('hreflang sets are absolute, the same on both twins, with x-default on the English page', () => {
    const set = alternates('/about', ORIGIN);
    expect(set).toEqual([
      { hreflang: 'en', href: 'https://x.test/about' },
      { hreflang: 'es', href: 'https://x.test/es/nosotros' },
      { hreflang: 'x-default', href: 'https://x.test/about' },
    ]);
    expect(alternates('/es/nosotros', ORIGIN)).toEqual(set);
    expect(alternates('/', ORIGIN).map((link) => link.href)).toEqual(['https://x.test/', 'https://x.test/es/', 'https://x.test/']);
    // A page without a twin names none; a post names its translation.
    expect(alternates('/blogs/x', ORIGIN)).toEqual([]);
    expect(alternates('/es/blog/y', ORIGIN, { en: '/blogs/x' }).map((link) => `${link.hreflang} ${link.href}`)).toEqual([
      'en https://x.test/blogs/x',
      'es https://x.test/es/blog/y',
      'x-default https://x.test/blogs/x',
    ]);
  });

  it('dates read the way each language writes them', () => {
    expect(formatDate('2025-03-18')).toBe('Mar 18, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatDate('2025-06-10')).toBe('Jun 10, 2025');
    expect(formatDate('2025-03-18', 'es')).toBe('18 de marzo de 2025');
    expect(formatDate('2025-01-01', 'es')).toBe('1 de enero de 2025');
  });

  it('fills a string’s {slots}, leaving unknown ones', () => {
    expect(fill('© {siteName} {year}, todos los derechos reservados.', { siteName: 'Northlane', year: 2025 })).toBe(
      '© Northlane 2025, todos los derechos reservados.',
    );
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

describe('plural', () => {
  const forms = { one: 'post', other: 'posts' };
  it('takes the form Intl.PluralRules names for the count in the language, else the other', () => {
    expect([0, 1, 2].map((count) => plural('en', count, forms))).toEqual(['posts', 'post', 'posts']);
    expect([0, 1, 1_000_000].map((count) => plural('es', count, { ...forms, many: 'millón' }))).toEqual(['posts', 'post', 'millón']);
  });
});

describe('languages are data', () => {
  // The one place that names a language is src/lib/locale.mjs (and each language's content folder). The CloudFront
  // Function cannot import it: its EDITIONS list is checked against it (infra/cloudfront/viewer-request.test.mjs).
  const EXEMPT = new Set(['src/lib/locale.mjs', 'infra/cloudfront/viewer-request.js', 'infra/template.yaml']);
  const code = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(?:[cm]?js|tsx?)$/.test(file) && !/(?:^e2e\/|\.(?:test|spec)\.)/.test(file) && !EXEMPT.has(file));
  // Comments may name a language to say why; code may not.
  const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');
  const codes = LOCALES.join('|');
  const prefixes = LOCALES.map((locale) => LOCALE[locale].prefix)
    .filter(Boolean)
    .join('|');
  const NAMING = [
    new RegExp(`(['"\`])(?:${codes})\\1`), // 'es'
    new RegExp(`\\b(?:${codes}):`), // es: {…}
    new RegExp(`['"\`](?:${prefixes})[/'"\`]`), // '/es/…'
    new RegExp(`\\w*(?:${LOCALES.map((locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale)).join('|')})\\w*`, 'i'), // spanishPosts
  ];

  it('no code outside the locale data names one', () => {
    const found = code.flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, at) => (NAMING.some((pattern) => pattern.test(line)) ? [`${file}:${at + 1}: ${line.trim()}`] : [])),
    );
    expect(code.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('the check finds a language named in code, and not in a comment', () => {
    const named = (text: string) =>
      NAMING.some((pattern) =>
        withoutComments(text)
          .split('\n')
          .some((line) => pattern.test(line)),
      );
    for (const text of ["locale === 'es'", 'const spanishPosts = []', "fetch('/es/rss.xml')", '{ en: 1 }']) expect(named(text), text).toBe(true);
    for (const text of ['// the Spanish home', "const locale = 'est'", '/* es: a comment */']) expect(named(text), text).toBe(false);
  });
});
