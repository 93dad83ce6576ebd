// The editor at /admin (Sveltia CMS), configured from the schemas the build checks the content with,
// so no field is in one and not the other; its fonts are served here (its CSP allows no other origin).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { digest } from '../cache.mjs';
import { CONTENT_FILES, frontmatterSchema, localeFiles, translationFrontmatterSchema } from '../../src/content/schema.mjs';
import { CATEGORIES } from '../../src/content/categories.mjs';
import { postPath } from '../../src/lib/paths.mjs';
import { DEFAULT_LOCALE, LISTED_LOCALES } from '../../src/lib/locale.mjs';
import { localeCategories, postsDir } from './posts.mjs';

/**
 * @typedef {{ type: string, checks?: { _zod: { def: { check: string, length?: number, minimum?: number, maximum?: number, value?: number } } }[],
 *   element?: Schema }} SchemaDef
 * @typedef {{ _zod: { def: SchemaDef }, meta(): Record<string, unknown> | undefined, options?: readonly string[], shape?: Record<string, Schema>,
 *   safeParse(value: unknown): { success: boolean } }} Schema
 * @typedef {Record<string, unknown>} Field
 */

/** Where the editor saves uploads, and how a post refers to them. */
export const MEDIA = { folder: 'src/assets/img', fromPost: '../../assets/img' };

const DAY = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
/** @type {Record<string, Field>} The posts' fields in the editor, in order: one per frontmatter field. */
export const FIELD_WIDGETS = {
  title: { label: 'Title', widget: 'string' },
  author: { label: 'Author', widget: 'string' },
  category: { label: 'Category', widget: 'select', options: CATEGORIES.map((category) => category.name) },
  date: { label: 'Published', ...DAY, hint: 'The blog lists the newest first.' },
  updated: { label: 'Last updated', ...DAY, hint: 'Only after a substantive change.' },
  summary: {
    label: 'Summary',
    widget: 'text',
    hint: 'One sentence of 120 to 160 characters: search results, the feed and link previews show it.',
    pattern: ['^[^\\n]{120,160}$', 'Write one sentence of 120 to 160 characters.'],
  },
  image: {
    label: 'Photo',
    widget: 'image',
    hint: 'A photo straight from a phone is fine: the site makes it small. Leave empty for a drawn cover.',
    media_folder: `/${MEDIA.folder}`,
    public_folder: MEDIA.fromPost,
  },
  imageAlt: {
    label: 'Photo description',
    widget: 'string',
    hint: 'Required with a photo: what it shows, for people who cannot see it. The site is not published without it.',
  },
  draft: { label: 'Draft', widget: 'boolean', default: false, hint: 'A draft is saved but not published; switch it off to publish.' },
};

function checksOf(/** @type {Schema} */ schema) {
  const found = /** @type {{ min?: number, max?: number }} */ ({});
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def;
    if (def.check === 'length_equals') found.min = found.max = def.length;
    if (def.check === 'min_length') found.min = def.minimum;
    if (def.check === 'max_length') found.max = def.maximum;
    if (def.check === 'greater_than') found.min = def.value;
    if (def.check === 'less_than') found.max = def.value;
  }
  return found;
}

/**
 * An editor field from a zod schema, given the same field in the translation's schema. Its `i18n` (Sveltia's, not inherited
 * from a list or object): text is translated; a choice or a number is the original's, shown read-only ('duplicate'); a
 * field the translation lacks is not in its file. @param {string} name @param {Schema} schema @param {Schema} [translation] @returns {Field}
 */
function fieldFromSchema(name, schema, translation) {
  const { label = name, hint, widget, pattern, summary } = schema.meta() ?? {};
  const type = schema._zod.def.type;
  const i18n = !translation ? false : type === 'enum' || type === 'number' ? 'duplicate' : true;
  const base = { name, label, ...(hint ? { hint } : {}), i18n };
  const limits = checksOf(schema);
  if (type === 'string') return { ...base, widget: widget ?? 'string', ...(pattern ? { pattern } : {}) };
  if (type === 'number') return { ...base, widget: 'number', value_type: 'int', min: limits.min, max: limits.max };
  if (type === 'enum') return { ...base, widget: 'select', options: schema.options };
  if (type === 'object') return { ...base, widget: 'object', fields: fieldsFromShape(schema.shape ?? {}, translation?.shape), ...(summary ? { summary } : {}) };
  const element = schema._zod.def.element;
  if (type === 'array' && element) {
    const translated = translation?._zod.def.element;
    const bounds = { ...(limits.min !== undefined ? { min: limits.min } : {}), ...(limits.max !== undefined ? { max: limits.max } : {}) };
    if (element._zod.def.type === 'object') {
      const { summary: itemSummary } = element.meta() ?? {};
      return {
        ...base,
        widget: 'list',
        ...bounds,
        ...(itemSummary ? { summary: itemSummary } : {}),
        fields: fieldsFromShape(element.shape ?? {}, translated?.shape),
      };
    }
    return { ...base, widget: 'list', ...bounds, field: fieldFromSchema(String(element.meta()?.label ?? 'item'), element, translated) };
  }
  throw new Error(`prerender/content/cms.mjs: the editor has no widget for the ${type} field "${name}"`);
}

/** @param {Record<string, Schema>} shape @param {Record<string, Schema>} [translation] the translation's shape @returns {Field[]} */
const fieldsFromShape = (shape, translation) => Object.entries(shape).map(([name, schema]) => fieldFromSchema(name, schema, translation?.[name]));

/** A copy file's path with its language's folder as Sveltia's `{{locale}}` (left out for the default's): src/content/{{locale}}/home.yaml. @param {string} file */
export const localeFile = (file) => file.replace(/^src\/content\//, 'src/content/{{locale}}/');

/** A translation's fields: its category a name in its language, translationOf picked from the original posts. @param {readonly string[]} names */
export function translationPostFields(names) {
  return postFields(translationFrontmatterSchema(names), {
    ...FIELD_WIDGETS,
    category: { ...FIELD_WIDGETS.category, options: names },
    // One folder deeper than the English posts.
    image: { ...FIELD_WIDGETS.image, public_folder: `../${MEDIA.fromPost}` },
    translationOf: {
      label: 'Translation of',
      widget: 'relation',
      collection: 'posts',
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
      hint: 'The original post this one translates: each page then links the other. Leave empty for a post only in this language.',
    },
  });
}

/** The frontmatter schema's fields with their widgets. */
export function postFields(schema = frontmatterSchema, widgets = FIELD_WIDGETS) {
  const shape = /** @type {Record<string, Schema>} */ (/** @type {unknown} */ (schema.shape));
  const missing = Object.keys(shape).filter((name) => !widgets[name]);
  if (missing.length > 0) throw new Error(`prerender/content/cms.mjs: no editor widget for the post field(s) ${missing.join(', ')} (FIELD_WIDGETS)`);
  const extra = Object.keys(widgets).filter((name) => !(name in shape));
  if (extra.length > 0) throw new Error(`prerender/content/cms.mjs: FIELD_WIDGETS names ${extra.join(', ')}, which the frontmatter schema does not have`);
  return [
    ...Object.entries(widgets).map(([name, widget]) => ({ name, ...widget, required: !shape[name]?.safeParse(undefined).success })),
    { name: 'body', label: 'Article', widget: 'markdown', hint: 'Start sections with ## headings (the title is the page’s heading); no images in the text.' },
  ];
}

/**
 * The editor's configuration; `siteName` shows on its sign-in page. A copy file is one entry with its translations beside
 * it. A translation's posts are a collection of their own, linked by `translationOf`: Sveltia's i18n for one collection
 * would write a canonical_slug into every original (the frontmatter schema refuses it) and share one category list and photo path.
 * @param {{ backend: Record<string, unknown>, siteUrl: string, siteName?: string, categories?: ReturnType<typeof localeCategories> }} options
 */
export function cmsConfig({ backend, siteUrl, siteName = 'Northlane Dispatch', categories = localeCategories() }) {
  const translated = LISTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  // Every translation's copy has the same schema (src/content/schema.mjs, localeFiles).
  const translatedFiles = translated.length > 0 ? localeFiles(translated[0] ?? DEFAULT_LOCALE) : [];
  const language = new Intl.DisplayNames([DEFAULT_LOCALE], { type: 'language' });
  const posts = {
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{slug}}',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    // A post renamed in the editor (its Slug panel) keeps its frontmatter: Sveltia would add `aliases` (its old path),
    // which the frontmatter schema refuses and the site does not serve.
    aliases_field: false,
  };
  // Each copy file once, its translation beside it in the editor; the fields the translation's schema has are its.
  const copy = CONTENT_FILES.map(({ name, file, schema, label }) => ({
    name,
    label,
    file: localeFile(file),
    i18n: true,
    format: 'yaml',
    fields: fieldsFromShape(
      /** @type {Record<string, Schema>} */ (schema.shape),
      /** @type {Record<string, Schema>} */ (translatedFiles.find((translation) => translation.name === name)?.schema.shape ?? {}),
    ),
  }));
  return {
    load_config_file: false,
    backend,
    app_title: siteName,
    site_url: siteUrl,
    logo_url: '/favicon.svg',
    media_folder: MEDIA.folder,
    public_folder: `/${MEDIA.folder}`,
    slug: { encoding: 'ascii', clean_accents: true },
    i18n: { structure: 'multiple_files', locales: [...LISTED_LOCALES], default_locale: DEFAULT_LOCALE, omit_default_locale_from_file_path: true },
    // An optional field left empty is left out (the build refuses `updated: ''`).
    output: { omit_empty_optional_fields: true },
    collections: [
      // preview_path: the entry's live page, which the editor shows as deploying, live or failed after a save (GitHub's deployments).
      {
        name: 'posts',
        label: 'Blog posts',
        label_singular: 'Blog post',
        folder: 'src/content/posts',
        ...posts,
        preview_path: postPath('{{slug}}').slice(1),
        fields: postFields(),
      },
      { name: 'content', label: 'Company & copy', i18n: true, files: copy },
      ...translated.map((locale) => ({
        name: `posts-${locale}`,
        label: `Blog posts (${language.of(locale)})`,
        label_singular: `${language.of(locale)} blog post`,
        folder: postsDir(locale),
        ...posts,
        preview_path: postPath('{{slug}}', locale).slice(1),
        fields: translationPostFields(categories[locale].map((category) => category.name)),
      })),
    ],
  };
}

/** Without the company's own OAuth exchange (CMS_AUTH_URL), sign-in is by token: the default exchange is a third party's. */
export function backendFromEnv(env = process.env) {
  return {
    name: 'github',
    repo: env.CMS_REPO || 'northlane/northlane-dispatch-site',
    branch: env.CMS_BRANCH || 'main',
    ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL, auth_endpoint: 'auth', auth_methods: ['oauth', 'token'] } : { auth_methods: ['token'] }),
  };
}

/** @type {Record<string, string>} The fonts the editor's script names on jsDelivr (family → package), served from /admin/fonts/ instead. */
const FONTS = {
  'material-symbols-outlined': '@fontsource-variable/material-symbols-outlined',
  'source-sans-3': '@fontsource-variable/source-sans-3',
  'noto-mono': '@fontsource/noto-mono',
};
const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/(latin-[\w-]+\.woff2)/g;

/** @param {{ siteUrl: string, siteName?: string, backend?: Record<string, unknown>, root?: string }} options */
export function adminFiles({ siteUrl, siteName = 'Northlane Dispatch', backend = backendFromEnv(), root = process.cwd() }) {
  const modules = join(root, 'node_modules');
  const files = /** @type {Record<string, string | Buffer>} */ ({});
  const script = readFileSync(join(modules, '@sveltia/cms/dist/sveltia-cms.js'), 'utf8').replace(FONT_URL, (url, family, tail) => {
    const fontPackage = FONTS[family];
    if (!fontPackage) throw new Error(`prerender/content/cms.mjs: the editor loads the font ${url}; add its package to FONTS`);
    const file = `${family}-${tail}`;
    files[`admin/fonts/${file}`] ??= readFileSync(join(modules, fontPackage, 'files', file));
    return `/admin/fonts/${file}`;
  });
  if (/https:\/\/cdn\.jsdelivr\.net\/fontsource/.test(script)) throw new Error('prerender/content/cms.mjs: the editor still loads a font from jsDelivr');
  const scriptFile = `assets/admin/sveltia-cms-${digest(script).slice(0, 12)}.js`;
  files[scriptFile] = script;
  files['admin/config.json'] = JSON.stringify(cmsConfig({ backend, siteUrl, siteName }), null, 2);
  const page = adminPage({ script: `/${scriptFile}`, siteName });
  files['admin/index.html'] = page;
  files['admin/index.html.br'] = brotliCompressSync(page);
  return files;
}

/** @param {{ script: string, siteName: string }} page */
const adminPage = ({ script, siteName }) => `<!doctype html>
<html lang="${DEFAULT_LOCALE}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor · ${siteName.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>
    <link rel="cms-config-url" type="application/json" href="/admin/config.json" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script src="${script}"></script>
  </head>
  <body></body>
</html>
`;
