// Inline stylesheets: every prerendered page carries the CSS its own markup uses in a <style>
// element, so its first paint needs the HTML alone (a linked stylesheet costs a second round trip
// before anything shows), and the HTML stays small enough to arrive in the first round trip. The
// rest of the stylesheet follows after the first paint, as a file shared by the pages built alike
// (assets/<sheet>-rest-<hash>.css): src/boot.ts loads the files listed in #root's data-styles
// before the app hydrates, for the states and pages the app renders later (an open menu, a
// client-side navigation). The rest holds only rules for classes the page does not have yet, so
// adding it makes the browser restyle nothing on the page (the whole sheet again would restyle
// every element: a long task on a phone). Split this way, a rule from the rest comes after the
// inline ones; that could change which of two conflicting classes wins only if the app added a
// class that conflicts with one already on the same element, which the components avoid (no two
// classes on an element set the same property).
//
// The CSP header allows inline <style> only so that each page can narrow it: the page's own
// <meta http-equiv="Content-Security-Policy"> allows exactly its <style> elements, by hash. A browser
// enforces both policies, so an injected <style> or style="" attribute is still refused. The hashes
// change with every build and travel inside the HTML they describe, so a deploy never leaves a page
// and its policy out of step. See infra/security-headers.mjs and infra/README.md.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postcss from 'postcss';
import { decodeEntities } from './links.mjs';

/** The CSP hash source ('sha256-…') of a <style> element's text. @param {string} text */
export function styleHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Class names a selector needs on an element of the page for it to match anything: those in :not()
 * are not needed. '.a:hover>.b\:c:not(.d)' → ['a', 'b:c'].
 * @param {string} selector
 */
export function selectorClasses(selector) {
  let text = '';
  for (let index = 0; index < selector.length; index += 1) {
    if (selector.startsWith(':not(', index)) {
      let depth = 0;
      for (index += 4; index < selector.length; index += 1) {
        if (selector[index] === '\\') index += 1;
        else if (selector[index] === '(') depth += 1;
        else if (selector[index] === ')' && --depth === 0) break;
      }
    } else text += selector[index];
  }
  return [...text.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'));
}

/**
 * Element names a selector needs on a page for it to match anything: its type selectors, leaving
 * out what is inside a functional pseudo-class (:not(), :is(), :where(), :has(), :nth-child()…),
 * where what is needed is not as simple to say. '.post-body h2' → ['h2'], 'abbr:where([title])' →
 * ['abbr'], ':where(.x ul>li)' → [].
 * @param {string} selector
 */
export function selectorElements(selector) {
  let text = '';
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '\\') {
      text += '__'; // an escaped character belongs to the name around it (".hover\:x")
      index += 1;
    } else if (char === '(' || char === '[') {
      // Skip the arguments or the attribute selector, with any quoted text in them.
      const close = char === '(' ? ')' : ']';
      let depth = 0;
      for (; index < selector.length; index += 1) {
        const at = selector[index];
        if (at === '\\') index += 1;
        else if (at === '"' || at === "'") index = selector.indexOf(at, index + 1);
        else if (at === char) depth += 1;
        else if (at === close && --depth === 0) break;
        if (index === -1) break;
      }
      if (index === -1) break;
    } else text += char;
  }
  // A type selector starts the selector or follows whitespace or a combinator.
  return [...text.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map((match) => (match[1] ?? '').toLowerCase());
}

/**
 * Every element name in a page's markup, lowercase, with the elements every document has (html,
 * head, body) and the tbody a browser adds to a table.
 * @param {string} html
 */
export function markupElements(html) {
  const elements = new Set(['html', 'head', 'body']);
  for (const [, name = ''] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(name.toLowerCase());
  if (elements.has('table')) elements.add('tbody');
  return elements;
}

/** Every class name in the markup's class attributes. @param {string} html */
export function markupClasses(html) {
  // Most class attributes repeat (every card has the same): each distinct one is split once.
  /** @type {Set<string>} */
  const values = new Set();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) values.add(value);
  /** @type {Set<string>} */
  const classes = new Set();
  for (const value of values) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * A stylesheet, parsed once, that splits itself for a page's markup: `usedBy(classes, elements)`
 * gives `css`, every rule with a selector whose classes are all in `classes` and whose element
 * names (selectorElements) are all in `elements` (every element when it is not given; rules that
 * need neither, such as `*`, @font-face, @property and keyframes, always stay), and `rest`, the
 * other rules as a file {href, css} (null when there are none); at-rules left empty are dropped
 * from both. Results are remembered per set of relevant classes and elements, so pages built alike
 * share one, and `restFiles()` lists every rest file handed out, href → css, for the build to write.
 * @param {string} text
 */
export function stylesheet(text, href = '/assets/inline.css') {
  if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style", which would end its inline <style> early`);
  const root = postcss.parse(text, { from: href });
  /** @type {Set<string>} */
  const own = new Set();
  /** @type {Set<string>} */
  const ownElements = new Set();
  /** @param {import('postcss').Rule} rule a keyframe's selectors (from, to, 50%) name no element */
  const inKeyframes = (rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (rule.parent).name);
  root.walkRules((rule) => {
    for (const selector of rule.selectors) {
      for (const name of selectorClasses(selector)) own.add(name);
      if (!inKeyframes(rule)) for (const name of selectorElements(selector)) ownElements.add(name);
    }
  });
  /** @type {Map<string, { css: string, hash: string, rest: { href: string, css: string } | null }>} */
  const cache = new Map();
  /** @type {Map<string, string>} */
  const restFiles = new Map();
  /** @returns {[used: string, rest: string]} */
  const split = (/** @type {Set<string>} */ has, /** @type {Set<string> | null} */ hasElements) => {
    const used = root.clone();
    const rest = root.clone();
    /** @param {import('postcss').Rule} rule @param {string} selector */
    const matches = (rule, selector) =>
      selectorClasses(selector).every((name) => has.has(name)) &&
      (!hasElements || inKeyframes(rule) || selectorElements(selector).every((name) => hasElements.has(name)));
    /** Keeps in `sheet` the selectors that match (`wanted` true) or those that do not. @param {import('postcss').Root} sheet @param {boolean} wanted */
    const keepSelectors = (sheet, wanted) =>
      sheet.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) => matches(rule, selector) === wanted);
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
    keepSelectors(used, true);
    keepSelectors(rest, false);
    rest.walk((node) => {
      if (node.type === 'atrule' && !node.nodes) node.remove(); // @layer order, @import: the inline part has them
      if (node.type === 'atrule' && /^(font-face|property)$/.test(node.name)) node.remove();
    });
    removeEmptyAtRules(used);
    removeEmptyAtRules(rest);
    return [used.toString(), rest.toString()];
  };
  return {
    href,
    /** @param {Set<string>} classes @param {Set<string>} [elements] */
    usedBy(classes, elements) {
      // From the page's names (a few hundred), not the stylesheet's (thousands).
      const relevant = [...classes].filter((name) => own.has(name)).sort();
      const relevantElements = elements ? [...elements].filter((name) => ownElements.has(name)).sort() : null;
      const key = `${relevant.join(' ')}|${relevantElements?.join(' ') ?? '*'}`;
      let entry = cache.get(key);
      if (!entry) {
        const [css, restCss] = split(new Set(relevant), relevantElements && new Set(relevantElements));
        let rest = null;
        if (restCss.trim()) {
          const digest = createHash('sha256').update(restCss, 'utf8').digest('base64url').slice(0, 10);
          rest = { href: href.replace(/\.css$/, `-rest-${digest}.css`), css: restCss };
          restFiles.set(rest.href, restCss);
        }
        entry = { css, hash: styleHash(css), rest };
        cache.set(key, entry);
      }
      return entry;
    },
    restFiles: () => restFiles,
  };
}

/** @param {import('postcss').Container} container */
function removeEmptyAtRules(container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmptyAtRules(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * Every CSS file of a Vite build manifest, read from dist/: an object of href ("/assets/x.css") → its text.
 * @param {string} distDir
 * @param {import('vite').Manifest} manifest
 * @returns {Promise<Record<string, string>>}
 */
export async function readStylesheets(distDir, manifest) {
  const files = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  return Object.fromEntries(await Promise.all(files.map(async (file) => [`/${file}`, await readFile(join(distDir, file), 'utf8')])));
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * Inline a page's stylesheets: each <link rel="stylesheet"> in <head> becomes a <style> with the
 * part of the file the page's markup uses, in the same place (the cascade order is kept), and a
 * Content-Security-Policy <meta> right after <meta charset> allows those <style> elements by hash
 * and other styles from this origin only. Returns `{ html, rest }`: `rest`, the files with the rest
 * of each stylesheet, for #root's data-styles (src/boot.ts loads them after the first paint). A
 * link to a file not in `stylesheets` is an error.
 * @param {string} html a whole page
 * @param {Map<string, ReturnType<typeof stylesheet>>} stylesheets href → stylesheet()
 */
export function inlineStylesheets(html, stylesheets) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || !CHARSET.test(html.slice(0, headEnd))) {
    throw new Error('inlineStylesheets: the page needs a <head> with a <meta charset>');
  }
  const classes = markupClasses(html.slice(headEnd));
  const elements = markupElements(html);
  /** @type {string[]} */
  const hashes = [];
  /** @type {string[]} */
  const rest = [];

  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (tag) => {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    const sheet = href && stylesheets.get(href);
    if (!sheet) throw new Error(`inlineStylesheets: no stylesheet to inline for ${tag}`);
    const used = sheet.usedBy(classes, elements);
    if (!hashes.includes(used.hash)) hashes.push(used.hash);
    if (used.rest) rest.push(used.rest.href);
    return `<style>${used.css}</style>`;
  });
  const policy = `<meta http-equiv="Content-Security-Policy" content="${['style-src', "'self'", ...hashes].join(' ')}">`;
  return { html: head.replace(CHARSET, (charset) => charset + policy) + html.slice(headEnd), rest };
}
