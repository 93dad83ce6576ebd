// Pure parts of the prerender benchmark's content generator: deterministic article bodies and the
// generated src/content/posts.ts. No file system, no globals. Unit-tested in generate.test.mjs.

/** A small deterministic PRNG (mulberry32): the same seed gives the same text on every run. */
export function rng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The sentences of some Markdown bodies (paragraphs split on blank lines), in order. */
export function sentencePool(bodies) {
  const sentences = [];
  for (const body of bodies) {
    for (const paragraph of body.split(/\r?\n[ \t]*\r?\n/)) {
      for (const match of paragraph.replace(/\s+/g, ' ').matchAll(/[^.!?]+[.!?]+["')]*(?=\s|$)/g)) {
        const sentence = match[0].trim();
        if (sentence) sentences.push(sentence);
      }
    }
  }
  if (sentences.length === 0) throw new Error('sentencePool: no sentences in the sample bodies');
  return sentences;
}

/**
 * A deterministic article body for post `index`: paragraphs of 3–6 sentences drawn from `sentences`,
 * separated by blank lines, between `minLength` and about `maxLength` characters long.
 */
export function makeBody(index, sentences, { minLength = 6000, maxLength = 8000 } = {}) {
  const random = rng(index * 7919 + 17);
  const target = minLength + Math.floor(random() * (maxLength - minLength));
  const paragraphs = [];
  let length = 0;
  while (length < target) {
    const count = 3 + Math.floor(random() * 4);
    const picked = [];
    for (let i = 0; i < count; i += 1) picked.push(sentences[Math.floor(random() * sentences.length)]);
    const paragraph = picked.join(' ');
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return `${paragraphs.join('\n\n')}\n`;
}

const OPENERS = ['How to', 'Why You Should', 'When to', 'A Practical Guide to', 'Ten Ways to', 'What It Takes to', 'The Owner-Operator’s Guide to', 'Questions to Ask Before You'];
const ACTIONS = ['Negotiate', 'Plan', 'Track', 'Budget for', 'Avoid Surprises in', 'Get Paid for', 'Cut the Cost of', 'Improve', 'Choose', 'Audit'];
const SUBJECTS = [
  'Reefer Loads',
  'Flatbed Freight',
  'Detention Time',
  'Fuel Surcharges',
  'Backhauls Out of Florida',
  'Broker Credit Checks',
  'Layovers',
  'Lumper Fees',
  'Winter Lanes',
  'Preventive Maintenance',
  'Factoring Invoices',
  'Hours of Service',
  'Drop-and-Hook Loads',
  'Team Runs',
  'Dry Van Rates',
  'Tire Budgets',
];
const ALTS = [
  'A semi truck on an open highway at dawn',
  'A dispatcher at a desk with two screens of load listings',
  'A tractor-trailer backed into a loading dock',
  'A freight map with highlighted lanes',
  'A rate confirmation sheet beside a calculator',
];

/** Lowercase, hyphen-separated, ASCII-only. */
export function slugify(text) {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Metadata of generated post `index` (0-based) with `id`: every slug is unique (it carries the index).
 * `image` is the index of one of the real images, used cyclically; `excerpt` is computed from `body`
 * by the site's own excerpt() (passed in).
 */
export function makePost(index, { id, body, excerpt, authors, categories, imageCount }) {
  const random = rng(index * 104729 + 3);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const title = `${pick(OPENERS)} ${pick(ACTIONS)} ${pick(SUBJECTS)}`;
  const slug = `${slugify(title)}-${index + 1}`;
  const imageIndex = index % imageCount;
  return {
    id,
    title,
    slug,
    author: authors[index % authors.length],
    category: categories[index % categories.length],
    imageIndex,
    imageAlt: ALTS[imageIndex % ALTS.length],
    summary: `${title}: what our dispatch desk has learned from real loads, real brokers and real miles (article ${index + 1}).`,
    excerpt: excerpt(body),
  };
}

/** What the generator reuses from the real src/content/posts.ts: image imports, categories, authors, how many posts and their last id. */
export function parsePostsSource(source) {
  const images = [...source.matchAll(/^import (\w+) from '(\.\.\/assets\/img\/[^']+)';$/gm)].map((match) => match[1]);
  const categoryType = /export type BlogCategory\s*=\s*([^;]+);/.exec(source)?.[1];
  const categories = categoryType ? [...categoryType.matchAll(/'([^']+)'/g)].map((match) => match[1]) : [];
  const authors = [...new Set([...source.matchAll(/^\s*author: '([^']+)',$/gm)].map((match) => match[1]))];
  const ids = [...source.matchAll(/^\s*id: (\d+),$/gm)].map((match) => Number(match[1]));
  if (images.length === 0 || categories.length === 0 || authors.length === 0 || ids.length === 0) {
    throw new Error('src/content/posts.ts changed shape: the benchmark could not find its image imports, categories, authors or ids');
  }
  return { images, categories, authors, count: ids.length, maxId: Math.max(...ids) };
}

const ARRAY_START = 'export const posts: BlogPost[] = [';

/**
 * The real posts.ts with `generated` posts appended to its `posts` array (the real posts stay
 * first: the footer links some of them by slug). Everything else in the file is kept as it is.
 */
export function postsModule(source, generated, images) {
  const start = source.indexOf(ARRAY_START);
  const end = start < 0 ? -1 : source.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error(`src/content/posts.ts changed shape: "${ARRAY_START} … ];" not found`);
  const head = source.slice(0, end).trimEnd();
  const separator = head.endsWith('[') || head.endsWith(',') ? '' : ',';
  const entries = generated.map(({ imageIndex, ...post }) => `${JSON.stringify(post).slice(0, -1)},"image":${images[imageIndex]}}`);
  return `${head}${separator}\n${entries.join(',\n')},${source.slice(end)}`;
}
