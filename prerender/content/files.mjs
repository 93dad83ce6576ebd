// The content files (src/content/*.yaml, each language's in src/content/<locale>/), checked when a build or the dev server
// starts, each imported only by the chunks that show it; and the interface's words as a module per group and language.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CONTENT_FILES, contentDir, localeFiles, uiFile, wordsSchema } from '../../src/content/schema.mjs';
import * as defaultWords from '../../src/content/ui.mjs';
import { FOOTER_POSTS } from '../../src/lib/footerQuirk.mjs';
import { DEFAULT_LOCALE, LOCALES } from '../../src/lib/locale.mjs';
import { pagePath, postPath } from '../../src/lib/paths.mjs';
import { buildDay, ContentError, contentError, postsDir, publication, schemaProblems, splitFrontmatter, TRANSLATED } from './posts.mjs';

const ALL_FILES = [...CONTENT_FILES, ...TRANSLATED.flatMap(localeFiles)];
/** The modules the copy imports the interface's words from: "ui:<locale>/<group>". */
const UI_MODULE = /^ui:[\w-]+\/\w+$/;
/** Each copy module's content files, by the name of its group of words: src/content/copy.ts's `<name>Copy` takes them in this order. */
const COPY_FILES = {
  chrome: ['company.yaml?description'],
  home: ['home.yaml', 'faq.yaml', 'testimonials.yaml'],
  about: ['about.yaml', 'services.yaml'],
  services: ['services.yaml', 'why-choose-us.yaml', 'testimonials.yaml'],
  contact: [],
  notFound: [],
  blog: [],
  search: [],
};
/** The table of every language's copy modules the routes load (src/routes.tsx), by their path from the project root. */
const COPY_TABLE = 'virtual:copy-modules';

/**
 * A language's interface words, src/content/<locale>/ui.yaml, checked against the English's shape (src/content/ui.mjs):
 * a word missing or left over, or a {slot} the English lacks, is a problem named by its file and key.
 * @param {string} locale @param {string} [root] @returns {typeof defaultWords}
 */
export function localeWords(locale, root = process.cwd()) {
  if (locale === DEFAULT_LOCALE) return defaultWords;
  const file = uiFile(locale);
  const { data, problems } = parseContentFile(readFileSync(resolve(root, file), 'utf8'), wordsSchema({ ...defaultWords }, locale));
  if (problems) throw contentError(problems, file);
  return /** @type {typeof defaultWords} */ (data);
}

/**
 * Where a language's footer post links go: each spec post's translation, else its newest post (`posts` are newest first)
 * it does not link yet, else its blog. @param {{ slug: string, translationOf?: string }[]} posts @param {import("../../src/lib/locale.mjs").Locale} locale
 */
export function footerPosts(posts, locale) {
  const translations = Object.entries(FOOTER_POSTS).map(([name, slug]) => [name, posts.find((post) => post.translationOf === slug)?.slug]);
  const spare = posts.map((post) => post.slug).filter((slug) => !translations.some(([, linked]) => linked === slug));
  return Object.fromEntries(translations.map(([name, slug = spare.shift()]) => [name, slug ? postPath(slug, locale) : pagePath('blog', locale)]));
}

/** A language's published posts, newest first, from their frontmatter (the prerender checks the rest). @param {string} root @param {string} locale */
function publishedPosts(root, locale) {
  const dir = resolve(root, postsDir(locale));
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

/** The words' modules by name ("ui:es/home"); a translation's chrome with its footer's posts. @param {string} root */
function uiModules(root) {
  const modules = new Map();
  for (const locale of LOCALES) {
    const groups = localeWords(locale, root);
    const chrome = locale === DEFAULT_LOCALE ? {} : { footerPosts: footerPosts(publishedPosts(root, locale), locale) };
    for (const [group, words] of Object.entries(groups))
      modules.set(`ui:${locale}/${group}`, `export default ${JSON.stringify(group === 'chrome' ? { ...words, ...chrome } : words)};\n`);
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
  if (problems.length > 0) throw contentError(problems, 'the content files');
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
  // A language's copy modules, made alike for every language: no code is written per language.
  const copyModules = new Map(
    LOCALES.flatMap((locale) =>
      Object.entries(COPY_FILES).map(([name, files]) => {
        const imports = files.map((file, at) => `import f${at} from '/${contentDir(locale)}/${file}';\n`).join('');
        const args = files.map((_, at) => `, f${at}`).join('');
        const code = `import ui from 'ui:${locale}/${name}';\n${imports}import { ${name}Copy } from '/src/content/copy.ts';\nexport default ${name}Copy('${locale}', ui${args});\n`;
        return [`/src/content/${locale}/${name}.ts`, code];
      }),
    ),
  );
  const copyById = new Map([...copyModules].map(([path, code]) => [resolve(root, path.slice(1)), code]));
  return {
    name: 'content-files',
    buildStart() {
      try {
        load();
      } catch (error) {
        const reported = error instanceof ContentError ? error.message : error;
        this.error(reported instanceof Error ? reported : String(reported));
      }
      for (const path of [...loaded.keys(), ...TRANSLATED.map((locale) => resolve(root, uiFile(locale)))]) this.addWatchFile(path);
    },
    resolveId(id) {
      if (id === COPY_TABLE) return `\0${id}`;
      if (copyModules.has(id)) return resolve(root, id.slice(1));
      return UI_MODULE.test(id) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith('\0ui:')) return ui.has(id.slice(1)) ? { code: ui.get(id.slice(1)), map: null } : null;
      if (id === `\0${COPY_TABLE}`)
        return { code: `export default {\n${[...copyModules.keys()].map((path) => `  '${path}': () => import('${path}'),\n`).join('')}};\n`, map: null };
      const copy = copyById.get(id);
      if (copy) return { code: copy, map: null };
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
      if (TRANSLATED.some((locale) => file === resolve(root, uiFile(locale)))) ui = uiModules(root);
    },
  };
}
