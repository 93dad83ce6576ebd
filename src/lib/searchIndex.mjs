// The search index's format, shared by the build and the search page: a revalidated root naming the shards (runs of
// terms, each with its posts and its best posts' excerpts) and the card files (posts' titles and opening words), both
// named by content under /assets/search/. A post's id is its place in the blog's list, newest first. Plain JavaScript.
import { LOCALE, LOCALES } from './locale.mjs';

/** The root of the index: a fixed name, revalidated on every request. */
export const SEARCH_ROOT = '/search-index.json';
/** One index per language, so that a query fetches no shard of the other language's words. */
export const SEARCH_ROOTS = Object.freeze(Object.fromEntries(LOCALES.map((locale) => [locale, `${LOCALE[locale].prefix}${SEARCH_ROOT}`])));
/** Where the shards and card files are: under assets/, named by their content. */
export const SEARCH_FILES = '/assets/search/';
/** Posts per card file. */
export const CARDS_PER_FILE = 100;
/** Words in an excerpt. */
export const EXCERPT_WORDS = 26;
/** Words an excerpt shows before the matched word. */
export const EXCERPT_LEAD = 6;
/** Weights are written as one digit: 1 to this. */
export const MAX_WEIGHT = 31;
/** A word of this many letters is guessed: the search page fetches the shard of the term it most often starts (its lead term). */
export const LEAD_LETTERS = 2;

/**
 * @typedef {[slug: string, title: string, category: number, date: string, dateLabel: string]} PostEntry
 *   a post as a result shows it; `category` indexes the root's categories
 * @typedef {[id: number, excerpt: string]} TopPost a post a term ranks among its best, with its excerpt around the term
 * @typedef {[term: string, postings: string, top: TopPost[]]} TermEntry `postings`: encodeNumbers([id gap, weight, …])
 * @typedef {{ posts: Record<string, PostEntry>, terms: TermEntry[] }} Shard
 * @typedef {{ posts: Record<string, [...PostEntry, string]> }} CardFile each post with its opening words
 * @typedef {{ version: number, posts: number, categories: string[], shards: [start: string, file: string, leads?: string][], cards: string[] }} SearchRoot
 *   each shard, in order: where it starts (it holds the terms from `start` to the next one's,
 *   `start` the shortest start of its first term that comes after the last term before it, so a
 *   start of a term that is a shard's `start` has no term in the shard before); its file; the
 *   starts (LEAD_LETTERS letters each, one after another) whose lead term is in it
 */

/** The index's format: a root of another version is not read. */
export const SEARCH_VERSION = 2;

/** A text's words as it shows them: what white space separates. @param {string} text */
export function displayWords(text) {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * The search terms in a word as written (a display word): lowercase letters and digits, accents
 * dropped, apostrophes joined ("driver's" → "drivers"), split at anything else ("owner-operator" →
 * "owner", "operator"), and a plural or possessive s dropped ("boards" → "board", "policies" →
 * "policy"; not in "class", "bus" or "analysis"), so that a search for one form finds the other.
 * @param {string} word
 * @returns {string[]}
 */
export function wordTerms(word) {
  let text = word.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (/[^\u0000-\u007f]/.test(text)) text = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return (text.replace(/['’]/g, '').match(/[a-z0-9]+/g) ?? []).map(singular);
}

/** A term (lowercase letters and digits) without its plural s. @param {string} term */
export function singular(term) {
  const length = term.length;
  if (length <= 3 || term.charCodeAt(length - 1) !== 115 /* s */) return term;
  const before = term.charCodeAt(length - 2);
  if (before === 115 /* ss */ || before === 117 /* us */) return term;
  if (before === 105 /* is */) return term;
  if (length > 4 && before === 101 /* e */ && term.charCodeAt(length - 3) === 105 /* ies */) return `${term.slice(0, -3)}y`;
  return term.slice(0, -1);
}

/** Every search term of a text, in order. @param {string} text */
export function searchTerms(text) {
  return displayWords(text).flatMap(wordTerms);
}

/** Digits of the postings: 0-31 end a number, 32-63 are followed by more of it. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
/** Each digit's value, by its character code. */
const DIGIT_VALUES = new Uint8Array(128);
[...DIGITS].forEach((digit, value) => (DIGIT_VALUES[digit.charCodeAt(0)] = value));

/**
 * Whole numbers (0 or more) as text: each in base 32, most significant digit first, every digit
 * but its last written as 32 more (JSON carries it as it is).
 * @param {Iterable<number>} numbers
 */
export function encodeNumbers(numbers) {
  let out = '';
  for (const number of numbers) {
    let digits = DIGITS[number % 32] ?? '';
    for (let rest = Math.floor(number / 32); rest > 0; rest = Math.floor(rest / 32)) digits = (DIGITS[32 + (rest % 32)] ?? '') + digits;
    out += digits;
  }
  return out;
}

/** The numbers of encodeNumbers' text. @param {string} text */
export function decodeNumbers(text) {
  /** @type {number[]} */
  const numbers = [];
  let number = 0;
  for (let at = 0; at < text.length; at += 1) {
    const value = DIGIT_VALUES[text.charCodeAt(at)] ?? 0;
    if (value >= 32) number = number * 32 + value - 32;
    else {
      numbers.push(number * 32 + value);
      number = 0;
    }
  }
  return numbers;
}

/**
 * How much a term says about a post, from how often it is there (a title counts three times) and
 * how long the post is against the average (BM25's term part, k1 = 1.2, b = 0.75), as 1 to
 * MAX_WEIGHT. The search multiplies it by the term's rarity (searchRarity).
 * @param {number} count @param {number} words @param {number} averageWords
 */
export function termWeight(count, words, averageWords) {
  const k1 = 1.2;
  const b = 0.75;
  const part = (count * (k1 + 1)) / (count + k1 * (1 - b + (b * words) / averageWords));
  return Math.max(1, Math.min(MAX_WEIGHT, Math.round((part / (k1 + 1)) * MAX_WEIGHT)));
}

/** How rare a term in `postsWith` of `posts` posts is (BM25's inverse document frequency). @param {number} posts @param {number} postsWith */
export function searchRarity(posts, postsWith) {
  return Math.log(1 + (posts - postsWith + 0.5) / (postsWith + 0.5));
}
