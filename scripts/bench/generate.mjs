// Generated posts for the build benchmark, in the real format: src/content/posts/<slug>.md with YAML
// frontmatter and a Markdown body made of the real articles' sentences. Deterministic; pure.
import { rng } from '../art/draw.mjs';
import { CATEGORIES as CATEGORY_LIST } from '../../src/content/categories.mjs';

/** The sentences of some Markdown bodies (paragraphs split on blank lines; headings and lists left out). */
/** @param {string[]} bodies */
export function sentencePool(bodies) {
  const sentences = [];
  for (const body of bodies) {
    for (const paragraph of body.split(/\r?\n[ \t]*\r?\n/)) {
      if (/^\s*(?:#|[-*] |\d+\. )/.test(paragraph)) continue;
      for (const match of paragraph.replace(/\s+/g, ' ').matchAll(/[^.!?]+[.!?]+["')]*(?=\s|$)/g)) {
        const sentence = match[0].trim();
        if (sentence) sentences.push(sentence);
      }
    }
  }
  if (sentences.length === 0) throw new Error('sentencePool: no sentences in the sample bodies');
  return sentences;
}

const OPENERS = ['How to', 'Why You Should', 'When to', 'A Practical Guide to', 'Ten Ways to', 'What It Takes to', 'Questions to Ask Before You'];
const ACTIONS = ['Negotiate', 'Plan', 'Track', 'Budget for', 'Avoid Surprises in', 'Get Paid for', 'Cut the Cost of', 'Improve', 'Choose', 'Audit'];
const SUBJECTS = [
  'Reefer Loads',
  'Flatbed Freight',
  'Detention Time',
  'Fuel Surcharges',
  'Backhauls Out of Florida',
  'Broker Credit Checks',
  'Layovers',
  'Tire Replacement',
  'Your Home Time',
  'Dedicated Lanes',
  'Quick Pay Offers',
  'Winter Routes',
];
const AUTHORS = ['Marcus Reed', 'Dana Whitfield', 'Luis Ortega', 'Priya Natarajan'];
/** Every category in turn, so each hub has its share of posts. */
const CATEGORIES = CATEGORY_LIST.map((category) => category.name);
const HEADINGS = ['What to check first', 'Run the numbers', 'Talk to your dispatcher', 'Common mistakes', 'A simple routine'];

/** "YYYY-MM-DD", `days` before `from`. */
/** @param {string} from @param {number} days */
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
 * text. Dates run back from `before` (four posts a day), so the real posts stay the newest; the body
 * is 6–8 KB of the pool's sentences in paragraphs, with a heading, a list and emphasis. `image`: a
 * photo for its frontmatter (the path as a post writes it, relative to the post, and its alt text).
 */
/** @param {number} index @param {string[]} sentences @param {{ before?: string, image?: { path: string, alt: string } }} [options] */
export function makePost(index, sentences, { before = '2025-03-17', image } = {}) {
  const random = rng(index * 7919 + 17);
  /** @template T @param {readonly T[]} list @returns {T} */
  const pick = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);

  const title = `${pick(OPENERS)} ${pick(ACTIONS)} ${pick(SUBJECTS)} (No. ${index + 1})`;
  const slug = `generated-${String(index + 1).padStart(5, '0')}`;
  const paragraph = () => Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(sentences)).join(' ');
  const target = 6000 + Math.floor(random() * 2000);
  const blocks = [paragraph(), paragraph()];
  blocks.push(`## ${pick(HEADINGS)}`, `- ${pick(sentences)}\n- **${pick(sentences)}**\n- ${pick(sentences)}`);
  while (blocks.join('\n\n').length < target) blocks.push(paragraph());
  const summary = pick(sentences).slice(0, 150);
  const frontmatter = [
    `title: ${JSON.stringify(title)}`,
    `author: ${AUTHORS[index % AUTHORS.length]}`,
    `category: ${CATEGORIES[index % CATEGORIES.length]}`,
    `date: ${daysBefore(before, Math.floor(index / 4))}`,
    `summary: ${JSON.stringify(summary)}`,
    ...(image ? [`image: ${image.path}`, `imageAlt: ${JSON.stringify(image.alt)}`] : []),
  ];
  return { slug, text: `---\n${frontmatter.join('\n')}\n---\n\n${blocks.join('\n\n')}\n` };
}
