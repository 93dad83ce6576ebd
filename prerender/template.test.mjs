import { describe, expect, it } from 'vitest';
import { fillTemplate, notFoundFile, pathToFile } from './template.mjs';

describe('pathToFile', () => {
  it('maps a route path to its file under dist/', () => {
    expect(pathToFile('/')).toBe('index.html');
    expect(pathToFile('/about')).toBe('about/index.html');
    expect(pathToFile('/blogs/some-post')).toBe('blogs/some-post/index.html');
    expect(pathToFile('/blogs/')).toBe('blogs/index.html');
    expect(pathToFile('/es/')).toBe('es/index.html');
    expect(notFoundFile('/404')).toBe('404.html');
    expect(notFoundFile('/es/404')).toBe('es/404.html');
  });
});

describe('fillTemplate', () => {
  const template = '<html><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

  it('puts head tags in <head> and the markup in #root, as they are', () => {
    const out = fillTemplate(template, { head: '<title>T $& $1</title>', html: "<main>$'</main>" });
    expect(out).toBe('<html><head><meta charset="UTF-8" /><title>T $& $1</title></head><body><div id="root"><main>$\'</main></div></body></html>');
  });

  it('writes the page’s language on <html>', () => {
    expect(fillTemplate('<html lang="en"><!--app-head--><!--app-html-->', { head: '', html: '', lang: 'es' })).toBe('<html lang="es">');
  });

  it('refuses a template without slots', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '' })).toThrow(/slot/);
  });

  it('refuses a template with a %NAME% Vite left unreplaced', () => {
    expect(() => fillTemplate(`<meta content="%SITE_THEME_COLR%" />${template}`, { head: '', html: '' })).toThrow(
      /%SITE_THEME_COLR%.*import\.meta\.env\.SITE_THEME_COLR/,
    );
  });
});
