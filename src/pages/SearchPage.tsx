import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { Link } from '../lib/link';
import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Container';
import { SEARCH_RESULTS, type SearchData } from '../content/posts';
import { BLOG_PATH, categoryPath, SEARCH_PARAM, SEARCH_PATH, searchPath, searchQuery } from '../lib/paths.mjs';
import { breadcrumbLd } from '../lib/structuredData';
import { SearchIndex, type Found, type SearchHit } from '../lib/search';
import { useHydrated } from '../lib/useHydrated';

/** Its title and description: here, not in content/pages.ts, which every page loads. */
const META = {
  title: 'Search the blog',
  description:
    'Search every Northlane Dispatch article by its words: load boards, rates, detention pay, deadhead, maintenance, factoring and the rest of running a truck.',
};

const BROWSE_LINK = 'text-orange-700 underline-offset-4 hover:underline';

/**
 * How long typing pauses before the results (and the address) follow it. What the query needs is
 * fetched at every key meanwhile (SearchIndex.prefetch), so the pause costs no round trip.
 */
const TYPING_PAUSE_MS = 250;

/** The index, for as long as the page is loaded. */
let index: SearchIndex | null = null;
const searchIndex = () => (index ??= new SearchIndex());
// The root as soon as this module runs in a browser, before the page hydrates: a visitor may type at
// once, and on slow 4G the root takes most of a second (a word's shard is asked for only once it is here).
if (typeof window !== 'undefined') void searchIndex().prefetch('');

interface Results {
  query: string;
  found: Found;
  hits: SearchHit[];
}

/** What the live region says (and shows) about the results. */
function summary({ query, found, hits }: Results): string {
  const quoted = `“${query}”`;
  const total = found.ids.length;
  if (total === 0) return `No posts match ${quoted}. Try fewer or other words, or browse a category below.`;
  const posts = `${total} ${total === 1 ? 'post matches' : 'posts match'} ${quoted}`;
  return hits.length < total ? `${posts}; showing ${hits.length}.` : `${posts}.`;
}

/**
 * /search?q=…: the blog's search. The prerendered page is the form and, without JavaScript, how to
 * find posts instead; the app searches as the visitor types (the build's index, src/lib/search.ts:
 * its root fetched when the page starts, a word's shard as it is typed), keeps the query in the address (so a link to it, and back from a result,
 * shows the same results), announces the count in a live region and lists title, category, date
 * and an excerpt with the matched words marked. ArrowDown/ArrowUp move between the field and the
 * results.
 */
export function SearchPage() {
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
        navigate(searchPath(query), { replace: true, preventScrollReset: true });
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, hydrated, navigate]);

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

  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    { name: 'Search', path: SEARCH_PATH },
  ];
  const status = failed
    ? 'The search could not load. Check your connection and try again, or browse a category below.'
    : found && found.query === query
      ? summary(found)
      : '';

  return (
    <>
      <Seo {...META} path={SEARCH_PATH} noindex jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader
        title="Search the blog"
        crumbs={crumbs}
        intro="Find an article by its words: a load board's name, a rate question, a form you need to file."
      />
      <Section interactive>
        <div ref={list} onKeyDown={onKeyDown} className="max-w-3xl">
          <form role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit} className="flex gap-2">
            <label htmlFor="search-query" className="sr-only">
              Search the blog
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
              placeholder="detention pay, load boards, deadhead…"
              autoComplete="off"
              enterKeyHint="search"
              className="field shadow-card"
            />
            <button className="shrink-0 rounded-xl bg-orange-600 px-6 text-sm font-semibold text-white hover:bg-orange-700">Search</button>
          </form>
          {/* Only with JavaScript off (`noscript:` is @media (scripting: none)): the other ways in. */}
          <p className="mt-6 hidden leading-relaxed text-slate-700 noscript:block" data-testid="search-noscript">
            Search runs in your browser and needs JavaScript, which is off here. Every article is still two clicks away: pick a category below, or read all
            articles, newest first.
          </p>
          <p role="status" className="mt-6 font-semibold text-navy-900">
            {status}
          </p>
          {found && found.query === query && found.hits.length > 0 && (
            <ol aria-label={`Results for “${found.query}”`} className="mt-6 grid gap-4">
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
              Show {Math.min(SEARCH_RESULTS, found.found.ids.length - found.hits.length)} more
            </button>
          )}
        </div>
        {data && (
          <nav aria-labelledby="browse-title" className="mt-12 border-t border-navy-900/10 pt-8">
            <h2 id="browse-title" className="text-lg font-bold text-navy-900">
              Browse the blog
            </h2>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
              <li>
                <Link to={BLOG_PATH} className={BROWSE_LINK}>
                  All articles, newest first
                </Link>
              </li>
              {data.categories.map((category) => (
                <li key={category.slug}>
                  <Link to={categoryPath(category.slug)} className={BROWSE_LINK}>
                    {category.name} ({category.count})
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
