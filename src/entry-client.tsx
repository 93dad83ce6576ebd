import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { routes, NOT_FOUND_ROUTE_IDS } from './routes';
import { localeOf } from './lib/locale.mjs';
import { canHydrate, isDecodablePath } from './lib/hydration';
import type { BootPage } from './lib/pageBoot.mjs';
import { fetchRouteData, setApp } from './lib/routeData';
import { routeDataUrl } from './lib/routeDataUrl.mjs';
import { logNotFound } from './lib/notFound';

// This module is the app's entry chunk: its URL tells the app's build from another (src/lib/routeData.ts).
setApp(import.meta.url);

/**
 * Start the app on a page: src/boot.ts calls it once the page is painted and the route's chunks
 * are loading, with what #root says about the markup (src/lib/pageBoot.mjs).
 */
export async function start(page: BootPage) {
  if (isDecodablePath(window.location.pathname)) {
    await startRouter(page);
  } else {
    // A malformed path ("/%E0%A4%A"): react-router would warn that it cannot decode it and fall
    // through to the catch-all. The host has already answered with the prerendered not-found page
    // (404.html), which needs no script (its one link is a plain <a href="/">), so the router never
    // sees this path: the page stays as served and logs the attempted path, as the not-found page does.
    logNotFound(window.location.pathname);
    document.documentElement.dataset.ready = 'true';
  }
}

async function startRouter({ root: container, prerendered, notFoundPage, routeData, routeDataResponse }: BootPage) {
  const matches = matchRoutes(routes, window.location) ?? [];

  const withData = matches.filter(({ route }) => route.loader);
  // The matched routes' lazy page modules and the data the page was made with (src/boot.ts requested
  // both), so the first client render is the same tree as the prerendered markup, whatever was
  // deployed since (without a page made for it, as in the dev server: the current data). The host
  // answers a path it has no page for with 404.html: then there is no data either, and the routes
  // show their not-found state.
  const current = routeDataUrl(window.location.pathname);
  const [file] = await Promise.all([
    withData.length > 0 && !notFoundPage ? fetchRouteData(routeData ?? current, current, routeDataResponse) : null,
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  ]);
  const loaderData = Object.fromEntries(withData.map(({ route }) => [route.id, file?.loaderData[route.id!] ?? null]));

  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );

  performance.mark('northlane:route-ready');
  // A not-found page hydrates only in its own language: the host may answer an unknown Spanish path with the English one.
  const isNotFoundRoute = NOT_FOUND_ROUTE_IDS.includes(matches.at(-1)?.route.id ?? '') && document.documentElement.lang === localeOf(window.location.pathname);
  if (canHydrate({ prerendered, notFoundPage }, window.location.pathname, isNotFoundRoute)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread in one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The host answered with a page prerendered for another route (404.html for /blogs/no-such-post):
    // render this route from scratch instead of hydrating mismatched markup.
    container.textContent = '';
    createRoot(container).render(app);
  }
}
