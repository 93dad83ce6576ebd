// Each page inlines the CSS its markup uses, so its first paint needs the HTML alone; the rest follows
// as a file shared by pages built alike, only rules for classes the page lacks, so it restyles nothing.
// The page's CSP <meta> allows exactly its <style> elements, by hash.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { decodeEntities } from './links.mjs';

export function styleHash(/** @type {string} */ text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Whether `node` is inside a pseudo-class's argument; with `name`, inside that one's (':not'). @param {import('postcss-selector-parser').Node} node @param {string} [name] */
function inPseudo(node, name) {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo' && (!name || parent.value === name)) return true;
  return false;
}

// Each page's split asks again about the same few thousand selectors: each is parsed once.
const needs = /** @type {Map<string, { classes: string[], elements: string[] }>} */ (new Map());
/**
 * The class names a selector needs on the page to match, not those in :not() ('.a:hover>.b\\:c:not(.d)' → ['a', 'b:c']),
 * and its element names, not inside a functional pseudo-class ('abbr:where([title])' → ['abbr']). @param {string} selector
 */
export function selectorNeeds(selector) {
  let found = needs.get(selector);
  if (!found) {
    const { classes, elements } = (found = { classes: /** @type {string[]} */ ([]), elements: /** @type {string[]} */ ([]) });
    selectorParser()
      .astSync(selector)
      .walk((node) => {
        if (node.type === 'class' && !inPseudo(node, ':not')) classes.push(node.value);
        else if (node.type === 'tag' && !inPseudo(node)) elements.push(node.value.toLowerCase());
      });
    needs.set(selector, found);
  }
  return found;
}

/** Every element name in the markup, with html, head, body and the tbody a browser adds to a table. @param {string} html */
export function markupElements(html) {
  const elements = new Set(['html', 'head', 'body']);
  for (const [, name = ''] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(name.toLowerCase());
  if (elements.has('table')) elements.add('tbody');
  return elements;
}

export function markupClasses(/** @type {string} */ html) {
  // Each distinct class attribute (most repeat) is split once.
  const values = /** @type {Set<string>} */ (new Set());
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) values.add(value);
  const classes = /** @type {Set<string>} */ (new Set());
  for (const value of values) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

// Parsed once; each split remembered per set of relevant names, so pages built alike share one.
/** @param {string} text */
export function stylesheet(text, href = '/assets/inline.css') {
  if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style", which would end its inline <style> early`);
  const root = postcss.parse(text, { from: href });
  const own = /** @type {Set<string>} */ (new Set());
  const ownElements = /** @type {Set<string>} */ (new Set());
  /** @param {import('postcss').Rule} rule a keyframe's selectors name no element */
  const inKeyframes = (rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test(/** @type {import('postcss').AtRule} */ (rule.parent).name);
  root.walkRules((rule) => {
    for (const selector of rule.selectors) {
      for (const name of selectorNeeds(selector).classes) own.add(name);
      if (!inKeyframes(rule)) for (const name of selectorNeeds(selector).elements) ownElements.add(name);
    }
  });
  const cache = /** @type {Map<string, { css: string, hash: string, rest: { href: string, css: string } | null }>} */ (new Map());
  const restFiles = /** @type {Map<string, string>} */ (new Map());
  /** @returns {[used: string, rest: string]} */
  const split = (/** @type {Set<string>} */ has, /** @type {Set<string> | null} */ hasElements) => {
    const used = root.clone();
    const rest = root.clone();
    const matches = (/** @type {import('postcss').Rule} */ rule, /** @type {string} */ selector) =>
      selectorNeeds(selector).classes.every((name) => has.has(name)) &&
      (!hasElements || inKeyframes(rule) || selectorNeeds(selector).elements.every((name) => hasElements.has(name)));
    const keepSelectors = (/** @type {import('postcss').Root} */ sheet, /** @type {boolean} */ wanted) =>
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

function removeEmptyAtRules(/** @type {import('postcss').Container} */ container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmptyAtRules(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** href → text. @param {string} distDir @param {import('vite').Manifest} manifest @returns {Promise<Record<string, string>>} */
export async function readStylesheets(distDir, manifest) {
  const files = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  return Object.fromEntries(await Promise.all(files.map(async (file) => [`/${file}`, await readFile(join(distDir, file), 'utf8')])));
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

// Each <link rel="stylesheet"> becomes a <style> in its place, so the cascade stays.
/** @param {string} html @param {Map<string, ReturnType<typeof stylesheet>>} stylesheets */
export function inlineStylesheets(html, stylesheets) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || !CHARSET.test(html.slice(0, headEnd))) {
    throw new Error('inlineStylesheets: the page needs a <head> with a <meta charset>');
  }
  const classes = markupClasses(html.slice(headEnd));
  const elements = markupElements(html);
  const hashes = /** @type {string[]} */ ([]);
  const rest = /** @type {string[]} */ ([]);

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
