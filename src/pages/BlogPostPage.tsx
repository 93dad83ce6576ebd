import { useLoaderData, useParams } from 'react-router-dom';
import { Link } from '../lib/link';
import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { SearchBox } from '../components/ui/SearchBox';
import { Container, Section } from '../components/ui/Container';
import { BlogCard } from '../components/ui/BlogCard';
import { BlogNotFound } from '../components/ui/BlogNotFound';
import { PostByline } from '../components/ui/PostByline';
import { TableOfContents } from '../components/ui/TableOfContents';
import { CONTENTS_FROM, type PostData } from '../content/posts';
import { blogPostingLd, breadcrumbLd } from '../lib/structuredData';
import { categoryPath, pagePath, postPath } from '../lib/paths.mjs';
import { fill } from '../lib/locale.mjs';
import type { BlogPageCopy } from '../content/copy';
import { PostImage } from '../components/ui/PostImage';
import { Static } from '../components/ui/Static';

/**
 * Spec §2 Blog detail: looked up by slug; 'Blog not found.' when none matches; 'Other Blogs' lists 3
 * others. Below them, 'More in <category>': up to 3 neighbours of the post in its category. An
 * article with 3 or more ## headings opens with its contents.
 */
export function BlogPostPage({ copy: { locale, ui } }: { copy: BlogPageCopy }) {
  const data = useLoaderData<PostData | null>();
  const { slug = '' } = useParams();
  const blog = pagePath('blog', locale);
  if (!data) {
    return <BlogNotFound heading={ui.notFound} description={ui.notFoundText} path={postPath(slug, locale)} browse={ui.browse} />;
  }
  const { post, others, related } = data;
  const crumbs = [
    { name: ui.home, path: pagePath('home', locale) },
    { name: ui.meta.title, path: blog },
    { name: post.title, path: postPath(post.slug, locale) },
  ];
  return (
    <>
      <Seo
        title={post.title}
        description={post.summary}
        path={postPath(post.slug, locale)}
        twins={post.twins ?? null}
        type="article"
        image={{ ...post.ogImage, alt: post.imageAlt }}
        feed
        jsonLd={[blogPostingLd(post, locale), breadcrumbLd(crumbs)]}
      />
      {/* The search index holds the article (prerender/search-index.mjs): its h1 is the result's title. */}
      <Static as="article">
        <PageHeader title={post.title} crumbs={crumbs} aside={<SearchBox words={ui.search} />} />
        <Container width="narrow" className="py-12 sm:py-16">
          <PostByline post={post} dated category="link" className="flex gap-x-6 gap-y-2 text-sm text-slate-600" />
          <PostImage post={post} priority layout="page" className="mt-8 rounded-2xl" />
          {post.headings.length >= CONTENTS_FROM && <TableOfContents headings={post.headings} title={ui.contents} />}
          {/* The article, rendered from Markdown at build time (prerender/content/posts.mjs). */}
          <div className="post-body mt-10" data-testid="post-content" dangerouslySetInnerHTML={{ __html: post.html }} />
        </Container>
      </Static>
      <Section labelledBy="other-blogs-title" className="layout-eager bg-sand-50">
        <h2 id="other-blogs-title" className="section-title mt-0">
          {ui.others}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug}>
              <BlogCard post={other} />
            </li>
          ))}
        </ul>
      </Section>
      {related.length > 0 && (
        <Static as="section" aria-labelledby="more-in-title" className="bg-sand-50 pb-16 sm:pb-24">
          <Container>
            <h2 id="more-in-title" className="text-2xl font-extrabold text-navy-900">
              {fill(ui.moreIn, { category: post.category })}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <a
                    href={postPath(other.slug, locale)}
                    className="block h-full rounded-xl bg-white p-5 font-bold text-navy-900 shadow-card hover:text-orange-700"
                  >
                    {other.title}
                    <time dateTime={other.date} className="mt-2 block text-sm font-medium text-slate-500">
                      {other.dateLabel}
                    </time>
                  </a>
                </li>
              ))}
            </ul>
            <Link to={categoryPath(post.categorySlug, 1, locale)} className="mt-6 inline-block font-semibold text-orange-700 hover:underline">
              {fill(ui.allIn, { category: post.category })}
            </Link>
          </Container>
        </Static>
      )}
    </>
  );
}
