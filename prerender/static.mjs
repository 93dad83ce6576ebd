// Markup the app does not hydrate (src/components/ui/Static.tsx, data-static): it must hold no
// control that needs the app, or that control would do nothing on the page's first load. One kind
// of form needs no app at all: a GET form with an action on this site (the blog's search box,
// src/components/ui/SearchBox.tsx), which the browser submits by loading its action with the
// fields as the query. It and its fields may be static; a `<button type="button">` in it may not.
// Pure, unit-tested in static.test.mjs.

/** Elements that need the app to work: a button, a form and its fields. Links and <details> work without it. */
const CONTROLS = new Set(['button', 'form', 'input', 'select', 'textarea']);

/** A form the browser submits on its own: method GET and an action that is a path on this site. */
const NATIVE_FORM = /^(?=(?:"[^"]*"|[^"])*\smethod="get")(?=(?:"[^"]*"|[^"])*\saction="\/(?!\/))/i;

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
  /** @type {{ isStatic: boolean, nativeForm: boolean }[]} each open element: data-static, a native GET form */
  const open = [];
  let staticDepth = 0;
  let nativeForms = 0;
  for (const match of markup.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|[^>"])*)>/g)) {
    const [tag, closing, rawName = '', rest = ''] = match;

    const name = rawName.toLowerCase();
    if (closing) {
      const element = open.pop();
      if (element?.isStatic) staticDepth -= 1;
      if (element?.nativeForm) nativeForms -= 1;
      continue;
    }
    const nativeForm = name === 'form' && NATIVE_FORM.test(rest);
    // Inside a native form, its fields and its submit buttons work without the app; a script button does not.
    const worksWithoutApp = nativeForm || (nativeForms > 0 && !(name === 'button' && /\stype="button"/i.test(rest)));
    if (staticDepth > 0 && CONTROLS.has(name) && !worksWithoutApp) found.push(tag);
    if (VOID.has(name) || rest.endsWith('/')) continue;
    const isStatic = /\sdata-static(?:=|\s|$)/.test(rest);
    open.push({ isStatic, nativeForm });
    if (isStatic) staticDepth += 1;
    if (nativeForm) nativeForms += 1;
  }
  return found;
}
