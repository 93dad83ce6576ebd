import { Link } from '../../lib/link';
import type { CategorySummary } from '../../content/posts';
import { cn } from '../../lib/cn';
import { categoryPath } from '../../lib/paths.mjs';
import { plural } from '../../lib/locale.mjs';
import type { BlogPageCopy } from '../../content/copy';
import { useChrome } from '../layout/chrome';

const chip = 'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold';

/** The blog's categories with their post counts, each a link to its hub; the current one marked. */
export function CategoryLinks({ categories, current, words }: { categories: CategorySummary[]; current?: string; words: BlogPageCopy['ui'] }) {
  const { locale } = useChrome();
  return (
    <nav aria-label={words.categories}>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={categoryPath(category.slug, 1, locale)}
              aria-current={category.slug === current ? 'page' : undefined}
              className={cn(
                chip,
                category.slug === current
                  ? 'border-navy-900 bg-navy-900 text-white'
                  : 'border-navy-900/15 bg-white text-navy-900 hover:border-orange-600 hover:text-orange-700',
              )}
            >
              {category.name}
              <span className="text-xs font-medium opacity-75">
                {category.count}
                <span className="sr-only">{plural(locale, category.count, words.postCount)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
