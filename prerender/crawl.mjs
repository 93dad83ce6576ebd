import { pathToFileURL } from 'node:url';
import { GCProfiler } from 'node:v8';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { extractHrefs, fillTemplate, isKnownQuirk, resolveHref } from './lib.mjs';
import { NOT_FOUND_MARK } from './marks.mjs';
import { inlineStylesheets } from './stylesheets.mjs';

export class CrawlError extends Error {}

/**
 * How many pages may be rendered ahead of the page being processed, in parallel mode. Results that
 * arrive ahead of their turn wait on the main thread; a small window keeps them few (a page that
 * waits through two young-generation collections is moved to the old generation, and with 512 the
 * main thread's heap grew by ~60 KB a page until a full collection) while a worker that is slow on
 * one page still does not hold the other back.
 */
export const PARALLEL_WINDOW = 64;
/**
 * Each render worker's old-generation heap limit, in MB. V8 collects fully only as a heap nears its
 * limit, so the limit is what a worker grows to: without one, the two workers of a 10,000-post crawl
 * grow past 1 GiB of RSS between full collections, nearly all of it garbage (~135 MB each is live
 * at the end of that crawl). With 320, the crawl process peaks at 650–900 MB.
 */
export const WORKER_HEAP_MB = 320;
/**
 * A worker whose heap, just after a major collection, is above this share of its limit is replaced
 * by a fresh one: its module cache (one module per article body) grows with every page it renders,
 * and this keeps it from running out of memory on a larger site.
 */
export const RETIRE_AT = 0.5;
/** Jobs each worker holds at once: one rendering, one waiting, so a worker never idles on a message. */
const JOBS_PER_WORKER = 2;
/** Pages handed to onPage whose promise has not settled yet, at most. */
const DELIVERY_LIMIT = 64;
const WORKER_FLAG = 'northlane-crawl-worker';

/**
 * The distinct internal paths a page's markup links to, in document order (null-free): what the
 * crawler follows. Pure; used by the main thread (single-threaded crawl) and by the workers.
 */
export function pageTargets(html, pagePath) {
  const targets = new Set();
  for (const href of extractHrefs(html)) {
    const target = PLAIN_PATH.test(href) ? href : resolveHref(href, pagePath);
    if (target !== null) targets.add(target);
  }
  return [...targets];
}

/**
 * An absolute path that a browser resolves to itself: one leading slash, no dot segments, nothing
 * to percent-encode, no query or fragment. Most links are like this; they skip the URL parser (a
 * blog list links thousands). resolveHref gives the same path for them.
 */
export const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9_~\-/]*$/;

/**
 * Crawl the app from `start`: render each page, follow every internal <a href>, and return the
 * filled HTML of each page plus the not-found page. Work grows linearly with pages + links: each
 * path is queued once (a Map), and each page's links are scanned once.
 *
 * Pages are checked and their links followed strictly in discovery (breadth-first) order, so the
 * pages, their order, the quirks and the first error are the same whether the pages are rendered
 * here or, with `workers`, in parallel worker threads (which render up to PARALLEL_WINDOW pages
 * ahead of the one being checked).
 *
 * @param {object} options
 * @param {(url: string) => Promise<{head: string, html: string, status: number, notFound: boolean, redirect?: string}>} [options.render]
 *   required unless `workers` and `renderModule` are given
 * @param {string} options.template the client build's index.html
 * @param {string} [options.start]
 * @param {string} [options.notFoundProbe] a path that no route matches, rendered as 404.html
 * @param {(modules: string[]) => {styles: string, scripts: string[]}} [options.routeAssets] for the lazy
 *   modules a URL renders: stylesheet tags for <head> and the script chunks to list in #root's data-modules
 * @param {(modules: string[]) => string} [options.assetTags] the older form: extra <head> tags only
 * @param {Map<string, ReturnType<typeof import('./stylesheets.mjs').stylesheet>>} [options.stylesheets]
 *   when given, each page's stylesheet links are inlined from it (href → stylesheet()), see
 *   stylesheets.mjs
 * @param {(path: string, html: string) => unknown} [options.onPage] called with each page as soon as it
 *   is made (e.g. to write it): in crawl order, or with `workers` in the order the pages finish; its
 *   promises are awaited before crawl() returns. When given, `pages` does not keep the HTML (its
 *   values are null), so memory does not grow with the site. After a crawl error, pages rendered
 *   ahead of the failing one (with `workers`) may have been handed to it.
 * @param {number} [options.workers] render in this many worker threads (0: in this thread, the default)
 * @param {string | URL} [options.renderModule] the module (URL or absolute path) whose `render` export the workers use
 * @param {number} [options.workerHeapMb] each worker's heap limit (MB); a worker whose live heap passes
 *   half of it is replaced by a fresh one
 * @param {number} [options.recycleWorkersAfter] pages a worker renders before a fresh one replaces it (default: no limit)
 * @returns {Promise<{pages: Map<string, string | null>, notFoundHtml: string, quirks: Map<string, string>, workersStarted: number}>}
 *   `workersStarted`: render workers started, replacements included (0 for the single-threaded crawl)
 */
export async function crawl({
  render,
  template,
  start = '/',
  notFoundProbe = '/404',
  routeAssets,
  assetTags,
  stylesheets,
  onPage,
  workers = 0,
  renderModule,
  workerHeapMb = WORKER_HEAP_MB,
  recycleWorkersAfter = Infinity,
}) {
  const parallel = workers > 0;
  if (parallel && !renderModule) throw new TypeError('crawl: `workers` needs `renderModule`, the module the workers import render() from');
  if (!parallel && typeof render !== 'function') throw new TypeError('crawl: `render` must be a function');
  const renderer = parallel ? new RenderPool(renderModule, workers, { heapMb: workerHeapMb, recycleAfter: recycleWorkersAfter }) : localRenderer(render);
  const window = parallel ? PARALLEL_WINDOW : 1;
  // `assetTags` (head tags only) is the older form of `routeAssets`, still accepted.
  const assetsOf = routeAssets ?? ((modules) => ({ styles: assetTags ? assetTags(modules) : '', scripts: [] }));
  const page = (html) => (stylesheets ? inlineStylesheets(html, stylesheets) : html);

  const pages = new Map(); // path → html (null when onPage has it)
  const quirks = new Map(); // path → page that linked it
  const linkedFrom = new Map([[start, '(start)']]);
  const queue = [start];
  const rendering = new Map(); // queue index → settled outcome of its render
  const delivery = new Delivery(onPage);

  try {
    /**
     * A rendered page is made (template, assets) and handed to onPage as soon as it arrives, so its
     * HTML is not held while earlier pages are still rendering: only its status and links wait for
     * their turn. (A page that is not a 200 is left to the checks below, in crawl order.)
     */
    const make = (path, { result, targets }) => {
      const { status, redirect, notFound } = result;
      const summary = { result: { status, redirect, notFound }, targets, html: null };
      if (status !== 200 || redirect !== undefined) return { value: { result, targets } };
      try {
        const assets = assetsOf(result.modules ?? []);
        const html = page(fillTemplate(template, { head: result.head + assets.styles, html: result.html, prerendered: path, modules: assets.scripts }));
        if (onPage) delivery.deliver(path, html);
        else summary.html = html;
        return { value: summary };
      } catch (error) {
        return { value: summary, makeError: error };
      }
    };

    let dispatched = 0;
    for (let index = 0; index < queue.length; index += 1) {
      for (; dispatched < queue.length && dispatched < index + window; dispatched += 1) {
        const path = queue[dispatched];
        rendering.set(dispatched, settle(renderer.render(path)).then((outcome) => ('error' in outcome ? outcome : make(path, outcome.value))));
      }
      const outcome = await rendering.get(index);
      rendering.delete(index);
      const path = queue[index];
      if ('error' in outcome) {
        throw new CrawlError(`render error on ${path} (linked from ${linkedFrom.get(path)}): ${outcome.error?.stack ?? outcome.error}`);
      }
      const { result, targets, html } = outcome.value;
      if (result.redirect !== undefined) {
        throw new CrawlError(`unexpected redirect on ${path} → ${result.redirect} (linked from ${linkedFrom.get(path)})`);
      }
      if (result.status === 404) {
        throw new CrawlError(`broken internal link: ${path} matches no page (linked from ${linkedFrom.get(path)})`);
      }
      if (result.status !== 200) {
        throw new CrawlError(`unexpected status ${result.status} on ${path} (linked from ${linkedFrom.get(path)})`);
      }
      if (outcome.makeError) throw outcome.makeError;
      pages.set(path, html);

      for (const target of targets) {
        if (linkedFrom.has(target)) continue;
        if (isKnownQuirk(target)) {
          if (!quirks.has(target)) quirks.set(target, path);
          continue;
        }
        linkedFrom.set(target, path);
        queue.push(target);
      }
      await delivery.throttle();
    }

    const notFoundOutcome = await settle(renderer.render(notFoundProbe));
    if ('error' in notFoundOutcome) throw notFoundOutcome.error;
    const notFound = notFoundOutcome.value.result;
    if (!notFound.notFound || notFound.status !== 404) {
      throw new CrawlError(`${notFoundProbe} should render the not-found page with status 404, got ${notFound.status}`);
    }
    const notFoundAssets = assetsOf(notFound.modules ?? []);
    const notFoundHtml = page(
      fillTemplate(template, {
        head: notFound.head + notFoundAssets.styles,
        html: notFound.html,
        prerendered: NOT_FOUND_MARK,
        modules: notFoundAssets.scripts,
      }),
    );
    await delivery.finish();

    // A quirk link that unexpectedly resolves to a real page is simply not broken; report the rest.
    return { pages, notFoundHtml, quirks, workersStarted: renderer.started ?? 0 };
  } finally {
    await renderer.close();
    await delivery.abandon();
  }
}

/** A promise's outcome as a value, so speculative renders never reject unobserved. */
function settle(promise) {
  return promise.then(
    (value) => ({ value }),
    (error) => ({ error }),
  );
}

/** Rendering in this thread, one page at a time: the real build's crawl. */
function localRenderer(render) {
  return {
    async render(path) {
      const result = await render(path);
      return { result, targets: result.status === 200 && result.redirect === undefined ? pageTargets(result.html, path) : [] };
    },
    async close() {},
  };
}

/** Hands pages to onPage without waiting for an async one (a write overlaps the next render); errors surface at the next page. */
class Delivery {
  constructor(onPage) {
    this.onPage = onPage;
    this.pending = new Set();
    this.failure = undefined;
  }

  /**
   * Called synchronously, so the page's HTML is garbage as soon as a synchronous onPage returns:
   * holding pages in promise chains while the crawl loop runs on made V8 move them to the old
   * generation, and the main thread's heap grew by ~60 KB a page until a full collection.
   */
  deliver(path, html) {
    if (!this.onPage) return;
    let returned;
    try {
      returned = this.onPage(path, html);
    } catch (error) {
      this.failure ??= { error };
      return;
    }
    if (typeof returned?.then !== 'function') return;
    const promise = Promise.resolve(returned)
      .catch((error) => {
        this.failure ??= { error };
      })
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  check() {
    if (this.failure) throw this.failure.error;
  }

  /** Surface a failed delivery, and keep at most DELIVERY_LIMIT in flight (memory stays bounded). */
  async throttle() {
    while (this.pending.size >= DELIVERY_LIMIT) await Promise.race(this.pending);
    this.check();
  }

  async finish() {
    while (this.pending.size > 0) await Promise.all(this.pending);
    this.check();
  }

  /** After a crawl error: let started writes end, so none outlives crawl(). */
  async abandon() {
    await Promise.all(this.pending);
  }
}

/**
 * A pool of worker threads that each import `renderModule` and render the paths sent to them
 * (this same file, started as a worker: see the bottom). Jobs go to workers in FIFO order, at most
 * JOBS_PER_WORKER outstanding per worker. A worker is retired (gets no more jobs, ends once its jobs
 * are done, and a fresh one takes its place) when its live heap passes RETIRE_AT of `heapMb`, or
 * when it has been sent `recycleAfter` jobs.
 */
export class RenderPool {
  constructor(renderModule, size, { heapMb = WORKER_HEAP_MB, recycleAfter = Infinity } = {}) {
    this.moduleUrl = renderModule instanceof URL || /^(?:file|data):/.test(renderModule) ? String(renderModule) : pathToFileURL(renderModule).href;
    this.heapMb = heapMb;
    this.recycleAfter = recycleAfter;
    this.jobs = new Map(); // id → { path, resolve, reject }
    this.waiting = []; // ids not yet sent, in order
    this.nextId = 0;
    this.closed = false;
    this.started = 0; // workers started, replacements included
    this.retiring = new Set(); // slots that get no more jobs, ending when their last is done
    this.slots = Array.from({ length: size }, () => this.spawn());
  }

  spawn() {
    this.started += 1;
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { [WORKER_FLAG]: true, renderModule: this.moduleUrl },
      // React's production build renders the same markup 2–3× faster than its development build
      // (which is what a plain `node` gets): the workers use it unless NODE_ENV says otherwise.
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
      ...(Number.isFinite(this.heapMb) ? { resourceLimits: { maxOldGenerationSizeMb: this.heapMb } } : {}),
    });
    const slot = { worker, outstanding: new Set(), sent: 0, dead: undefined };
    worker.on('message', ({ id, value, error, liveMb }) => {
      const job = this.jobs.get(id);
      if (!job) return;
      this.jobs.delete(id);
      slot.outstanding.delete(id);
      if (liveMb > this.heapMb * RETIRE_AT) this.startRetiring(slot);
      if (this.retiring.has(slot) && slot.outstanding.size === 0) this.retire(slot);
      this.pump();
      if (error !== undefined) job.reject(error);
      else job.resolve(value);
    });
    const fail = (error) => {
      if (this.closed || slot.dead) return;
      slot.dead = error;
      this.retiring.delete(slot);
      for (const id of slot.outstanding) {
        this.jobs.get(id)?.reject(error);
        this.jobs.delete(id);
      }
      slot.outstanding.clear();
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`crawl worker exited with code ${code}`)));
    return slot;
  }

  /** No more jobs for this worker; a fresh one takes its place (and starts importing now). */
  startRetiring(slot) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots[index] = this.spawn();
    this.retiring.add(slot);
  }

  /** End a retiring worker whose jobs are done (its 'exit' is then expected). */
  retire(slot) {
    this.retiring.delete(slot);
    slot.dead = new Error('crawl worker retired');
    slot.worker.terminate();
  }

  render(path) {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.jobs.set(id, { path, resolve, reject });
      this.waiting.push(id);
      this.pump();
    });
  }

  pump() {
    while (this.waiting.length > 0) {
      const live = this.slots.filter((slot) => !slot.dead);
      if (live.length === 0) {
        const error = this.slots[0].dead;
        for (const id of this.waiting.splice(0)) {
          this.jobs.get(id)?.reject(error);
          this.jobs.delete(id);
        }
        return;
      }
      let slot = live[0];
      for (const candidate of live) if (candidate.outstanding.size < slot.outstanding.size) slot = candidate;
      if (slot.outstanding.size >= JOBS_PER_WORKER) return;
      const id = this.waiting.shift();
      slot.outstanding.add(id);
      slot.sent += 1;
      slot.worker.postMessage({ id, path: this.jobs.get(id).path });
      if (slot.sent >= this.recycleAfter) this.startRetiring(slot);
    }
  }

  async close() {
    this.closed = true;
    await Promise.all([...this.slots, ...this.retiring].map(({ worker }) => worker.terminate()));
  }
}

/**
 * Worker side: import the render module once, then render, extract links and post back, with the
 * heap size measured after the last major collection (what is live: the pool retires a full worker).
 */
async function serveRenders(port, renderModule) {
  // The heap size right after each full collection (mark-sweep-compact) is what is live.
  let liveMb = 0;
  const gcs = new GCProfiler();
  gcs.start();
  const measureLive = () => {
    for (const gc of gcs.stop().statistics) {
      if (gc.gcType === 'MarkSweepCompact') liveMb = gc.afterGC.heapStatistics.usedHeapSize / 2 ** 20;
    }
    gcs.start();
    return liveMb;
  };
  let render;
  const ready = import(renderModule).then((module) => {
    render = module.render;
    if (typeof render !== 'function') throw new TypeError(`${renderModule} has no render() export`);
  });
  ready.catch(() => {}); // reported with each job instead
  port.on('message', async ({ id, path }) => {
    try {
      await ready;
      const result = await render(path);
      const targets = result.status === 200 && result.redirect === undefined ? pageTargets(result.html, path) : [];
      port.postMessage({ id, value: { result, targets }, liveMb: measureLive() });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error : new Error(String(error)), liveMb: measureLive() });
    }
  });
}

if (!isMainThread && workerData?.[WORKER_FLAG]) {
  serveRenders(parentPort, workerData.renderModule);
}
