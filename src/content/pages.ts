import { site } from '../config/site';

/** Each page's title and meta description (120–160 characters, unique per page). */
export const pageMeta = {
  home: {
    title: 'Truck Dispatch for Owner-Operators',
    description:
      'Northlane Dispatch books high-paying loads, negotiates rates and handles the paperwork for owner-operators and small fleets, with a dispatcher on call 24/7.',
  },
  about: {
    title: 'About Us',
    description:
      'Meet Northlane Dispatch: 12M+ miles driven, 7,500+ loads dispatched and a 98% on-time rate for owner-operators and fleet partners across the United States.',
  },
  services: {
    title: 'Dispatch Services',
    description:
      'Load booking and rate negotiation, back-office paperwork, route planning, 24/7 dispatch, broker communication and factoring help for owner-operators.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Talk to a Northlane dispatcher about your truck and lanes. Call or text, email us, or send a message, and we reply within one business day from Columbus, Ohio.',
  },
  blogs: {
    title: 'Blog',
    description:
      'Practical articles for owner-operators on finding better-paying loads, choosing load boards, cutting deadhead, planning maintenance and getting detention paid.',
  },
} as const;

/** A page of the blog list past the first: its own title and description (page 1 is pageMeta.blogs). */
export function blogPageMeta(page: number, pageCount: number) {
  return {
    title: `Blog, page ${page} of ${pageCount}`,
    description: `Page ${page} of ${pageCount} of the ${site.name} blog: practical articles for owner-operators on loads, rates, routes and getting paid.`,
  };
}

/** A page of a category's hub: its own title and description (page 1 is the category's own). */
export function categoryPageMeta(category: { name: string; description: string }, page: number, pageCount: number) {
  if (page === 1) return { title: `${category.name} articles`, description: category.description };
  return {
    title: `${category.name} articles, page ${page} of ${pageCount}`,
    description: `Page ${page} of ${pageCount} of the ${category.name} articles on the ${site.name} blog, newest first, for owner-operators and small fleets.`,
  };
}
