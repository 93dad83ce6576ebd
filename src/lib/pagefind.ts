import { SEARCH_INDEX_PATH } from './paths.mjs';

/**
 * The blog's search in the browser: Pagefind's own API (pagefind.js, from the index the build writes:
 * prerender/search-index.mjs), loaded when a visitor starts to search, never with a page. Its
 * search runs in a Web Worker (pagefind-worker.js, WebAssembly: the CSP of /search and of that
 * script allows 'wasm-unsafe-eval', infra/security-headers.mjs). A query fetches the parts of the
 * index its words are in, then one fragment per result shown.
 */

/** What a result's data() resolves to, as far as the page reads it. */
export interface PagefindResultData {
  url: string;
  /** Text around the best match, HTML-escaped, matched words in <mark>. */
  excerpt: string;
  meta: Partial<Record<'title' | 'category' | 'date' | 'date_label', string>>;
}

export interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  /** null when a later call replaced this one (debounced search only). */
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

/** Words around the match in a result's excerpt. */
const EXCERPT_WORDS = 26;

/** Pagefind's browser API. A plain string: Vite leaves an import of it alone (with a template literal it adds its preload helper, a chunk every page would then load). */
const PAGEFIND_JS = SEARCH_INDEX_PATH + 'pagefind.js';

let loading: Promise<Pagefind> | null = null;

/** Pagefind, loaded and started once (again after a failure: the visitor may be back online). */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_JS)) as Pagefind;
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** A result as the search page lists it. */
export interface SearchHit {
  path: string;
  title: string;
  category: string;
  /** YYYY-MM-DD, and as the post shows it. */
  date: string;
  dateLabel: string;
  excerpt: ExcerptPart[];
}

/** A run of an excerpt's text, and whether it is a matched word. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Text from HTML-escaped text. */
function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * An excerpt's text and its <mark>ed words as plain parts, rendered as text and <mark> elements:
 * no HTML from the index reaches the page as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith('<mark>');
      return { text: unescape((marked ? part.slice(6, -7) : part).replace(/<[^>]*>/g, '')), marked };
    });
}

/** A result of the index as the page lists it. Pagefind names a page by its folder ("/blogs/x/"); the site's address has no final slash. */
export function searchHit({ url, excerpt, meta }: PagefindResultData): SearchHit {
  return {
    path: url.length > 1 ? url.replace(/\/$/, '') : url,
    title: meta.title ?? '',
    category: meta.category ?? '',
    date: meta.date ?? '',
    dateLabel: meta.date_label ?? meta.date ?? '',
    excerpt: excerptParts(excerpt),
  };
}
