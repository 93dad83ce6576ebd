import { describe, expect, it } from 'vitest';
import { excerptParts, searchHit } from './pagefind';

describe('search results', () => {
  it('splits an excerpt into text and marked words, unescaping the text', () => {
    expect(excerptParts('Ask for <mark>detention</mark> pay &amp; <mark>layover</mark> &lt;2 h&gt; before')).toEqual([
      { text: 'Ask for ', marked: false },
      { text: 'detention', marked: true },
      { text: ' pay & ', marked: false },
      { text: 'layover', marked: true },
      { text: ' <2 h> before', marked: false },
    ]);
  });

  it('never passes markup through: any other tag is dropped to its text', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>a <mark><b>b</b></mark>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
    ]);
  });

  it("takes a result's address without Pagefind's final slash, with its title, category and date", () => {
    const hit = searchHit({
      url: '/blogs/understanding-detention-pay-negotiation/',
      excerpt: 'the <mark>clock</mark> starts',
      meta: { title: 'Detention pay', category: 'Financial Support', date: '2025-03-18', date_label: 'Mar 18, 2025' },
    });
    expect(hit).toEqual({
      path: '/blogs/understanding-detention-pay-negotiation',
      title: 'Detention pay',
      category: 'Financial Support',
      date: '2025-03-18',
      dateLabel: 'Mar 18, 2025',
      excerpt: [
        { text: 'the ', marked: false },
        { text: 'clock', marked: true },
        { text: ' starts', marked: false },
      ],
    });
    expect(searchHit({ url: '/', excerpt: '', meta: {} }).path).toBe('/');
  });
});
