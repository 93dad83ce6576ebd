// @ts-check
// The blog's search index (README, "Search"), made from the posts as the content layer read them
// (their titles and article text: prerender/content.mjs), not from the pages: its format is
// src/lib/searchIndex.mjs. Every term of every post is in it, with the posts it is in, so a search
// finds a post by any word of its article; each term's best posts come with an excerpt around it,
// so the search page can show a one-word query's results with nothing but the term's shard.
//
// Made on the main thread while the workers make the pages (it yields to them as it goes), in
// memory that grows with the words of the blog (about 100 MB at 10,000 posts), not with its pages.
// Drafts and scheduled posts are not among the posts a production build publishes, so they are
// never in it. When no post changed since the last build, its files are kept as they are.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { digest } from './cache.mjs';
import {
  CARDS_PER_FILE,
  displayWords,
  encodeNumbers,
  EXCERPT_LEAD,
  EXCERPT_WORDS,
  SEARCH_FILES,
  SEARCH_ROOT,
  SEARCH_VERSION,
  searchTerms,
  termWeight,
  wordTerms,
} from '../src/lib/searchIndex.mjs';
import { CATEGORIES } from '../src/content/categories.mjs';

/** How many posts a term's excerpts are kept for: the results the search page shows first. */
export const TOP_POSTS = 10;
/** A shard is closed once its JSON is this long (about a third of it as sent). */
const SHARD_CHARACTERS = 96_000;
/** Title words count this many times a word of the article. */
const TITLE_WEIGHT = 3;
/** Made again when this changes (or the format's version, or a post). */
const BUILDER = 1;

/**
 * @typedef {{ slug: string, sourceHash: string, title: string, categorySlug: string, date: string, dateLabel: string }} IndexedPost
 * @typedef {{ key: string, files: string[], posts: number }} SearchIndexRecord
 */

/** Gives the event loop a turn: the crawl's messages and writes go on meanwhile. */
const yieldToCrawl = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The words of `text` from the `from`-th character's word on: `count` words, starting `lead` words
 * before it (a plain cut: no ellipsis).
 * @param {string} text @param {number} from @param {number} [lead] @param {number} [count]
 */
export function excerptAt(text, from, lead = EXCERPT_LEAD, count = EXCERPT_WORDS) {
  let start = from;
  // Back to the start of the word, then `lead` words further back.
  for (let words = 0; start > 0;) {
    if (/\s/.test(text[start - 1] ?? '')) {
      if (words === lead) break;
      words += 1;
      while (start > 0 && /\s/.test(text[start - 1] ?? '')) start -= 1;
    } else start -= 1;
  }
  return displayWords(text.slice(start, start + count * 40))
    .slice(0, count)
    .join(' ');
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
 * }} options
 */
export async function buildSearchIndex({ posts, texts, previous, distDir, write, keep }) {
  const started = performance.now();
  const key = digest(String(SEARCH_VERSION), String(BUILDER), ...posts.map((post) => `${post.slug} ${post.sourceHash}`));
  const files = [SEARCH_ROOT, ...(previous?.files ?? [])].map((file) => file.slice(1));
  if (previous?.key === key && files.every((file) => existsSync(join(distDir, file)))) {
    for (const file of files) keep(file);
    return { record: previous, made: false, seconds: (performance.now() - started) / 1000, terms: 0, shards: 0 };
  }

  // Every term's postings: the post's id, then its count and where it first is (packed).
  /** @type {Map<string, number[]>} */
  const postings = new Map();
  const lengths = new Uint32Array(posts.length);
  for (const [id, post] of posts.entries()) {
    const text = texts.get(post.slug) ?? '';
    /** @type {Map<string, number>} term → first * 512 + count */
    const seen = new Map();
    let length = 0;
    for (const match of text.matchAll(/\S+/g)) {
      for (const term of wordTerms(match[0])) {
        const packed = seen.get(term);
        seen.set(term, packed === undefined ? (match.index ?? 0) * 512 + 1 : packed + ((packed & 511) < 511 ? 1 : 0));
        length += 1;
      }
    }
    for (const term of searchTerms(post.title)) {
      // A term only in the title: its excerpt is the article's opening words (first = 0).
      const packed = seen.get(term) ?? 0;
      seen.set(term, packed + Math.min(TITLE_WEIGHT, 511 - (packed & 511)));
      length += 1;
    }
    lengths[id] = length;
    for (const [term, packed] of seen) {
      const list = postings.get(term);
      if (list) list.push(id, packed);
      else postings.set(term, [id, packed]);
    }
    if (id % 250 === 249) await yieldToCrawl();
  }
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, posts.length);
  const categoryIndex = new Map(CATEGORIES.map((category, index) => [category.slug, index]));
  /** @param {IndexedPost} post @returns {import('../src/lib/searchIndex.mjs').PostEntry} */
  const entry = (post) => [post.slug, post.title, categoryIndex.get(post.categorySlug) ?? 0, post.date, post.dateLabel];

  /** @type {string[]} */
  const written = [];
  /** @param {unknown} content */
  const writeFile = (content) => {
    const json = JSON.stringify(content);
    const file = `${SEARCH_FILES}${digest(json).slice(0, 12)}.json`;
    write(file.slice(1), json);
    written.push(file);
    return file;
  };

  // Shards: runs of terms in order.
  /** @type {[string, string][]} */
  const shards = [];
  /** @type {import('../src/lib/searchIndex.mjs').TermEntry[]} */
  let terms = [];
  /** @type {Record<string, import('../src/lib/searchIndex.mjs').PostEntry>} */
  let shardPosts = {};
  let characters = 0;
  const closeShard = () => {
    if (terms.length === 0) return;
    shards.push([terms[0]?.[0] ?? '', writeFile({ posts: shardPosts, terms })]);
    terms = [];
    shardPosts = {};
    characters = 0;
  };
  const sorted = [...postings.keys()].sort();
  for (const [at, term] of sorted.entries()) {
    const list = /** @type {number[]} */ (postings.get(term));
    postings.delete(term);
    /** @type {number[]} */
    const numbers = [];
    /** @type {[id: number, weight: number, first: number][]} */
    const weighted = [];
    for (let index = 0, last = 0; index < list.length; index += 2) {
      const id = /** @type {number} */ (list[index]);
      const packed = /** @type {number} */ (list[index + 1]);
      const weight = termWeight(packed & 511, lengths[id] ?? 1, averageLength);
      numbers.push(id - last, weight);
      last = id;
      weighted.push([id, weight, Math.floor(packed / 512)]);
    }
    // Its best posts: the heaviest, the newest first among equals.
    weighted.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    /** @type {import('../src/lib/searchIndex.mjs').TopPost[]} */
    const top = weighted.slice(0, TOP_POSTS).map(([id, , first]) => {
      const post = /** @type {IndexedPost} */ (posts[id]);
      shardPosts[id] ??= entry(post);
      return [id, excerptAt(texts.get(post.slug) ?? '', first)];
    });
    const termEntry = /** @type {import('../src/lib/searchIndex.mjs').TermEntry} */ ([term, encodeNumbers(numbers), top]);
    terms.push(termEntry);
    characters += term.length + termEntry[1].length + top.reduce((sum, [, excerpt]) => sum + excerpt.length + 120, 0);
    if (characters >= SHARD_CHARACTERS) closeShard();
    if (at % 2000 === 1999) await yieldToCrawl();
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
