import { extractHrefs, fillTemplate, isKnownQuirk, resolveHref } from './lib.mjs';
import { NOT_FOUND_MARK } from './marks.mjs';

export class CrawlError extends Error {}

/**
 * Crawl the app from `start`: render each page, follow every internal <a href>, and return the
 * filled HTML of each page plus the not-found page. Work grows linearly with pages + links: each
 * path is queued once (a Set), and each page's links are scanned once.
 *
 * @param {object} options
 * @param {(url: string) => Promise<{head: string, html: string, status: number, notFound: boolean, redirect?: string}>} options.render
 * @param {string} options.template the client build's index.html
 * @param {string} [options.start]
 * @param {string} [options.notFoundProbe] a path that no route matches, rendered as 404.html
 * @param {(modules: string[]) => string} [options.assetTags] extra <head> tags for the lazy modules a URL renders
 */
export async function crawl({ render, template, start = '/', notFoundProbe = '/404', assetTags = () => '' }) {
  const pages = new Map(); // path → html
  const quirks = new Map(); // path → page that linked it
  const linkedFrom = new Map([[start, '(start)']]);
  const queue = [start];

  for (let index = 0; index < queue.length; index += 1) {
    const path = queue[index];
    let result;
    try {
      result = await render(path);
    } catch (error) {
      throw new CrawlError(`render error on ${path} (linked from ${linkedFrom.get(path)}): ${error?.stack ?? error}`);
    }
    if (result.redirect !== undefined) {
      throw new CrawlError(`unexpected redirect on ${path} → ${result.redirect} (linked from ${linkedFrom.get(path)})`);
    }
    if (result.status === 404) {
      throw new CrawlError(`broken internal link: ${path} matches no page (linked from ${linkedFrom.get(path)})`);
    }
    if (result.status !== 200) {
      throw new CrawlError(`unexpected status ${result.status} on ${path} (linked from ${linkedFrom.get(path)})`);
    }
    pages.set(path, fillTemplate(template, { head: result.head + assetTags(result.modules ?? []), html: result.html, prerendered: path }));

    for (const href of extractHrefs(result.html)) {
      const target = resolveHref(href, path);
      if (target === null || linkedFrom.has(target)) continue;
      if (isKnownQuirk(target)) {
        if (!quirks.has(target)) quirks.set(target, path);
        continue;
      }
      linkedFrom.set(target, path);
      queue.push(target);
    }
  }

  const notFound = await render(notFoundProbe);
  if (!notFound.notFound || notFound.status !== 404) {
    throw new CrawlError(`${notFoundProbe} should render the not-found page with status 404, got ${notFound.status}`);
  }
  const notFoundHtml = fillTemplate(template, {
    head: notFound.head + assetTags(notFound.modules ?? []),
    html: notFound.html,
    prerendered: NOT_FOUND_MARK,
  });

  // A quirk link that unexpectedly resolves to a real page is simply not broken; report the rest.
  return { pages, notFoundHtml, quirks };
}
