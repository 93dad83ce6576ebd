// The posts: Markdown files with YAML frontmatter, checked at build time (a bad file fails it, naming
// the field) and rendered when their page is made, raw HTML escaped so nothing inline meets the CSP.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import sharp from 'sharp';
import { coverOf } from './covers.mjs';
import { CATEGORIES } from '../../src/content/categories.mjs';
import { categoriesSchema, contentDir, frontmatterSchema, isCalendarDate, translationFrontmatterSchema } from '../../src/content/schema.mjs';
import { DEFAULT_LOCALE, formatDate, LISTED_LOCALES, LOCALES, localeOf } from '../../src/lib/locale.mjs';
import { categoryPath, postPath, RESERVED_SLUGS } from '../../src/lib/paths.mjs';
import { photoPlan, RASTER_TYPES } from './photos.mjs';

export class ContentError extends Error {}

/** A ContentError listing every problem found in `where`. @param {string[]} problems @param {string} where */
export const contentError = (problems, where) =>
  new ContentError(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${where}:\n  ${problems.join('\n  ')}`);

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE_TYPES = ['.svg', ...RASTER_TYPES];

/**
 * @typedef {import('../../src/content/posts.ts').Frontmatter} Frontmatter
 * @typedef {import('../../src/content/posts.ts').OgImage} OgImage
 * @typedef {Omit<Frontmatter, 'image' | 'imageAlt'> & { bodyStart: number, excerpt: string, wordCount: number, text: string }} ParsedPost
 * @typedef {Omit<ParsedPost, 'draft' | 'text'> & import('../../src/content/posts.ts').PostCard & { file: string, sourceHash: string, ogImage: OgImage,
 *   translationOf?: string, twins?: Twins }} PostRecord
 * @typedef {import('../../src/content/categories.mjs').Category & { twins?: Twins }} LocaleCategory
 * @typedef {import('../../src/content/posts.ts').Twins} Twins
 * @typedef {import('../../src/lib/locale.mjs').Locale} Locale
 */

// Drafts are built only by the dev server (`preview`); a post dated after `today` waits for its day's build.
/** @param {{ draft?: boolean, date: string }} post @param {{ today: string, preview?: boolean }} build @returns {'published' | 'draft' | 'scheduled'} */
export function publication(post, { today, preview = false }) {
  if (preview) return 'published';
  if (post.draft) return 'draft';
  return post.date > today ? 'scheduled' : 'published';
}

/** The build's day, YYYY-MM-DD, in the company's time zone (BUILD_DATE overrides it). */
export function buildDay(now = new Date(), timeZone = 'America/New_York') {
  const override = process.env.BUILD_DATE;
  if (override) {
    if (!isCalendarDate(override)) throw new ContentError(`BUILD_DATE: expected a date as YYYY-MM-DD (a real day), got ${JSON.stringify(override)}`);
    return override;
  }
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Where a language's posts are. @param {string} locale */
export const postsDir = (locale) => `${contentDir(locale)}/posts`;
export const TRANSLATED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Each member of each group of pages (one per language) names the others' paths as its `twins`, those readers are offered. @param {{ twins?: Twins }[]} group @param {string[]} paths */
function nameTwins(group, paths) {
  group.forEach((member, at) => {
    const twins = Object.fromEntries(
      paths.flatMap((path, other) => (other === at || !LISTED_LOCALES.includes(localeOf(path)) ? [] : [[localeOf(path), path]])),
    );
    if (Object.keys(twins).length > 0) member.twins = twins;
    else delete member.twins;
  });
}

/**
 * Each language's categories in one order: the default's src/content/categories.mjs, another's its
 * src/content/<locale>/categories.yaml by the same slugs.
 * @returns {Record<Locale, LocaleCategory[]>}
 */
export function localeCategories(root = process.cwd()) {
  return /** @type {Record<Locale, LocaleCategory[]>} */ (
    Object.fromEntries(
      LOCALES.map((locale) => {
        if (locale === DEFAULT_LOCALE) return [locale, CATEGORIES];
        const file = `${contentDir(locale)}/categories.yaml`;
        const checked = categoriesSchema.safeParse(parseYaml(readFileSync(resolve(root, file), 'utf8')));
        if (!checked.success) throw contentError(schemaProblems(checked.error, 'file'), file);
        const words = /** @type {Record<string, LocaleCategory>} */ (checked.data);
        return [locale, CATEGORIES.map((category) => words[category.slug])];
      }),
    )
  );
}

/**
 * Each language's hubs that have posts (an empty hub is no page), each naming its hubs in the other languages (`twins`).
 * @param {Record<Locale, LocaleCategory[]>} categories @param {Record<Locale, PostRecord[]>} posts @returns {Record<Locale, LocaleCategory[]>}
 */
export function hubsWithPosts(categories, posts) {
  const hubs = /** @type {Record<Locale, LocaleCategory[]>} */ (Object.fromEntries(LOCALES.map((locale) => [locale, /** @type {LocaleCategory[]} */ ([])])));
  const used = Object.fromEntries(LOCALES.map((locale) => [locale, new Set(posts[locale].map((post) => post.categorySlug))]));
  CATEGORIES.forEach((_, at) => {
    const group = LOCALES.flatMap((locale) => {
      const category = /** @type {LocaleCategory} */ (categories[locale][at]);
      return used[locale]?.has(category.slug) ? [{ locale, category: { ...category } }] : [];
    });
    nameTwins(
      group.map((member) => member.category),
      group.map(({ locale, category }) => categoryPath(category.slug, 1, locale)),
    );
    for (const { locale, category } of group) hubs[locale].push(category);
  });
  return hubs;
}

/** Each published post and its published translations (`translationOf` names the default's) name each other's pages (`twins`). @param {Record<Locale, PostRecord[]>} posts */
export function pairTranslations(posts) {
  const groups = new Map(posts[DEFAULT_LOCALE].map((post) => [post.slug, [{ post, path: postPath(post.slug) }]]));
  for (const locale of TRANSLATED)
    for (const post of posts[locale]) if (post.translationOf) groups.get(post.translationOf)?.push({ post, path: postPath(post.slug, locale) });
  for (const group of groups.values())
    nameTwins(
      group.map((member) => member.post),
      group.map((member) => member.path),
    );
}

/**
 * Every language's posts, paired with their translations; each language's categories and hubs.
 * @param {Omit<NonNullable<Parameters<typeof loadContent>[0]>, 'dir' | 'locale' | 'categories' | 'originals'>} [options]
 */
export async function loadSite(options = {}) {
  const categories = localeCategories(options.root);
  const first = await loadContent({ ...options, categories: categories[DEFAULT_LOCALE] });
  const originals = new Set([...first.posts.map((post) => post.slug), ...first.held.drafts, ...first.held.scheduled]);
  const loaded = /** @type {Record<Locale, typeof first>} */ ({ [DEFAULT_LOCALE]: first });
  for (const locale of TRANSLATED) loaded[locale] = await loadContent({ ...options, locale, categories: categories[locale], originals });
  const posts = /** @type {Record<Locale, PostRecord[]>} */ (Object.fromEntries(LOCALES.map((locale) => [locale, loaded[locale].posts])));
  pairTranslations(posts);
  return { ...loaded, categories, hubs: hubsWithPosts(categories, posts) };
}

/** Each language's content source, by locale. @param {Record<Locale, PostRecord[]>} posts @param {Record<Locale, LocaleCategory[]>} [hubs] */
export function siteSource(posts, hubs, bodyHashes = false) {
  return /** @type {Record<Locale, import('../../src/content/posts.ts').ContentSource>} */ (
    Object.fromEntries(LOCALES.map((locale) => [locale, contentSource(posts[locale], { bodyHashes, categories: hubs?.[locale] })]))
  );
}

/** Spec §9: the first 100 characters of the content, followed by '...'. @param {string} content */
export function excerpt(content) {
  return `${content.slice(0, 100)}...`;
}

/** The body as plain text (for the excerpt and the search) and what makes it unfit for a post page. @param {string} body */
export function readBody(body) {
  const tokens = markdown.parse(body, {});
  const parts = [];
  const problems = [];
  for (const token of tokens) {
    const line = token.map ? token.map[0] + 1 : undefined;
    if (token.type === 'heading_open' && token.tag === 'h1') {
      problems.push(`a level-1 heading ("# …") on body line ${line}: the title is the page's one h1; expected ## for a section`);
    }
    if (token.type !== 'inline') continue;
    let block = '';
    for (const child of token.children ?? []) {
      if (child.type === 'image') problems.push(`an image in the body on line ${line}: expected images only in the frontmatter (image, imageAlt)`);
      if (child.type === 'text' || child.type === 'code_inline') block += child.content;
      else if (child.type === 'softbreak' || child.type === 'hardbreak') block += ' ';
    }
    // A block ends as a sentence does (a heading, a list item), so that a search excerpt across two reads as two.
    parts.push(block, /[.!?:;…]\s*$/.test(block) || !block.trim() ? ' ' : '. ');
  }
  const plain = parts.join('').replace(/\s+/g, ' ').trim();
  if (!plain) problems.push('expected the article text after the frontmatter, found none');
  return { plain, problems };
}

/** A heading's anchor from its words ("Know your numbers" → "know-your-numbers"). @param {string} text */
export function headingSlug(text) {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** The article's HTML, its ## and ### headings with unique ids, and its ## headings for the contents. @param {string} body */
export function renderBody(body) {
  const tokens = markdown.parse(body, {});
  const used = new Map();
  const headings = /** @type {import('../../src/content/posts.ts').Heading[]} */ ([]);
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) return;
    const text = (tokens[index + 1]?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('')
      .trim();
    const base = headingSlug(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    token.attrSet('id', id);
    if (token.tag === 'h2') headings.push({ id, text });
  });
  return { html: markdown.renderer.render(tokens, markdown.options, {}), headings };
}

export function splitFrontmatter(/** @type {string} */ source) {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new Error('expected the file to start with YAML frontmatter between two "---" lines');
  /** @type {unknown} */
  let data;
  try {
    data = parseYaml(match[1] ?? '', { prettyErrors: true });
  } catch (error) {
    throw new Error(`expected valid YAML in the frontmatter: ${String(/** @type {Error} */ (error).message).split('\n')[0]}`, { cause: error });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('expected the frontmatter to be a set of "field: value" lines');
  return { data, bodyStart: match[0].length };
}

/** "field.sub: message" for each problem zod found, list items numbered from 1 ("faq[2].answer"). @param {import('zod').ZodError} error */
export function schemaProblems(error, whole = 'frontmatter') {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((part) => (typeof part === 'number' ? `[${part + 1}]` : part))
      .join('.')
      .replace(/\.\[/g, '[');
    const field = issue.code === 'unrecognized_keys' ? [path, issue.keys.join(', ')].filter(Boolean).join('.') : path;
    return `${field || whole}: ${issue.message}`;
  });
}

/**
 * A post file's text checked against its language's frontmatter schema (loadContent checks its image). @param {string} source @param {import('zod').ZodType} [schema]
 * @returns {{ record: ParsedPost & Pick<Frontmatter, 'image' | 'imageAlt'>, problems?: undefined } | { problems: string[], record?: undefined }}
 */
export function parsePost(source, schema = frontmatterSchema) {
  let split;
  try {
    split = splitFrontmatter(source);
  } catch (error) {
    return { problems: [`frontmatter: ${/** @type {Error} */ (error).message}`] };
  }
  const checked = schema.safeParse(split.data);
  const body = source.slice(split.bodyStart);
  const { plain, problems } = readBody(body);
  const all = [...(checked.success ? [] : schemaProblems(checked.error)), ...problems.map((problem) => `body: ${problem}`)];
  if (all.length > 0) return { problems: all };
  const meta = /** @type {Frontmatter} */ (checked.data);
  return {
    record: {
      ...meta,
      bodyStart: split.bodyStart,
      excerpt: excerpt(plain),
      wordCount: plain.split(' ').filter(Boolean).length,
      text: plain,
    },
  };
}

const hash = (/** @type {string | Buffer} */ data) => createHash('sha256').update(data).digest('base64url').slice(0, 10);

async function markdownFiles(/** @type {string} */ dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** Newest first; the same day, by title, then slug. @param {PostRecord} a @param {PostRecord} b */
function byDate(a, b) {
  return a.date < b.date ? 1 : a.date > b.date ? -1 : a.title.localeCompare(b.title, DEFAULT_LOCALE) || (a.slug < b.slug ? -1 : 1);
}

/**
 * Every post of a language read, checked (a ContentError lists every problem) and ordered; texts apart, as workers copy the records.
 * @param {{ locale?: Locale, dir?: string, root?: string, cache?: Map<string, ReturnType<typeof parsePost>>, today?: string,
 *   preview?: boolean, categories?: readonly LocaleCategory[], originals?: Set<string> }} [options]
 */
export async function loadContent({
  locale = DEFAULT_LOCALE,
  dir = postsDir(locale),
  root = process.cwd(),
  categories = locale === DEFAULT_LOCALE ? CATEGORIES : localeCategories(root)[locale],
  originals = new Set(),
  cache,
  today = buildDay(),
  preview = false,
} = {}) {
  // A translation's schema is made from its language's category names.
  const schema = locale === DEFAULT_LOCALE ? frontmatterSchema : translationFrontmatterSchema(categories.map((category) => category.name));
  const translated = /** @type {Map<string, string>} */ (new Map());
  const postsDir = resolve(root, dir);
  const files = await markdownFiles(postsDir);
  const problems = /** @type {string[]} */ ([]);
  const bySlug = /** @type {Map<string, string>} */ (new Map());
  const posts = /** @type {PostRecord[]} */ ([]);
  const siteFiles = /** @type {Map<string, { file: string } | { text: string }>} */ (new Map());
  const rasters = /** @type {Map<string, { svg: string }>} */ (new Map());
  const images = /** @type {Map<string, Exclude<Awaited<ReturnType<typeof postImage>>, string>>} */ (new Map());
  const photos = /** @type {{ file: string, plan: ReturnType<typeof import('./photos.mjs').photoPlan> }[]} */ ([]);
  const covers = /** @type {Map<string, { image: string, imageAlt: string, ogImage: OgImage }>} */ (new Map());
  const held = /** @type {{ drafts: string[], scheduled: string[] }} */ ({ drafts: [], scheduled: [] });
  const texts = /** @type {Map<string, string>} */ (new Map());
  const shown = (/** @type {string} */ file) => relative(root, file).split(sep).join('/');

  const read = [];
  for (const file of files) {
    const slug = basename(file, '.md');
    const name = shown(file);
    const problem = !SLUG.test(slug)
      ? `expected a slug of lowercase letters, digits and single hyphens (it is the post's URL), got "${slug}"`
      : RESERVED_SLUGS.includes(slug)
        ? `"${slug}" names a kind of page under /blogs/ (${RESERVED_SLUGS.join(', ')}); expected another slug`
        : bySlug.has(slug) && `expected a unique slug, but "${slug}" is also ${bySlug.get(slug)}`;
    if (problem) {
      problems.push(`${name}: file name: ${problem}`);
      continue;
    }
    bySlug.set(slug, name);
    const source = readFileSync(file, 'utf8');
    read.push({ file, slug, name, source, key: hash(source) });
  }
  const seen = { title: new Map(), summary: new Map() };
  for (const { file, slug, name, key, source } of read) {
    const parsed = cache?.get(key) ?? parsePost(source, schema);
    if (parsed.record) cache?.set(key, parsed);
    if (parsed.problems) {
      for (const problem of parsed.problems) problems.push(`${name}: ${problem}`);
      continue;
    }
    const { image, imageAlt, draft, text, ...record } = parsed.record;
    const { translationOf } = /** @type {{ translationOf?: string }} */ (record);
    if (translationOf) {
      if (!originals.has(translationOf)) {
        problems.push(`${name}: translationOf: expected the slug of a post in ${contentDir(DEFAULT_LOCALE)}/posts/, got "${translationOf}"`);
        continue;
      }
      if (translated.has(translationOf)) {
        problems.push(
          `${name}: translationOf: "${translationOf}" is translated by ${translated.get(translationOf)} already; expected one translation of a post`,
        );
        continue;
      }
      translated.set(translationOf, name);
    }
    // Search results and browser tabs tell a language's posts apart by these.
    for (const field of /** @type {const} */ (['title', 'summary'])) {
      const other = seen[field].get(record[field]);
      if (other) problems.push(`${name}: ${field}: the same as ${other}'s; expected one of its own`);
      else seen[field].set(record[field], name);
    }
    const state = publication({ draft, date: record.date }, { today, preview });
    if (state !== 'published') {
      held[state === 'draft' ? 'drafts' : 'scheduled'].push(slug);
      continue;
    }
    const category = /** @type {LocaleCategory} */ (categories.find((entry) => entry.name === record.category));
    /** @type {{ image: string, imageAlt: string, ogImage: OgImage, imageSources?: { avif: string, webp: string } } | undefined} */
    let art;
    if (image) {
      const imageFile = resolve(dirname(file), image);
      const found = images.get(imageFile) ?? (await postImage(imageFile, root));
      if (typeof found === 'string') {
        problems.push(`${name}: image: ${found.replace('%s', JSON.stringify(image))}`);
        continue;
      }
      if (!images.has(imageFile)) {
        images.set(imageFile, found);
        if (found.photo) photos.push({ file: imageFile, plan: found.photo });
        else siteFiles.set(found.href, { file: imageFile });
        if (found.svg) rasters.set(found.og.url, { svg: found.svg });
      }
      art = { image: found.href, imageAlt: imageAlt ?? '', ogImage: found.og, ...(found.photo ? { imageSources: found.photo.sources } : {}) };
    } else {
      const [design, alt] = coverOf(category, slug);
      if (!covers.has(design)) {
        const cover = { svg: readFileSync(design, 'utf8'), alt };
        const id = hash(cover.svg);
        const href = `/assets/covers/cover-${id}.svg`;
        const og = drawnOgImage(`/assets/og/cover-${id}.png`, cover.svg);
        siteFiles.set(href, { text: cover.svg });
        rasters.set(og.url, { svg: cover.svg });
        covers.set(design, { image: href, imageAlt: cover.alt, ogImage: og });
      }
      art = covers.get(design);
    }
    posts.push({
      slug,
      file,
      sourceHash: key,
      ...record,
      categorySlug: category.slug,
      .../** @type {NonNullable<typeof art>} */ (art),
      dateLabel: formatDate(record.date, locale),
    });
    texts.set(slug, text);
  }
  if (problems.length > 0) throw contentError(problems, 'the posts');
  posts.sort(byDate);
  return { posts, files: siteFiles, rasters, photos, held, texts };
}

/**
 * A post's image, or a problem ("%s": its path). @param {string} file @param {string} root
 * @returns {Promise<{ href: string, og: OgImage, svg?: string, photo?: ReturnType<typeof photoPlan> } | string>}
 */
async function postImage(file, root) {
  const type = extname(file).toLowerCase();
  if (relative(root, file).startsWith('..')) return 'expected a file inside the repository, got %s';
  if (!IMAGE_TYPES.includes(type)) return `expected an image file (${IMAGE_TYPES.join(', ')}), got %s`;
  if (!existsSync(file)) return 'expected an image file, relative to this post, but %s does not exist';
  const bytes = readFileSync(file);
  const id = hash(bytes);
  if (type !== '.svg') {
    let width;
    try {
      ({ width } = await sharp(bytes).metadata());
    } catch {
      return `expected a photo sharp can read (${RASTER_TYPES.join(', ')}), but %s is not one`;
    }
    const photo = photoPlan({ name: basename(file, extname(file)).replace(/[^A-Za-z0-9_-]+/g, '-'), id, width });
    return { href: photo.src, og: photo.og, photo };
  }
  const href = `/assets/img/${basename(file, extname(file))}-${id}${type}`;
  const svg = bytes.toString('utf8');
  return { href, og: drawnOgImage(`/assets/og/${basename(file, type)}-${id}.png`, svg), svg };
}

export const OG_WIDTH = 1200;

/** An Open Graph PNG drawn from `svg`: its URL, and its size when the SVG states one. @param {string} url @param {string} svg @returns {OgImage} */
function drawnOgImage(url, svg) {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const [width = NaN, height = NaN] = [/\swidth="([\d.]+)"/, /\sheight="([\d.]+)"/].map((pattern) => Number(pattern.exec(root)?.[1]));
  return width > 0 && height > 0 ? { url, width: OG_WIDTH, height: Math.round((OG_WIDTH * height) / width) } : { url };
}

const RENDERED_FROM = Symbol('rendered from');
/** A post's fields a card shows, in the route data's order. @type {(keyof PostRecord)[]} */
const CARD_FIELDS = ['slug', 'title', 'author', 'category', 'categorySlug', 'image', 'imageAlt', 'imageSources', 'excerpt', 'date', 'dateLabel'];

/** Route data as a page's key, articles as their Markdown's hash: the same with `bodyHashes` or without, so nothing is rendered to key a page. @param {unknown} data */
export function routeDataKey(data) {
  return JSON.stringify(data, (_, value) =>
    value && typeof value === 'object' && Object.hasOwn(value, RENDERED_FROM) ? { ...value, html: value[RENDERED_FROM], headings: [] } : value,
  );
}

/**
 * A body is read and rendered only for its page, so memory holds cards; with `bodyHashes`, its file's hash.
 * @param {PostRecord[]} posts @param {{ bodyHashes?: boolean, categories?: readonly LocaleCategory[] }} [options] @returns {import('../../src/content/posts.ts').ContentSource}
 */
export function contentSource(posts, { bodyHashes = false, categories = CATEGORIES } = {}) {
  const bySlug = new Map(posts.map((post, index) => [post.slug, { post, index }]));
  const byCategory = new Map(categories.map((category) => [category.slug, /** @type {PostRecord[]} */ ([])]));
  const placeInCategory = /** @type {Map<string, number>} */ (new Map());
  for (const post of posts) {
    const list = byCategory.get(post.categorySlug) ?? [];
    placeInCategory.set(post.slug, list.length);
    list.push(post);
  }
  /** @param {PostRecord} post @returns {import('../../src/content/posts.ts').PostCard} */
  const card = (post) => /** @type {any} */ (Object.fromEntries(CARD_FIELDS.flatMap((field) => (field in post ? [[field, post[field]]] : []))));
  const summary = (/** @type {LocaleCategory} */ category) => ({
    name: category.name,
    slug: category.slug,
    description: category.description,
    count: byCategory.get(category.slug)?.length ?? 0,
    ...(category.twins ? { twins: category.twins } : {}),
  });
  return {
    count: posts.length,
    cards: (start, end) => posts.slice(start, end).map(card),
    categories: () => categories.map(summary),
    category(slug) {
      const category = categories.find((entry) => entry.slug === slug);
      return category ? summary(category) : null;
    },
    categoryCards: (slug, start, end) => (byCategory.get(slug) ?? []).slice(start, end).map(card),
    related(slug, limit) {
      const found = bySlug.get(slug);
      if (!found) return [];
      const list = byCategory.get(found.post.categorySlug) ?? [];
      const at = placeInCategory.get(slug) ?? 0;
      // Its neighbours in the category, older and newer in turn: links spread over the whole category.
      const picked = [];
      for (let distance = 1; picked.length < limit && (at - distance >= 0 || at + distance < list.length); distance += 1) {
        for (const index of [at + distance, at - distance]) if (picked.length < limit && index >= 0 && index < list.length) picked.push(index);
      }
      return picked.sort((a, b) => a - b).map((index) => card(/** @type {PostRecord} */ (list[index])));
    },
    async post(slug) {
      const found = bySlug.get(slug);
      if (!found) return null;
      const { post } = found;
      const { summary: text, updated, wordCount, ogImage, twins } = post;
      const { html, headings } = bodyHashes
        ? { html: `source:${post.sourceHash}`, headings: [] }
        : renderBody(readFileSync(post.file, 'utf8').slice(post.bodyStart));
      const result = { ...card(post), summary: text, ...(updated ? { updated } : {}), wordCount, ogImage, html, headings, ...(twins ? { twins } : {}) };
      if (!bodyHashes) Object.defineProperty(result, RENDERED_FROM, { value: `source:${post.sourceHash}` });
      return result;
    },
  };
}
