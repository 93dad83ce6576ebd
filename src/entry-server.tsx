import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { routes, routeModules, NOT_FOUND_ROUTE_ID, type RouteHandle } from './routes';
import { splitHoistedHead } from './lib/head';

export interface RenderResult {
  /** Tags React hoisted out of the tree (title, meta, link): they belong in <head>. */
  head: string;
  /** The app's markup for #root. */
  html: string;
  /** 200 for a page, 404 for the not-found page. */
  status: number;
  /** Whether the deepest matched route is the catch-all not-found page. */
  notFound: boolean;
  /** Build-manifest keys of the lazy chunks this URL renders: the crawler preloads them. */
  modules: string[];
  /** A redirect target when the route answered with one. */
  redirect?: string;
}

const handler = createStaticHandler(routes);

/** Render one URL of the route table. Pure: no file system, no globals. */
export async function render(url: string): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://prerender.local'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { head: '', html: '', status: context.status, notFound: false, modules: [], redirect: context.headers.get('Location') ?? '' };
  }
  await Promise.all(context.matches.map(({ route, params }) => (route.handle as RouteHandle | undefined)?.preload?.(params)));
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppProviders>
      {/* hydrate={false}: no inline hydration script (the CSP allows none); there is no loader data to hand over. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const { head, body } = splitHoistedHead(markup);
  const leaf = context.matches.at(-1);
  const notFound = leaf?.route.id === NOT_FOUND_ROUTE_ID;
  const missing = (leaf?.route.handle as RouteHandle | undefined)?.isMissing?.(leaf!.params) ?? false;
  const status = context.errors ? 500 : notFound || missing ? 404 : context.statusCode;
  const modules = context.matches.flatMap(({ route, params }) => routeModules(route.handle as RouteHandle | undefined, params));
  return { head, html: body, status, notFound, modules };
}

export { siteOrigin, ogImagePath } from './lib/seo';
export { site } from './config/site';
