// Which built chunks a route needs, from Vite's build manifest: what #root's data-modules lists.
import { APP_ENTRY } from '../src/lib/pageBoot.mjs';

/** @typedef {import('vite').Manifest} Manifest */

/**
 * Every manifest key reachable from `key` through static imports, `key` included, in the order they
 * evaluate: each after the chunks it imports. A key the manifest does not have is an error: a
 * renamed page or entry would otherwise lose its preloads without a word.
 * @param {Manifest} manifest
 * @param {string} key
 * @returns {Set<string>}
 */
function staticClosure(manifest, key, seen = new Set(), order = new Set()) {
  if (seen.has(key)) return order;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk "${key}" (a page or entry renamed without its route?)`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen, order);
  order.add(key);
  return order;
}

/**
 * What a route needs beyond the HTML entry (src/boot.ts): `styles`, stylesheet links for the <head>
 * for CSS that lazy modules import (none today: Swiper's CSS is in the one stylesheet, which the
 * prerender inlines); and `scripts`, the URL of every JS chunk the app entry and the route's lazy
 * modules (manifest keys, e.g. src/pages/HomePage.tsx, from the route table's handles) need, in
 * their static-import closure: the app entry first, then the others in the order they evaluate
 * (each after the chunks it imports). src/boot.ts preloads them in parallel once the page has been
 * painted, then imports the others one per task and the entry last, so that no one task evaluates
 * the whole graph. `manifest` is Vite's build manifest.
 * @param {Manifest} manifest
 * @param {Iterable<string>} modules
 * @param {{ html?: string, app?: string }} [options]
 */
export function routeAssets(manifest, modules, { html = 'index.html', app = APP_ENTRY } = {}) {
  const loadedByHtml = staticClosure(manifest, html);
  if (loadedByHtml.size > 1) {
    // The boot script imports nothing up front: a chunk it imports is a request before it can run.
    throw new Error(
      `${html}'s script imports ${[...loadedByHtml].filter((key) => key !== html).join(', ')} up front (a module shared with the app is a chunk of its own)`,
    );
  }
  const htmlCss = new Set([...loadedByHtml].flatMap((key) => manifest[key]?.css ?? []));
  const seen = new Set();
  const needed = staticClosure(manifest, app, seen);
  for (const key of modules) staticClosure(manifest, key, seen, needed);
  // The entry first, as the page-boot contract lists it (src/lib/pageBoot.mjs).
  needed.delete(app);
  const scripts = [];
  const css = new Set();
  for (const key of [app, ...needed]) {
    const chunk = /** @type {import('vite').ManifestChunk} */ (manifest[key]); // in the closure: staticClosure checked it
    if (!loadedByHtml.has(key)) scripts.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) if (!htmlCss.has(file)) css.add(file);
  }
  const styles = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  return { styles, scripts };
}
