// Which built chunks a route needs, from Vite's build manifest: what #root's data-modules lists.
import { APP_ENTRY } from '../src/lib/pageBoot.mjs';

// A missing key fails: a renamed page would silently lose its preloads.
/** @param {import('vite').Manifest} manifest @param {string} key @returns {Set<string>} */
function staticClosure(manifest, key, seen = new Set(), order = new Set()) {
  if (seen.has(key)) return order;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk "${key}" (a page or entry renamed without its route?)`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen, order);
  order.add(key);
  return order;
}

/** @param {import('vite').Manifest} manifest @param {Iterable<string>} modules */
export function routeAssets(manifest, modules) {
  const [html, app] = ['index.html', APP_ENTRY];
  const loadedByHtml = staticClosure(manifest, html);
  if (loadedByHtml.size > 1) {
    // Anything the boot script imports is a request before it can run.
    throw new Error(
      `${html}'s script imports ${[...loadedByHtml].filter((key) => key !== html).join(', ')} up front (a module shared with the app is a chunk of its own)`,
    );
  }
  const htmlCss = new Set([...loadedByHtml].flatMap((key) => manifest[key]?.css ?? []));
  const seen = new Set();
  const needed = staticClosure(manifest, app, seen);
  for (const key of modules) staticClosure(manifest, key, seen, needed);
  needed.delete(app);
  const scripts = [];
  const css = new Set();
  for (const key of [app, ...needed]) {
    const chunk = /** @type {import('vite').ManifestChunk} */ (manifest[key]);
    if (!loadedByHtml.has(key)) scripts.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) if (!htmlCss.has(file)) css.add(file);
  }
  const styles = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  return { styles, scripts };
}
