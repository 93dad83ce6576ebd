// Writes the pseudo-locale's content folder from the English (src/lib/locale.mjs, PSEUDO_LOCALE): every string accented,
// about 35% longer and in brackets, so a build with it shows any word the code still holds in English and any layout
// that breaks with longer words, before a translator is paid. Generated, never committed (.gitignore).
//   node scripts/pseudo-locale.mjs [project]   writes <project>/src/content/<pseudo-locale>/
//   node scripts/pseudo-locale.mjs --check     (npm run test:pseudo) builds a copy of this tree without it and with it,
//     fails if any other language's page differs, and runs e2e/pseudo/ against the build with it
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { CATEGORIES } from '../src/content/categories.mjs';
import { CONTENT_FILES, contentDir, localeFiles } from '../src/content/schema.mjs';
import * as words from '../src/content/ui.mjs';
import { DEFAULT_LOCALE, PSEUDO_LOCALE } from '../src/lib/locale.mjs';
import { postsDir, splitFrontmatter } from '../prerender/content/posts.mjs';
import { copyWorkingTree, run } from './lib/project-copy.mjs';

// Latin-1 only, as the site's font subset is: the pseudo-locale is set in the real font, at its real widths.
const ACCENTED = Object.fromEntries([...'acdeinouyACDEINOUY'].map((letter, at) => [letter, 'áçðéîñöüýÁÇÐÉÎÑÖÜÝ'[at]]));
const FILLER = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen'.split(' ');
/** What a pseudo-locale keeps as it is: {slots}, addresses, Markdown's link targets and code. */
const KEPT = /(\{\w+\}|https?:\/\/\S+|\]\([^)]*\)|`[^`]*`)/;

/**
 * `text` accented, about 35% longer and in brackets, its outer spaces kept (" posts" is a piece the code joins);
 * `max`: at most that many characters, as a meta description is.
 * @param {string} text @param {{ max?: number }} [options]
 */
export function pseudo(text, { max = Infinity } = {}) {
  const [, lead = '', core = '', trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  if (!core) return text;
  const accented = core
    .split(KEPT)
    .map((part, at) => (at % 2 ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('');
  const extra = [];
  for (let at = 0; extra.join(' ').length < Math.ceil(core.length * 0.35) - 1; at += 1) extra.push(FILLER[at % FILLER.length]);
  const longer = `[${accented}${extra.length > 0 ? ` ${extra.join(' ')}` : ''}]`;
  return `${lead}${longer.length > max ? `${longer.slice(0, max - 1)}]` : longer}${trail}`;
}

/** Every string of `value` through `pseudo`, except the keys the schema fixes (icons, avatars: English names). @param {unknown} value @param {import('zod').ZodType} [schema] @returns {unknown} */
function pseudoAll(value, schema) {
  /** @type {{ type?: string, shape?: Record<string, import('zod').ZodType>, element?: import('zod').ZodType, innerType?: import('zod').ZodType }} */
  const def = schema?._zod.def ?? {};
  if (def.type === 'optional' || def.type === 'pipe') return pseudoAll(value, def.innerType);
  if (typeof value === 'string') return def.type === 'enum' ? value : pseudo(value);
  if (Array.isArray(value)) return value.map((item) => pseudoAll(item, def.element));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoAll(item, def.shape?.[key])]));
}

/** A post's translation: its frontmatter's words and its body's text, a category by its pseudo name, one folder deeper. @param {string} source @param {string} slug */
function pseudoPost(source, slug) {
  const { data, bodyStart } = splitFrontmatter(source);
  const post = /** @type {Record<string, unknown>} */ (data);
  const frontmatter = {
    ...post,
    title: pseudo(String(post.title)),
    author: pseudo(String(post.author)),
    category: pseudo(String(post.category)),
    summary: pseudo(String(post.summary), { max: 160 }),
    ...(post.image ? { image: `../${post.image}`, imageAlt: pseudo(String(post.imageAlt)) } : {}),
    translationOf: slug,
  };
  const body = source
    .slice(bodyStart)
    .split('\n')
    .map((line) => (/^\s*(?:```|<|$)/.test(line) ? line : line.replace(/^(\s*(?:#+|[-*]|\d+\.|>)?\s*)(.*)$/, (_, mark, text) => `${mark}${pseudo(text)}`)))
    .join('\n');
  return `---\n${stringify(frontmatter, { lineWidth: 0 })}---\n${body}`;
}

/** Writes the pseudo-locale's folder in `project`: its copy, categories, interface words and a translation of every post. @param {string} project */
export async function writePseudoLocale(project) {
  const dir = join(project, contentDir(PSEUDO_LOCALE));
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(project, postsDir(PSEUDO_LOCALE)), { recursive: true });
  const files = localeFiles(PSEUDO_LOCALE);
  for (const [at, { file, schema }] of CONTENT_FILES.entries()) {
    const original = parse(await readFile(join(project, file), 'utf8'));
    const own = /** @type {{ schema: import('zod').ZodType & { shape?: Record<string, unknown> }, file: string }} */ (files[at]);
    const kept = own.schema.shape ? Object.fromEntries(Object.keys(own.schema.shape).map((key) => [key, original[key]])) : original;
    await writeFile(join(project, own.file), stringify(pseudoAll(kept, schema), { lineWidth: 0 }));
  }
  const categories = Object.fromEntries(
    CATEGORIES.map(({ slug, name, description, covers }) => [slug, { name: pseudo(name), slug, description: pseudo(description), covers: pseudoAll(covers) }]),
  );
  await writeFile(join(dir, 'categories.yaml'), stringify(categories, { lineWidth: 0 }));
  await writeFile(join(dir, 'ui.yaml'), stringify(pseudoAll({ ...words }), { lineWidth: 0 }));
  const posts = (await readdir(join(project, postsDir(DEFAULT_LOCALE)))).filter((name) => name.endsWith('.md'));
  for (const name of posts) {
    const source = await readFile(join(project, postsDir(DEFAULT_LOCALE), name), 'utf8');
    await writeFile(join(project, postsDir(PSEUDO_LOCALE), name), pseudoPost(source, name.slice(0, -3)));
  }
  return { dir, posts: posts.length };
}

/** A build's files readers get, but the pseudo-locale's, its assets' names made alike (they digest the code, which knows one more language). @param {string} dist */
async function servedPages(dist) {
  const names = /** @type {string[]} */ (await readdir(dist, { recursive: true })).filter(
    (name) => /\.(?:html|json|xml|txt|webmanifest)$/.test(name) && !name.startsWith(`${PSEUDO_LOCALE}/`) && !name.startsWith('assets/'),
  );
  const alike = (/** @type {string} */ text) =>
    text
      .replace(/-[\w-]{8}(?=[.-])/g, '-#')
      .replace(/-rest-[\w-]{10}\.css/g, '-rest.css')
      .replace(/assets\/data\/[0-9a-f]{12}\.json/g, 'assets/data/#.json')
      .replace(/data-modules="([^"]*)"/g, (_, list) => `data-modules="${list.split(' ').sort().join(' ')}"`);
  return new Map(await Promise.all(names.map(async (name) => /** @type {const} */ ([name, alike(await readFile(join(dist, name), 'utf8'))]))));
}

/** Builds a copy of `project` without the pseudo-locale and with it, compares the other languages' pages, runs e2e/pseudo/. @param {string} project */
async function check(project) {
  const copy = await mkdtemp(join(tmpdir(), 'pseudo-locale-'));
  try {
    await copyWorkingTree(project, copy);
    await run('npm', ['run', 'build'], { cwd: copy, env: { PSEUDO_LOCALE: '' }, output: 'capture' });
    await rename(join(copy, 'dist'), join(copy, 'dist-without'));
    await writePseudoLocale(copy);
    console.log(await run('npm', ['run', 'build'], { cwd: copy, env: { PSEUDO_LOCALE: '1' }, output: 'capture' }));
    const [without, withIt] = await Promise.all([servedPages(join(copy, 'dist-without')), servedPages(join(copy, 'dist'))]);
    const changed = [...new Set([...without.keys(), ...withIt.keys()])].filter((name) => without.get(name) !== withIt.get(name));
    if (changed.length > 0) throw new Error(`pseudo-locale: the other languages' files changed with it in the list: ${changed.join(', ')}`);
    console.log(`pseudo-locale: ${without.size} files of the other languages are the same with it in the list (assets' names aside)`);
    await run('npx', ['playwright', 'test'], { cwd: project, env: { E2E_PSEUDO_DIST: join(copy, 'dist'), PSEUDO_LOCALE: '1' } });
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--check') {
    await check(process.cwd());
    process.exit(0);
  }
  const { dir, posts } = await writePseudoLocale(process.argv[2] ?? process.cwd());
  console.log(`pseudo-locale: ${dir}: the copy, categories, interface words and ${posts} posts`);
}
