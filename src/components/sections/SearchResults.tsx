import { useRef } from 'react';
import { SEARCH_RESULTS } from '../../content/posts';
import type { SearchPageCopy } from '../../content/copy';
import { fill, plural, type Locale } from '../../lib/locale.mjs';
import type { Results } from '../../lib/useSearch';
import { SearchResult } from '../ui/SearchResult';
import { useChrome } from '../layout/chrome';

type Words = SearchPageCopy['ui'];

/** What the live region says (and shows) about the results. */
function summary(ui: Words, locale: Locale, { query, found, hits }: Results): string {
  const total = found.ids.length;
  if (total === 0) return fill(ui.none, { query });
  const matches = fill(plural(locale, total, ui.matches), { total, query });
  return hits.length < total ? fill(ui.showing, { matches, shown: hits.length }) : fill(ui.all, { matches });
}

/** The search page's results: the live region's count, the list, and a button for the next ones while there are more. */
export function SearchResults({ ui, results, failed, showMore }: { ui: Words; results: Results | null; failed: boolean; showMore: () => Promise<boolean> }) {
  const { locale } = useChrome();
  const list = useRef<HTMLOListElement>(null);
  const more = async (shown: number) => {
    // The first of the new results takes the focus, where the button was.
    if (await showMore()) requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('[data-result]')[shown]?.focus());
  };
  return (
    <>
      <p role="status" className="mt-6 font-semibold text-navy-900">
        {failed ? ui.failed : results ? summary(ui, locale, results) : ''}
      </p>
      {results && results.hits.length > 0 && (
        <ol ref={list} aria-label={fill(ui.results, { query: results.query })} className="mt-6 grid gap-4">
          {results.hits.map((hit) => (
            <SearchResult key={hit.path} hit={hit} />
          ))}
        </ol>
      )}
      {results && results.hits.length < results.found.ids.length && (
        <button
          type="button"
          onClick={() => void more(results.hits.length)}
          className="mt-6 rounded-full bg-navy-900 px-6 py-3 text-sm font-semibold text-white hover:bg-navy-700"
        >
          {fill(ui.more, { count: Math.min(SEARCH_RESULTS, results.found.ids.length - results.hits.length) })}
        </button>
      )}
    </>
  );
}
