import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './nav';

describe('isCurrentPath', () => {
  it('counts Home as current only on exactly "/"', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/about')).toBe(false);
    expect(isCurrentPath('/', '/blogs/x')).toBe(false);
  });

  it('counts the other links as current by prefix', () => {
    expect(isCurrentPath('/blogs', '/blogs')).toBe(true);
    expect(isCurrentPath('/blogs', '/blogs/how-to-find-the-highest-paying-loads')).toBe(true);
    expect(isCurrentPath('/about', '/about')).toBe(true);
    expect(isCurrentPath('/about', '/services')).toBe(false);
    expect(isCurrentPath('/contact', '/')).toBe(false);
  });
});
