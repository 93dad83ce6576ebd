import { DEFAULT_LOCALE, LOCALE, LOCALES } from '../src/lib/locale.mjs';

/** The file a route path is written to under dist/: "/" → "index.html", "/a/b" → "a/b/index.html". @param {string} path */
export function pathToFile(path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/** Each language's not-found page, at the path the build makes it at. */
export const NOT_FOUND_PATHS = LOCALES.map((locale) => `${LOCALE[locale].prefix}/404`);

/** The file of a language's not-found page (its path "/404", "/es/404"): "404.html", "es/404.html". @param {string} path */
export function notFoundFile(path) {
  return `${path.slice(1)}.html`;
}

/** The client build's index.html with a page's head tags, markup and language. @param {string} template @param {{ head: string, html: string, lang?: string }} page */
export function fillTemplate(template, { head, html, lang = DEFAULT_LOCALE }) {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html template lacks the <!--app-head--> or <!--app-html--> slot');
  }
  // Vite only warns on a %NAME% it has no definition for (vite.config.ts's import.meta.env.NAME).
  const unfilled = template.match(/%[A-Z][A-Z_]*%/);
  if (unfilled)
    throw new Error(`index.html template: ${unfilled[0]} was left unreplaced; define import.meta.env.${unfilled[0].slice(1, -1)} in vite.config.ts`);
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${lang}">`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html);
}
