import { site } from '../../config/site';
import { absoluteUrl, FEED_PATHS, ogImagePath, OG_IMAGE, pageTitle, siteOrigin } from '../../lib/seo';
import { useContext } from 'react';
import { fill, LOCALE, localeOf, type Locale } from '../../lib/locale.mjs';
import { ChromeContext } from '../layout/chrome';
import { alternates, twinPaths } from '../../lib/paths.mjs';
import type { OgImage, Twins } from '../../content/posts';

/** schema.org types that say their language (CreativeWork's inLanguage); a page without one gets a WebPage that does. */
const WORKS = new Set(['WebSite', 'WebPage', 'FAQPage', 'CollectionPage', 'BlogPosting']);

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
  /** This page's path in each other language that has it, or null for none; by default the locale rules' (src/lib/paths.mjs). */
  twins?: Twins | null;
}

/**
 * One per page: title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD (with its inLanguage). React 19
 * hoists them into <head> in the browser; the prerender moves them there (README, "Decisions": no react-helmet-async).
 */
export function Seo({ title, description, path, type = 'website', jsonLd = [], noindex = false, image, feed = false, twins = twinPaths(path) }: SeoProps) {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const locale = localeOf(path);
  const inLanguage = LOCALE[locale].lang;
  const works = jsonLd.map((data) => ('@type' in data && WORKS.has(String(data['@type'])) ? { ...data, inLanguage } : data));
  const ld =
    noindex || works.some((data) => 'inLanguage' in data)
      ? works
      : [...works, { '@context': 'https://schema.org', '@type': 'WebPage', name: fullTitle, url, inLanguage }];
  const og = image ?? { url: ogImagePath(path), ...OG_IMAGE };
  // Pages with a feed are in the layout, which has the words.
  const feedTitle = fill(useContext(ChromeContext)?.ui.feed ?? '', { siteName: site.name });
  // The text of what the image shows: a post's art has its own description; a page's card shows its title.
  const alt = image?.alt ?? `${title}, ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!noindex && alternates(path, siteOrigin, twins).map((link) => <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />)}
      <meta property="og:locale" content={LOCALE[locale].ogLocale} />
      {!noindex && Object.keys(twins ?? {}).map((other) => <meta key={other} property="og:locale:alternate" content={LOCALE[other as Locale].ogLocale} />)}
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
      {feed && <link rel="alternate" type="application/rss+xml" title={feedTitle} href={FEED_PATHS[locale]} />}
      {ld.map((data, index) => (
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
