import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { routes, NOT_FOUND_ROUTE_ID, type RouteHandle } from './routes';
import { canHydrate } from './lib/hydration';
import './styles/index.css';

const container = document.getElementById('root')!;
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
  hydrateRoot(container, app);
} else {
  // The host answered with a page prerendered for another route (404.html for /blogs/no-such-post):
  // render this route from scratch instead of hydrating mismatched markup.
  container.textContent = '';
  createRoot(container).render(app);
}
