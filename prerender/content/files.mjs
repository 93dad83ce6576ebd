// The content files (src/content/*.yaml, src/content/es/*.yaml), checked when a build or the dev server starts, each
// imported only by the chunks that show it; and the interface's words as a module per group and language.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CONTENT_FILES, SPANISH_FILES, UI_CATALOGUE } from '../../src/content/schema.mjs';
import * as english from '../../src/content/ui.mjs';
import { FOOTER_POSTS } from '../../src/lib/footerQuirk.mjs';
import { pagePath, postPath } from '../../src/lib/paths.mjs';
import { buildDay, ContentError, publication, schemaProblems, splitFrontmatter, SPANISH_POSTS_DIR } from './posts.mjs';

const ALL_FILES = [...CONTENT_FILES, ...SPANISH_FILES];
/** The modules the copy imports the interface's words from: "ui:<locale>/<group>". */
const UI_MODULE = /^ui:(?:en|es)\/\w+$/;

/**
 * The Spanish of every group of src/content/ui.mjs, in the same shape: each English string's wherever the catalogue has it,
 * or, for one it translates two ways, the file its place names under `places`.
 * `problems` names each string it lacks or cannot choose for.
 * @param {Record<string, Record<string, unknown>>} catalogue @param {Record<string, unknown>} [groups]
 */
export function translateUi(catalogue, groups = english) {
  const { places = {}, ...files } = catalogue;
  const problems = /** @type {string[]} */ ([]);
  const used = new Set(); // "file\0English" of each entry a string of the code took
  const slots = (/** @type {string} */ text) => [...text.matchAll(/\{\w+\}/g)].sort().join(' ');
  /** @param {unknown} value @param {string} at @returns {unknown} */
  const translate = (value, at) => {
    if (Array.isArray(value)) return value.map((item, index) => translate(item, `${at}[${index + 1}]`));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translate(item, `${at}.${key}`)]));
    const english = /** @type {string} */ (value);
    const holders = Object.keys(files).filter((file) => typeof files[file]?.[english] === 'string');
    const ways = [...new Set(holders.map((file) => files[file]?.[english]))];
    const place = typeof places[at] === 'string' ? places[at] : undefined;
    const found = place ? files[place]?.[english] : ways.length === 1 ? ways[0] : undefined;
    for (const file of place ? [place] : holders) used.add(`${file}\0${english}`);
    if (typeof found !== 'string')
      problems.push(
        `${UI_CATALOGUE}: ${ways.length > 1 ? `${ways.length} Spanish for` : 'no Spanish for'} ${JSON.stringify(value)} (src/content/ui.mjs ${at})`,
      );
    else if (slots(found) !== slots(english))
      problems.push(`${UI_CATALOGUE}: ${JSON.stringify(found)} has the slots "${slots(found)}", the English "${slots(english)}" (src/content/ui.mjs ${at})`);
    return found ?? value;
  };
  const spanish = Object.fromEntries(Object.entries(groups).map(([group, words]) => [group, translate(words, group)]));
  // An entry no string of the code takes is a leftover: its English changed or went.
  for (const [file, entries] of Object.entries(files)) {
    for (const english of Object.keys(entries ?? {}))
      if (!used.has(`${file}\0${english}`)) problems.push(`${UI_CATALOGUE}: ${file}: ${JSON.stringify(english)} is in no group of src/content/ui.mjs`);
  }
  return { spanish, problems };
}

/**
 * Where the Spanish footer's post links go: each English post's translation, else the newest Spanish post (`posts` are
 * newest first) it does not link yet, else the Spanish blog. @param {{ slug: string, translationOf?: string }[]} posts
 */
export function footerPosts(posts) {
  const translations = Object.entries(FOOTER_POSTS).map(([name, slug]) => [name, posts.find((post) => post.translationOf === slug)?.slug]);
  const spare = posts.map((post) => post.slug).filter((slug) => !translations.some(([, linked]) => linked === slug));
  return Object.fromEntries(translations.map(([name, slug = spare.shift()]) => [name, slug ? postPath(slug, 'es') : pagePath('blog', 'es')]));
}

/** The published Spanish posts, newest first, from their frontmatter (the prerender checks the rest). @param {string} root */
function spanishPosts(root) {
  const dir = resolve(root, SPANISH_POSTS_DIR);
  const today = buildDay();
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => {
      try {
        const post = /** @type {{ date: string, draft?: boolean, translationOf?: string }} */ (splitFrontmatter(readFileSync(resolve(dir, name), 'utf8')).data);
        return publication(post, { today }) === 'published' ? [{ ...post, slug: basename(name, '.md') }] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => (a.date === b.date ? (a.slug < b.slug ? -1 : 1) : a.date < b.date ? 1 : -1));
}

/** The words' modules by name ("ui:es/home"); the Spanish chrome with its footer's posts. @param {string} root */
function uiModules(root) {
  const { spanish, problems } = translateUi(parseYaml(readFileSync(resolve(root, UI_CATALOGUE), 'utf8')) ?? {});
  if (problems.length > 0)
    throw new ContentError(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the catalogue:\n  ${problems.join('\n  ')}`);
  const modules = new Map();
  for (const [locale, groups, chrome] of /** @type {const} */ ([
    ['en', english, {}],
    ['es', spanish, { footerPosts: footerPosts(spanishPosts(root)) }],
  ])) {
    for (const group of Object.keys(english)) {
      const words = /** @type {Record<string, unknown>} */ (groups)[group];
      modules.set(`ui:${locale}/${group}`, `export default ${JSON.stringify(group === 'chrome' ? { .../** @type {object} */ (words), ...chrome } : words)};\n`);
    }
  }
  return modules;
}

/** @param {string} source @param {import('zod').ZodType} schema @returns {{ data: unknown, problems?: undefined } | { problems: string[], data?: undefined }} */
export function parseContentFile(source, schema) {
  let data;
  try {
    data = parseYaml(source, { prettyErrors: true });
  } catch (error) {
    return { problems: [`file: expected valid YAML: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`] };
  }
  const checked = schema.safeParse(data);
  return checked.success ? { data: checked.data } : { problems: schemaProblems(checked.error, 'file') };
}

/** Absolute path → { name, data }; a ContentError lists every problem of every file. */
export function loadContentFiles({ root = process.cwd(), files = ALL_FILES } = {}) {
  const problems = [];
  const loaded = new Map();
  for (const { name, file, schema } of files) {
    const path = resolve(root, file);
    let source;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      problems.push(`${file}: file: expected this content file, but it does not exist`);
      continue;
    }
    const parsed = parseContentFile(source, schema);
    if (parsed.problems) for (const problem of parsed.problems) problems.push(`${file}: ${problem}`);
    else loaded.set(path, { name, data: parsed.data });
  }
  if (problems.length > 0) {
    throw new ContentError(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the content files:\n  ${problems.join('\n  ')}`);
  }
  return loaded;
}

/** @returns {import('vite').Plugin} */
export function contentFiles({ root = process.cwd() } = {}) {
  let loaded = new Map();
  let ui = new Map();
  const load = () => {
    loaded = loadContentFiles({ root });
    ui = uiModules(root);
  };
  return {
    name: 'content-files',
    buildStart() {
      try {
        load();
      } catch (error) {
        const reported = error instanceof ContentError ? error.message : error;
        this.error(reported instanceof Error ? reported : String(reported));
      }
      for (const path of [...loaded.keys(), resolve(root, UI_CATALOGUE)]) this.addWatchFile(path);
    },
    resolveId(id) {
      return UI_MODULE.test(id) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith('\0ui:')) return ui.has(id.slice(1)) ? { code: ui.get(id.slice(1)), map: null } : null;
      const [path = '', query] = id.split('?');
      if (!path.endsWith('.yaml') || !ALL_FILES.some(({ file }) => resolve(root, file) === path)) return null;
      if (!loaded.has(path)) load(); // changed since the build started (the dev server)
      const data = loaded.get(path).data;
      // The company's file in two parts: "?facts" (one set, the English file's: the app's entry chunk
      // holds no prose) and "?description" (each language's layout copy has its own).
      if (query === 'facts') return { code: `export default ${JSON.stringify({ ...data, description: undefined })};\n`, map: null };
      if (query === 'description') return { code: `export default ${JSON.stringify(data.description)};\n`, map: null };
      return { code: `export default ${JSON.stringify(data)};\n`, map: null };
    },
    handleHotUpdate({ file }) {
      if (ALL_FILES.some((entry) => resolve(root, entry.file) === file)) loaded.delete(file);
      if (file === resolve(root, UI_CATALOGUE)) ui = uiModules(root);
    },
  };
}
