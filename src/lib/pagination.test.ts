import { describe, expect, it } from 'vitest';
import { pageLinks } from './pagination';

describe('pageLinks', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two on each side, with … for a longer gap and the page itself for a gap of one', () => {
    expect(pageLinks(1, 26)).toEqual([1, 2, 3, null, 26]);
    expect(pageLinks(2, 26)).toEqual([1, 2, 3, 4, null, 26]);
    expect(pageLinks(5, 26)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 26]);
    expect(pageLinks(13, 26)).toEqual([1, null, 11, 12, 13, 14, 15, null, 26]);
    expect(pageLinks(26, 26)).toEqual([1, null, 24, 25, 26]);
    expect(pageLinks(23, 26)).toEqual([1, null, 21, 22, 23, 24, 25, 26]);
  });
});
