import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { routes, NOT_FOUND_ROUTE_ID, type RouteHandle } from './routes';
import { canHydrate, isDecodablePath } from './lib/hydration';
import { logNotFound } from './lib/notFound';

const container = document.getElementById('root')!;

if (isDecodablePath(window.location.pathname)) {
  await start();
} else {
  // A malformed path ("/%E0%A4%A"): react-router would warn that it cannot decode it and fall through
  // to the catch-all. The host has already answered with the prerendered not-found page (404.html),
  // which needs no script (its one link is a plain <a href="/">), so the router never sees this path:
  // the page stays as served and logs the attempted path, as the not-found page does.
  logNotFound(window.location.pathname);
  document.documentElement.dataset.ready = 'true';
}

async function start() {
  const matches = matchRoutes(routes, window.location) ?? [];

  // Load the matched routes' lazy page modules and their data first (the prerendered page preloads
  // both), so the first client render is the same tree as the prerendered markup.
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === 'function') Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      await (route.handle as RouteHandle | undefined)?.preload?.(params);
    }),
  );

  const router = createBrowserRouter(routes);
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );

  const isNotFoundRoute = matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  if (canHydrate(container.dataset.prerendered, window.location.pathname, isNotFoundRoute)) {
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
