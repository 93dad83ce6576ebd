import { FolderOpen } from '../icons/FolderOpen';
import { UserRound } from '../icons/UserRound';
import type { BlogPost } from '../../content/posts';
import { cn } from '../../lib/cn';

/** A post's author and category, each with its icon (blog cards and the post page). */
export function PostByline({ post, className }: { post: Pick<BlogPost, 'author' | 'category'>; className?: string }) {
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
    </div>
  );
}
