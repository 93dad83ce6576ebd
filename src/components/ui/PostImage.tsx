import { preload } from 'react-dom';
import type { PostCard } from '../../content/posts';
import { cn } from '../../lib/cn';
import { imageLoading } from '../../lib/imageLoading';

/**
 * How wide the image is shown, for the browser to pick a photo's width: a card is at most 400 px
 * (three to a row from 1024 px, two from 640 px); the post page's image fills the 768 px column.
 */
const SIZES = {
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  page: '(min-width: 768px) 768px, 100vw',
} as const;

/**
 * A post's image or generated cover, 800×450 (16:9), cropped to fit; `priority` for the page's
 * largest image. A photo is a <picture>: AVIF, else WebP, at the width the layout needs
 * (prerender/content/photos.mjs); as the largest image it is preloaded from <head> with its srcset (React
 * does not preload an <img> inside a <picture> itself).
 */
export function PostImage({
  post,
  priority = false,
  layout = 'card',
  className,
}: {
  post: Pick<PostCard, 'image' | 'imageAlt' | 'imageSources'>;
  priority?: boolean;
  layout?: keyof typeof SIZES;
  className?: string;
}) {
  const img = (srcSet?: string) => (
    <img
      src={post.image}
      srcSet={srcSet}
      sizes={srcSet && SIZES[layout]}
      alt={post.imageAlt}
      width={800}
      height={450}
      {...imageLoading(priority)}
      className={cn('aspect-video h-auto w-full bg-sand-100 object-cover', className)}
    />
  );
  const sources = post.imageSources;
  if (!sources) return img();
  if (priority) preload(post.image, { as: 'image', imageSrcSet: sources.avif, imageSizes: SIZES[layout], type: 'image/avif', fetchPriority: 'high' });
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={SIZES[layout]} />
      {img(sources.webp)}
    </picture>
  );
}
