import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router-dom';
import { Root } from './components/layout/Root';
import { Layout } from './components/layout/Layout';
import { RouteError } from './components/layout/RouteError';

/** Per-route metadata read by the prerender and the client entry. */
export interface RouteHandle {
  /** The page module's name (src/pages/<page>.tsx): the prerender preloads its chunks. */
  page?: string;
  /** True when the route matched but names no content (an unknown blog slug). */
  isMissing?: (params: Params) => boolean;
  /** Data to load before the first render, on the server and before hydration (an article body). */
  preload?: (params: Params) => Promise<unknown>;
  /** Build-manifest keys of further chunks the page needs at once (preloaded in its <head>). */
  modules?: (params: Params) => string[];
}

/** The build-manifest keys of the chunks a matched route needs on first load. */
export function routeModules(handle: RouteHandle | undefined, params: Params): string[] {
  if (!handle) return [];
  return [...(handle.page ? [`src/pages/${handle.page}.tsx`] : []), ...(handle.modules?.(params) ?? [])];
}

/** A page module exports its component under its own name, and optionally a `handle`. */
type PageModule = Record<string, unknown> & { handle?: RouteHandle };

const pageModules = import.meta.glob<PageModule>('./pages/*Page.tsx');

/**
 * Each page is its own chunk, loaded with the route (react-router `lazy`), so a route's first load
 * carries only its own code: Swiper, for one, only where the carousel is.
 */
function page(name: string): Pick<RouteObject, 'lazy'> {
  return {
    // The handle comes with the module (react-router ignores lazy properties that are also static).
    lazy: async () => {
      const module = await pageModules[`./pages/${name}.tsx`]!();
      return { Component: module[name] as ComponentType, handle: { page: name, ...module.handle } };
    },
  };
}

/** Route id of the catch-all page; the client and the crawler both look for it. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The one route table: the browser router and the build-time prerender both use it (spec §2).
 * Case-sensitive, like the static host: /ABOUT is not /about.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        id: 'layout',
        element: <Layout />,
        children: [
          { id: 'home', index: true, ...page('HomePage') },
          { id: 'about', path: 'about', caseSensitive: true, ...page('AboutPage') },
          { id: 'services', path: 'services', caseSensitive: true, ...page('ServicesPage') },
          { id: 'contact', path: 'contact', caseSensitive: true, ...page('ContactPage') },
          { id: 'blogs', path: 'blogs', caseSensitive: true, ...page('BlogListPage') },
          // An unknown slug renders 'Blog not found.' inside the layout (its module's handle.isMissing).
          { id: 'blog-post', path: 'blogs/:slug', caseSensitive: true, ...page('BlogPostPage') },
        ],
      },
      // Not inside the layout: no header, no footer (spec §2).
      { id: NOT_FOUND_ROUTE_ID, path: '*', ...page('NotFoundPage') },
    ],
  },
];
