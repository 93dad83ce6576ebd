import { describe, expect, it } from 'vitest';
import { budgetFor, firstLoadAssets, formatReport, HTML_BUDGET, reportRow } from './report.mjs';

describe('firstLoadAssets', () => {
  it('counts module scripts, modulepreloads, the boot-loaded data-modules and data-styles, stylesheets and inline styles, not images, icons or JSON-LD', () => {
    const html = `<head><style>a>b{color:red}</style><link rel="icon" href="/assets/favicon.svg"><link rel="preload" as="image" href="/assets/hero.svg">
      <link rel="modulepreload" crossorigin href="/assets/framework.js"><script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root" data-prerendered="/" data-styles="/assets/index.css /assets/all.css" data-modules="/assets/app.js /assets/framework.js">
      </div><script type="application/ld+json">{}</script></body>`;
    expect(firstLoadAssets(html)).toEqual({
      js: ['/assets/framework.js', '/assets/index.js', '/assets/app.js'],
      css: ['/assets/index.css', '/assets/all.css'],
      inlineCss: ['a>b{color:red}'],
    });
  });
});

describe('budgets', () => {
  it('gives the home page more JS than the others, the same CSS, and the first round trip for HTML; a page is over only past a budget', () => {
    const home = budgetFor('/');
    const other = budgetFor('/about');
    expect(home.js).toBeGreaterThan(other.js);
    expect(home.css).toBe(other.css);
    expect([home.html, other.html]).toEqual([HTML_BUDGET, HTML_BUDGET]);
    expect(budgetFor('/blogs/a-post')).toEqual(other);
    for (const kind of /** @type {const} */ (['js', 'css', 'html'])) {
      expect(reportRow('/about', { ...other, [kind]: other[kind] }).over).toBe(false);
      expect(reportRow('/about', { ...other, [kind]: other[kind] + 1 }).over).toBe(true);
    }
  });

  it('flags rows over budget in the printed report', () => {
    const text = formatReport([{ path: '/about', js: 120_000, css: 5_000, html: 9_800, budget: budgetFor('/about'), over: true }]);
    expect(text).toContain('/about');
    expect(text).toContain('120.0 KB (115.0 KB)');
    expect(text).toContain('9.8 KB (13.6 KB)');
    expect(text).toContain('OVER BUDGET');
  });

  it('prints the headroom left of each budget, by the largest page of a group', () => {
    const rows = [
      { path: '/blogs/a', js: 110_400, css: 9_600, html: 12_800, budget: budgetFor('/blogs/a'), over: false, group: '/blogs/{slug}' },
      { path: '/blogs/b', js: 110_400, css: 9_600, html: 13_300, budget: budgetFor('/blogs/b'), over: false, group: '/blogs/{slug}' },
    ];
    const text = formatReport(rows);
    expect(text).toContain('110.4 KB (115.0 KB) 4.6 KB left');
    expect(text).toContain('12.8 KB–13.3 KB (13.6 KB) 300 B left');
    expect(formatReport([{ path: '/about', js: 120_000, css: 5_000, html: 9_800, budget: budgetFor('/about'), over: true }])).toContain(
      '120.0 KB (115.0 KB) 5.0 KB over',
    );
  });
});
