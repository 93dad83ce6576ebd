import { Link } from '../../lib/link';
import { CalendarDays } from '../icons/CalendarDays';
import { FolderOpen } from '../icons/FolderOpen';
import { UserRound } from '../icons/UserRound';
import type { PostCard } from '../../content/posts';
import { cn } from '../../lib/cn';
import { categoryPath } from '../../lib/paths.mjs';
import { useChrome } from '../layout/chrome';

/**
 * A post's author and category, each with its icon, and its date when `dated`. The category links
 * to its hub (`category="link"`, the post page), is plain text (`"text"`, inside a card's own link:
 * links do not nest) or is left out (`"none"`, a card that shows it apart).
 */
export function PostByline({
  post,
  dated = false,
  category = 'text',
  className,
}: {
  post: Pick<PostCard, 'author' | 'category' | 'categorySlug' | 'date' | 'dateLabel'>;
  dated?: boolean;
  category?: 'link' | 'text' | 'none';
  className?: string;
}) {
  const { locale } = useChrome();
  const icon = <FolderOpen aria-hidden="true" className="size-4 text-orange-600" />;
  return (
    <div className={cn('flex-wrap font-medium', className)}>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 text-orange-600" />
        {post.author}
      </span>
      {category === 'link' && (
        <Link
          to={categoryPath(post.categorySlug, 1, locale)}
          className="inline-flex items-center gap-1.5 underline-offset-2 hover:text-orange-700 hover:underline"
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
          <time dateTime={post.date}>{post.dateLabel}</time>
        </span>
      )}
    </div>
  );
}
