// The page document: the client build's index.html filled with one page, and the file it is written to.

/**
 * The file a route path is written to, relative to dist/: "/" → "index.html", "/a/b" → "a/b/index.html".
 * @param {string} path
 */
export function pathToFile(path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/**
 * Fill the client build's index.html with one page: the hoisted head tags into <head>, the markup
 * into #root. (What #root tells the browser is written after the CSS is inlined:
 * src/lib/pageBoot.mjs.)
 * @param {string} template
 * @param {{ head: string, html: string }} page
 */
export function fillTemplate(template, { head, html }) {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html template lacks the <!--app-head--> or <!--app-html--> slot');
  }
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => html);
}
