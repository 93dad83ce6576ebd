import { isKnownQuirk } from '../src/lib/footerQuirk.mjs';

export class CrawlError extends Error {}

/** A promise's outcome as a value, so pages made ahead never reject unobserved. @template T @param {Promise<T>} promise @returns {Promise<{ value: T } | { error: unknown }>} */
const settle = (promise) =>
  promise.then(
    (value) => ({ value }),
    (error) => ({ error }),
  );

/**
 * Makes every page of `start` and every page they link, failing on a broken link, then each not-found page. Pages made
 * ahead (`window`) are checked in queue order, so the outcome never depends on which finishes first.
 * @template {{ status: number, redirect?: string, targets: string[], notFound?: boolean }} P
 * @param {{ start?: string[], makePage: (path: string, options?: { notFoundPage: true }) => Promise<P>, window?: number, notFoundProbes?: string[] }} options
 */
export async function crawl({ start = ['/'], makePage, window = 1, notFoundProbes = ['/404'] }) {
  const pages = /** @type {Map<string, Omit<P, 'targets'>>} */ (new Map());
  const quirks = /** @type {Map<string, string>} */ (new Map());
  const linkedFrom = /** @type {Map<string, string>} */ (new Map());
  const queue = /** @type {string[]} */ ([]);
  const enqueue = (/** @type {string} */ path, /** @type {string} */ from) => {
    if (linkedFrom.has(path)) return;
    linkedFrom.set(path, from);
    queue.push(path);
  };
  for (const path of start) enqueue(path, '(start)');
  const making = /** @type {Map<number, ReturnType<typeof settle<P>>>} */ (new Map());
  let dispatched = 0;
  for (let index = 0; index < queue.length; index += 1) {
    for (; dispatched < queue.length && dispatched < index + window; dispatched += 1) making.set(dispatched, settle(makePage(queue[dispatched] ?? '')));
    const outcome = /** @type {Awaited<ReturnType<typeof settle<P>>>} */ (await making.get(index));
    making.delete(index);
    const path = queue[index] ?? '';
    const from = linkedFrom.get(path);
    if ('error' in outcome) {
      const error = /** @type {{ stack?: string } | undefined} */ (outcome.error);
      throw new CrawlError(`render error on ${path} (linked from ${from}): ${error?.stack ?? error}`);
    }
    const { targets, ...page } = outcome.value;
    if (page.redirect !== undefined) throw new CrawlError(`unexpected redirect on ${path} → ${page.redirect} (linked from ${from})`);
    if (page.status === 404) throw new CrawlError(`broken internal link: ${path} matches no page (linked from ${from})`);
    if (page.status !== 200) throw new CrawlError(`unexpected status ${page.status} on ${path} (linked from ${from})`);
    pages.set(path, page);
    for (const target of targets) {
      if (linkedFrom.has(target)) continue;
      if (!isKnownQuirk(target)) enqueue(target, path);
      else if (!quirks.has(target)) quirks.set(target, path);
    }
  }
  const notFoundPages = [];
  for (const probe of notFoundProbes) {
    const notFoundPage = await makePage(probe, { notFoundPage: true });
    if (!notFoundPage.notFound || notFoundPage.status !== 404) {
      throw new CrawlError(`${probe} should render the not-found page with status 404, got ${notFoundPage.status}`);
    }
    notFoundPages.push(notFoundPage);
  }
  return { pages, quirks, notFoundPages };
}
