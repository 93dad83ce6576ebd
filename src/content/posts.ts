/**
 * The blog's data contract: a route's loader asks a ContentSource for what its page shows; the content layer answers at
 * build time and the crawler writes the answer as JSON beside the page, so no page's JavaScript carries the posts.
 */
import type { z } from 'zod';
import type { frontmatterSchema } from './schema.mjs';
import type { Locale } from '../lib/locale.mjs';

/** A post's frontmatter, as its schema (src/content/schema.mjs) checks it: the one definition of its fields. */
export type Frontmatter = z.output<typeof frontmatterSchema>;

/** What a blog card shows (spec §2 Blog card), in listings, hubs, related reading and the carousel. */
export interface PostCard extends Pick<Frontmatter, 'title' | 'author' | 'category' | 'date'> {
  slug: string;
  /** The category's hub: /blogs/category/<categorySlug> (src/content/categories.mjs). */
  categorySlug: string;
  /** The post's image, or its generated cover: a URL on this site, 800×450. */
  image: string;
  imageAlt: string;
  /** For a photo: its srcset in each format, 16:9 at several widths (prerender/content/photos.mjs); `image` is the WebP fallback. */
  imageSources?: { avif: string; webp: string };
  /** Spec §9: the first 100 characters of the content, followed by '...'. */
  excerpt: string;
  /** The date as the card shows it ("Jun 10, 2025"): formatted at build time, so both renders agree. */
  dateLabel: string;
}

/** A ## heading of an article: its anchor and its text (the table of contents). */
export interface Heading {
  id: string;
  text: string;
}

/** A whole post (spec §3 BlogPost), as its page shows it. */
export interface Post extends PostCard, Pick<Frontmatter, 'summary' | 'updated'> {
  /** The article rendered from Markdown at build time, its ## and ### headings with ids. */
  html: string;
  /** Its ## headings, in order. */
  headings: Heading[];
  wordCount: number;
  /** The page's Open Graph image: a PNG drawn from its image or cover, or the image itself. */
  ogImage: OgImage;
  /** Its translations' pages by language (a translation's `translationOf` names its original, which names them all). */
  twins?: Twins;
}

/** A page's twins: its path in each other language that has it. */
export type Twins = Partial<Record<Locale, string>>;

/** An Open Graph image: its URL on this site and, when known, its size in pixels. */
export interface OgImage {
  url: string;
  width?: number;
  height?: number;
}

/** A category as its hub and the blog's category list show it. */
export interface CategorySummary {
  name: string;
  slug: string;
  /** One sentence (src/content/categories.mjs). */
  description: string;
  /** How many published posts it has. */
  count: number;
  /** The same category's hub in each other language that has posts in it. */
  twins?: Twins;
}

/** The content layer as the route loaders see it (prerender/content/posts.mjs implements it). */
export interface ContentSource {
  /** Number of posts. */
  count: number;
  /** Posts in listing order (newest first), from `start` up to (not including) `end`. */
  cards(start: number, end: number): PostCard[];
  /** Every category, in the order of src/content/categories.mjs, with its post count. */
  categories(): CategorySummary[];
  /** The category with this slug, or null. */
  category(slug: string): CategorySummary | null;
  /** A category's posts in listing order, from `start` up to (not including) `end`. */
  categoryCards(slug: string, start: number, end: number): PostCard[];
  /** Up to `limit` other posts of the post's category, its neighbours in publication order, newest first. */
  related(slug: string, limit: number): PostCard[];
  /** The post at `slug`, or null when there is none. */
  post(slug: string): Promise<Post | null>;
}

/** Blog list: cards per page (/blogs, /blogs/page/2, …). */
export const POSTS_PER_PAGE = 12;
/** Blog carousel: at most this many posts (spec §9). */
export const CAROUSEL_POSTS = 5;
/** 'Other Blogs' on a post's page (spec §9). */
export const OTHER_POSTS = 3;
/** 'More in <category>' on a post's page. */
export const RELATED_POSTS = 3;
/** The search page shows this many results, then this many more at a time. */
export const SEARCH_RESULTS = 10;
/** A post gets a table of contents from this many ## headings. */
export const CONTENTS_FROM = 3;

/** The home page's data: the carousel's posts. */
export interface HomeData {
  carousel: PostCard[];
}

/** One page of the blog list, or of a category's hub (`category` set). */
export interface BlogListData {
  posts: PostCard[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Every category with its count: the blog's category links. */
  categories: CategorySummary[];
  /** On a hub: its category. */
  category?: CategorySummary;
}

/** The search page's own data: the categories to browse instead (and without JavaScript). */
export interface SearchData {
  categories: CategorySummary[];
}

/** A post's page: the post, its 'Other Blogs' and its 'More in <category>'. */
export interface PostData {
  post: Post;
  others: PostCard[];
  related: PostCard[];
}
