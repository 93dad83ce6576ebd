// Generated posts for the benches, in the real format, deterministic: words drawn by Zipf's law, so a search index is as large as a real blog's.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATEGORIES as CATEGORY_LIST } from '../src/content/categories.mjs';
import { PHOTO_ALT, rng } from './photo.mjs';
import { DEFAULT_LOCALE, LOCALE, LOCALES } from '../src/lib/locale.mjs';
import { localeCategories, postsDir } from '../prerender/content/posts.mjs';
import pMap from 'p-map';
/** @typedef {import('../src/lib/locale.mjs').Locale} Locale */

/** English function words, most frequent first. */
export const FUNCTION_WORDS = (
  'the of and to a in is you that it for on are with as your be or this at if can by not from an ' +
  'have but they more when what will so do one all about which their there out up than get most ' +
  'them some how each only also into any these other before after then just may because over ' +
  'while where those both every much even such own same should would could been has had was were ' +
  'its our we who very here through between under again few off down once'
).split(' ');

/** A post's subject (with its category, its topic): its title's words and its topic's first words. */
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
/** Each source's share of a body's words, as cumulative bounds; the rest is the long tail. */
const SHARES = { function: 0.45, shared: 0.75, topic: 0.9 };
const TAIL_RANKS = 200_000;

/** Draws from `words` by Zipf's law (rank r about 1/(r + 1) as often as the first), or by `weights`. @param {string[]} words @param {number[]} [weights] */
function zipf(words, weights = words.map((_, rank) => 1 / (rank + 1))) {
  let sum = 0;
  const bounds = weights.map((weight) => (sum += weight));
  return (/** @type {number} */ u) => {
    let [low, high] = [0, bounds.length - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (Number(bounds[middle]) > u * sum) high = middle;
      else low = middle + 1;
    }
    return String(words[low]);
  };
}

/** Words and their weights, as two lists. @param {[string, number][]} pairs @returns {[string[], number[]]} */
const unzip = (pairs) => [pairs.map(([word]) => word), pairs.map(([, weight]) => weight)];

const ONSETS = ['b', 'br', 'c', 'ch', 'd', 'dr', 'f', 'g', 'gr', 'h', 'k', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'sh', 'st', 't', 'tr', 'v', 'w'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 't', 'nd', 'rk', 'm'];

/** The made-up word at `rank` of the long tail: two or three syllables, the same for the same rank. @param {number} rank */
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

/** The vocabulary posts draw from, out of the real bodies: shared words (in at least 3, none holding half their uses) and the rest, each given to two topics. @param {string[]} bodies @typedef {ReturnType<typeof vocabulary>} Vocabulary */
export function vocabulary(bodies) {
  const functionWords = new Set(FUNCTION_WORDS);
  const counts = /** @type {Map<string, number[]>} word → its count in each body */ (new Map());
  bodies.forEach((body, at) => {
    for (const word of wordsOf(body).filter((word) => !functionWords.has(word))) {
      const perBody = counts.get(word) ?? bodies.map(() => 0);
      perBody[at] = (perBody[at] ?? 0) + 1;
      counts.set(word, perBody);
    }
  });
  if (counts.size === 0) throw new Error('vocabulary: no words in the sample bodies');
  const shared = /** @type {[string, number][]} */ ([]);
  const topics = Array.from({ length: CATEGORIES.length * SUBJECTS.length }, (_, topic) => [...(SUBJECTS[topic % SUBJECTS.length]?.words ?? [])]);
  // Most used first, so that a topic's Zipf ranks follow the real frequencies; ties by the word.
  const ranked = [...counts].map(([word, perBody]) => ({ word, perBody, total: perBody.reduce((sum, n) => sum + n, 0) }));
  for (const { word, perBody, total } of ranked.sort((a, b) => b.total - a.total || (a.word < b.word ? -1 : 1))) {
    if (perBody.filter((n) => n > 0).length >= Math.min(3, bodies.length) && Math.max(...perBody) <= total / 2) shared.push([word, total]);
    else {
      const hash = createHash('sha1').update(word).digest();
      for (const topic of [hash.readUInt32BE(0) % topics.length, hash.readUInt32BE(4) % topics.length]) {
        const list = /** @type {string[]} */ (topics[topic]);
        if (!list.includes(word)) list.push(word);
      }
    }
  }
  return {
    function: zipf(FUNCTION_WORDS),
    shared: shared.length > 0 ? zipf(...unzip(shared)) : zipf(FUNCTION_WORDS),
    topics: topics.map((words) => zipf(words)),
    /** @param {number} u */
    tail: (u) => tailWord(Math.floor(Math.exp(u * Math.log(TAIL_RANKS)))),
  };
}

/** "YYYY-MM-DD", `days` before `from`. @param {string} from @param {number} days */
export function daysBefore(from, days) {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Which of `files` photos (or translations) post number `index` gets, or -1: a `share` of the posts, spread evenly, each in turn. @param {number} index @param {number} share @param {number} files */
export function photoIndex(index, share, files = 1) {
  const before = Math.floor(index * share);
  return Math.floor((index + 1) * share) > before ? before % files : -1;
}

/** Post number `index` as { slug, text }: dated back from `before` four a day (the real posts stay the newest), with sections as the real posts have (so a table of contents). @param {number} index @param {Vocabulary} words @param {{ before?: string, image?: { path: string, alt: string } }} [options] */
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
  // As long as a meta description (the schema holds a summary to 120–160 characters).
  const summary = () => {
    let text = sentence();
    while (text.length < 120) text += ` ${sentence()}`;
    return text.slice(0, 150).trim();
  };

  const title = `${pick(OPENERS)} ${pick(ACTIONS)} ${subject.name} (No. ${index + 1})`;
  const slug = `generated-${String(index + 1).padStart(5, '0')}`;
  const target = 6000 + Math.floor(random() * 2000);
  const sections = 3 + Math.floor(random() * 3);
  const headings = HEADINGS.map((heading) => ({ heading, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, sections);
  const blocks = [paragraph(), paragraph()];
  const length = () => blocks.reduce((sum, block) => sum + block.length + 2, 0);
  headings.forEach(({ heading }, at) => {
    blocks.push(`## ${heading}`);
    if (at === 0) blocks.push(`- ${sentence()}\n- **${sentence()}**\n- ${sentence()}`);
    const end = length() + (target - length()) / (sections - at);
    do blocks.push(paragraph());
    while (length() < end);
  });
  const frontmatter = [
    `title: ${JSON.stringify(title)}`,
    `author: ${AUTHORS[index % AUTHORS.length]}`,
    `category: ${CATEGORIES[category]}`,
    `date: ${daysBefore(before, Math.floor(index / 4))}`,
    `summary: ${JSON.stringify(summary())}`,
    ...(image ? [`image: ${image.path}`, `imageAlt: ${JSON.stringify(image.alt)}`] : []),
  ];
  return { slug, text: `---\n${frontmatter.join('\n')}\n---\n\n${blocks.join('\n\n')}\n` };
}

/** A post's translation into `locale`: the same body, its category by its name in `names`. @param {{ slug: string, text: string }} post @param {Locale} locale @param {readonly string[]} names */
export function makeTranslation(post, locale, names) {
  const category = CATEGORIES.findIndex((name) => post.text.includes(`\ncategory: ${name}\n`));
  const { label } = LOCALE[locale].switcher;
  // A title and a summary of its own, as a translation has: the site's titles and descriptions are unique across languages.
  const text = post.text
    .replace(/\ncategory: [^\n]+\n/, `\ncategory: ${names[category]}\n`)
    .replace(/\ntitle: "(.*)"\n/, (_, title) => `\ntitle: ${JSON.stringify(`${title} (${label})`)}\n`)
    .replace(/\nsummary: "(.*)"\n/, (_, summary) => `\nsummary: ${JSON.stringify(`${label}: ${summary.slice(0, 148).trim()}`)}\n`)
    .replace(/\n---\n/, `\ntranslationOf: ${post.slug}\n---\n`);
  return { slug: post.slug.replace(/^generated-/, `generated-${locale}-`), text };
}

/** The Markdown bodies of the real posts of the project at `dir`. @param {string} dir */
export async function realBodies(dir) {
  const posts = join(dir, postsDir(DEFAULT_LOCALE));
  const names = (await readdir(posts)).filter((name) => name.endsWith('.md'));
  return Promise.all(names.map(async (name) => (await readFile(join(posts, name), 'utf8')).replace(/^---[\s\S]*?\n---\n/, '')));
}

/** Writes `count` posts worded like the real ones into the project at `dir`, shares of them translated or with one of `photos` (in src/assets/img). @param {{ dir: string, count: number, translatedShare?: number, photoShare?: number, photos?: string[] }} options */
export async function writeGeneratedPosts({ dir, count, translatedShare = 0, photoShare = 0, photos = [] }) {
  const bodies = await realBodies(dir);
  const words = vocabulary(bodies);
  const categories = localeCategories(dir);
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const totals = { bodies, written: 0, translated: 0, withPhoto: 0 };
  const indexes = Array.from({ length: count }, (_, index) => index);
  const writePost = async (/** @type {number} */ index) => {
    const photo = photos.length > 0 ? photoIndex(index, photoShare, photos.length) : -1;
    const post = makePost(index, words, { image: photo >= 0 ? { path: `../../assets/img/${photos[photo]}`, alt: PHOTO_ALT } : undefined });
    const translations = photoIndex(index, translatedShare) >= 0 ? others : [];
    totals.written += post.text.length;
    totals.withPhoto += photo >= 0 ? 1 : 0;
    totals.translated += translations.length > 0 ? 1 : 0;
    await writeFile(join(dir, postsDir(DEFAULT_LOCALE), `${post.slug}.md`), post.text);
    for (const locale of translations) {
      const twin = makeTranslation(
        post,
        locale,
        categories[locale].map((category) => category.name),
      );
      await writeFile(join(dir, postsDir(locale), `${twin.slug}.md`), twin.text);
    }
  };
  await pMap(indexes, writePost, { concurrency: 64 });
  return totals;
}
