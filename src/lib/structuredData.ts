import { site, socialLinks } from '../config/site';
import type { CategorySummary, Post, PostCard } from '../content/posts';
import type { Crumb } from '../components/ui/PageHeader';
import { absoluteUrl, siteOrigin } from './seo';
import { categoryPath, postPath } from './paths.mjs';
import { DEFAULT_LOCALE, type Locale } from './locale.mjs';
import logoMark from '../assets/img/logo-mark.svg';

// schema.org objects for JSON-LD from the content the page shows, complete on each page: a node another page defines
// (the publisher) carries its name and address too. Seo adds each work's inLanguage.

/** The company as a post's publisher: named in full, not only by the @id that the home page defines; its logo an ImageObject, as Google's Article documentation has it. */
function publisherLd() {
  return {
    '@type': 'Organization',
    '@id': `${siteOrigin}/#organization`,
    name: site.name,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: new URL(logoMark, `${siteOrigin}/`).href },
  };
}

export function organizationLd(logoUrl: string) {
  const { contact } = site;
  const profiles = socialLinks.map((link) => link.href).filter((href) => href.startsWith('https://'));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteOrigin}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: new URL(logoUrl, `${siteOrigin}/`).href,
    email: contact.email,
    telephone: contact.phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.street,
      addressLocality: contact.city,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: contact.country,
    },
    // The company's pages elsewhere, when its details give them (the spec's social links go to /).
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

export function websiteLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteOrigin}/#website`,
    name: site.name,
    url: absoluteUrl('/'),
    publisher: { '@id': `${siteOrigin}/#organization` },
  };
}

export function faqPageLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function blogPostingLd(post: Post, locale: Locale = DEFAULT_LOCALE) {
  const url = absoluteUrl(postPath(post.slug, locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    articleSection: post.category,
    author: { '@type': 'Person', name: post.author },
    publisher: publisherLd(),
    mainEntityOfPage: url,
    url,
    image: new URL(post.image, `${siteOrigin}/`).href,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    wordCount: post.wordCount,
  };
}

/**
 * A category hub's page: a CollectionPage of its posts (the ones this page lists), part of the
 * site, about the category.
 */
export function collectionPageLd(
  category: Pick<CategorySummary, 'name' | 'slug' | 'description'>,
  page: number,
  posts: readonly Pick<PostCard, 'slug' | 'title'>[],
  locale: Locale = DEFAULT_LOCALE,
  pageName = `page ${page}`,
) {
  const url = absoluteUrl(categoryPath(category.slug, page, locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page === 1 ? category.name : `${category.name}, ${pageName}`,
    description: category.description,
    url,
    isPartOf: { '@type': 'WebSite', '@id': `${siteOrigin}/#website`, name: site.name, url: absoluteUrl('/') },
    about: { '@type': 'Thing', name: category.name },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: posts.map((post, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(postPath(post.slug, locale)),
        name: post.title,
      })),
    },
  };
}
