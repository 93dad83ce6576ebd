import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadSite, renderBody } from '../prerender/content/posts.mjs';

// What the site under test was built from, read by the build's own content layer: the specs expect
// the posts an editor has published, whatever they are, rather than a copy of today's.

/** The project whose dist/ is under test: this one, or the copy `npm run test:scale` or `test:leads` built. */
const root = dirname(resolve(process.env.E2E_DIST ?? process.env.E2E_LEADS_DIST ?? 'dist'));
const site = await loadSite({ root });

type PostRecord = (typeof site.en.posts)[number];
export type Post = PostRecord & { text: string };

// Sorted here by date alone (a stable sort keeps the layer's order within a day), so that a listing's order is checked, not copied.
const newestFirst = (posts: PostRecord[], texts: Map<string, string>): Post[] =>
  posts.map((post) => ({ ...post, text: texts.get(post.slug) ?? '' })).sort((a, b) => b.date.localeCompare(a.date));

/** The published English posts, newest first, each with its article as plain text. */
export const POSTS = newestFirst(site.en.posts, site.en.texts);
/** The published Spanish posts, newest first. */
export const SPANISH_POSTS = newestFirst(site.es.posts, site.es.texts);
/** Each language's categories, in the order of src/content/categories.mjs. */
export const CATEGORIES = site.categories;
/** Those that have posts: the blog's hubs, each naming its twins. */
export const HUBS = site.hubs;

/** The published post with this slug. */
export function postBySlug(slug: string, posts = POSTS): Post {
  const found = posts.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no published post "${slug}" in ${root}`);
  return found;
}

/** A category's posts, newest first. */
export const postsIn = (categorySlug: string, posts = POSTS) => posts.filter((entry) => entry.categorySlug === categorySlug);

/** A post's article as its page shows it: its ## headings and the text of each paragraph. */
export function article(entry: Post) {
  const { html, headings } = renderBody(readFileSync(entry.file, 'utf8').slice(entry.bodyStart));
  const text = (inner: string) =>
    inner
      .replace(/<[^>]+>/g, '')
      .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name]!)
      .replace(/\s+/g, ' ')
      .trim();
  return { headings, paragraphs: [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, inner]) => text(inner!)) };
}

/** A text to match as it is inside a regular expression. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
