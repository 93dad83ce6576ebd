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
import { blogPageMeta, categoryPageMeta, pageMeta } from '../content/pages';
import { BLOG_PATH, blogPagePath, categoryPath } from '../lib/paths.mjs';
import { OG_IMAGE, ogImagePath } from '../lib/seo';
import { breadcrumbLd, collectionPageLd } from '../lib/structuredData';

const BLOG_INTRO = 'Field-tested advice from our dispatch desk on rates, load boards, empty miles, maintenance and getting paid for your time.';

/**
 * /blogs and /blogs/page/N: 'Latest Blog Posts', 12 cards a page, newest first, and the page links;
 * /blogs/category/<slug> and its pages: a category's hub, the same list of its posts alone. Both
 * show the categories with their post counts.
 */
export function BlogListPage() {
  const data = useLoaderData<BlogListData | null>();
  const { pathname } = useLocation();
  if (!data) {
    return <BlogNotFound heading="Blog page not found." description="There is no page of the blog at this address." path={pathname} />;
  }
  const { posts, page, pageCount, categories, category } = data;
  const href = category ? (n: number) => categoryPath(category.slug, n) : blogPagePath;
  const path = href(page);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    ...(category ? [{ name: category.name, path: categoryPath(category.slug) }] : []),
    ...(page > 1 ? [{ name: `Page ${page}`, path }] : []),
  ];
  const meta = category ? categoryPageMeta(category, page, pageCount) : page === 1 ? pageMeta.blogs : blogPageMeta(page, pageCount);
  const jsonLd = category ? [collectionPageLd(category, page, posts), breadcrumbLd(crumbs)] : [breadcrumbLd(crumbs)];
  return (
    <>
      {/* Every page of the list and of the hubs shares the blog's Open Graph card. */}
      <Seo
        {...meta}
        path={path}
        image={path === BLOG_PATH ? undefined : { url: ogImagePath(BLOG_PATH), ...OG_IMAGE, alt: `${pageMeta.blogs.title}, ${site.name}` }}
        feed
        jsonLd={jsonLd}
      />
      <PageHeader
        title={category ? category.name : 'Latest Blog Posts'}
        crumbs={crumbs}
        intro={category ? category.description : BLOG_INTRO}
        aside={<SearchBox />}
      />
      <Section>
        <CategoryLinks categories={categories} current={category?.slug} />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <BlogCard post={post} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} href={href} label={category ? `${category.name} pages` : 'Blog pages'} />
      </Section>
    </>
  );
}
