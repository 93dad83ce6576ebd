import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { routes, NOT_FOUND_ROUTE_ID } from './routes';
import { canHydrate } from './lib/hydration';
import './styles/index.css';

const container = document.getElementById('root')!;
const router = createBrowserRouter(routes);
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

const deepest = matchRoutes(routes, window.location)?.at(-1)?.route.id;
if (canHydrate(container.dataset.prerendered, window.location.pathname, deepest === NOT_FOUND_ROUTE_ID)) {
  hydrateRoot(container, app);
} else {
  // The host answered with a page prerendered for another route (404.html for /blogs/no-such-post):
  // render this route from scratch instead of hydrating mismatched markup.
  container.textContent = '';
  createRoot(container).render(app);
}
