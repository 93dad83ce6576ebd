import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, markupClasses, markupElements, selectorNeeds, styleHash, stylesheet } from './stylesheets.mjs';

const sha256 = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

describe('styleHash', () => {
  it('hashes the UTF-8 text the way a browser checks a <style> against the CSP', () => {
    expect(styleHash('.a::before{content:"—"}')).toBe(sha256('.a::before{content:"—"}'));
  });
});

describe('selectorNeeds: classes', () => {
  it('reads escaped Tailwind class names and skips those inside :not()', () => {
    expect(selectorNeeds('.a:hover>.b\\:c').classes).toEqual(['a', 'b:c']);
    expect(selectorNeeds('.text-sky-50\\/85').classes).toEqual(['text-sky-50/85']);
    expect(selectorNeeds('.\\@\\[16rem\\]\\:p-6').classes).toEqual(['@[16rem]:p-6']);
    expect(selectorNeeds('.blog-carousel:not(.swiper-initialized) .swiper-slide').classes).toEqual(['blog-carousel', 'swiper-slide']);
    expect(selectorNeeds(':where(.space-y-1>:not(:last-child))').classes).toEqual(['space-y-1']);
    expect(selectorNeeds('html,:host').classes).toEqual([]);
  });
});

describe('selectorNeeds: elements', () => {
  it('reads type selectors, not class names, pseudo-classes, attributes or what is inside a functional pseudo-class', () => {
    expect(selectorNeeds('.post-body h2').elements).toEqual(['h2']);
    expect(selectorNeeds('abbr:where([title])').elements).toEqual(['abbr']);
    expect(selectorNeeds('main>:is(section,article)~section[data-static]:not(.bg-navy-900,.layout-eager)').elements).toEqual(['main', 'section']);
    expect(selectorNeeds(':where(select:is([multiple],[size])) optgroup').elements).toEqual(['optgroup']);
    expect(selectorNeeds('input:where([type="a)b"]) + LABEL').elements).toEqual(['input', 'label']);
    expect(selectorNeeds(':where(.post-body ul>:not(:last-child))').elements).toEqual([]);
    expect(selectorNeeds('.hover\\:shadow-xl:hover').elements).toEqual([]);
    expect(selectorNeeds('.\\@container .a-body').elements).toEqual([]);
    expect(selectorNeeds('*').elements).toEqual([]);
    expect(selectorNeeds('::file-selector-button').elements).toEqual([]);
  });
});

describe('markupElements', () => {
  it('lists the elements of a page, with those every document has and the tbody a table gets', () => {
    expect([...markupElements('<div><p>x</p><!-- c --><svg><path/></svg><table><tr><td>1</td></tr></table></div>')].sort()).toEqual(
      ['body', 'div', 'head', 'html', 'p', 'path', 'svg', 'table', 'tbody', 'td', 'tr'].sort(),
    );
  });
});

describe('markupClasses', () => {
  it('collects entity-decoded class names from class attributes', () => {
    expect([...markupClasses('<p class="a  b"></p><svg class="[&amp;::x]:hidden"></svg><i data-class="c"></i>')]).toEqual(['a', 'b', '[&::x]:hidden']);
  });
});

describe('stylesheet', () => {
  const css =
    '@layer theme,base;@layer base{html{color:red}}@layer utilities{.a{color:blue}.b,.c{margin:0}@media (width>=40rem){.sm\\:d{padding:0}}}.w:not(.x) .y{width:1px}@font-face{font-family:F;src:url(/f.woff2)}@keyframes k{to{opacity:1}}';

  it('keeps what the page markup can match, and every rule without a class', () => {
    expect(stylesheet(css).usedBy(new Set(['a', 'c', 'w', 'y'])).css).toBe(
      '@layer theme,base;@layer base{html{color:red}}@layer utilities{.a{color:blue}.c{margin:0}}.w:not(.x) .y{width:1px}@font-face{font-family:F;src:url(/f.woff2)}@keyframes k{to{opacity:1}}',
    );
  });

  it('puts every other rule in a rest file, named by its content, without what the inline part already has', () => {
    const { rest } = stylesheet(css, '/assets/index-abc.css').usedBy(new Set(['a', 'c', 'w', 'y']));
    expect(rest?.css).toBe('@layer utilities{.b{margin:0}@media (width>=40rem){.sm\\:d{padding:0}}}');
    expect(rest?.href).toMatch(/^\/assets\/index-abc-rest-[\w-]{10}\.css$/);
    expect(stylesheet(css).usedBy(new Set(['a', 'b', 'c', 'sm:d', 'w', 'y'])).rest).toBeNull();
  });

  it('keeps media queries that still hold a rule, and hashes what it returns', () => {
    const used = stylesheet(css).usedBy(new Set(['sm:d']));
    expect(used.css).toBe(
      '@layer theme,base;@layer base{html{color:red}}@layer utilities{@media (width>=40rem){.sm\\:d{padding:0}}}@font-face{font-family:F;src:url(/f.woff2)}@keyframes k{to{opacity:1}}',
    );
    expect(used.hash).toBe(sha256(used.css));
  });

  it('gives pages with the same relevant classes the same result, and lists each rest file once', () => {
    const sheet = stylesheet(css);
    expect(sheet.usedBy(new Set(['a', 'unrelated']))).toBe(sheet.usedBy(new Set(['a'])));
    sheet.usedBy(new Set(['b']));
    expect([...sheet.restFiles().keys()]).toHaveLength(2);
    expect(sheet.restFiles().get(sheet.usedBy(new Set(['b'])).rest?.href ?? '')).toContain('.a{color:blue}');
  });

  it('with the page’s elements, leaves out rules for elements it does not have (to the rest file), but not keyframes', () => {
    const sheet = stylesheet(
      'html{color:red}code,kbd{font:mono}.a p{margin:0}.a blockquote{margin:1em}*{box-sizing:border-box}@keyframes k{from{opacity:0}to{opacity:1}}',
    );
    const used = sheet.usedBy(new Set(['a']), new Set(['html', 'body', 'p', 'kbd']));
    expect(used.css).toBe('html{color:red}kbd{font:mono}.a p{margin:0}*{box-sizing:border-box}@keyframes k{from{opacity:0}to{opacity:1}}');
    expect(used.rest?.css).toBe('code{font:mono}.a blockquote{margin:1em}');
    // Without elements, every rule without a missing class stays, as before.
    expect(sheet.usedBy(new Set(['a'])).rest).toBeNull();
    expect(sheet.usedBy(new Set(['a']), new Set(['html', 'p', 'kbd', 'unrelated']))).toBe(used);
  });

  it('refuses CSS that would close its <style> early', () => {
    expect(() => stylesheet('a{content:"</style><script>"}', '/x.css')).toThrow(/\/x\.css.*<\/style/);
  });
});

describe('inlineStylesheets', () => {
  const sheets = new Map([
    ['/assets/page.css', stylesheet('.swiper{overflow:hidden}.unused{color:red}', '/assets/page.css')],
    ['/assets/index.css', stylesheet('body{margin:0}.p{color:navy}', '/assets/index.css')],
  ]);
  const page = (/** @type {string} */ head, policy = '') =>
    `<!doctype html><html><head><meta charset="UTF-8" />${policy}<title>T</title>${head}</head><body><div id="root" data-prerendered="/"><p class="p swiper">x</p></div></body></html>`;

  it('replaces each stylesheet link with the CSS the page uses, returns the rest files for #root and allows exactly those <style> elements', () => {
    const out = inlineStylesheets(
      page(
        '<link rel="stylesheet" crossorigin href="/assets/page.css"><script type="module" src="/a.js"></script><link rel="stylesheet" crossorigin href="/assets/index.css">',
      ),
      sheets,
    );
    expect(out).toEqual({
      html: page(
        '<style>.swiper{overflow:hidden}</style><script type="module" src="/a.js"></script><style>body{margin:0}.p{color:navy}</style>',
        `<meta http-equiv="Content-Security-Policy" content="style-src 'self' ${sha256('.swiper{overflow:hidden}')} ${sha256('body{margin:0}.p{color:navy}')}">`,
      ),
      rest: [sheets.get('/assets/page.css')?.usedBy(new Set(['swiper'])).rest?.href],
    });
  });

  it('inlines no rule for an element the page does not have', () => {
    const withLists = new Map([['/assets/index.css', stylesheet('ul{margin:0}p{color:navy}', '/assets/index.css')]]);
    const out = inlineStylesheets(page('<link rel="stylesheet" href="/assets/index.css">'), withLists);
    expect(out.html).toContain('<style>p{color:navy}</style>');
    expect(
      withLists
        .get('/assets/index.css')
        ?.restFiles()
        .get(out.rest[0] ?? ''),
    ).toBe('ul{margin:0}');
  });

  it('still writes the policy (this origin only) on a page without stylesheets, and leaves <body> alone', () => {
    const body = '<div id="root"><link rel="stylesheet" href="/assets/unknown.css"></div>';
    const out = inlineStylesheets(`<html><head><meta charset="utf-8"></head><body>${body}</body></html>`, sheets).html;
    expect(out).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="style-src 'self'"></head><body>${body}</body></html>`,
    );
  });

  it('fails on a stylesheet it cannot inline and on a page without <meta charset>', () => {
    expect(() => inlineStylesheets(page('<link rel="stylesheet" href="/assets/missing.css">'), sheets)).toThrow(/missing\.css/);
    expect(() => inlineStylesheets('<html><head></head><body><div id="root"></div></body></html>', sheets)).toThrow(/meta charset/);
  });
});
