import { describe, expect, it } from 'vitest';
import { imageLoading } from './imageLoading';

describe('imageLoading', () => {
  it('fetches the largest image first and at once, every other one lazily', () => {
    expect(imageLoading(true)).toEqual({ fetchPriority: 'high' });
    expect(imageLoading(false)).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
