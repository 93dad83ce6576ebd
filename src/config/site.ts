/**
 * The company and the site in one place: every page, the footer, the contact
 * section and the head tags read from here. The company is fictional. Its
 * details (name, phone, email, address, social links) are a content file,
 * src/content/company.yaml, which the editor at /admin changes ("Company
 * details"); what follows from them (the phone's tel: link) is derived here.
 */
import company from '../content/company.yaml';
import type { CompanyDetails } from '../content/types';
import { UPDATES_HREF } from '../lib/footerQuirk.mjs';
import { e164, telHref } from '../lib/phone.mjs';
import { THEME_COLOR } from '../styles/palette.mjs';

interface NavItem {
  name: string;
  href: string;
  /** Spec §3 NavItem: false for Services, unset elsewhere. No dropdown behaviour exists. */
  hasDropdown?: boolean;
}

interface FooterColumn {
  title: string;
  links: { label: string; href: string }[];
}

const details = company as CompanyDetails;

export const site = {
  name: details.name,
  /** The brand's short name (the web manifest's): the first word of the company's name. */
  shortName: details.name.split(' ')[0] ?? details.name,
  legalName: details.legalName,
  /** Absolute origin for canonicals, sitemap and Open Graph; the build may override it with SITE_URL. */
  origin: 'https://www.northlanedispatch.example.com',
  description: details.description,
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

export const mainNav: NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'About Us', href: '/about' },
  { name: 'Services', href: '/services', hasDropdown: false },
  { name: 'Blog', href: '/blogs' },
  { name: 'Contact', href: '/contact' },
];

export const footerColumns: FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'Home', href: '/' },
      { label: 'About', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Quick Start', href: '/blogs/truck-maintenance-scheduling-by-dispatchers' },
      { label: 'Blog', href: '/blogs' },
      { label: 'User Guide', href: '/blogs/reduce-deadhead-miles-with-smarter-dispatching' },
    ],
  },
  {
    title: 'Blogs',
    links: [
      { label: 'News', href: '/blogs/best-load-boards-for-independent-truckers' },
      { label: 'Tips & Tricks', href: '/blogs/how-to-find-the-highest-paying-loads' },
      // Spec quirk: relative on purpose (no leading slash), so it resolves against the current path
      // (src/lib/footerQuirk.mjs).
      { label: 'Updates', href: UPDATES_HREF },
    ],
  },
];

/** The footer's four social icons (spec: all link to /, unless the company's details give a page). */
export const socialLinks = [
  { name: 'Facebook', href: details.social.facebook },
  { name: 'X (Twitter)', href: details.social.x },
  { name: 'LinkedIn', href: details.social.linkedin },
  { name: 'Instagram', href: details.social.instagram },
] as const;
