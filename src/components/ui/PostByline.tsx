import { Link } from 'react-router-dom';
import { CalendarDays } from '../icons/CalendarDays';
import { FolderOpen } from '../icons/FolderOpen';
import { UserRound } from '../icons/UserRound';
import type { PostCard } from '../../content/posts';
import { cn } from '../../lib/cn';
import { categoryPath } from '../../lib/paths.mjs';

/**
 * A post's author and category, each with its icon, and its date when `dated`. The category links
 * to its hub (`category="link"`, the post page), is plain text (`"text"`, inside a card's own link:
 * links do not nest) or is left out (`"none"`, a card that shows it apart). `indexed` (the post
 * page) marks it for the search index (prerender/search-index.mjs): not the article's text, but
 * its category and date are the result's.
 */
export function PostByline({
  post,
  dated = false,
  category = 'text',
  indexed = false,
  className,
}: {
  post: Pick<PostCard, 'author' | 'category' | 'categorySlug' | 'date' | 'dateLabel'>;
  dated?: boolean;
  category?: 'link' | 'text' | 'none';
  indexed?: boolean;
  className?: string;
}) {
  const index = (meta: string) => (indexed ? { 'data-pagefind-meta': meta } : {});
  const icon = <FolderOpen aria-hidden="true" className="size-4 text-orange-600" />;
  return (
    <div className={cn('flex-wrap font-medium', className)} data-pagefind-ignore={indexed ? '' : undefined}>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 text-orange-600" />
        {post.author}
      </span>
      {category === 'link' && (
        <Link
          to={categoryPath(post.categorySlug)}
          className="inline-flex items-center gap-1.5 underline-offset-2 hover:text-orange-700 hover:underline"
          {...index('category')}
        >
          {icon}
          {post.category}
        </Link>
      )}
      {category === 'text' && (
        <span className="inline-flex items-center gap-1.5">
          {icon}
          {post.category}
        </span>
      )}
      {dated && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-orange-600" />
          <time dateTime={post.date} {...index('date[datetime], date_label')}>
            {post.dateLabel}
          </time>
        </span>
      )}
    </div>
  );
}
