import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { routes, routeModules, NOT_FOUND_ROUTE_IDS, type RenderContext, type RouteHandle } from './routes';
import { splitHoistedHead } from './lib/head';
import type { CompanyDetails } from './content/types';
import company from './content/company.yaml';

interface LoadedRoute {
  /** 200 for a page, 404 for the not-found page or a route whose loader found nothing, 500 on an error. */
  status: number;
  /** Whether the page shown is the not-found page. */
  notFound: boolean;
  /** The id of the deepest matched route ("blog-post"): the build report groups pages by it. */
  route?: string;
  /** A redirect target when the route answered with one. */
  redirect?: string;
  /**
   * The matched routes' loader data, route id → data (undefined when no route has a loader): the
   * crawler writes it beside the page as JSON, which the browser reads to hydrate.
   */
  data?: Record<string, unknown>;
  /** Renders the page from the loaded data. */
  render(): RenderResult;
}

interface RenderResult {
  /** Tags React hoisted out of the tree (title, meta, link): they belong in <head>. */
  head: string;
  /** The app's markup for #root. */
  html: string;
  /** Build-manifest keys of the lazy chunks this URL renders: the crawler preloads them. */
  modules: string[];
}

const handler = createStaticHandler(routes);

/**
 * Run the route loaders of one URL against the content layer; `render()` then renders the page.
 * The two steps are apart so that the crawler can reuse a page whose data has not changed without
 * rendering it. Pure: no file system, no globals.
 */
export async function load(url: string, content: RenderContext['content']): Promise<LoadedRoute> {
  const request = new Request(new URL(url, 'http://prerender.local'));
  const context = await handler.query(request, { requestContext: { content } satisfies RenderContext });
  if (context instanceof Response) {
    return { status: context.status, notFound: false, redirect: context.headers.get('Location') ?? '', render: () => ({ head: '', html: '', modules: [] }) };
  }
  const leaf = context.matches.at(-1);
  const errors = Object.values(context.errors ?? {});
  const notFound = NOT_FOUND_ROUTE_IDS.includes(leaf?.route.id ?? '') || errors.some((error) => isRouteErrorResponse(error) && error.status === 404);
  const missing = leaf !== undefined && leaf.route.loader !== undefined && context.loaderData[leaf.route.id] === null;
  const status = errors.length > 0 && !notFound ? 500 : notFound || missing ? 404 : context.statusCode;
  const entries = Object.entries(context.loaderData).filter(([, value]) => value !== undefined);
  return {
    status,
    notFound,
    route: leaf?.route.id,
    ...(entries.length > 0 ? { data: Object.fromEntries(entries) } : {}),
    render() {
      const router = createStaticRouter(handler.dataRoutes, context);
      const markup = renderToString(
        <AppProviders>
          {/* hydrate={false}: no inline script (the CSP allows none); the browser reads the route's JSON instead. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      );
      const { head, body } = splitHoistedHead(markup);
      return { head, html: body, modules: context.matches.flatMap(({ route }) => routeModules(route.handle as RouteHandle | undefined)) };
    },
  };
}

/** Load and render one URL: `{ head, html, status, data, … }`. */
export async function render(url: string, content: RenderContext['content']): Promise<Omit<LoadedRoute, 'render'> & RenderResult> {
  const { render: renderPage, ...loaded } = await load(url, content);
  return { ...loaded, ...renderPage() };
}

/** Paths of the route table that take no parameter ("/", "/about", …): the crawl starts from each. */
export function staticPaths(): string[] {
  const paths: string[] = [];
  const walk = (list: typeof routes, base: string) => {
    for (const route of list) {
      if (route.path?.includes(':') || route.path?.includes('*')) continue;
      const path = route.index ? `${base.replace(/\/$/, '')}/` : route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
      if (route.index || (route.path && !route.children)) paths.push(path);
      if (route.children) walk(route.children, path || '/');
    }
  };
  walk(routes, '/');
  return paths;
}

export { siteOrigin, absoluteUrl, ogImagePath, ownTitle, FEED, FEED_PATHS } from './lib/seo';
export { POSTS_PER_PAGE } from './content/posts';
export { site } from './config/site';
/** The company's description, for the web manifest (the app's chunks have each language's in its layout copy). */
export const siteDescription = (company as CompanyDetails).description;
