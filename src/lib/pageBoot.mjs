// The page-boot contract: what a prerendered page tells the browser about how to start it, on its #root element. The
// prerender writes it, src/boot.ts reads it, the build report and the link check read it from the HTML. Plain JavaScript.

/** The element the app renders into (index.html's <div id="root">). */
export const ROOT_ID = 'root';

/**
 * Input made before the boot script runs (it arrives a round trip after the HTML): the page's one inline script, allowed
 * by its hash in the CSP, records every click and submit in window[EARLY_INPUT] for src/boot.ts to hold with the rest.
 * It prevents nothing (before the app no control has a default action), and its every byte is in every page's first round trip.
 */
export const EARLY_INPUT = 'early';
export const EARLY_INPUT_SCRIPT = `onclick=onsubmit=e=>(self.${EARLY_INPUT}||=[]).push(e)`;

/**
 * The attributes, by their name in the element's dataset (the browser reads them there). Lists are
 * URLs separated by one space.
 * - prerendered: the route path the markup was rendered for (NOT_FOUND_MARK in 404.html); the
 *   browser hydrates only on that path (src/lib/hydration.ts).
 * - modules: the JS chunks the route needs on first load: the app's entry (APP_ENTRY) first, then
 *   the others in the order they evaluate (each after the chunks it imports); src/boot.ts preloads
 *   them all, imports the others one per task and the entry last.
 * - styles: the rest-of-stylesheet files (the rules the page's markup does not use,
 *   prerender/stylesheets.mjs), loaded before the app hydrates.
 * - routeData: the URL of the route data the page was made with (JSON, versioned: src/lib/
 *   routeDataUrl.mjs), requested beside the chunks; the app hydrates with it.
 */
export const BOOT_ATTRIBUTES = {
  prerendered: 'data-prerendered',
  modules: 'data-modules',
  styles: 'data-styles',
  routeData: 'data-route-data',
};

/** @typedef {keyof typeof BOOT_ATTRIBUTES} BootAttribute */
/** @typedef {'modules' | 'styles' | 'routeData'} BootList */

/** data-prerendered of the not-found page (404.html): it is made for every path no page has. */
export const NOT_FOUND_MARK = '*';

/**
 * The app's entry, the build input whose chunk `modules` lists first (vite.config.ts builds it as
 * an entry of its own; src/boot.ts imports it by that URL).
 */
export const APP_ENTRY = 'src/entry-client.tsx';

/** @param {string} value */
function splitList(value) {
  return value.split(' ').filter(Boolean);
}

/** @param {string} value */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** @param {string} value */
function unescapeAttribute(value) {
  return value.replace(/&(amp|quot|lt);/g, (_, /** @type {'amp' | 'quot' | 'lt'} */ name) => ({ amp: '&', quot: '"', lt: '<' })[name]);
}

/** #root's opening tag in a page's HTML. @param {string} html */
function rootOpenTag(html) {
  return new RegExp(`<div id="${ROOT_ID}"[^>]*>`).exec(html)?.[0];
}

/**
 * Write the contract on a page's #root (its opening tag, `<div id="root">` as index.html has it),
 * in BOOT_ATTRIBUTES order; an empty list or a missing value writes no attribute. A page without
 * #root, or whose #root already carries any of them, is an error.
 * @param {string} html a whole page
 * @param {{ prerendered: string, modules?: string[], styles?: string[], routeData?: string }} values
 */
export function setBootAttributes(html, { prerendered, modules = [], styles = [], routeData }) {
  const tag = rootOpenTag(html);
  if (!tag) throw new Error(`setBootAttributes: the page has no <div id="${ROOT_ID}">`);
  if (Object.values(BOOT_ATTRIBUTES).some((name) => tag.includes(` ${name}=`))) throw new Error(`setBootAttributes: ${tag} already has boot attributes`);
  for (const list of [modules, styles]) {
    for (const url of list) if (/\s/.test(url) || url === '') throw new Error(`setBootAttributes: "${url}" cannot be in a space-separated list`);
  }
  /** @type {Record<string, string | undefined>} */
  const values = { prerendered, modules: modules.join(' '), styles: styles.join(' '), routeData };
  const attributes = Object.entries(BOOT_ATTRIBUTES)
    .flatMap(([key, name]) => {
      const value = values[key];
      return value ? [` ${name}="${escapeAttribute(value)}"`] : [];
    })
    .join('');
  return html.replace(tag, () => `${tag.slice(0, -1)}${attributes}>`);
}

/**
 * Read the contract from a page's HTML (its first #root): what the build report and the link check
 * count and follow. Lists are arrays; `prerendered` is undefined where the page has none.
 * @param {string} html
 * @returns {{ prerendered: string | undefined, modules: string[], styles: string[], routeData: string[] }}
 */
export function readBootAttributes(html) {
  const tag = rootOpenTag(html) ?? '';
  /** @param {string} name */
  const value = (name) => {
    const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    return raw === undefined ? undefined : unescapeAttribute(raw);
  };
  return {
    prerendered: value(BOOT_ATTRIBUTES.prerendered),
    modules: splitList(value(BOOT_ATTRIBUTES.modules) ?? ''),
    styles: splitList(value(BOOT_ATTRIBUTES.styles) ?? ''),
    routeData: splitList(value(BOOT_ATTRIBUTES.routeData) ?? ''),
  };
}

/**
 * In the browser: one attribute of #root, as the DOM decoded it.
 * @param {BootAttribute} key
 * @returns {string | undefined}
 */
function bootValue(key) {
  return document.getElementById(ROOT_ID)?.dataset[key];
}

/**
 * In the browser: one of #root's lists.
 * @param {BootList} key
 * @returns {string[]}
 */
export function bootList(key) {
  // setBootAttributes writes no empty list and no empty entry.
  return bootValue(key)?.split(' ') ?? [];
}

/**
 * @typedef {object} BootPage What the page says about its markup, for the app.
 * @property {HTMLElement} root the element the app renders into
 * @property {string | undefined} prerendered the path the markup was rendered for (none: not prerendered)
 * @property {boolean} notFoundPage whether it is 404.html, made for every path no page has
 * @property {string | undefined} routeData the URL of the route data the markup was made with
 * @property {Promise<Response>} [routeDataResponse] that data, as src/boot.ts requested it
 */

/**
 * In the browser: the page as the app needs to know it. src/boot.ts reads it and hands it to the
 * app's start (src/entry-client.tsx), so the app reads no attribute itself and this module stays
 * in the boot script alone (a module both import would be a chunk of its own, a request before
 * the boot script can run).
 * @returns {BootPage}
 */
export function bootPage() {
  const root = /** @type {HTMLElement} */ (document.getElementById(ROOT_ID));
  const prerendered = root.dataset.prerendered;
  const notFoundPage = prerendered === NOT_FOUND_MARK;
  return { root, prerendered: notFoundPage ? undefined : prerendered, notFoundPage, routeData: root.dataset.routeData };
}
