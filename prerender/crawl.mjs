import { isKnownQuirk } from '../src/lib/footerQuirk.mjs';

export class CrawlError extends Error {}

/**
 * A promise's outcome as a value, so renders started ahead never reject unobserved.
 * @template T @param {Promise<T>} promise @returns {Promise<{ value: T } | { error: unknown }>}
 */
function settle(promise) {
  return promise.then(
    (value) => ({ value }),
    (error) => ({ error }),
  );
}

/**
 * Crawl the site: make every page in `start`, follow every internal link each page has, and fail on
 * a broken one. `makePage(path)` makes one page (prerender/index.mjs: rendered in a worker by
 * prerender/page.mjs, or kept or copied from the cache, and written by the main thread) and
 * resolves to `{ status, redirect?, targets, ... }`; up to `window` pages are made
 * ahead of the one being checked. Pages are checked and their links followed strictly in queue
 * order (the start paths, then what they link, breadth first), so the pages, their order, the
 * quirks and the first error do not depend on which page finishes first. Each path is queued once.
 * Finally `makePage(notFoundProbe, { notFoundPage: true })` makes 404.html.
 *
 * Returns `{ pages, quirks, notFoundPage }`: `pages` maps each path to what makePage returned but
 * its targets (makePage returns no HTML), in crawl order; `quirks` the spec's known broken link (see
 * isKnownQuirk) → the first page that links it.
 * @template {{ status: number, redirect?: string, targets: string[], notFound?: boolean }} P
 * @param {{ start?: string[], makePage: (path: string, options?: { notFoundPage: true }) => Promise<P>, window?: number, notFoundProbe?: string }} options
 */
export async function crawl({ start = ['/'], makePage, window = 1, notFoundProbe = '/404' }) {
  /** @type {Map<string, Omit<P, 'targets'>>} */
  const pages = new Map();
  /** @type {Map<string, string>} */
  const quirks = new Map();
  /** @type {Map<string, string>} */
  const linkedFrom = new Map();
  /** @type {string[]} */
  const queue = [];
  const enqueue = (/** @type {string} */ path, /** @type {string} */ from) => {
    if (linkedFrom.has(path)) return;
    linkedFrom.set(path, from);
    queue.push(path);
  };
  for (const path of start) enqueue(path, '(start)');
  /** @type {Map<number, ReturnType<typeof settle<P>>>} queue index → settled outcome */
  const making = new Map();

  let dispatched = 0;
  for (let index = 0; index < queue.length; index += 1) {
    for (; dispatched < queue.length && dispatched < index + window; dispatched += 1) making.set(dispatched, settle(makePage(queue[dispatched] ?? '')));
    const outcome = /** @type {Awaited<ReturnType<typeof settle<P>>>} */ (await making.get(index));
    making.delete(index);
    const path = queue[index] ?? '';
    const from = linkedFrom.get(path);
    if ('error' in outcome) {
      throw new CrawlError(
        `render error on ${path} (linked from ${from}): ${/** @type {{ stack?: string } | undefined} */ (outcome.error)?.stack ?? outcome.error}`,
      );
    }
    const page = outcome.value;
    if (page.redirect !== undefined) throw new CrawlError(`unexpected redirect on ${path} → ${page.redirect} (linked from ${from})`);
    if (page.status === 404) throw new CrawlError(`broken internal link: ${path} matches no page (linked from ${from})`);
    if (page.status !== 200) throw new CrawlError(`unexpected status ${page.status} on ${path} (linked from ${from})`);
    const { targets, ...made } = page; // the links are followed now; not kept for every page
    pages.set(path, made);
    for (const target of targets) {
      if (linkedFrom.has(target)) continue;
      if (isKnownQuirk(target)) {
        if (!quirks.has(target)) quirks.set(target, path);
        continue;
      }
      enqueue(target, path);
    }
  }

  const notFoundPage = await makePage(notFoundProbe, { notFoundPage: true });
  if (!notFoundPage.notFound || notFoundPage.status !== 404) {
    throw new CrawlError(`${notFoundProbe} should render the not-found page with status 404, got ${notFoundPage.status}`);
  }
  return { pages, quirks, notFoundPage };
}
