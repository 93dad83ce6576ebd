// Generated posts for the build and search benchmarks, in the real format: src/content/posts/<slug>.md
// with YAML frontmatter and a Markdown body (paragraphs, ## sections, a list, emphasis). Deterministic;
// pure.
//
// The text is made of words, not of the real posts' sentences: a search index is as large as the
// blog's vocabulary and each word's list of posts, and with the 5 real posts' sentences every word
// was on nearly every page ("detention": 9,966 of 10,005 posts). Each word of a body is drawn from
// one of four sources, spread the way real text's words are (Zipf's law within each: the n-th word
// of a list is drawn about 1/n as often as the first):
//   function words  ~45%  the, of, and… (FUNCTION_WORDS, in English's order of frequency): every post
//   shared words    ~30%  the real posts' words that most of them use evenly (truck, rate, broker…),
//                         as often as there: most posts
//   topic words     ~15%  the words of the post's topic (its category × its subject, 48 topics): the
//                         subject's own words (SUBJECTS) first, then the real posts' words that are
//                         concentrated in one or two of them, each given to two topics: a few
//                         hundred posts each at 10,000
//   the long tail   ~10%  made-up words (names, places, jargon) by rank over 200,000 ranks: a few are
//                         in many posts, most in a handful, and the vocabulary keeps growing with the
//                         blog as a real one's does (Heaps' law)
import { rng } from '../../bench/photo.mjs';
import { CATEGORIES as CATEGORY_LIST } from '../../src/content/categories.mjs';

/** English function words, most frequent first (about 45% of the words of the real posts). */
export const FUNCTION_WORDS = (
  'the of and to a in is you that it for on are with as your be or this at if can by not from an ' +
  'have but they more when what will so do one all about which their there out up than get most ' +
  'them some how each only also into any these other before after then just may because over ' +
  'while where those both every much even such own same should would could been has had was were ' +
  'its our we who them very here through between under again most same few off down once'
)
  .split(' ')
  .filter((word, index, all) => all.indexOf(word) === index);

/** The subjects posts are about (each post has one, with its category): a title's words and its topic's first words. */
const SUBJECTS = [
  { name: 'Reefer Loads', words: ['reefer', 'temperature', 'produce', 'pulp', 'precool', 'setpoint'] },
  { name: 'Flatbed Freight', words: ['flatbed', 'tarps', 'straps', 'securement', 'coil', 'lumber'] },
  { name: 'Detention Time', words: ['detention', 'appointment', 'dock', 'clock', 'waiting', 'receiver'] },
  { name: 'Fuel Surcharges', words: ['fuel', 'surcharge', 'diesel', 'gallon', 'index', 'pump'] },
  { name: 'Backhauls Out of Florida', words: ['backhaul', 'florida', 'outbound', 'citrus', 'jacksonville', 'miami'] },
  { name: 'Broker Credit Checks', words: ['credit', 'broker', 'bond', 'factoring', 'days', 'payment'] },
  { name: 'Layovers', words: ['layover', 'overnight', 'tonu', 'canceled', 'flat', 'hotel'] },
  { name: 'Tire Replacement', words: ['tire', 'tread', 'retread', 'steer', 'pressure', 'blowout'] },
  { name: 'Your Home Time', words: ['home', 'family', 'weekend', 'reset', 'schedule', 'rest'] },
  { name: 'Dedicated Lanes', words: ['dedicated', 'lane', 'contract', 'shipper', 'recurring', 'volume'] },
  { name: 'Quick Pay Offers', words: ['quick', 'pay', 'fee', 'invoice', 'cash', 'percent'] },
  { name: 'Winter Routes', words: ['winter', 'chains', 'snow', 'ice', 'pass', 'closure'] },
];
const OPENERS = ['How to', 'Why You Should', 'When to', 'A Practical Guide to', 'Ten Ways to', 'What It Takes to', 'Questions to Ask Before You'];
const ACTIONS = ['Negotiate', 'Plan', 'Track', 'Budget for', 'Avoid Surprises in', 'Get Paid for', 'Cut the Cost of', 'Improve', 'Choose', 'Audit'];
const AUTHORS = ['Marcus Reed', 'Dana Whitfield', 'Luis Ortega', 'Priya Natarajan'];
/** Every category in turn, so each hub has its share of posts. */
const CATEGORIES = CATEGORY_LIST.map((category) => category.name);
const HEADINGS = [
  'What to check first',
  'Run the numbers',
  'Talk to your dispatcher',
  'Common mistakes',
  'A simple routine',
  'What the paperwork says',
  'Before you book',
];
/** Each source's share of a body's words (see the top of the file), as cumulative bounds. */
const SHARES = { function: 0.45, shared: 0.75, topic: 0.9 };
/** Ranks of the long tail of made-up words. */
const TAIL_RANKS = 200_000;

/**
 * A list of words to draw from by Zipf's law (the word at 0-based rank r about 1/(r + 1) as often
 * as the first), or by the given weights.
 * @param {string[]} words at least one
 * @param {number[]} [weights] one per word
 */
function zipf(words, weights = words.map((_, rank) => 1 / (rank + 1))) {
  /** @type {number[]} */
  const bounds = [];
  let sum = 0;
  for (const weight of weights) bounds.push((sum += weight));
  /** @param {number} u a number in [0, 1) */
  return (u) => {
    const target = u * sum;
    let low = 0;
    let high = bounds.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (/** @type {number} */ (bounds[middle]) > target) high = middle;
      else low = middle + 1;
    }
    return /** @type {string} */ (words[low]);
  };
}

/** A small stable hash of a word (FNV-1a), to give it its topics. @param {string} word */
function wordHash(word) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index += 1) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

const ONSETS = ['b', 'br', 'c', 'ch', 'd', 'dr', 'f', 'g', 'gr', 'h', 'k', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'sh', 'st', 't', 'tr', 'v', 'w'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 't', 'nd', 'rk', 'm'];

/**
 * The made-up word at `rank` of the long tail (the same word for the same rank): two or three syllables.
 * @param {number} rank
 */
export function tailWord(rank) {
  const random = rng(rank * 2654435761);
  /** @param {string[]} list */
  const pick = (list) => /** @type {string} */ (list[Math.floor(random() * list.length)]);
  const syllables = 2 + Math.floor(random() * 2);
  let word = '';
  for (let index = 0; index < syllables; index += 1) word += pick(ONSETS) + pick(VOWELS) + (index === syllables - 1 ? pick(CODAS) : '');
  return word;
}

/** A body's words, lowercase. @param {string} text */
const wordsOf = (text) => text.toLowerCase().match(/[a-z]+(?:['’][a-z]+)?/g) ?? [];

/**
 * The vocabulary generated posts draw from, made from the real posts' bodies (Markdown): their
 * content words (not FUNCTION_WORDS) split into shared words, used by at least 3 of them with no
 * more than half of a word's uses in one, weighted by how often they are used; and the rest, each
 * given to two of the 48 topics, after each subject's own words.
 * @param {string[]} bodies
 */
export function vocabulary(bodies) {
  const functionWords = new Set(FUNCTION_WORDS);
  /** @type {Map<string, number[]>} word → its count in each body */
  const counts = new Map();
  bodies.forEach((body, at) => {
    for (const word of wordsOf(body)) {
      if (functionWords.has(word)) continue;
      const perBody = counts.get(word) ?? bodies.map(() => 0);
      perBody[at] = (perBody[at] ?? 0) + 1;
      counts.set(word, perBody);
    }
  });
  if (counts.size === 0) throw new Error('vocabulary: no words in the sample bodies');
  /** @type {[string, number][]} */
  const shared = [];
  /** @type {string[][]} */
  const topics = Array.from({ length: CATEGORIES.length * SUBJECTS.length }, (_, topic) => [...(SUBJECTS[topic % SUBJECTS.length]?.words ?? [])]);
  // Most used first, so that a topic's Zipf ranks follow the real frequencies; ties by the word.
  const ranked = [...counts].sort(([a, x], [b, y]) => y.reduce((s, n) => s + n, 0) - x.reduce((s, n) => s + n, 0) || (a < b ? -1 : 1));
  for (const [word, perBody] of ranked) {
    const total = perBody.reduce((sum, n) => sum + n, 0);
    const inBodies = perBody.filter((n) => n > 0).length;
    if (inBodies >= Math.min(3, bodies.length) && Math.max(...perBody) <= total / 2) {
      shared.push([word, total]);
      continue;
    }
    const hash = wordHash(word);
    for (const topic of [hash % topics.length, (hash >>> 8) % topics.length]) {
      const list = /** @type {string[]} */ (topics[topic]);
      if (!list.includes(word)) list.push(word);
    }
  }
  return {
    function: zipf(FUNCTION_WORDS),
    shared:
      shared.length > 0
        ? zipf(
            shared.map(([word]) => word),
            shared.map(([, total]) => total),
          )
        : zipf(FUNCTION_WORDS),
    topics: topics.map((words) => zipf(words)),
    /** @param {number} u */
    tail: (u) => tailWord(Math.floor(Math.exp(u * Math.log(TAIL_RANKS)))),
  };
}

/** @typedef {ReturnType<typeof vocabulary>} Vocabulary */

/** "YYYY-MM-DD", `days` before `from`. @param {string} from @param {number} days */
export function daysBefore(from, days) {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * Which of `files` photos generated post number `index` shows, or -1 for none: a `share` of the
 * posts (0.1: one in ten) have one, spread evenly through the list, each photo in turn.
 * @param {number} index @param {number} share @param {number} files
 */
export function photoIndex(index, share, files) {
  const before = Math.floor(index * share);
  return Math.floor((index + 1) * share) > before ? before % files : -1;
}

/**
 * Generated post number `index` (0-based) as { slug, text }: the file name's slug and the file's
 * text. Dates run back from `before` (four posts a day), so the real posts stay the newest; the
 * category is each in turn, the subject drawn; the body is 6–8 KB of words from `words` (see the
 * top of the file) in sentences and paragraphs, with 3 to 5 ## sections (so a table of contents,
 * as the real posts have), a list and emphasis. `image`: a photo for its frontmatter (the path as a
 * post writes it, relative to the post, and its alt text).
 * @param {number} index
 * @param {Vocabulary} words
 * @param {{ before?: string, image?: { path: string, alt: string } }} [options]
 */
export function makePost(index, words, { before = '2025-03-17', image } = {}) {
  const random = rng(index * 7919 + 17);
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);

  const category = index % CATEGORIES.length;
  const subjectAt = Math.floor(random() * SUBJECTS.length);
  const subject = /** @type {(typeof SUBJECTS)[number]} */ (SUBJECTS[subjectAt]);
  const topic = /** @type {(u: number) => string} */ (words.topics[category * SUBJECTS.length + subjectAt]);
  const word = () => {
    const source = random();
    const u = random();
    if (source < SHARES.function) return words.function(u);
    if (source < SHARES.shared) return words.shared(u);
    if (source < SHARES.topic) return topic(u);
    return words.tail(u);
  };
  const sentence = () => {
    const length = 6 + Math.floor(random() * 17);
    const parts = Array.from({ length }, (_, at) => word() + (at < length - 1 && random() < 0.08 ? ',' : ''));
    const text = parts.join(' ');
    return `${text[0]?.toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 3 + Math.floor(random() * 4) }, sentence).join(' ');

  const title = `${pick(OPENERS)} ${pick(ACTIONS)} ${subject.name} (No. ${index + 1})`;
  const slug = `generated-${String(index + 1).padStart(5, '0')}`;
  const target = 6000 + Math.floor(random() * 2000);
  const sections = 3 + Math.floor(random() * 3);
  const headings = [...HEADINGS];
  for (let at = headings.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [headings[at], headings[other]] = [/** @type {string} */ (headings[other]), /** @type {string} */ (headings[at])];
  }
  headings.length = sections;
  const blocks = [paragraph(), paragraph()];
  const length = () => blocks.reduce((sum, block) => sum + block.length + 2, 0);
  headings.forEach((heading, at) => {
    blocks.push(`## ${heading}`);
    if (at === 0) blocks.push(`- ${sentence()}\n- **${sentence()}**\n- ${sentence()}`);
    // Each section its share of what is left of the target.
    const end = length() + (target - length()) / (sections - at);
    do blocks.push(paragraph());
    while (length() < end);
  });
  const frontmatter = [
    `title: ${JSON.stringify(title)}`,
    `author: ${AUTHORS[index % AUTHORS.length]}`,
    `category: ${CATEGORIES[category]}`,
    `date: ${daysBefore(before, Math.floor(index / 4))}`,
    `summary: ${JSON.stringify(sentence().slice(0, 150))}`,
    ...(image ? [`image: ${image.path}`, `imageAlt: ${JSON.stringify(image.alt)}`] : []),
  ];
  return { slug, text: `---\n${frontmatter.join('\n')}\n---\n\n${blocks.join('\n\n')}\n` };
}
