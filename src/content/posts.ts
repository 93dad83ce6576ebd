import highestPayingLoadsExcerpt from './posts/how-to-find-the-highest-paying-loads.md?excerpt';
import loadBoardsExcerpt from './posts/best-load-boards-for-independent-truckers.md?excerpt';
import deadheadMilesExcerpt from './posts/reduce-deadhead-miles-with-smarter-dispatching.md?excerpt';
import maintenanceExcerpt from './posts/truck-maintenance-scheduling-by-dispatchers.md?excerpt';
import detentionPayExcerpt from './posts/understanding-detention-pay-negotiation.md?excerpt';
import highestPayingLoadsImage from '../assets/img/blog-highest-paying-loads.svg';
import loadBoardsImage from '../assets/img/blog-load-boards.svg';
import deadheadMilesImage from '../assets/img/blog-deadhead-miles.svg';
import maintenanceImage from '../assets/img/blog-maintenance.svg';
import detentionPayImage from '../assets/img/blog-detention-pay.svg';

export type BlogCategory = 'Load Management' | 'Route Optimization' | 'Trucking Tips' | 'Financial Support';

/** Spec §3 BlogPost. `date` and `readTime` are optional and, as in the spec's data, not set. */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  author: string;
  category: BlogCategory;
  image?: string;
  imageAlt: string;
  /** A one-sentence summary for the page's meta description and structured data. */
  summary: string;
  /**
   * The card excerpt: excerpt() of the article body, computed at build time (the `?excerpt` import
   * in vite.config.ts), so listings do not download the articles. Bodies: postBodies.ts.
   */
  excerpt: string;
  date?: string;
  readTime?: string;
}

export const posts: BlogPost[] = [
  {
    id: 1,
    title: 'How to Find the Highest-Paying Loads as an Owner-Operator',
    slug: 'how-to-find-the-highest-paying-loads',
    author: 'Marcus Reed',
    category: 'Load Management',
    image: highestPayingLoadsImage,
    imageAlt: 'A semi truck beside a rising rate chart and a price tag',
    summary:
      'Know your cost per mile, price deadhead in, vet brokers and plan lanes: a practical guide to finding loads that actually pay.',
    excerpt: highestPayingLoadsExcerpt,
  },
  {
    id: 2,
    title: 'Choosing the Best Load Boards for Independent Truckers',
    slug: 'best-load-boards-for-independent-truckers',
    author: 'Dana Whitfield',
    category: 'Load Management',
    image: loadBoardsImage,
    imageAlt: 'A tablet showing a list of available loads next to a freight map',
    summary:
      'How to compare load boards on the freight they carry, the broker data they show and the tools you need, without paying for noise.',
    excerpt: loadBoardsExcerpt,
  },
  {
    id: 3,
    title: 'Reduce Deadhead Miles with Smarter Dispatching',
    slug: 'reduce-deadhead-miles-with-smarter-dispatching',
    author: 'Luis Ortega',
    category: 'Route Optimization',
    image: deadheadMilesImage,
    imageAlt: 'A route map where an empty return trip is replaced by a loaded backhaul',
    summary:
      'Empty miles cost as much as loaded ones. Plan backhauls, choose lanes and time your reloads so the truck earns on the way home.',
    excerpt: deadheadMilesExcerpt,
  },
  {
    id: 4,
    title: 'How Dispatchers Keep Your Truck Maintenance on Schedule',
    slug: 'truck-maintenance-scheduling-by-dispatchers',
    author: 'Marcus Reed',
    category: 'Trucking Tips',
    image: maintenanceImage,
    imageAlt: 'A tractor in a service bay with a wrench, a spare tire and a calendar',
    summary:
      'Preventive maintenance planned around loads and home time: intervals, inspections, a per-mile reserve and what to do on a breakdown.',
    excerpt: maintenanceExcerpt,
  },
  {
    id: 5,
    title: 'Understanding Detention Pay and How to Negotiate It',
    slug: 'understanding-detention-pay-negotiation',
    author: 'Dana Whitfield',
    category: 'Financial Support',
    image: detentionPayImage,
    imageAlt: 'A truck waiting at a loading dock under a large clock',
    summary:
      'Free time, hourly rates, documentation and invoicing: how to get detention written into the rate con and actually get it paid.',
    excerpt: detentionPayExcerpt,
  },
];

const postsBySlug = new Map(posts.map((post) => [post.slug, post]));

export function findPost(slug: string | undefined): BlogPost | undefined {
  return slug === undefined ? undefined : postsBySlug.get(slug);
}
