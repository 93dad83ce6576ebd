// The blog's search index (src/lib/searchIndex.mjs) from the posts' text: each term with every post it
// is in and its best posts' excerpts, so a one-word query needs its term's shard alone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { digest, sourceDigest } from './cache.mjs';
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

/** Posts a term keeps with excerpts: a query of several words nearly always finds its best among one word's best. */
export const TOP_POSTS = 30;
const SHARD_CHARACTERS = 96_000;
/** A lead term's terms get a shard of their own from this long; below it they share one, so a small blog is not many tiny files. */
const LEAD_CHARACTERS = 8_000;
const TITLE_WEIGHT = 3;
/** The code that makes the index, and the posts' texts it reads (content/posts.mjs): an index is kept only while both are the same. */
const BUILDER = sourceDigest(new URL(import.meta.url), new URL('./content/posts.mjs', import.meta.url)).slice(0, 12);

/**
 * @typedef {{ slug: string, sourceHash: string, title: string, categorySlug: string, date: string, dateLabel: string }} IndexedPost
 * @typedef {{ key: string, files: string[], posts: number }} SearchIndexRecord
 */

/** @param {Int32Array} array @param {number} [fill] */
function grow(array, fill = 0) {
  const longer = new Int32Array(array.length * 2).fill(fill);
  longer.set(array);
  return longer;
}

// Of each two-letter start, the longer term in most posts (never in one): the search page fetches its shard a letter early.
/** @param {string[]} sorted @param {(term: string) => number} postsOf */
export function leadTerms(sorted, postsOf) {
  const best = /** @type {Map<string, [string, number]>} */ (new Map());
  for (const term of sorted) {
    if (term.length <= LEAD_LETTERS) continue;
    const start = term.slice(0, LEAD_LETTERS);
    const posts = postsOf(term);
    if (posts > (best.get(start)?.[1] ?? 1)) best.set(start, [term, posts]);
  }
  return new Set([...best.values()].map(([term]) => term));
}

const YIELD_MS = 10;

/** A turn of the event loop every YIELD_MS: each worker gets its next jobs only when this thread takes its answers. */
function crawlTurns() {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < YIELD_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}
/** `count` words from `lead` before the one at `from`. @param {string} text @param {number} from @param {number} [lead] @param {number} [count] */
export function excerptAt(text, from, lead = EXCERPT_LEAD, count = EXCERPT_WORDS) {
  let start = from > 0 ? text.lastIndexOf(' ', from - 1) + 1 : 0;
  for (let words = 0; words < lead && start > 0; words += 1) start = text.lastIndexOf(' ', start - 2) + 1;
  let end = start;
  for (let words = 0; words < count && end !== -1; words += 1) end = text.indexOf(' ', end + 1);
  // A no-break space binds each ellipsis to its word, never alone on a line.
  return `${start > 0 ? '…\u00a0' : ''}${text.slice(start, end === -1 ? undefined : end)}${end === -1 ? '' : '\u00a0…'}`;
}

/** Every term of `text` as wordTerms finds them, in one pass without accents. @param {string} text @param {(term: string, at: number) => void} found */
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
 * One language's index: its posts, at its `root` (SEARCH_ROOTS), with its category names.
 * @param {{ posts: IndexedPost[], texts: Map<string, string>, previous?: SearchIndexRecord, distDir: string,
 *   write: (file: string, data: string) => void, keep: (file: string) => void,
 *   root?: string, categories?: readonly { slug: string, name: string }[] }} options
 */
export async function buildSearchIndex({ posts, texts, previous, distDir, write, keep, root: rootPath = SEARCH_ROOT, categories = CATEGORIES }) {
  const started = performance.now();
  const turn = crawlTurns();
  const key = digest(String(SEARCH_VERSION), BUILDER, ...posts.map((post) => `${post.slug} ${post.sourceHash}`));
  const files = [rootPath, ...(previous?.files ?? [])].map((file) => file.slice(1));
  if (previous?.key === key && files.every((file) => existsSync(join(distDir, file)))) {
    for (const file of files) keep(file);
    return { record: previous, made: false, seconds: (performance.now() - started) / 1000, terms: 0, shards: 0 };
  }

  // Postings gathered post by post as (term number, packed) pairs in typed arrays, 8 bytes each, then
  // laid out by term. packed = where the term first is * 512 + its count (0 for a title-only word).
  const termNumbers = /** @type {Map<string, number>} */ (new Map());
  const termNames = /** @type {string[]} */ ([]);
  let seenIn = new Int32Array(4096).fill(-1); // term number → the last post it was in
  let slotOf = new Int32Array(4096); // term number → its pair in that post
  let postsWith = new Int32Array(4096); // term number → how many posts it is in
  let pairs = new Int32Array(8192);
  let pairCount = 0;
  const postPairs = /** @type {Int32Array[]} */ ([]);
  const lengths = new Uint32Array(posts.length);
  const add = (/** @type {string} */ term, /** @type {number} */ id, /** @type {number} */ count, /** @type {number} */ first) => {
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
  const categoryIndex = new Map(categories.map((category, index) => [category.slug, index]));
  /** @param {IndexedPost} post @returns {import('../src/lib/searchIndex.mjs').PostEntry} */
  const entry = (post) => [post.slug, post.title, categoryIndex.get(post.categorySlug) ?? 0, post.date, post.dateLabel];

  const written = /** @type {string[]} */ ([]);
  /** A file named by its content, kept where dist/ has it: after a one-post edit few change. @param {unknown} content */
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

  // Shards: runs of terms in order; a lead term's run is one of its own when long enough, to come quickly.
  const shards = /** @type {import('../src/lib/searchIndex.mjs').SearchRoot['shards']} */ ([]);
  let terms = /** @type {import('../src/lib/searchIndex.mjs').TermEntry[]} */ ([]);
  let shardPosts = /** @type {Record<string, import('../src/lib/searchIndex.mjs').PostEntry>} */ ({});
  let characters = 0;
  let shardLeads = '';
  let before = '';
  const closeShard = () => {
    if (terms.length === 0) return;
    const file = writeFile({ posts: shardPosts, terms });
    // The shortest start of its first term that comes after the shard before.
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
    // Ids as gaps with their weights, and the TOP_POSTS heaviest (the newest first among equals).
    const numbers = /** @type {number[]} */ ([]);
    const best = /** @type {number[]} */ ([]);
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
    const top = /** @type {import('../src/lib/searchIndex.mjs').TopPost[]} */ ([]);
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

  const cards = /** @type {string[]} */ ([]);
  for (let start = 0; start < posts.length; start += CARDS_PER_FILE) {
    const cardPosts = /** @type {Record<string, [...import('../src/lib/searchIndex.mjs').PostEntry, string]>} */ ({});
    posts.slice(start, start + CARDS_PER_FILE).forEach((post, offset) => {
      cardPosts[start + offset] = [...entry(post), excerptAt(texts.get(post.slug) ?? '', 0)];
    });
    cards.push(writeFile({ posts: cardPosts }));
  }

  /** @type {import('../src/lib/searchIndex.mjs').SearchRoot} */
  const root = { version: SEARCH_VERSION, posts: posts.length, categories: categories.map((category) => category.name), shards, cards };
  write(rootPath.slice(1), JSON.stringify(root));
  return {
    record: { key, files: written, posts: posts.length },
    made: true,
    seconds: (performance.now() - started) / 1000,
    terms: sorted.length,
    shards: shards.length,
  };
}
