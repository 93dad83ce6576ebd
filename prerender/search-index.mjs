// The blog's search index (README, "Search"), made from the posts as the content layer read them
// (their titles and article text: prerender/content/posts.mjs), not from the pages: its format is
// src/lib/searchIndex.mjs. Every term of every post is in it, with the posts it is in, so a search
// finds a post by any word of its article; each term's best posts come with an excerpt around it,
// so the search page can show a one-word query's results with nothing but the term's shard.
//
// Made on the main thread while the workers make the pages (it yields to them as it goes), in
// memory that grows with the words of the blog (about 100 MB at 10,000 posts), not with its pages.
// Drafts and scheduled posts are not among the posts a production build publishes, so they are
// never in it. When no post changed since the last build, its files are kept as they are.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { digest } from './cache.mjs';
import {
  CARDS_PER_FILE,
  encodeNumbers,
  EXCERPT_LEAD,
  EXCERPT_WORDS,
  LEAD_LETTERS,
  SEARCH_FILES,
  SEARCH_ROOT,
  SEARCH_VERSION,
  searchTerms,
  singular,
  termWeight,
  wordTerms,
} from '../src/lib/searchIndex.mjs';
import { CATEGORIES } from '../src/content/categories.mjs';

/**
 * How many posts a term keeps with their excerpts: the results a one-word query shows first, and
 * the excerpts of a query of several words, whose best results are nearly always among one of its
 * words' best 30 (with 10, "load boards" needed two card files more: a round trip after the pause).
 */
export const TOP_POSTS = 30;
/** A shard is closed once its JSON is this long (about a third of it as sent). */
const SHARD_CHARACTERS = 96_000;
/**
 * A lead term's terms are a shard of their own once they are this long, and the shard before it
 * is closed at the lead term once it is this long; below that they share one with the terms around
 * them, so that a small blog is not split into many tiny files.
 */
const LEAD_CHARACTERS = 8_000;
/** Title words count this many times a word of the article. */
const TITLE_WEIGHT = 3;
/**
 * The index's code (this file and the format's, ../src/lib/searchIndex.mjs): the index and the
 * terms cache are made again when it changes, as they are when a post does.
 */
const BUILDER = digest(readFileSync(new URL(import.meta.url)), readFileSync(new URL('../src/lib/searchIndex.mjs', import.meta.url))).slice(0, 12);

/**
 * @typedef {{ slug: string, sourceHash: string, title: string, categorySlug: string, date: string, dateLabel: string }} IndexedPost
 * @typedef {{ key: string, files: string[], posts: number }} SearchIndexRecord
 */

/** A typed array twice as long, the rest filled with `fill`. @param {Int32Array} array @param {number} [fill] */
function grow(array, fill = 0) {
  const longer = new Int32Array(array.length * 2).fill(fill);
  longer.set(array);
  return longer;
}

/** What the terms cache is made with: another version is not read. */
const TERMS_CACHE = `terms-${SEARCH_VERSION}-${BUILDER}`;

/**
 * The terms of the posts the last build indexed, from `cache`, or null: each post (by the hash of
 * its file) as its (term number, packed) pairs and its length in terms, and the terms by number. A
 * post's terms do not change while its file does not: reading them is 20 times quicker than finding
 * them again (a build after a one-post edit makes the whole index again).
 * File: a 4-byte length, that much JSON ({ terms, posts: { hash: [offset, pairs, length] } }), then
 * the pairs as 32-bit integers.
 * @param {import('./cache.mjs').CacheShelf | undefined} cache
 * @returns {{ terms: string[], posts: Map<string, { pairs: Int32Array, length: number }> } | null}
 */
function readTerms(cache) {
  const file = cache?.read(TERMS_CACHE);
  if (!file || file.length < 4) return null;
  const headLength = file.readUInt32LE(0);
  /** @type {{ terms: string[], posts: Record<string, [number, number, number]> }} */
  const head = JSON.parse(file.subarray(4, 4 + headLength).toString());
  // The pairs, aligned: the file's bytes copied once into an array of their own.
  const data = new Int32Array(new Uint8Array(file.subarray(4 + headLength)).buffer);
  /** @type {Map<string, { pairs: Int32Array, length: number }>} */
  const posts = new Map();
  for (const [hash, [offset, pairs, length]] of Object.entries(head.posts)) posts.set(hash, { pairs: data.subarray(offset, offset + pairs * 2), length });
  return { terms: head.terms, posts };
}

/**
 * Keeps this build's terms of every post in `cache` (readTerms), numbered again without the terms
 * no post has now.
 * @param {import('./cache.mjs').CacheShelf} cache
 * @param {IndexedPost[]} posts
 * @param {Int32Array[]} postPairs
 * @param {Uint32Array} lengths
 * @param {string[]} termNames
 * @param {Int32Array} postsWith
 */
function writeTerms(cache, posts, postPairs, lengths, termNames, postsWith) {
  const renumbered = new Int32Array(termNames.length).fill(-1);
  /** @type {string[]} */
  const terms = [];
  termNames.forEach((term, number) => {
    if (/** @type {number} */ (postsWith[number]) > 0) renumbered[number] = terms.push(term) - 1;
  });
  const data = new Int32Array(postPairs.reduce((sum, pairs) => sum + pairs.length, 0));
  /** @type {Record<string, [number, number, number]>} */
  const index = {};
  let offset = 0;
  postPairs.forEach((pairs, id) => {
    const post = /** @type {IndexedPost} */ (posts[id]);
    index[post.sourceHash] = [offset, pairs.length / 2, /** @type {number} */ (lengths[id])];
    for (let at = 0; at < pairs.length; at += 2) {
      data[offset + at] = /** @type {number} */ (renumbered[/** @type {number} */ (pairs[at])]);
      data[offset + at + 1] = /** @type {number} */ (pairs[at + 1]);
    }
    offset += pairs.length;
  });
  const head = Buffer.from(JSON.stringify({ terms, posts: index }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  cache.write(TERMS_CACHE, Buffer.concat([length, head, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]));
}

/**
 * The lead term of each start of LEAD_LETTERS letters: of the terms longer than it that begin
 * with it, the one in the most posts (the first in order among equals). Two letters are too few
 * to know the word ("fu" starts terms in 9 shards at 10,000 posts), but the word is most often
 * this one, so the search page fetches its shard at the second letter (src/lib/search.ts): a
 * round trip sooner than at the third. A term in one post is never a lead: too rare to guess.
 * @param {string[]} sorted the terms, in order @param {(term: string) => number} postsOf
 */
export function leadTerms(sorted, postsOf) {
  /** @type {Map<string, [string, number]>} */
  const best = new Map();
  for (const term of sorted) {
    if (term.length <= LEAD_LETTERS) continue;
    const start = term.slice(0, LEAD_LETTERS);
    const posts = postsOf(term);
    if (posts > (best.get(start)?.[1] ?? 1)) best.set(start, [term, posts]);
  }
  return new Set([...best.values()].map(([term]) => term));
}

const YIELD_MS = 10;

/**
 * Gives the event loop a turn once `YIELD_MS` have gone by since the last: the crawl's messages
 * and writes go on meanwhile. Each worker holds its next pages' jobs (prerender/pool.mjs) and gets
 * more only when this thread takes its answers, so a turn by time, not every so many posts or
 * terms, keeps them from running dry.
 */
function crawlTurns() {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < YIELD_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}
/**
 * The words of `text` from the `from`-th character's word on: `count` words, starting `lead` words
 * before it, with "…" before them when the article has words before, and "…" after when it has
 * words after (a result that starts mid-sentence reads as a cut, not as the article's opening).
 * `text` has one space between words, as the content layer gives an article's text
 * (prerender/content/posts.mjs readBody).
 * @param {string} text @param {number} from @param {number} [lead] @param {number} [count]
 */
export function excerptAt(text, from, lead = EXCERPT_LEAD, count = EXCERPT_WORDS) {
  // The start of the word at `from`, then `lead` words further back.
  let start = from > 0 ? text.lastIndexOf(' ', from - 1) + 1 : 0;
  for (let words = 0; words < lead && start > 0; words += 1) start = text.lastIndexOf(' ', start - 2) + 1;
  let end = start;
  for (let words = 0; words < count && end !== -1; words += 1) end = text.indexOf(' ', end + 1);
  // A no-break space binds each ellipsis to its word: on a phone a lone "…" took a line of its own.
  return `${start > 0 ? '…\u00a0' : ''}${text.slice(start, end === -1 ? undefined : end)}${end === -1 ? '' : '\u00a0…'}`;
}

/**
 * Calls `found(term, at)` for every search term of `text` (src/lib/searchIndex.mjs wordTerms, word
 * by word), `at` the position of the term's word. Most text needs no accents taken off: it is read
 * in one pass, lowercase.
 * @param {string} text @param {(term: string, at: number) => void} found
 */
export function eachTerm(text, found) {
  if (/[\u00c0-\u024f\u0130\u1e00-\u1eff]/.test(text)) {
    for (const match of text.matchAll(/\S+/g)) for (const term of wordTerms(match[0])) found(term, match.index ?? 0);
    return;
  }
  const words = /[a-z0-9]+(?:['’][a-z0-9]+)*/g;
  const lower = text.toLowerCase();
  for (let match = words.exec(lower); match; match = words.exec(lower)) {
    const word = match[0];
    found(singular(word.includes("'") || word.includes('’') ? word.replace(/['’]/g, '') : word), match.index);
  }
}

/**
 * Writes the search index of `posts` (in the blog's order; `texts`: each one's article as text,
 * by slug) through `write` (dist/'s writer: file relative to dist/, data), or keeps the last
 * build's files (`previous`) when it was made from the same posts, passing each to `keep`.
 * Returns the record for the next build, and what it did.
 * @param {{
 *   posts: IndexedPost[],
 *   texts: Map<string, string>,
 *   previous?: SearchIndexRecord,
 *   distDir: string,
 *   write: (file: string, data: string) => void,
 *   keep: (file: string) => void,
 *   cache?: import('./cache.mjs').CacheShelf,
 * }} options `cache`: where each post's terms are kept for the next build (readTerms)
 */
export async function buildSearchIndex({ posts, texts, previous, distDir, write, keep, cache }) {
  const started = performance.now();
  const turn = crawlTurns();
  const key = digest(String(SEARCH_VERSION), BUILDER, ...posts.map((post) => `${post.slug} ${post.sourceHash}`));
  const files = [SEARCH_ROOT, ...(previous?.files ?? [])].map((file) => file.slice(1));
  if (previous?.key === key && files.every((file) => existsSync(join(distDir, file)))) {
    for (const file of files) keep(file);
    return { record: previous, made: false, seconds: (performance.now() - started) / 1000, terms: 0, shards: 0 };
  }

  // Every term's postings, gathered post by post as (term number, packed) pairs in a typed array of
  // the post's own, then laid out by term, each term's in id order, in two typed arrays: 8 bytes a
  // posting (arrays of numbers took three times that, the most of the build's memory). `packed` is
  // where the term first is in the post's text and its count: first * 512 + count (a title word:
  // first 0 when it is only there).
  // A post the last build read has its pairs from the cache (terms as the last build numbered them).
  const known = readTerms(cache);
  /** @type {Map<string, number>} */
  const termNumbers = new Map();
  /** @type {string[]} */
  const termNames = [];
  for (const term of known?.terms ?? []) termNumbers.set(term, termNames.push(term) - 1);
  const capacity = Math.max(4096, 2 ** Math.ceil(Math.log2(termNames.length + 1)));
  let seenIn = new Int32Array(capacity).fill(-1); // term number → the last post it was in
  let slotOf = new Int32Array(capacity); // term number → its pair in that post
  let postsWith = new Int32Array(capacity); // term number → how many posts it is in
  let pairs = new Int32Array(8192); // the post's pairs
  let pairCount = 0;
  /** @type {Int32Array[]} */
  const postPairs = [];
  const lengths = new Uint32Array(posts.length);
  /** @param {string} term @param {number} id @param {number} count @param {number} first */
  const add = (term, id, count, first) => {
    let number = termNumbers.get(term);
    if (number === undefined) {
      number = termNames.length;
      termNumbers.set(term, number);
      termNames.push(term);
      if (number === seenIn.length) [seenIn, slotOf, postsWith] = [grow(seenIn, -1), grow(slotOf), grow(postsWith)];
    }
    if (seenIn[number] === id) {
      const at = /** @type {number} */ (slotOf[number]) * 2 + 1;
      const packed = /** @type {number} */ (pairs[at]);
      pairs[at] = packed + Math.min(count, 511 - (packed & 511));
      return;
    }
    seenIn[number] = id;
    slotOf[number] = pairCount;
    postsWith[number] = /** @type {number} */ (postsWith[number]) + 1;
    if (pairCount * 2 + 2 > pairs.length) pairs = grow(pairs);
    pairs[pairCount * 2] = number;
    pairs[pairCount * 2 + 1] = Math.min(first, 0x1fffff) * 512 + count;
    pairCount += 1;
  };
  for (const [id, post] of posts.entries()) {
    const read = known?.posts.get(post.sourceHash);
    if (read) {
      for (let at = 0; at < read.pairs.length; at += 2) {
        const number = /** @type {number} */ (read.pairs[at]);
        postsWith[number] = /** @type {number} */ (postsWith[number]) + 1;
      }
      lengths[id] = read.length;
      postPairs.push(read.pairs);
      continue;
    }
    let length = 0;
    pairCount = 0;
    eachTerm(texts.get(post.slug) ?? '', (term, at) => {
      add(term, id, 1, at);
      length += 1;
    });
    for (const term of searchTerms(post.title)) {
      add(term, id, TITLE_WEIGHT, 0);
      length += 1;
    }
    lengths[id] = length;
    postPairs.push(pairs.slice(0, pairCount * 2));
    await turn();
  }
  if (cache) writeTerms(cache, posts, postPairs, lengths, termNames, postsWith);
  // By term: term number n's postings are at starts[n] to starts[n + 1].
  const starts = new Int32Array(termNames.length + 1);
  for (let number = 0; number < termNames.length; number += 1)
    starts[number + 1] = /** @type {number} */ (starts[number]) + /** @type {number} */ (postsWith[number]);
  const postingIds = new Int32Array(/** @type {number} */ (starts[termNames.length]));
  const postingPacked = new Int32Array(postingIds.length);
  const cursor = starts.slice(0, termNames.length);
  postPairs.forEach((list, id) => {
    for (let at = 0; at < list.length; at += 2) {
      const number = /** @type {number} */ (list[at]);
      const position = /** @type {number} */ (cursor[number]);
      cursor[number] = position + 1;
      postingIds[position] = id;
      postingPacked[position] = /** @type {number} */ (list[at + 1]);
    }
  });
  postPairs.length = 0;
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, posts.length);
  const categoryIndex = new Map(CATEGORIES.map((category, index) => [category.slug, index]));
  /** @param {IndexedPost} post @returns {import('../src/lib/searchIndex.mjs').PostEntry} */
  const entry = (post) => [post.slug, post.title, categoryIndex.get(post.categorySlug) ?? 0, post.date, post.dateLabel];

  /** @type {string[]} */
  const written = [];
  /**
   * A file named by its content: one dist/ already has (the last build's) is kept as it is. After a
   * one-post edit few files change: a build writes, and a deploy uploads, those alone. (A new post
   * moves every later post's id: all change.)
   * @param {unknown} content
   */
  const writeFile = (content) => {
    const json = JSON.stringify(content);
    const file = `${SEARCH_FILES}${digest(json).slice(0, 12)}.json`;
    if (existsSync(join(distDir, file))) keep(file.slice(1));
    else write(file.slice(1), json);
    written.push(file);
    return file;
  };

  const sorted = termNames.filter((_, number) => /** @type {number} */ (postsWith[number]) > 0).sort();
  const leads = leadTerms(sorted, (term) => /** @type {number} */ (postsWith[/** @type {number} */ (termNumbers.get(term))]));

  // Shards: runs of terms in order. A lead term (leadTerms) and the terms that start with it are a
  // shard of their own when they are long enough to matter (LEAD_CHARACTERS): small, so that it
  // comes quickly when the search page asks for it at the word's second letter.
  /** @type {import('../src/lib/searchIndex.mjs').SearchRoot['shards']} */
  const shards = [];
  /** @type {import('../src/lib/searchIndex.mjs').TermEntry[]} */
  let terms = [];
  /** @type {Record<string, import('../src/lib/searchIndex.mjs').PostEntry>} */
  let shardPosts = {};
  let characters = 0;
  let shardLeads = '';
  /** The last term of the shard before. */
  let before = '';
  const closeShard = () => {
    if (terms.length === 0) return;
    const file = writeFile({ posts: shardPosts, terms });
    // Where the shard starts: the shortest start of its first term that comes after the last term before it.
    const first = terms[0]?.[0] ?? '';
    let shared = 0;
    while (shared < first.length && first[shared] === before[shared]) shared += 1;
    const start = shards.length === 0 ? '' : first.slice(0, shared + 1);
    shards.push(shardLeads ? [start, file, shardLeads] : [start, file]);
    before = terms.at(-1)?.[0] ?? '';
    terms = [];
    shardPosts = {};
    characters = 0;
    shardLeads = '';
  };
  /** The lead term whose terms the open shard is taking, if any. */
  let group = '';
  for (const term of sorted) {
    if (group && !term.startsWith(group)) {
      if (characters >= LEAD_CHARACTERS) closeShard();
      group = '';
    }
    if (leads.has(term)) {
      if (characters >= LEAD_CHARACTERS) closeShard();
      group = term;
      shardLeads += term.slice(0, LEAD_LETTERS);
    }
    const number = /** @type {number} */ (termNumbers.get(term));
    const end = /** @type {number} */ (starts[number + 1]);
    // Ids as gaps, each with its weight; and the best TOP_POSTS (the heaviest, the newest first
    // among equals: ids go up), kept in order as they come.
    /** @type {number[]} */
    const numbers = [];
    /** @type {number[]} */
    const best = [];
    for (let index = /** @type {number} */ (starts[number]), last = 0; index < end; index += 1) {
      const id = /** @type {number} */ (postingIds[index]);
      const weight = termWeight(/** @type {number} */ (postingPacked[index]) & 511, lengths[id] ?? 1, averageLength);
      numbers.push(id - last, weight);
      last = id;
      if (best.length === TOP_POSTS * 2 && weight <= /** @type {number} */ (best[best.length - 1])) continue;
      let at = best.length;
      while (at > 0 && weight > /** @type {number} */ (best[at - 1])) at -= 2;
      best.splice(at, 0, index, weight);
      if (best.length > TOP_POSTS * 2) best.length = TOP_POSTS * 2;
    }
    /** @type {import('../src/lib/searchIndex.mjs').TopPost[]} */
    const top = [];
    for (let at = 0; at < best.length; at += 2) {
      const index = /** @type {number} */ (best[at]);
      const id = /** @type {number} */ (postingIds[index]);
      const post = /** @type {IndexedPost} */ (posts[id]);
      shardPosts[id] ??= entry(post);
      top.push([id, excerptAt(texts.get(post.slug) ?? '', Math.floor(/** @type {number} */ (postingPacked[index]) / 512))]);
    }
    const termEntry = /** @type {import('../src/lib/searchIndex.mjs').TermEntry} */ ([term, encodeNumbers(numbers), top]);
    terms.push(termEntry);
    characters += term.length + termEntry[1].length + top.reduce((sum, [, excerpt]) => sum + excerpt.length + 120, 0);
    if (characters >= SHARD_CHARACTERS) closeShard();
    await turn();
  }
  closeShard();

  // Card files: every post's title, category, date and opening words, CARDS_PER_FILE in a row.
  /** @type {string[]} */
  const cards = [];
  for (let start = 0; start < posts.length; start += CARDS_PER_FILE) {
    /** @type {Record<string, [...import('../src/lib/searchIndex.mjs').PostEntry, string]>} */
    const cardPosts = {};
    posts.slice(start, start + CARDS_PER_FILE).forEach((post, offset) => {
      cardPosts[start + offset] = [...entry(post), excerptAt(texts.get(post.slug) ?? '', 0)];
    });
    cards.push(writeFile({ posts: cardPosts }));
  }

  /** @type {import('../src/lib/searchIndex.mjs').SearchRoot} */
  const root = { version: SEARCH_VERSION, posts: posts.length, categories: CATEGORIES.map((category) => category.name), shards, cards };
  write(SEARCH_ROOT.slice(1), JSON.stringify(root));
  return {
    record: { key, files: written, posts: posts.length },
    made: true,
    seconds: (performance.now() - started) / 1000,
    terms: sorted.length,
    shards: shards.length,
  };
}
