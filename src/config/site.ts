/**
 * The company (fictional) and the site in one place. Its details are a content file the editor changes,
 * src/content/company.yaml; what follows from them (the phone's tel: link) is derived here.
 */
import company from '../content/company.yaml?facts';
import type { CompanyDetails } from '../content/types';
import { FOOTER_POSTS, updatesHref } from '../lib/footerQuirk.mjs';
import { e164, telHref } from '../lib/phone.mjs';
import { THEME_COLOR } from '../styles/palette.mjs';
import { pagePath, postPath } from '../lib/paths.mjs';
import type { Locale } from '../lib/locale.mjs';
import type { ChromeCopy } from '../content/copy';

interface NavItem {
  page: keyof ChromeCopy['ui']['nav'];
  /** Spec §3 NavItem: false for Services, unset elsewhere. No dropdown behaviour exists. */
  hasDropdown?: boolean;
}

interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

// Without its description: each language's layout copy has it (src/content/<locale>/chrome.ts).
const details = company as Omit<CompanyDetails, 'description'>;

export const site = {
  name: details.name,
  /** The brand's short name (the web manifest's): the first word of the company's name. */
  shortName: details.name.split(' ')[0] ?? details.name,
  legalName: details.legalName,
  /** Absolute origin for canonicals, sitemap and Open Graph; the build may override it with SITE_URL. */
  origin: 'https://www.northlanedispatch.example.com',
  themeColor: THEME_COLOR,
  contact: {
    ...details.address,
    email: details.email,
    /** As visitors read it: "(614) 555-0142". */
    phone: details.phone,
    /** Derived: "tel:+16145550142". */
    phoneHref: telHref(details.phone),
    /** Derived, for structured data: "+16145550142". */
    phoneE164: e164(details.phone),
  },
  copyrightYear: 2025,
} as const;

/** The header's five links (spec §2), named by the layout's words (src/content/ui.mjs, chrome.nav). */
export const mainNav: NavItem[] = [{ page: 'home' }, { page: 'about' }, { page: 'services', hasDropdown: false }, { page: 'blog' }, { page: 'contact' }];

/**
 * The footer's three columns (spec §2) in `locale`: each language's pages; its post links the spec's posts, or in another
 * language where the build sends them (`posts`: prerender/content/files.mjs).
 */
export function footerColumns(locale: Locale, { nav, footer }: ChromeCopy['ui'], posts: ChromeCopy['footerPosts'] = {}): FooterColumn[] {
  const post = (name: keyof typeof FOOTER_POSTS) => posts[name] ?? postPath(FOOTER_POSTS[name]);
  return [
    {
      title: footer.company,
      links: [
        { label: nav.home, href: pagePath('home', locale) },
        { label: footer.about, href: pagePath('about', locale) },
        { label: nav.services, href: pagePath('services', locale) },
        { label: nav.contact, href: pagePath('contact', locale) },
      ],
    },
    {
      title: footer.resources,
      links: [
        { label: footer.quickStart, href: post('quickStart') },
        { label: nav.blog, href: pagePath('blog', locale) },
        { label: footer.userGuide, href: post('userGuide') },
      ],
    },
    {
      title: footer.blogs,
      links: [
        { label: footer.news, href: post('news') },
        { label: footer.tips, href: post('tips') },
        // Spec quirk: relative on purpose (no leading slash), so it resolves against the current path (src/lib/footerQuirk.mjs).
        { label: footer.updates, href: updatesHref(post('updates')) },
      ],
    },
  ];
}

/** The footer's four social icons (spec: all link to /, unless the company's details give a page). */
export const socialLinks = [
  { icon: 'facebook', name: 'Facebook', href: details.social.facebook },
  { icon: 'x', name: 'X (Twitter)', href: details.social.x },
  { icon: 'linkedin', name: 'LinkedIn', href: details.social.linkedin },
  { icon: 'instagram', name: 'Instagram', href: details.social.instagram },
] as const;
