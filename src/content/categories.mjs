// The blog's categories: one list, read by the content layer (a post's `category` must name one),
// the covers (each category's generated cover designs), the category hubs (/blogs/category/<slug>)
// and the paths module. Adding a category is adding one entry here (README, "Add a category").
// Plain JavaScript, so that the prerender reads it as it is; the app never imports it (a page's
// data carries what it shows of a category), so it costs no page any JavaScript.

/**
 * @typedef {'Load Management' | 'Route Optimization' | 'Trucking Tips' | 'Financial Support'} CoverSet
 * The sets of cover designs prerender/covers.mjs draws (six each) for posts without an image.
 */

/**
 * @typedef {object} Category
 * @property {string} name What posts write as their `category`, and what cards and hubs show.
 * @property {string} slug Its hub's address: /blogs/category/<slug>.
 * @property {string} description One sentence: the hub's intro and meta description.
 * @property {CoverSet} covers The designs a post of this category without an image is drawn from.
 */

/** @type {readonly Category[]} */
export const CATEGORIES = Object.freeze([
  {
    name: 'Load Management',
    slug: 'load-management',
    description:
      'Finding, booking and keeping good freight: load boards, rate negotiation, broker checks and the habits that keep a trailer full at a rate worth hauling.',
    covers: 'Load Management',
  },
  {
    name: 'Route Optimization',
    slug: 'route-optimization',
    description:
      'Planning lanes and trips that waste fewer miles and hours, from cutting deadhead and lining up backhauls to working within your hours of service.',
    covers: 'Route Optimization',
  },
  {
    name: 'Trucking Tips',
    slug: 'trucking-tips',
    description:
      'Advice from our dispatch desk on the day-to-day of running a truck: maintenance schedules, paperwork, safety and staying sane on the road.',
    covers: 'Trucking Tips',
  },
  {
    name: 'Financial Support',
    slug: 'financial-support',
    description:
      'Getting paid in full and on time: detention and layover pay, factoring, fuel costs and the numbers that decide whether a load was worth it.',
    covers: 'Financial Support',
  },
]);

/** The category a post names, by its exact name, or undefined. @param {string} name */
export function categoryByName(name) {
  return CATEGORIES.find((category) => category.name === name);
}

/** The category of a hub's slug, or undefined. @param {string} slug */
export function categoryBySlug(slug) {
  return CATEGORIES.find((category) => category.slug === slug);
}
