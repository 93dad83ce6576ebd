import type { Params, RouteObject } from 'react-router-dom';
import { findPost } from './content/posts';
import { Root } from './components/layout/Root';
import { Layout } from './components/layout/Layout';
import { RouteError } from './components/layout/RouteError';
import { HomePage } from './pages/HomePage';
import { AboutPage } from './pages/AboutPage';
import { ServicesPage } from './pages/ServicesPage';
import { ContactPage } from './pages/ContactPage';
import { BlogListPage } from './pages/BlogListPage';
import { BlogPostPage } from './pages/BlogPostPage';
import { NotFoundPage } from './pages/NotFoundPage';

/** Per-route metadata read by the prerender. */
export interface RouteHandle {
  /** True when the route matched but names no content (an unknown blog slug). */
  isMissing?: (params: Params) => boolean;
}

/** Route id of the catch-all page; the client and the crawler both look for it. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** The one route table: the browser router and the build-time prerender both use it (spec §2). */
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
          { id: 'home', index: true, element: <HomePage /> },
          { id: 'about', path: 'about', element: <AboutPage /> },
          { id: 'services', path: 'services', element: <ServicesPage /> },
          { id: 'contact', path: 'contact', element: <ContactPage /> },
          { id: 'blogs', path: 'blogs', element: <BlogListPage /> },
          {
            id: 'blog-post',
            path: 'blogs/:slug',
            element: <BlogPostPage />,
            // An unknown slug renders 'Blog not found.' inside the layout; the prerender treats it as a 404.
            handle: { isMissing: (params: Params) => !findPost(params.slug) } satisfies RouteHandle,
          },
        ],
      },
      // Not inside the layout: no header, no footer (spec §2).
      { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> },
    ],
  },
];
