import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, markupClasses, markupTags, selectorClasses, selectorTypes, styleHash, stylesheet } from './stylesheets.mjs';

const sha256 = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

describe('styleHash', () => {
  it('hashes the UTF-8 text the way a browser checks a <style> against the CSP', () => {
    expect(styleHash('.a::before{content:"—"}')).toBe(sha256('.a::before{content:"—"}'));
  });
});

describe('selectorClasses', () => {
  it('reads escaped Tailwind class names and skips those inside :not()', () => {
    expect(selectorClasses('.a:hover>.b\\:c')).toEqual(['a', 'b:c']);
    expect(selectorClasses('.text-sky-50\\/85')).toEqual(['text-sky-50/85']);
    expect(selectorClasses('.\\@\\[16rem\\]\\:p-6')).toEqual(['@[16rem]:p-6']);
    expect(selectorClasses('.blog-carousel:not(.swiper-initialized) .swiper-slide')).toEqual(['blog-carousel', 'swiper-slide']);
    expect(selectorClasses(':where(.space-y-1>:not(:last-child))')).toEqual(['space-y-1']);
    expect(selectorClasses('html,:host')).toEqual([]);
  });
});

describe('selectorTypes', () => {
  it('reads the element names that begin compound selectors, outside :is(), :where() and :not()', () => {
    expect(selectorTypes('ul>li.a:not(p) b:where(i)')).toEqual(['ul', 'li', 'b']);
    expect(selectorTypes(':where(select:is([multiple],[size])) optgroup')).toEqual(['optgroup']);
    expect(selectorTypes('abbr:where([title])')).toEqual(['abbr']);
    expect(selectorTypes('input:where([type=button],[type=reset])')).toEqual(['input']);
    expect(selectorTypes('H1 + Table ~ TD')).toEqual(['h1', 'table', 'td']);
    expect(selectorTypes('*,::backdrop')).toEqual([]);
    expect(selectorTypes(':root')).toEqual([]);
    expect(selectorTypes('.group-hover\\:text-orange-700:is(:where(.group):hover *)')).toEqual([]);
    expect(selectorTypes('.a\\ b [hidden]')).toEqual([]);
  });
});

describe('markupTags', () => {
  it('collects the element names of a document, lowercased', () => {
    expect([...markupTags('<!doctype html><html><body><P>x</P><svg><linearGradient/></svg><my-el></my-el></body></html>')]).toEqual([
      'html',
      'body',
      'p',
      'svg',
      'lineargradient',
      'my-el',
    ]);
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

  it('keeps an element rule where the page has that element, and leaves the others to the rest file (never a keyframe step)', () => {
    const base =
      '@layer base{html{color:red}table{border-collapse:collapse}sub,sup{line-height:0}ol,ul{list-style:none}}@keyframes k{from{opacity:0}to{opacity:1}}';
    const used = stylesheet(base, '/assets/index-abc.css').usedBy(new Set(), new Set(['html', 'body', 'ul', 'sup']));
    expect(used.css).toBe('@layer base{html{color:red}sup{line-height:0}ul{list-style:none}}@keyframes k{from{opacity:0}to{opacity:1}}');
    expect(used.rest?.css).toBe('@layer base{table{border-collapse:collapse}sub{line-height:0}ol{list-style:none}}');
    // Without the document's elements: every element rule stays, as before.
    expect(stylesheet(base).usedBy(new Set()).css).toBe(base);
  });

  it('gives pages with the same relevant classes the same result, and lists each rest file once', () => {
    const sheet = stylesheet(css);
    expect(sheet.usedBy(new Set(['a', 'unrelated']))).toBe(sheet.usedBy(new Set(['a'])));
    sheet.usedBy(new Set(['b']));
    expect([...sheet.restFiles().keys()]).toHaveLength(2);
    expect(sheet.restFiles().get(sheet.usedBy(new Set(['b'])).rest?.href ?? '')).toContain('.a{color:blue}');
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
