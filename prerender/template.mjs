/** The file a route path is written to under dist/: "/" → "index.html", "/a/b" → "a/b/index.html". @param {string} path */
export function pathToFile(path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/** The client build's index.html with a page's head tags and markup in its slots. @param {string} template @param {{ head: string, html: string }} page */
export function fillTemplate(template, { head, html }) {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html template lacks the <!--app-head--> or <!--app-html--> slot');
  }
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => html);
}
