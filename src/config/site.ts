/**
 * The company and the site in one place: every page, the footer, the contact
 * section and the head tags read from here. The company is fictional.
 */
import { UPDATES_HREF } from '../lib/footerQuirk.mjs';

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

/** The brand's short name: the web manifest's, and the first word of the company's name. */
const shortName = 'Northlane';

export const site = {
  name: `${shortName} Dispatch`,
  shortName,
  legalName: 'Northlane Dispatch & Logistics LLC',
  /** Absolute origin for canonicals, sitemap and Open Graph; the build may override it with SITE_URL. */
  origin: 'https://www.northlanedispatch.example.com',
  description:
    'Truck dispatch for owner-operators and small fleets: load booking, rate negotiation, back-office paperwork and 24/7 support from Columbus, Ohio.',
  themeColor: '#0b1f3a',
  contact: {
    street: '2150 Freightway Drive, Suite 300',
    city: 'Columbus',
    region: 'OH',
    postalCode: '43219',
    country: 'US',
    email: 'dispatch@example.com',
    phone: '(614) 555-0142',
    phoneHref: 'tel:+16145550142',
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

export const socialLinks = [
  { name: 'Facebook', href: '/' },
  { name: 'X (Twitter)', href: '/' },
  { name: 'LinkedIn', href: '/' },
  { name: 'Instagram', href: '/' },
] as const;
