import { useLoaderData, useLocation } from 'react-router-dom';
import { Seo } from '../components/seo/Seo';
import { site } from '../config/site';
import { PageHeader } from '../components/ui/PageHeader';
import { SearchBox } from '../components/ui/SearchBox';
import { Section } from '../components/ui/Container';
import { BlogCard } from '../components/ui/BlogCard';
import { BlogNotFound } from '../components/ui/BlogNotFound';
import { CategoryLinks } from '../components/ui/CategoryLinks';
import { Pagination } from '../components/ui/Pagination';
import type { BlogListData } from '../content/posts';
import type { BlogPageCopy } from '../content/copy';
import { listMeta } from '../content/pages';
import { blogPagePath, categoryPath, pagePath } from '../lib/paths.mjs';
import { fill } from '../lib/locale.mjs';
import { OG_IMAGE, ogImagePath } from '../lib/seo';
import { breadcrumbLd, collectionPageLd } from '../lib/structuredData';

/**
 * /blogs and /blogs/page/N: 'Latest Blog Posts', 12 cards a page, newest first, and the page links;
 * /blogs/category/<slug> and its pages: a category's hub, the same list of its posts alone. Both
 * show the categories with their post counts.
 */
export function BlogListPage({ copy: { locale, ui } }: { copy: BlogPageCopy }) {
  const data = useLoaderData<BlogListData | null>();
  const { pathname } = useLocation();
  const blog = pagePath('blog', locale);
  if (!data) {
    return <BlogNotFound heading={ui.listNotFound} description={ui.listNotFoundText} path={pathname} browse={ui.browse} />;
  }
  const { posts, page, pageCount, categories, category } = data;
  const href = category ? (n: number) => categoryPath(category.slug, n, locale) : (n: number) => blogPagePath(n, locale);
  const path = href(page);
  const crumbs = [
    { name: ui.home, path: pagePath('home', locale) },
    { name: ui.meta.title, path: blog },
    ...(category ? [{ name: category.name, path: categoryPath(category.slug, 1, locale) }] : []),
    ...(page > 1 ? [{ name: fill(ui.page, { page }), path }] : []),
  ];
  const meta = listMeta(ui.meta, page, pageCount, category);
  // Page 1 of the list and of each hub has twins: the other languages'.
  const twins = page > 1 ? null : category ? (category.twins ?? null) : undefined;
  const jsonLd = category
    ? [collectionPageLd(category, page, posts, locale, fill(ui.page, { page }).toLowerCase()), breadcrumbLd(crumbs)]
    : [breadcrumbLd(crumbs)];
  return (
    <>
      {/* Every page of the list and of the hubs shares the blog's Open Graph card. */}
      <Seo
        {...meta}
        path={path}
        twins={twins}
        image={path === blog ? undefined : { url: ogImagePath(blog), ...OG_IMAGE, alt: `${ui.meta.title}, ${site.name}` }}
        feed
        jsonLd={jsonLd}
      />
      <PageHeader
        title={category ? category.name : ui.latest}
        crumbs={crumbs}
        intro={category ? category.description : ui.intro}
        aside={<SearchBox words={ui.search} />}
      />
      <Section>
        <CategoryLinks categories={categories} current={category?.slug} words={ui} />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <BlogCard post={post} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCount}
          href={href}
          label={category ? fill(ui.namedPages, { name: category.name }) : ui.pages}
          words={ui.pagination}
        />
      </Section>
    </>
  );
}
