import { useLoaderData, useParams } from 'react-router-dom';
import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Container, Section } from '../components/ui/Container';
import { BlogCard } from '../components/ui/BlogCard';
import { BlogNotFound } from '../components/ui/BlogNotFound';
import { PostByline } from '../components/ui/PostByline';
import type { PostData } from '../content/posts';
import { blogPostingLd, breadcrumbLd } from '../lib/structuredData';
import { PostImage } from '../components/ui/PostImage';
import { Static } from '../components/ui/Static';

/** Spec §2 Blog detail: looked up by slug; 'Blog not found.' when none matches; 'Other Blogs' lists 3 others. */
export function BlogPostPage() {
  const data = useLoaderData<PostData | null>();
  const { slug = '' } = useParams();
  if (!data) {
    return <BlogNotFound heading="Blog not found." description="There is no article at this address." path={`/blogs/${slug}`} />;
  }
  const { post, others } = data;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blogs' },
    { name: post.title, path: `/blogs/${post.slug}` },
  ];
  return (
    <>
      <Seo
        title={post.title}
        description={post.summary}
        path={`/blogs/${post.slug}`}
        type="article"
        image={post.ogImage}
        feed
        jsonLd={[blogPostingLd(post), breadcrumbLd(crumbs)]}
      />
      <Static as="article">
        <PageHeader title={post.title} crumbs={crumbs} />
        <Container width="narrow" className="py-12 sm:py-16">
          <PostByline post={post} dated className="flex gap-x-6 gap-y-2 text-sm text-slate-600" />
          <PostImage post={post} priority className="mt-8 rounded-2xl" />
          {/* The article, rendered from Markdown at build time (prerender/content.mjs). */}
          <div className="post-body mt-10" data-testid="post-content" dangerouslySetInnerHTML={{ __html: post.html }} />
        </Container>
      </Static>
      <Section labelledBy="other-blogs-title" className="bg-sand-50">
        <h2 id="other-blogs-title" className="section-title mt-0">
          Other Blogs
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.slug}>
              <BlogCard post={other} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
