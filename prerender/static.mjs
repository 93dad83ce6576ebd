// Markup the app does not hydrate (data-static, src/components/ui/Static.tsx) must hold no control
// that needs the app: it would do nothing. A GET form with an action on this site (the search box)
// works without the app, as do its fields and submit buttons; a `<button type="button">` does not.
const CONTROLS = new Set(['button', 'form', 'input', 'select', 'textarea']);
const NATIVE_FORM = /^(?=(?:"[^"]*"|[^"])*\smethod="get")(?=(?:"[^"]*"|[^"])*\saction="\/(?!\/))/i;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The opening tags of the controls inside data-static elements of React's markup, in document order. @param {string} markup @returns {string[]} */
export function controlsInStatic(markup) {
  const found = [];
  const open = /** @type {{ isStatic: boolean, nativeForm: boolean }[]} */ ([]);
  let staticDepth = 0;
  let nativeForms = 0;
  for (const [tag, closing, rawName = '', rest = ''] of markup.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|[^>"])*)>/g)) {
    const name = rawName.toLowerCase();
    if (closing) {
      const element = open.pop();
      if (element?.isStatic) staticDepth -= 1;
      if (element?.nativeForm) nativeForms -= 1;
      continue;
    }
    const nativeForm = name === 'form' && NATIVE_FORM.test(rest);
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
