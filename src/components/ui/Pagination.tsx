import { Link } from '../../lib/link';
import { ChevronLeft } from '../icons/ChevronLeft';
import { ChevronRight } from '../icons/ChevronRight';
import { cn } from '../../lib/cn';
import { pageLinks } from '../../lib/pagination';

const item = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold';
const link = `${item} border border-navy-900/15 bg-white text-navy-900 hover:border-orange-600 hover:text-orange-700`;

/** Previous / next and page links of a paged list; `href(page)` is each page's address. */
export function Pagination({
  page,
  pageCount,
  href,
  label,
  words,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
  words: { previous: string; next: string; page: string };
}) {
  if (pageCount < 2) return null;
  return (
    <nav aria-label={label} className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={link}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="ml-1">{words.previous}</span>
        </Link>
      )}
      <ol className="flex flex-wrap items-center gap-2">
        {pageLinks(page, pageCount).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span aria-current="page" className={cn(item, 'bg-navy-900 text-white')}>
                  <span className="sr-only">{words.page}</span>
                  {entry}
                </span>
              ) : (
                <Link to={href(entry)} className={link}>
                  <span className="sr-only">{words.page}</span>
                  {entry}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next" className={link}>
          <span className="mr-1">{words.next}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
