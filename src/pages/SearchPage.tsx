import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { Link } from '../lib/link';
import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Container';
import { SEARCH_RESULTS, type SearchData } from '../content/posts';
import { categoryPath, pagePath, SEARCH_PARAM, searchPath, searchQuery } from '../lib/paths.mjs';
import { fill, localeOf, type Locale } from '../lib/locale.mjs';
import { SEARCH_ROOTS } from '../lib/searchIndex.mjs';
import type { SearchPageCopy } from '../content/copy';
import { breadcrumbLd } from '../lib/structuredData';
import { SearchIndex, type Found, type SearchHit } from '../lib/search';
import { useHydrated } from '../lib/useHydrated';

const BROWSE_LINK = 'text-orange-700 underline-offset-4 hover:underline';

/**
 * How long typing pauses before the results (and the address) follow it. What the query needs is
 * fetched at every key meanwhile (SearchIndex.prefetch), so the pause costs no round trip.
 */
const TYPING_PAUSE_MS = 250;

/** The page's language's index, for as long as the page is loaded (a language switch is a page load). */
let index: SearchIndex | null = null;
const pageLocale = (): Locale => (typeof window === 'undefined' ? 'en' : localeOf(window.location.pathname));
const searchIndex = () => (index ??= new SearchIndex(undefined, SEARCH_ROOTS[pageLocale()], pageLocale()));
// The root as soon as this module runs in a browser, before the page hydrates: a visitor may type at
// once, and on slow 4G the root takes most of a second (a word's shard is asked for only once it is here).
if (typeof window !== 'undefined') void searchIndex().prefetch('');

interface Results {
  query: string;
  found: Found;
  hits: SearchHit[];
}

/** What the live region says (and shows) about the results. */
function summary(ui: SearchPageCopy['ui'], { query, found, hits }: Results): string {
  const total = found.ids.length;
  if (total === 0) return fill(ui.none, { query });
  const matches = fill(total === 1 ? ui.one : ui.many, { total, query });
  return hits.length < total ? fill(ui.showing, { matches, shown: hits.length }) : fill(ui.all, { matches });
}

/**
 * /search?q=…: the blog's search (without JavaScript, how to find posts instead). The app searches the build's index as
 * the visitor types, keeps the query in the address (a link or Back shows the same results), announces the count, and
 * marks the matched words in each excerpt. ArrowDown/ArrowUp move between the field and the results.
 */
export function SearchPage({ copy: { locale, ui } }: { copy: SearchPageCopy }) {
  const data = useLoaderData<SearchData | null>();
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  // The server and the hydrating render know no query: the markup is the same for every address.
  const addressQuery = hydrated ? searchQuery(search) : '';
  const [text, setText] = useState('');
  const [found, setFound] = useState<Results | null>(null);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLDivElement>(null);

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

  const showMore = async () => {
    if (!found) return;
    const shown = found.hits.length;
    try {
      const more = await searchIndex().hits(found.found, shown, SEARCH_RESULTS);
      setFound((now) => (now === found ? { ...found, hits: [...found.hits, ...more] } : now));
      // The first of the new results takes the focus, where the button was.
      requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('[data-result]')[shown]?.focus());
    } catch {
      setFailed(true);
    }
  };

  // The field and the result links, in order, for the arrow keys.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [...(list.current?.querySelectorAll<HTMLElement>('input[type="search"], [data-result]') ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    const next = stops[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  // With JavaScript the page searches as the visitor types: Enter has nothing left to send.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  const searchPage = pagePath('search', locale);
  const blog = pagePath('blog', locale);
  const crumbs = [
    { name: ui.home, path: pagePath('home', locale) },
    { name: ui.blog, path: blog },
    { name: ui.search, path: searchPage },
  ];
  const status = failed ? ui.failed : found && found.query === query ? summary(ui, found) : '';

  return (
    <>
      <Seo {...ui.meta} path={searchPage} noindex jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader title={ui.meta.title} crumbs={crumbs} intro={ui.intro} />
      <Section interactive>
        <div ref={list} onKeyDown={onKeyDown} className="max-w-3xl">
          <form role="search" action={searchPage} method="get" onSubmit={onSubmit} className="flex gap-2">
            <label htmlFor="search-query" className="sr-only">
              {ui.meta.title}
            </label>
            <input
              id="search-query"
              type="search"
              name={SEARCH_PARAM}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                // Asked for at the key, not after the render that follows it: on a slow phone that render is a head start a round trip can use.
                void searchIndex().prefetch(event.target.value.trim());
              }}
              placeholder={ui.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              className="field shadow-card"
            />
            <button className="shrink-0 rounded-xl bg-orange-600 px-6 text-sm font-semibold text-white hover:bg-orange-700">{ui.search}</button>
          </form>
          {/* Only with JavaScript off (`noscript:` is @media (scripting: none)): the other ways in. */}
          <p className="mt-6 hidden leading-relaxed text-slate-700 noscript:block" data-testid="search-noscript">
            {ui.noScript}
          </p>
          <p role="status" className="mt-6 font-semibold text-navy-900">
            {status}
          </p>
          {found && found.query === query && found.hits.length > 0 && (
            <ol aria-label={fill(ui.results, { query: found.query })} className="mt-6 grid gap-4">
              {found.hits.map((hit) => (
                <li key={hit.path} className="rounded-2xl bg-white p-6 shadow-card">
                  <h2 className="text-xl font-bold text-navy-900">
                    <a href={hit.path} data-result="" className="hover:text-orange-700 hover:underline">
                      {hit.title}
                    </a>
                  </h2>
                  <p className="mt-1 flex flex-wrap gap-x-4 text-sm font-medium text-slate-600">
                    <span>{hit.category}</span>
                    {hit.date && <time dateTime={hit.date}>{hit.dateLabel}</time>}
                  </p>
                  <p className="mt-3 leading-relaxed text-slate-700">
                    {hit.excerpt.map((part, index) =>
                      part.marked ? (
                        <mark key={index} className="rounded bg-orange-100 px-0.5 text-navy-900">
                          {part.text}
                        </mark>
                      ) : (
                        part.text
                      ),
                    )}
                  </p>
                </li>
              ))}
            </ol>
          )}
          {found && found.query === query && found.hits.length < found.found.ids.length && (
            <button
              type="button"
              onClick={() => void showMore()}
              className="mt-6 rounded-full bg-navy-900 px-6 py-3 text-sm font-semibold text-white hover:bg-navy-700"
            >
              {fill(ui.more, { count: Math.min(SEARCH_RESULTS, found.found.ids.length - found.hits.length) })}
            </button>
          )}
        </div>
        {data && (
          <nav aria-labelledby="browse-title" className="mt-12 border-t border-navy-900/10 pt-8">
            <h2 id="browse-title" className="text-lg font-bold text-navy-900">
              {ui.browse}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
              <li>
                <Link to={blog} className={BROWSE_LINK}>
                  {ui.allArticles}
                </Link>
              </li>
              {data.categories.map((category) => (
                <li key={category.slug}>
                  <Link to={categoryPath(category.slug, 1, locale)} className={BROWSE_LINK}>
                    {fill(ui.category, { name: category.name, count: category.count })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Section>
    </>
  );
}
