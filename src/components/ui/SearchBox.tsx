import { pagePath, SEARCH_PARAM } from '../../lib/paths.mjs';
import { useChrome } from '../layout/chrome';

/**
 * The blog's search box: a plain GET form to the search page (/search?q=…). It needs no JavaScript
 * and loads none: the browser submits it on its own, so it may sit in static markup
 * (prerender/static.mjs) and costs the page only its HTML. The search code loads on /search.
 * Beside the breadcrumb of the blog's page headers (ui/PageHeader.tsx).
 */
export function SearchBox({ words }: { words: { label: string; button: string } }) {
  const { locale } = useChrome();
  return (
    <form role="search" action={pagePath('search', locale)} method="get" className="flex w-full gap-2 sm:w-80">
      <label htmlFor="blog-search" className="sr-only">
        {words.label}
      </label>
      <input id="blog-search" type="search" name={SEARCH_PARAM} placeholder={words.label} className="field" />
      <button className="rounded-xl bg-orange-600 px-4 text-sm font-semibold text-white hover:bg-orange-700">{words.button}</button>
    </form>
  );
}
