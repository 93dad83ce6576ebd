import { describe, expect, it } from 'vitest';
import { fillTemplate, pathToFile } from './template.mjs';

describe('pathToFile', () => {
  it('maps a route path to its file under dist/', () => {
    expect(pathToFile('/')).toBe('index.html');
    expect(pathToFile('/about')).toBe('about/index.html');
    expect(pathToFile('/blogs/some-post')).toBe('blogs/some-post/index.html');
    expect(pathToFile('/blogs/')).toBe('blogs/index.html');
  });
});

describe('fillTemplate', () => {
  const template = '<html><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

  it('puts head tags in <head> and the markup in #root, as they are', () => {
    const out = fillTemplate(template, { head: '<title>T $& $1</title>', html: "<main>$'</main>" });
    expect(out).toBe('<html><head><meta charset="UTF-8" /><title>T $& $1</title></head><body><div id="root"><main>$\'</main></div></body></html>');
  });

  it('refuses a template without slots', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '' })).toThrow(/slot/);
  });
});
