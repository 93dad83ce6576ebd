/**
 * The blog's data contract. The posts themselves are Markdown files, src/content/posts/<slug>.md,
 * read, validated and rendered at build time by prerender/content.mjs; no page's JavaScript carries
 * them. Each route's loader (src/routes.tsx) asks a ContentSource for what its page shows: at build
 * time the content layer answers, and the crawler writes the answer beside the page as JSON, which
 * the browser fetches to hydrate and on client-side navigation (src/lib/routeData.ts).
 */

/** What a blog card shows (spec §2 Blog card), in listings and the carousel. */
export interface PostCard {
  slug: string;
  title: string;
  author: string;
  category: string;
  /** The post's image, or its generated cover: a URL on this site, 800×450. */
  image: string;
  imageAlt: string;
  /** Spec §9: the first 100 characters of the content, followed by '...'. */
  excerpt: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The date as the card shows it ("Jun 10, 2025"): formatted at build time, so both renders agree. */
  dateLabel: string;
}

/** A whole post (spec §3 BlogPost), as its page shows it. */
export interface Post extends PostCard {
  /** One sentence for the meta description and structured data. */
  summary: string;
  /** Last substantive change, YYYY-MM-DD, if any. */
  updated?: string;
  /** The article rendered from Markdown at build time. */
  html: string;
  wordCount: number;
  /** The page's Open Graph image: a PNG drawn from its image or cover, or the image itself. */
  ogImage: OgImage;
}

/** An Open Graph image: its URL on this site and, when known, its size in pixels. */
export interface OgImage {
  url: string;
  width?: number;
  height?: number;
}

/** The content layer as the route loaders see it (prerender/content.mjs implements it). */
export interface ContentSource {
  /** Number of posts. */
  count: number;
  /** Posts in listing order (newest first), from `start` up to (not including) `end`. */
  cards(start: number, end: number): PostCard[];
  /** The post at `slug`, or null when there is none. */
  post(slug: string): Promise<Post | null>;
}

/** Blog list: cards per page (/blogs, /blogs/page/2, …). */
export const POSTS_PER_PAGE = 12;
/** Blog carousel: at most this many posts (spec §9). */
export const CAROUSEL_POSTS = 5;
/** 'Other Blogs' on a post's page (spec §9). */
export const OTHER_POSTS = 3;

/** The home page's data: the carousel's posts. */
export interface HomeData {
  carousel: PostCard[];
}

/** One page of the blog list. */
export interface BlogListData {
  posts: PostCard[];
  /** 1-based. */
  page: number;
  pageCount: number;
}

/** A post's page: the post and its 'Other Blogs'. */
export interface PostData {
  post: Post;
  others: PostCard[];
}
