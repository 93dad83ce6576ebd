import { describe, expect, it } from 'vitest';
import { splitHoistedHead } from './head';

describe('splitHoistedHead', () => {
  it('moves the leading title, meta and link tags out of the markup', () => {
    const markup =
      '<title>About — Co</title><meta name="description" content="x &amp; y"/><link rel="canonical" href="https://a.b/about"/><div class="app"><title>not hoisted</title></div>';
    const { head, body } = splitHoistedHead(markup);
    expect(head).toBe('<title>About — Co</title><meta name="description" content="x &amp; y"/><link rel="canonical" href="https://a.b/about"/>');
    expect(body).toBe('<div class="app"><title>not hoisted</title></div>');
  });

  it('leaves markup without a preamble untouched', () => {
    expect(splitHoistedHead('<main>hi</main>')).toEqual({ head: '', body: '<main>hi</main>' });
    expect(splitHoistedHead('')).toEqual({ head: '', body: '' });
  });

  it('takes meta tags written without a self-closing slash', () => {
    expect(splitHoistedHead('<meta charset="utf-8"><p>x</p>')).toEqual({ head: '<meta charset="utf-8">', body: '<p>x</p>' });
  });
});
