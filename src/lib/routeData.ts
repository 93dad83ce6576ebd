/**
 * Route data in the browser. The crawler writes each prerendered route's data as one JSON file
 * under two names (src/lib/routeDataUrl.mjs): under the page's version, which the page names on
 * #root and the app reads to hydrate (src/entry-client.tsx, with the response to src/boot.ts's request
 * made beside the route's chunks), and as `<path>/index.json`, the current build's, which the route loaders fetch on
 * client-side navigation (src/routes.tsx). The file holds each route's loader data by route id and
 * the URL of the app's entry chunk it was written for: the current build's data is only read by the
 * app of that build. An app that finds another one's (a deploy since its page loaded) loads the page
 * it is going to instead, so it never renders data its code may not fit.
 *
 * The spec's data-layer defaults (§9) apply: up to 3 retries of a failed request, waiting 1 s, then
 * twice as long each time (at most 30 s); a response stays fresh for 5 minutes.
 */
import { routeDataUrl } from './routeDataUrl.mjs';

export interface RouteDataFile {
  /** The URL of the app entry chunk of the build that wrote the file ("/assets/app-….js"). */
  app: string;
  /** Each route's loader data, by route id. */
  loaderData: Record<string, unknown>;
}

export const DATA_FETCH = { retries: 3, firstDelayMs: 1000, maxDelayMs: 30_000, freshMs: 5 * 60_000 } as const;

/** The app's own entry chunk (src/entry-client.tsx sets it as it starts); undefined: not checked. */
let ownApp: string | undefined;

/** Tell the route loaders which app they belong to: its entry's URL path (as the files name it). */
export function setApp(entryUrl: string) {
  ownApp = new URL(entryUrl, 'http://localhost').pathname;
}

/** How long to wait before retry number `attempt` (1-based). */
export function retryDelay(attempt: number): number {
  return Math.min(DATA_FETCH.firstDelayMs * 2 ** (attempt - 1), DATA_FETCH.maxDelayMs);
}

const fresh = new Map<string, { at: number; data: Promise<RouteDataFile | null> }>();

/** An answer that a retry will not change (a 4xx other than 404). */
class FinalAnswer extends Error {}

async function load(url: string, requested?: Promise<Response>): Promise<RouteDataFile | null> {
  for (let attempt = 0; ; attempt += 1) {
    let failure: unknown;
    try {
      const response = await (attempt === 0 && requested ? requested : fetch(url));
      // No file: the host has no page at this path (an unknown post, a page past the last).
      if (response.status === 404) return null;
      if (response.status >= 400 && response.status < 500) throw new FinalAnswer(`${url}: HTTP ${response.status}`);
      if (response.ok) return (await response.json()) as RouteDataFile;
      failure = new Error(`${url}: HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof FinalAnswer) throw error;
      failure = error; // offline, a dropped connection, a cut-off body
    }
    if (attempt >= DATA_FETCH.retries) throw failure;
    await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt + 1)));
  }
}

/**
 * The route data file at `url` (null when the host has none), from a response at most 5 minutes
 * old when there is one, which also answers for `alias` (a page's own data for its route's current
 * name: it was the current build's when the page loaded). `requested`: the response to a request
 * for it already made (src/boot.ts's, for the page's own data); retries make their own. A failed
 * request is not kept. Requests are not aborted with a navigation: the files are small, and the
 * next visit to the route reuses the answer.
 */
export function fetchRouteData(url: string, alias?: string, requested?: Promise<Response>): Promise<RouteDataFile | null> {
  const kept = fresh.get(url);
  if (kept && Date.now() - kept.at < DATA_FETCH.freshMs) return kept.data;
  const data = load(url, requested);
  const names = alias ? [url, alias] : [url];
  for (const name of names) fresh.set(name, { at: Date.now(), data });
  data.catch(() => {
    for (const name of names) if (fresh.get(name)?.data === data) fresh.delete(name);
  });
  return data;
}

/**
 * For a client-side navigation to `href`: the route data of its path from the current build (null
 * when the host has no page there). If that build is not this app's, the browser loads the page
 * instead (the returned promise never settles: the document goes).
 */
export async function navigationData(href: string): Promise<RouteDataFile['loaderData'] | null> {
  const url = new URL(href, location.href);
  const file = await fetchRouteData(routeDataUrl(url.pathname));
  if (file && ownApp !== undefined && file.app !== ownApp) {
    // After a back or forward button the address is the page's already: load it again.
    if (location.href.split('#')[0] === url.href.split('#')[0]) location.reload();
    else location.assign(url.href);
    return new Promise<never>(() => {});
  }
  return file?.loaderData ?? null;
}
