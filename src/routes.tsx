import type { ComponentType } from 'react';
import type { LoaderFunction, Params, RouteObject } from 'react-router-dom';
// Each language's copy of a page, src/content/<locale>/<name>.ts (made by the content plugin): a chunk of its own, so a page's JavaScript carries one language.
import copyModules from 'virtual:copy-modules';
import { Root } from './components/layout/Root';
import { Layout } from './components/layout/Layout';
import { RouteError } from './components/layout/RouteError';
import { navigationData } from './lib/routeData';
import { otherPosts } from './lib/blog';
import { pageParam, routeId, routePatterns } from './lib/paths.mjs';
import { DEFAULT_LOCALE, LOCALE, LOCALES, type Locale } from './lib/locale.mjs';
import type { ChromeCopy } from './content/copy';
import {
  OTHER_POSTS,
  POSTS_PER_PAGE,
  RELATED_POSTS,
  type BlogListData,
  type ContentSource,
  type HomeData,
  type PostData,
  type SearchData,
} from './content/posts';

/** Per-route metadata read by the prerender. */
export interface RouteHandle {
  /**
   * The build-manifest keys of the modules the route loads lazily (its page, src/pages/<Page>.tsx):
   * the prerender lists their chunks for the page to preload (prerender/chunks.mjs).
   */
  modules: string[];
}

/** The build-manifest keys of the chunks a matched route needs on first load. */
export function routeModules(handle: RouteHandle | undefined): string[] {
  return handle?.modules ?? [];
}

/** What the prerender hands the route loaders (react-router's requestContext). */
export interface RenderContext {
  content: Partial<Record<Locale, ContentSource>>;
}

/**
 * A route's id and loader: at build time it asks the content layer, in the browser it reads the JSON the crawler wrote
 * for the path (src/lib/routeData.ts). `null`: nothing at this address, the page's not-found state and a 404.
 */
function withData<T>(
  id: string,
  fromContent: (content: ContentSource, params: Params) => T | null | Promise<T | null>,
  locale: Locale,
): { id: string; loader: LoaderFunction } {
  return {
    id,
    loader: async ({ params, request, context }) => {
      const content = (context as Partial<RenderContext> | undefined)?.content;
      if (content) {
        const source = content[locale];
        return source ? fromContent(source, params) : null;
      }
      const loaderData = await navigationData(request.url);
      return (loaderData?.[id] as T | undefined) ?? null;
    },
  };
}

/** Page `page` (1-based) of a list of `count` posts, or null past the last one. */
function listPage(content: ContentSource, count: number, page: number, cards: (start: number, end: number) => BlogListData['posts']): BlogListData | null {
  const pageCount = Math.max(1, Math.ceil(count / POSTS_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { posts: cards((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE), page, pageCount, categories: content.categories() };
}

/** Page `page` of the blog list. */
function blogPage(content: ContentSource, page: number): BlogListData | null {
  return listPage(content, content.count, page, content.cards);
}

/** Page `page` of a category's hub, or null for an unknown category or a page past the last. */
function categoryPage(content: ContentSource, slug: string | undefined, page: number): BlogListData | null {
  const category = content.category(slug ?? '');
  if (!category) return null;
  const data = listPage(content, category.count, page, (start, end) => content.categoryCards(category.slug, start, end));
  return data && { ...data, category };
}

/**
 * The page modules, by their path from the project root ("/src/pages/HomePage.tsx"): without the
 * leading slash, that is the module's key in Vite's build manifest. A page module exports its
 * component under its own name.
 */
const pageModules = import.meta.glob<Record<string, unknown>>('/src/pages/*Page.tsx');

/** The build-manifest keys of modules, checked (the prerender's handle; the browser's table is the same one). */
function handle(paths: string[]): Pick<RouteObject, 'handle'> {
  if (!import.meta.env.SSR) return {};
  for (const path of paths) if (!(path in pageModules || path in copyModules)) throw new Error(`routes: no module ${path}`);
  return { handle: { modules: paths.map((path) => path.slice(1)) } satisfies RouteHandle };
}

/**
 * Each page is its own chunk, loaded with its route, so a route's first load carries only its own code; with `copy`
 * ("es/home") it also loads that copy module as its `copy`. A name with no module fails the build.
 */
function page(name: string, copy?: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const path = `/src/pages/${name}.tsx`;
  const copyPath = copy && `/src/content/${copy}.ts`;
  const lazy = async () => {
    const [module, words] = await Promise.all([pageModules[path]!(), copyPath ? copyModules[copyPath]!() : null]);
    const Page = module[name] as ComponentType<{ copy?: unknown }>;
    return { Component: words ? () => <Page copy={words.default} /> : Page };
  };
  return { lazy, ...handle(copyPath ? [path, copyPath] : [path]) };
}

/** The common layout in `locale`, with its words (src/content/<locale>/chrome.ts). */
function layout(locale: Locale): Pick<RouteObject, 'lazy' | 'handle'> {
  const copyPath = `/src/content/${locale}/chrome.ts`;
  const lazy = async () => {
    const copy = (await copyModules[copyPath]!()).default as ChromeCopy;
    return { Component: () => <Layout copy={copy} /> };
  };
  return { lazy, ...handle([copyPath]) };
}

/** Route ids of each language's catch-all page; the client and the crawler both look for them. */
export const NOT_FOUND_ROUTE_IDS: readonly string[] = LOCALES.map((locale) => routeId(locale, 'not-found'));

/** A language's pages, relative to its layout, each with its language's words. */
function localeRoutes(locale: Locale): RouteObject[] {
  const id = (name: string) => routeId(locale, name);
  const data = <T,>(name: string, fromContent: (content: ContentSource, params: Params) => T | null | Promise<T | null>) =>
    withData(id(name), fromContent, locale);
  const { pages } = LOCALE[locale];
  const paths = routePatterns(locale);
  const blog = page('BlogListPage', `${locale}/blog`);
  const { carousel } = LOCALE[locale];
  const routes: RouteObject[] = [
    { ...data<HomeData>('home', (content) => ({ carousel: content.cards(0, carousel) })), index: true, ...page('HomePage', `${locale}/home`) },
    { id: id('about'), path: pages.about, ...page('AboutPage', `${locale}/about`) },
    { id: id('services'), path: pages.services, ...page('ServicesPage', `${locale}/services`) },
    { id: id('contact'), path: pages.contact, ...page('ContactPage', `${locale}/contact`) },
    { ...data<BlogListData>('blogs', (content) => blogPage(content, 1)), path: paths.blog, ...blog },
    { ...data<BlogListData>('blogs-page', (content, params) => blogPage(content, pageParam(params.page))), path: paths.blogPage, ...blog },
    { ...data<BlogListData>('category', (content, params) => categoryPage(content, params.category, 1)), path: paths.category, ...blog },
    {
      ...data<BlogListData>('category-page', (content, params) => categoryPage(content, params.category, pageParam(params.page))),
      path: paths.categoryPage,
      ...blog,
    },
    // The query (?q=) changes as the visitor types: the page's data (the categories) does not.
    {
      ...data<SearchData>('search', (content) => ({ categories: content.categories() })),
      path: paths.search,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
      ...page('SearchPage', `${locale}/search`),
    },
    // An unknown slug renders 'Blog not found.' inside the layout (its loader's data is null).
    {
      ...data<PostData>('blog-post', async (content, params) => {
        const post = await content.post(params.slug ?? '');
        return (
          post && { post, others: otherPosts(content.cards(0, OTHER_POSTS + 1), post.slug, OTHER_POSTS), related: content.related(post.slug, RELATED_POSTS) }
        );
      }),
      path: paths.post,
      ...page('BlogPostPage', `${locale}/blog`),
    },
  ];
  // Case-sensitive, like the static host: /ABOUT is not /about.
  return routes.map((route) => ({ ...route, caseSensitive: true }) as RouteObject);
}

/** A language's layout with its pages, and its not-found page outside the layout: no header, no footer (spec §2). */
const edition = (locale: Locale): RouteObject[] => [
  { id: routeId(locale, 'layout'), ...layout(locale), children: localeRoutes(locale) },
  { id: routeId(locale, 'not-found'), path: '*', ...page('NotFoundPage', `${locale}/notFound`) },
];

/** The one route table: the browser router and the build-time prerender both use it (spec §2). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      ...edition(DEFAULT_LOCALE),
      // Every other language: the same pages under its prefix, with its words in their paths.
      ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
        id: locale,
        path: LOCALE[locale].prefix.slice(1),
        caseSensitive: true,
        children: edition(locale),
      })),
    ],
  },
];
