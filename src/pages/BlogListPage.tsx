import { useLoaderData, useLocation } from 'react-router-dom';
import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Container';
import { BlogCard } from '../components/ui/BlogCard';
import { BlogNotFound } from '../components/ui/BlogNotFound';
import { Pagination } from '../components/ui/Pagination';
import type { BlogListData } from '../content/posts';
import { blogPageMeta, pageMeta } from '../content/pages';
import { blogPageHref } from '../lib/pagination';
import { OG_IMAGE, ogImagePath } from '../lib/seo';
import { breadcrumbLd } from '../lib/structuredData';

/** /blogs and /blogs/page/N: 'Latest Blog Posts', 12 cards a page, newest first, and the page links. */
export function BlogListPage() {
  const data = useLoaderData<BlogListData | null>();
  const { pathname } = useLocation();
  if (!data) {
    return <BlogNotFound heading="Blog page not found." description="There is no page of the blog at this address." path={pathname} />;
  }
  const { posts, page, pageCount } = data;
  const path = blogPageHref(page);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blogs' },
    ...(page > 1 ? [{ name: `Page ${page}`, path }] : []),
  ];
  const meta = page === 1 ? pageMeta.blogs : blogPageMeta(page, pageCount);
  return (
    <>
      {/* Every page of the list shares the blog's Open Graph card. */}
      <Seo {...meta} path={path} image={page > 1 ? { url: ogImagePath('/blogs'), ...OG_IMAGE } : undefined} feed jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader
        title="Latest Blog Posts"
        crumbs={crumbs}
        intro="Field-tested advice from our dispatch desk on rates, load boards, empty miles, maintenance and getting paid for your time."
      />
      <Section>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <BlogCard post={post} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} href={blogPageHref} label="Blog pages" />
      </Section>
    </>
  );
}
