import { Link } from '../../lib/link';
import { CalendarDays } from '../icons/CalendarDays';
import { Clock } from '../icons/Clock';
import { FolderOpen } from '../icons/FolderOpen';
import type { PostCard } from '../../content/posts';
import { cn } from '../../lib/cn';
import { categoryPath, postPath } from '../../lib/paths.mjs';
import { PostByline } from './PostByline';
import { PostImage } from './PostImage';
import { useChrome } from '../layout/chrome';

/**
 * Spec §2 Blog card. The whole card is one link that navigates with a full page load
 * (a plain <a>, not a router link: spec quirk). It is a size container, so a card squeezed into a
 * narrow carousel slide shows a compact layout.
 *
 * With `linkCategory`, the category is a link to its hub, shown as a tag on the image. Links do
 * not nest, so the tag is the card link's sibling, laid over the image's bottom-left corner by a
 * box of the image's size; a click anywhere else still opens the post. Without it (the carousel:
 * its slides are too small for a tag, and / has no bytes to spare) the byline names the category.
 */
export function BlogCard({
  post,
  headingLevel = 'h3',
  priority = false,
  dated = true,
  linkCategory = true,
  className,
}: {
  post: PostCard & { readTime?: string };
  headingLevel?: 'h2' | 'h3';
  /** The card's image is likely the page's largest paint: load it at once and first, not lazily. */
  priority?: boolean;
  /** Show the date badge (spec: optional). The carousel leaves it out: / must fit in the first round trip. */
  dated?: boolean;
  /** Link the category to its hub (a tag on the image) instead of naming it in the byline. */
  linkCategory?: boolean;
  className?: string;
}) {
  const Heading = headingLevel;
  const { ui, locale } = useChrome();
  const card = (
    <a
      href={postPath(post.slug, locale)}
      data-testid="blog-card"
      className={cn(
        'group @container flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 transition-shadow hover:shadow-xl',
        className,
      )}
    >
      <div className="relative">
        <PostImage post={post} priority={priority} />
        {dated && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-orange-600 px-3 py-1 text-xs font-semibold text-white">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={post.date}>{post.dateLabel}</time>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-3 @[16rem]:p-6">
        <PostByline post={post} category={linkCategory ? 'none' : 'text'} className="hidden gap-x-4 gap-y-1 text-xs text-slate-500 @[16rem]:flex" />
        <Heading className="text-[11px] leading-snug font-bold break-words hyphens-auto text-navy-900 group-hover:text-orange-700 @[16rem]:mt-3 @[16rem]:text-lg">
          {post.title}
        </Heading>
        <p className="mt-3 hidden flex-1 text-sm leading-relaxed text-slate-600 @[16rem]:block">{post.excerpt}</p>
        <div className="mt-3 flex items-center justify-between gap-3 @[16rem]:mt-5">
          <span className="inline-flex items-center text-[11px] font-semibold whitespace-nowrap text-orange-700 @[16rem]:text-sm">
            {ui.readMore}
            <span className="hidden @[9rem]:inline">&nbsp;→</span>
          </span>
          {post.readTime && (
            <span className="inline-flex items-center gap-1 text-xs text-slate-500">
              <Clock aria-hidden="true" className="size-3.5" />
              {post.readTime}
            </span>
          )}
        </div>
      </div>
    </a>
  );
  if (!linkCategory) return card;
  return (
    <div className="relative h-full">
      {card}
      <div className="pointer-events-none absolute inset-x-0 top-0 aspect-video">
        <Link
          to={categoryPath(post.categorySlug, 1, locale)}
          className="pointer-events-auto absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-xs font-semibold text-navy-900 shadow-sm hover:text-orange-700"
        >
          <FolderOpen aria-hidden="true" className="size-3.5 text-orange-600" />
          {post.category}
        </Link>
      </div>
    </div>
  );
}
