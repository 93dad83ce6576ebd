import { postPath } from './paths.mjs';
import { DEFAULT_LOCALE, type Locale } from './locale.mjs';
import {
  CARDS_PER_FILE,
  decodeNumbers,
  displayWords,
  LEAD_LETTERS,
  SEARCH_ROOT,
  SEARCH_VERSION,
  searchRarity,
  wordTerms,
  type CardFile,
  type PostEntry,
  type SearchRoot,
  type Shard,
  type TermEntry,
} from './searchIndex.mjs';

/**
 * The blog's search in the browser, over the build's index (./searchIndex.mjs): a query needs the root and each word's
 * shard, fetched as the visitor types (`prefetch`); a result whose excerpt its shard lacks takes its card file's words.
 */

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

/** A query's terms, each matched exactly or, the last one while it may still be typed, as the start of a term. */
export interface QueryTerm {
  term: string;
  prefix: boolean;
}

/** The last term is matched as the start of a term from this many characters (a shorter start matches too many). */
export const PREFIX_FROM = 3;
/** A start of a term matching more shards than this is matched exactly (a short common start). */
const PREFIX_SHARDS = 6;

/** A shard's lead starts (SearchRoot's `leads`: LEAD_LETTERS letters each, one after another). */
const leadsOf = (leads: string): string[] => leads.match(new RegExp(`.{${LEAD_LETTERS}}`, 'g')) ?? [];

/** The terms of a query (the indexer's, ./searchIndex.mjs wordTerms); the last one as a start when it is long enough. */
export function queryTerms(query: string): QueryTerm[] {
  const terms = displayWords(query).flatMap(wordTerms);
  const unique = [...new Set(terms)];
  return unique.map((term, index) => ({ term, prefix: index === unique.length - 1 && term.length >= PREFIX_FROM }));
}

/** Whether a word of an excerpt is one the query matched. */
function matches(word: string, terms: QueryTerm[]): boolean {
  return wordTerms(word).some((term) => terms.some((query) => (query.prefix ? term.startsWith(query.term) : term === query.term)));
}

/**
 * An excerpt as text and <mark>ed parts: each word the query matched is marked (without the
 * punctuation around it); runs of other words are one part. Built as text: no markup.
 */
export function markExcerpt(excerpt: string, terms: QueryTerm[]): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const add = (text: string, marked: boolean) => {
    const last = parts.at(-1);
    if (last && !last.marked && !marked) last.text += text;
    else if (text) parts.push({ text, marked });
  };
  excerpt.split(/(\s+)/).forEach((piece, index) => {
    if (index % 2 === 1 || !matches(piece, terms)) return add(piece, false);
    const [, before = '', core = '', after = ''] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(piece) ?? [];
    add(before, false);
    add(core, true);
    add(after, false);
  });
  return parts;
}

/** The posts a query matched, best first, and what each matched. */
export interface Found {
  terms: QueryTerm[];
  /** Post ids, best first. */
  ids: number[];
  /** For an id of `ids`, the term that matched each of the query's terms. */
  matched: (id: number) => string[];
}

interface Postings {
  ids: Int32Array;
  weights: Uint8Array;
}

/** Where `term` is, or would be, in a sorted list of entries. */
function indexOf<T>(list: T[], term: string, key: (entry: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (key(list[middle]!) < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The search index: its files as they are fetched, and what they hold. One per page load. */
export class SearchIndex {
  private root: Promise<SearchRoot> | null = null;
  private files = new Map<string, Promise<unknown>>();
  private postings = new Map<string, Postings>();
  private posts = new Map<number, PostEntry>();
  private excerpts = new Map<string, string>();
  private openings = new Map<number, string>();

  constructor(
    private readonly fetchJson: (url: string) => Promise<unknown> = defaultFetch,
    private readonly rootPath: string = SEARCH_ROOT,
    private readonly locale: Locale = DEFAULT_LOCALE,
  ) {}

  /** The root, fetched once (again after a failure: the visitor may be back online). */
  loadRoot(): Promise<SearchRoot> {
    this.root ??= this.fetchJson(this.rootPath).then((root) => {
      if ((root as SearchRoot).version !== SEARCH_VERSION) throw new Error(`search index: version ${(root as SearchRoot).version}, expected ${SEARCH_VERSION}`);
      return root as SearchRoot;
    });
    this.root.catch(() => (this.root = null));
    return this.root;
  }

  private load<T>(file: string, read: (content: T) => void): Promise<T> {
    let loading = this.files.get(file) as Promise<T> | undefined;
    if (!loading) {
      loading = this.fetchJson(file).then((content) => {
        read(content as T);
        return content as T;
      });
      loading.catch(() => this.files.delete(file));
      this.files.set(file, loading);
    }
    return loading;
  }

  private loadShard(file: string): Promise<Shard> {
    return this.load<Shard>(file, (shard) => {
      for (const [id, post] of Object.entries(shard.posts)) this.posts.set(Number(id), post);
      for (const [term, , top] of shard.terms) for (const [id, excerpt] of top) this.excerpts.set(`${term} ${id}`, excerpt);
    });
  }

  /** The shards that may hold a query term, as [first, last] in the root's list: the one its term is in, and for a start of a term each after it that begins with it. */
  private shardRange(root: SearchRoot, { term, prefix }: QueryTerm): [number, number] {
    // The last shard that starts at or before the term.
    const lower = indexOf(root.shards, term, ([start]) => start);
    const at = root.shards[lower]?.[0] === term ? lower : Math.max(0, lower - 1);
    let end = at;
    if (prefix) while (end + 1 < root.shards.length && root.shards[end + 1]![0].startsWith(term)) end += 1;
    return [at, end];
  }

  /** The shards a query term needs: the one its term is in or, for a start of a term, each that may hold a term with it (the first alone when that is too many). */
  private shardsFor(root: SearchRoot, queryTerm: QueryTerm): string[] {
    const [at, range] = this.shardRange(root, queryTerm);
    const end = range - at + 1 > PREFIX_SHARDS ? at : range;
    return root.shards.slice(at, end + 1).map(([, file]) => file);
  }

  /**
   * Starts fetching what `query` needs while the visitor types (never fails): the root and each word's shard. A word of
   * one letter fetches nothing, of two (LEAD_LETTERS) only its likeliest word's shard ("fu": "fuel"), and the word being
   * typed only once one shard holds every term it starts, as a prefix's own shard rarely holds the word (README, "Search").
   */
  async prefetch(query: string): Promise<void> {
    const terms = queryTerms(query);
    const typed = terms.at(-1);
    try {
      const root = await this.loadRoot();
      const files = terms.flatMap((term) => {
        if (term.term.length < PREFIX_FROM) return [];
        const [at, end] = this.shardRange(root, term);
        return at === end ? [root.shards[at]![1]] : [];
      });
      if (typed?.term.length === LEAD_LETTERS) {
        const [at, end] = this.shardRange(root, { term: typed.term, prefix: true });
        const lead = root.shards.slice(at, end + 1).find(([, , leads = '']) => leadsOf(leads).includes(typed.term));
        if (lead) files.push(lead[1]);
      }
      await Promise.all(files.map((file) => this.loadShard(file)));
    } catch {
      // The search itself fetches again, and says so when it fails.
    }
  }

  private decoded(entry: TermEntry): Postings {
    const [term, encoded] = entry;
    let postings = this.postings.get(term);
    if (!postings) {
      const numbers = decodeNumbers(encoded);
      postings = { ids: new Int32Array(numbers.length / 2), weights: new Uint8Array(numbers.length / 2) };
      for (let index = 0, id = 0; index < numbers.length; index += 2) {
        id += numbers[index]!;
        postings.ids[index / 2] = id;
        postings.weights[index / 2] = numbers[index + 1]!;
      }
      this.postings.set(term, postings);
    }
    return postings;
  }

  /**
   * The posts that have every term of `query`, best first (BM25: each term's weight times its
   * rarity, summed). Scores are kept by post id in typed arrays: a word in nearly every post
   * ("fuel": 9,492 of 10,005) is scored and ranked in a few milliseconds on a phone.
   */
  async search(query: string): Promise<Found> {
    const root = await this.loadRoot();
    const terms = queryTerms(query);
    const each = await Promise.all(
      terms.map(async (queryTerm) => {
        const shards = await Promise.all(this.shardsFor(root, queryTerm).map((file) => this.loadShard(file)));
        // Each post's best score for this query term (0: none), and which of its terms gave it.
        const scores = new Float64Array(root.posts);
        const which = new Uint32Array(root.posts);
        const names: string[] = [];
        for (const shard of shards) {
          const from = indexOf(shard.terms, queryTerm.term, ([term]) => term);
          for (let index = from; index < shard.terms.length; index += 1) {
            const entry = shard.terms[index]!;
            const [term] = entry;
            if (!(queryTerm.prefix ? term.startsWith(queryTerm.term) : term === queryTerm.term)) break;
            const { ids, weights } = this.decoded(entry);
            const rarity = searchRarity(root.posts, ids.length);
            const number = names.push(term) - 1;
            for (let at = 0; at < ids.length; at += 1) {
              const id = ids[at]!;
              const score = rarity * weights[at]!;
              if (score > scores[id]!) {
                scores[id] = score;
                which[id] = number;
              }
            }
          }
        }
        return { scores, which, names };
      }),
    );
    // Every score is above 0, so a post with a 0 lacks a term. Best first, equals in id order: posts grouped by score and
    // the few distinct scores sorted (weights are whole numbers), cheaper than sorting every post on a phone.
    const byScore = new Map<number, number[]>();
    for (let id = 0; id < root.posts && each.length > 0; id += 1) {
      let sum = 0;
      for (const { scores } of each) {
        const score = scores[id]!;
        if (score === 0) {
          sum = 0;
          break;
        }
        sum += score;
      }
      if (sum > 0) {
        const posts = byScore.get(sum);
        if (posts) posts.push(id);
        else byScore.set(sum, [id]);
      }
    }
    const ids = [...byScore.keys()].sort((a, b) => b - a).flatMap((score) => byScore.get(score)!);
    return { terms, ids, matched: (id) => each.map(({ which, names }) => names[which[id]!]!) };
  }

  /** Results `start` to `start + count` of `found`, as the page lists them (fetching card files for what no shard has). */
  async hits(found: Found, start: number, count: number): Promise<SearchHit[]> {
    const root = await this.loadRoot();
    const ids = found.ids.slice(start, start + count);
    // A result needs its post (title…) and an excerpt: from the shards, else from its card file.
    const excerptOf = (id: number) =>
      found
        .matched(id)
        .map((term) => this.excerpts.get(`${term} ${id}`))
        .find(Boolean);
    const missing = ids.filter((id) => !this.posts.has(id) || !excerptOf(id));
    await Promise.all(
      [...new Set(missing.map((id) => root.cards[Math.floor(id / CARDS_PER_FILE)]).filter((file): file is string => Boolean(file)))].map((file) =>
        this.load<CardFile>(file, (cards) => {
          for (const [id, card] of Object.entries(cards.posts)) {
            this.posts.set(Number(id), card.slice(0, 5) as PostEntry);
            this.openings.set(Number(id), card[5]);
          }
        }),
      ),
    );
    return ids.map((id) => {
      const [slug, title, category, date, dateLabel] = this.posts.get(id) ?? ['', '', 0, '', ''];
      return {
        path: postPath(slug, this.locale),
        title,
        category: root.categories[category] ?? '',
        date,
        dateLabel,
        excerpt: markExcerpt(excerptOf(id) ?? this.openings.get(id) ?? '', found.terms),
      };
    });
  }
}

async function defaultFetch(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
