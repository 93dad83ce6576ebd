import { site } from '../../config/site';
import { absoluteUrl, FEED, ogImagePath, OG_IMAGE, pageTitle } from '../../lib/seo';
import type { OgImage } from '../../content/posts';

interface SeoProps {
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** The route path, e.g. "/about". */
  path: string;
  type?: 'website' | 'article';
  /** Structured data objects, each rendered as one JSON-LD block. */
  jsonLd?: object[];
  noindex?: boolean;
  /** The Open Graph image; by default the page's own card, drawn at build time with its title. */
  image?: OgImage & { alt?: string };
  /** Link the blog's RSS feed (on the home page and the blog's pages). */
  feed?: boolean;
}

/**
 * One per page: title, description, canonical, Open Graph and Twitter tags. React 19 hoists these
 * into <head> in the browser; on the server they come first in the output and the prerender moves
 * them into <head>. (react-helmet-async 3 renders exactly these native tags on React 19, for
 * ~7 KB of JavaScript on every route, so it is not used: see README, "Head tags".)
 */
export function Seo({ title, description, path, type = 'website', jsonLd = [], noindex = false, image, feed = false }: SeoProps) {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const og = image ?? { url: ogImagePath(path), ...OG_IMAGE };
  // The text of what the image shows: a post's art has its own description; a page's card shows its title.
  const alt = image?.alt ?? `${title}, ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noindex && (
        <>
          <meta property="og:url" content={url} />
          <meta property="og:image" content={absoluteUrl(og.url)} />
          {og.width && og.height && (
            <>
              <meta property="og:image:width" content={String(og.width)} />
              <meta property="og:image:height" content={String(og.height)} />
            </>
          )}
          <meta property="og:image:alt" content={alt} />
          <meta name="twitter:image" content={absoluteUrl(og.url)} />
          <meta name="twitter:image:alt" content={alt} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {feed && <link rel="alternate" type="application/rss+xml" title={FEED.title} href={FEED.path} />}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is data, not script; "<" is escaped so the content can't close the tag.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
