import type { PostCard } from '../../content/posts';
import { cn } from '../../lib/cn';
import { imageLoading } from '../../lib/imageLoading';

/** A post's image or generated cover, 800×450 (16:9), cropped to fit; `priority` for the page's largest image. */
export function PostImage({ post, priority = false, className }: { post: Pick<PostCard, 'image' | 'imageAlt'>; priority?: boolean; className?: string }) {
  return (
    <img
      src={post.image}
      alt={post.imageAlt}
      width={800}
      height={450}
      {...imageLoading(priority)}
      className={cn('aspect-video h-auto w-full bg-sand-100 object-cover', className)}
    />
  );
}
