// @ts-check
// Markup the app does not hydrate (src/components/ui/Static.tsx, data-static): it must hold no
// control that needs the app, or that control would do nothing on the page's first load. Pure,
// unit-tested in static.test.mjs.

/** Elements that need the app to work: a button, a form and its fields. Links and <details> work without it. */
const CONTROLS = new Set(['button', 'form', 'input', 'select', 'textarea']);

/** Elements without an end tag (the HTML spec's void elements that React renders). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The controls inside data-static elements of a page's markup (as rendered by React: well formed,
 * attribute values quoted and escaped), as their opening tags, in document order.
 * @param {string} markup
 * @returns {string[]}
 */
export function controlsInStatic(markup) {
  const found = [];
  /** @type {boolean[]} for each open element, whether it is data-static */
  const open = [];
  let staticDepth = 0;
  for (const match of markup.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|[^>"])*)>/g)) {
    const [tag, closing, rawName = '', rest = ''] = match;

    const name = rawName.toLowerCase();
    if (closing) {
      if (open.pop()) staticDepth -= 1;
      continue;
    }
    if (staticDepth > 0 && CONTROLS.has(name)) found.push(tag);
    if (VOID.has(name) || rest.endsWith('/')) continue;
    const isStatic = /\sdata-static(?:=|\s|$)/.test(rest);
    open.push(isStatic);
    if (isStatic) staticDepth += 1;
  }
  return found;
}
