/**
 * Route data in the browser. The crawler writes each prerendered route's loader data beside its
 * HTML as JSON (routeDataUrl); the browser fetches it to hydrate (src/entry-client.tsx, after
 * src/boot.ts preloaded it with the route's chunks) and on client-side navigation (the route
 * loaders, src/routes.tsx). The file maps route id → that route's loader data.
 *
 * The spec's data-layer defaults (§9) apply: up to 3 retries of a failed request, waiting 1 s, then
 * twice as long each time (at most 30 s); a response stays fresh for 5 minutes.
 */
type RouteDataFile = Record<string, unknown>;

export const DATA_FETCH = { retries: 3, firstDelayMs: 1000, maxDelayMs: 30_000, freshMs: 5 * 60_000 } as const;

/** The JSON file of a route path: "/" → "/index.json", "/blogs/x" → "/blogs/x/index.json". */
export function routeDataUrl(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `${path}/index.json`;
}

/** How long to wait before retry number `attempt` (1-based). */
export function retryDelay(attempt: number): number {
  return Math.min(DATA_FETCH.firstDelayMs * 2 ** (attempt - 1), DATA_FETCH.maxDelayMs);
}

const fresh = new Map<string, { at: number; data: Promise<RouteDataFile | null> }>();

/** An answer that a retry will not change (a 4xx other than 404). */
class FinalAnswer extends Error {}

async function load(url: string): Promise<RouteDataFile | null> {
  for (let attempt = 0; ; attempt += 1) {
    let failure: unknown;
    try {
      const response = await fetch(url);
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
 * The route data of `pathname` (null when the host has none), from a response at most 5 minutes
 * old when there is one. A failed request is not kept. Requests are not aborted with a navigation:
 * the files are small, and the next visit to the route reuses the answer.
 */
export function fetchRouteData(pathname: string): Promise<RouteDataFile | null> {
  const url = routeDataUrl(pathname);
  const kept = fresh.get(url);
  if (kept && Date.now() - kept.at < DATA_FETCH.freshMs) return kept.data;
  const data = load(url);
  fresh.set(url, { at: Date.now(), data });
  data.catch(() => {
    if (fresh.get(url)?.data === data) fresh.delete(url);
  });
  return data;
}
