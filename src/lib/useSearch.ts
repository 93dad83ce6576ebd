import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { SEARCH_RESULTS } from '../content/posts';
import { searchPath, searchQuery } from './paths.mjs';
import { DEFAULT_LOCALE, localeOf, type Locale } from './locale.mjs';
import { SEARCH_ROOTS } from './searchIndex.mjs';
import { SearchIndex, type Found, type SearchHit } from './search';
import { useHydrated } from './useHydrated';

/**
 * How long typing pauses before the results (and the address) follow it. What the query needs is
 * fetched at every key meanwhile (SearchIndex.prefetch), so the pause costs no round trip.
 */
const TYPING_PAUSE_MS = 250;

/** The page's language's index, for as long as the page is loaded (a language switch is a page load). */
let index: SearchIndex | null = null;
const pageLocale = (): Locale => (typeof window === 'undefined' ? DEFAULT_LOCALE : localeOf(window.location.pathname));
const searchIndex = () => (index ??= new SearchIndex(undefined, SEARCH_ROOTS[pageLocale()], pageLocale()));
// The root as soon as this module runs in a browser, before the page hydrates: a visitor may type at
// once, and on slow 4G the root takes most of a second (a word's shard is asked for only once it is here).
if (typeof window !== 'undefined') void searchIndex().prefetch('');

export interface Results {
  query: string;
  found: Found;
  hits: SearchHit[];
}

/**
 * The search page's state: the field's text, kept in step with the address's query (a link or Back
 * shows the same results), and the index's results for it once the typing pauses. `results` are
 * those of the field's current text only; `showMore` says whether the next ones came.
 */
export function useSearch(locale: Locale) {
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  // The server and the hydrating render know no query: the markup is the same for every address.
  const addressQuery = hydrated ? searchQuery(search) : '';
  const [text, setText] = useState('');
  const [found, setFound] = useState<Results | null>(null);
  const [failed, setFailed] = useState(false);

  // The address's query into the field: on arrival (a shared link, a search box on another page)
  // and on back/forward, but not when the address is only following the typing (the page's own
  // replace navigations, which may land after the next key).
  const [seen, setSeen] = useState<string | null>(null);
  const arrived = hydrated ? key : null;
  if (arrived !== seen) {
    setSeen(arrived);
    if (navigationType !== 'REPLACE') setText(addressQuery);
  }

  const query = text.trim();
  // The shards of a query that came with the address (a typed one's, the field's onChange asks for
  // at its key: this runs when the address changes, not at every key).
  useEffect(() => {
    if (addressQuery) void searchIndex().prefetch(addressQuery);
  }, [addressQuery]);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    const timer = setTimeout(async () => {
      if (!query) setFound(null);
      else {
        try {
          const found = await searchIndex().search(query);
          const hits = await searchIndex().hits(found, 0, SEARCH_RESULTS);
          if (!current) return;
          setFailed(false);
          setFound({ query, found, hits });
        } catch {
          if (!current) return;
          setFailed(true);
        }
      }
      // The address after the results: its navigation renders the page again, which on a slow
      // phone would hold up the results by as much.
      if (query !== searchQuery(window.location.search)) {
        navigate(searchPath(query, locale), { replace: true, preventScrollReset: true });
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, hydrated, navigate, locale]);

  const type = (value: string) => {
    setText(value);
    // Asked for at the key, not after the render that follows it: on a slow phone that render is a head start a round trip can use.
    void searchIndex().prefetch(value.trim());
  };

  const showMore = async () => {
    if (!found) return false;
    try {
      const more = await searchIndex().hits(found.found, found.hits.length, SEARCH_RESULTS);
      setFound((now) => (now === found ? { ...found, hits: [...found.hits, ...more] } : now));
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  };

  return { text, type, results: found && found.query === query ? found : null, failed, showMore };
}
