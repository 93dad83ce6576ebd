import { site } from '../config/site';

/** The blog's title and meta description (120–160 characters); the other pages' are their copy's (src/content/ui.mjs). */
export const pageMeta = {
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
