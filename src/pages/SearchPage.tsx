import type { FormEvent, KeyboardEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Container';
import { SearchResults } from '../components/sections/SearchResults';
import { Link } from '../lib/link';
import { fill } from '../lib/locale.mjs';
import type { SearchData } from '../content/posts';
import { categoryPath, pagePath, SEARCH_PARAM } from '../lib/paths.mjs';
import type { SearchPageCopy } from '../content/copy';
import { breadcrumbLd } from '../lib/structuredData';
import { useSearch } from '../lib/useSearch';

const BROWSE_LINK = 'text-orange-700 underline-offset-4 hover:underline';

// The field and the result links, in order, for the arrow keys.
const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('input[type="search"], [data-result]')];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (at === -1) return;
  const next = stops[at + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
};

// With JavaScript the page searches as the visitor types: Enter has nothing left to send.
const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/**
 * /search?q=…: the blog's search (without JavaScript, how to find posts instead). The app searches the build's index as
 * the visitor types, keeps the query in the address (a link or Back shows the same results), announces the count, and
 * marks the matched words in each excerpt. ArrowDown/ArrowUp move between the field and the results.
 */
export function SearchPage({ copy: { locale, ui } }: { copy: SearchPageCopy }) {
  const data = useLoaderData<SearchData | null>();
  const { text, type, results, failed, showMore } = useSearch(locale);
  const searchPage = pagePath('search', locale);
  const blog = pagePath('blog', locale);
  const crumbs = [
    { name: ui.home, path: pagePath('home', locale) },
    { name: ui.blog, path: blog },
    { name: ui.search, path: searchPage },
  ];
  return (
    <>
      <Seo {...ui.meta} path={searchPage} noindex jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader title={ui.meta.title} crumbs={crumbs} intro={ui.intro} />
      <Section interactive>
        <div onKeyDown={onKeyDown} className="max-w-3xl">
          <form role="search" action={searchPage} method="get" onSubmit={onSubmit} className="flex gap-2">
            <label htmlFor="search-query" className="sr-only">
              {ui.meta.title}
            </label>
            <input
              id="search-query"
              type="search"
              name={SEARCH_PARAM}
              value={text}
              onChange={(event) => type(event.target.value)}
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
          <SearchResults ui={ui} results={results} failed={failed} showMore={showMore} />
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
