import { CalendarDays } from '../icons/CalendarDays';
import { FolderOpen } from '../icons/FolderOpen';
import { UserRound } from '../icons/UserRound';
import type { PostCard } from '../../content/posts';
import { cn } from '../../lib/cn';

/** A post's author and category, each with its icon, and its date when `dated` (blog cards and the post page). */
export function PostByline({
  post,
  dated = false,
  className,
}: {
  post: Pick<PostCard, 'author' | 'category' | 'date' | 'dateLabel'>;
  dated?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex-wrap font-medium', className)}>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 text-orange-600" />
        {post.author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <FolderOpen aria-hidden="true" className="size-4 text-orange-600" />
        {post.category}
      </span>
      {dated && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-orange-600" />
          <time dateTime={post.date}>{post.dateLabel}</time>
        </span>
      )}
    </div>
  );
}
