import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Container';
import { BlogCard } from '../components/ui/BlogCard';
import { posts } from '../content/posts';
import { pageMeta } from '../content/pages';
import { breadcrumbLd } from '../lib/structuredData';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blogs' },
];

export function BlogListPage() {
  return (
    <>
      <Seo {...pageMeta.blogs} path="/blogs" jsonLd={[breadcrumbLd(crumbs)]} />
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
      </Section>
    </>
  );
}
