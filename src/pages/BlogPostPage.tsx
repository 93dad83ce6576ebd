import { Suspense, use } from 'react';
import { useParams } from 'react-router-dom';
import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Container, Section } from '../components/ui/Container';
import { BlogCard } from '../components/ui/BlogCard';
import { ButtonLink } from '../components/ui/Button';
import { PostByline } from '../components/ui/PostByline';
import { findPost, posts, type BlogPost } from '../content/posts';
import { loadedPostBody, loadPostBody, postBodyModule } from '../content/postBodies';
import { otherPosts, paragraphs } from '../lib/blog';
import { blogPostingLd, breadcrumbLd } from '../lib/structuredData';
import type { RouteHandle } from '../routes';
import { imageLoading } from '../lib/imageLoading';

/** Read by the prerender and the client entry: 404 for an unknown slug; the article body loads first. */
export const handle: RouteHandle = {
  isMissing: (params) => !findPost(params.slug),
  preload: (params) => (findPost(params.slug) ? loadPostBody(params.slug!) : Promise.resolve()),
  modules: (params) => (findPost(params.slug) ? [postBodyModule(params.slug!)] : []),
};

/** Spec §2 Blog detail: looked up by slug; 'Blog not found.' when none matches; 'Other Blogs' lists 3 others. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = findPost(slug);
  if (!post) {
    return (
      <Container className="py-24 text-center">
        <Seo title="Blog not found" description="There is no article at this address." path={`/blogs/${slug}`} noindex />
        <h1 className="text-3xl font-extrabold text-navy-900">Blog not found.</h1>
        <ButtonLink to="/blogs" variant="navy" className="mt-8">
          Browse all articles
        </ButtonLink>
      </Container>
    );
  }
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blogs' },
    { name: post.title, path: `/blogs/${post.slug}` },
  ];
  return (
    <>
      <article>
        <PageHeader title={post.title} crumbs={crumbs} />
        <Container width="narrow" className="py-12 sm:py-16">
          <PostByline post={post} className="flex gap-x-6 gap-y-2 text-sm text-slate-600" />
          {post.image && (
            <img src={post.image} alt={post.imageAlt} width={800} height={450} {...imageLoading(true)} className="mt-8 h-auto w-full rounded-2xl bg-sand-100" />
          )}
          <Suspense fallback={<p className="mt-10 text-slate-600">Loading the article…</p>}>
            <PostBody post={post} crumbs={crumbs} />
          </Suspense>
        </Container>
      </article>
      <Section labelledBy="other-blogs-title" className="bg-sand-50">
        <h2 id="other-blogs-title" className="section-title mt-0">
          Other Blogs
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {otherPosts(posts, post.slug, 3).map((other) => (
            <li key={other.slug}>
              <BlogCard post={other} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** The article's paragraphs (split on blank lines) and its head tags, once the body is loaded. */
function PostBody({ post, crumbs }: { post: BlogPost; crumbs: { name: string; path: string }[] }) {
  const body = loadedPostBody(post.slug) ?? use(loadPostBody(post.slug));
  return (
    <>
      <Seo title={post.title} description={post.summary} path={`/blogs/${post.slug}`} type="article" jsonLd={[blogPostingLd(post, body), breadcrumbLd(crumbs)]} />
      <div className="mt-10 space-y-6 text-lg leading-relaxed text-slate-700" data-testid="post-content">
        {paragraphs(body).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
    </>
  );
}
