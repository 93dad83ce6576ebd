import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_FILES, localeFiles } from '../../src/content/schema.mjs';
import { adminFiles, backendFromEnv, cmsConfig, FIELD_WIDGETS, localeFile, postFields } from './cms.mjs';
import { DEFAULT_LOCALE, LOCALES } from '../../src/lib/locale.mjs';
import { frontmatterSchema } from '../../src/content/schema.mjs';
import { CATEGORIES } from '../../src/content/categories.mjs';
import { localeCategories } from './posts.mjs';
import { isPrecompressed } from '../../infra/content-types.mjs';
import { cacheControlFor, IMMUTABLE } from '../../infra/cache-control.mjs';

/**
 * An entry of the editor's configuration: a collection, a file, a field (what the tests read of it).
 * @typedef {{ name: string, file: string, fields: Entry[], files: Entry[], pattern: string[], [key: string]: unknown }} Entry
 */
const config = cmsConfig({ backend: { name: 'github', repo: 'o/r', branch: 'main' }, siteUrl: 'https://www.example.com/' });
const collection = (/** @type {string} */ name) => /** @type {Entry[]} */ (/** @type {unknown} */ (config.collections)).find((c) => c.name === name);
/** Every field name of an editor field list, nested as "a.b". @param {Entry[]} fields @returns {string[]} */
const names = (fields, prefix = '') => fields.flatMap((f) => [prefix + f.name, ...(f.fields ? names(f.fields, `${prefix}${f.name}.`) : [])]);
/**
 * Every field of an editor field list as "a.b" → its `i18n`, a list's single item field under "a.*".
 * @param {Entry[]} fields @returns {[string, unknown][]}
 */
const i18nOf = (fields, prefix = '') =>
  fields.flatMap((f) => [
    /** @type {[string, unknown]} */ ([prefix + f.name, f.i18n]),
    ...(f.fields ? i18nOf(f.fields, `${prefix}${f.name}.`) : []),
    ...(f.field
      ? i18nOf([/** @type {Entry} */ (f.field)], `${prefix}${f.name}.`).map(([, i18n]) => /** @type {[string, unknown]} */ ([`${prefix}${f.name}.*`, i18n]))
      : []),
  ]);
/**
 * Sveltia's path for a locale, as its fillLocalePlaceholder makes it (src/lib/services/contents/i18n/placeholder.js):
 * `{{locale}}` filled, or left out with the separator after it for the default locale (omit_default_locale_from_file_path).
 */
const pathIn = (/** @type {string} */ file, /** @type {string} */ locale) =>
  locale === DEFAULT_LOCALE ? file.replace(/{{locale}}[./]/, '') : file.replaceAll('{{locale}}', locale);
/**
 * Every field name of a zod object schema, nested as "a.b" (list items' fields under the list's name).
 * @param {Record<string, import('./cms.mjs').Schema>} shape @returns {string[]}
 */
function schemaNames(shape, prefix = '') {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const element = (schema._zod.def.type === 'array' && schema._zod.def.element) || schema;
    return [prefix + name, ...(element._zod.def.type === 'object' ? schemaNames(element.shape ?? {}, `${prefix}${name}.`) : [])];
  });
}

describe('the editor’s configuration is made from the schemas the build checks with', () => {
  it('posts: every frontmatter field, with its widget, required as the schema says, and the Markdown body', () => {
    const fields = collection('posts')?.fields ?? [];
    expect(fields.map((f) => f.name)).toEqual([...Object.keys(frontmatterSchema.shape), 'body']);
    const by = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(by.category).toMatchObject({ widget: 'select', options: CATEGORIES.map((category) => category.name), required: true });
    expect(by.draft).toMatchObject({ widget: 'boolean', required: false });
    expect(by.date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, required: true });
    expect(by.updated).toMatchObject({ widget: 'datetime', required: false });
    expect(by.image).toMatchObject({ widget: 'image', public_folder: '../../assets/img', required: false });
    expect(by.body).toMatchObject({ widget: 'markdown' });
    // The editor refuses a summary the build would refuse: 120 to 160 characters.
    const summaryPattern = new RegExp(String(/** @type {{ pattern: string[] }} */ (by.summary).pattern[0]));
    expect([119, 120, 160, 161].map((length) => summaryPattern.test('x'.repeat(length)))).toEqual([false, true, true, false]);
    // The entry's live page, where the editor shows the deploy of a save: the page the build makes for the slug.
    expect(collection('posts')).toMatchObject({ preview_path: 'blogs/{{slug}}' });
    expect(collection('posts-es')).toMatchObject({ preview_path: 'es/blog/{{slug}}' });
    // With a preview_path, Sveltia writes a renamed post's old path into `aliases`, which the schema refuses.
    expect(frontmatterSchema.shape).not.toHaveProperty('aliases');
    expect([collection('posts')?.aliases_field, collection('posts-es')?.aliases_field]).toEqual([false, false]);
  });

  it('Spanish posts: their own collection from the same schema, Spanish categories, translationOf from the English posts', () => {
    const posts = collection('posts-es');
    expect(posts).toMatchObject({ folder: 'src/content/es/posts', extension: 'md', format: 'frontmatter' });
    expect(posts?.i18n).toBeUndefined();
    expect(collection('posts')?.i18n).toBeUndefined();
    const by = Object.fromEntries((posts?.fields ?? []).map((f) => [f.name, f]));
    expect(Object.keys(by)).toEqual([...Object.keys(frontmatterSchema.shape), 'translationOf', 'body']);
    expect(by.category).toMatchObject({ widget: 'select', options: localeCategories().es.map((category) => category.name) });
    expect(by.translationOf).toMatchObject({ widget: 'relation', collection: 'posts', value_field: '{{slug}}', required: false });
    expect(by.image).toMatchObject({ public_folder: '../../../assets/img' });
  });

  it('copy: one entry per file in Sveltia’s i18n, the site’s languages, each language’s file where the build reads it', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: [...LOCALES],
      default_locale: DEFAULT_LOCALE,
      omit_default_locale_from_file_path: true,
    });
    expect(config.i18n.locales[0]).toBe(DEFAULT_LOCALE);
    expect(collection('content-es')).toBeUndefined();
    const content = collection('content');
    expect(content?.i18n).toBe(true);
    expect(content?.files.map((f) => [f.name, f.file, f.i18n])).toEqual(CONTENT_FILES.map((f) => [f.name, localeFile(f.file), true]));
    // The English file where it is (no en/ folder), the Spanish one in src/content/es/: the paths the build reads.
    const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
    expect(translations).toHaveLength(1); // localeFiles('es') are the one translation's files
    for (const file of content?.files ?? []) {
      expect(pathIn(file.file, DEFAULT_LOCALE)).toBe(CONTENT_FILES.find((f) => f.name === file.name)?.file);
      for (const locale of translations) expect(pathIn(file.file, locale), locale).toBe(localeFiles('es').find((f) => f.name === file.name)?.file);
    }
  });

  it('copy: text is translated, choices and numbers are the original’s, and what the Spanish file has not is not in it', () => {
    const files = Object.fromEntries((collection('content')?.files ?? []).map((f) => [f.name, Object.fromEntries(i18nOf(f.fields))]));
    // The Spanish site reads only the company's description; its facts are the English file's.
    expect(Object.entries(files.company ?? {}).filter(([, i18n]) => i18n !== false)).toEqual([['description', true]]);
    expect(files.testimonials).toMatchObject({
      testimonials: true,
      'testimonials.quote': true,
      'testimonials.rating': 'duplicate',
      'testimonials.avatar': 'duplicate',
    });
    expect(files.home).toMatchObject({
      hero: true,
      'hero.title': true,
      'aboutCompany.paragraphs': true,
      'aboutCompany.paragraphs.*': true,
      'workingProcess.icon': 'duplicate',
    });
    expect(files.services).toMatchObject({ intro: true, 'services.title': true, 'services.illustration': 'duplicate' });
    // Every other file's Spanish twin has its schema: every field is in it, translated or copied.
    for (const { name, schema } of localeFiles('es').filter((f) => f.name !== 'company')) {
      expect(Object.keys(files[name] ?? {}), name).toEqual(expect.arrayContaining(schemaNames(schema.shape)));
      expect(
        Object.values(files[name] ?? {}).every((i18n) => i18n === true || i18n === 'duplicate'),
        name,
      ).toBe(true);
    }
  });

  it('a frontmatter field without a widget fails the build', () => {
    const saved = FIELD_WIDGETS.summary;
    delete FIELD_WIDGETS.summary;
    try {
      expect(() => postFields()).toThrow(/no editor widget for the post field\(s\) summary/);
    } finally {
      if (saved) FIELD_WIDGETS.summary = saved;
    }
  });

  it('one file per content file, with exactly the fields of its schema (nested), the spec’s counts and the patterns', () => {
    const files = collection('content')?.files ?? [];
    expect(files.map((f) => f.name)).toEqual(CONTENT_FILES.map((f) => f.name));
    for (const { name, schema } of CONTENT_FILES) {
      expect(names(files.find((f) => f.name === name)?.fields ?? []), name).toEqual(schemaNames(schema.shape));
    }
    const company = Object.fromEntries((files.find((f) => f.name === 'company')?.fields ?? []).map((f) => [f.name, f]));
    expect(company.phone).toMatchObject({ widget: 'string', label: 'Phone', pattern: [expect.any(String), expect.stringContaining('(614) 555-0142')] });
    expect(new RegExp(company.phone?.pattern[0] ?? '^$').test('(614) 555-0199')).toBe(true);
    expect(company.address?.fields.find((f) => f.name === 'country')).toMatchObject({ widget: 'select', options: ['US'] });
    const faq = files.find((f) => f.name === 'faq')?.fields[0];
    expect(faq).toMatchObject({ widget: 'list', min: 4, max: 4 });
    const rating = files.find((f) => f.name === 'testimonials')?.fields[0]?.fields.find((f) => f.name === 'rating');
    expect(rating).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 });
  });

  it('dist/admin: a noindex page, the configuration, the script (a hashed asset) with its fonts served from /admin/fonts/', () => {
    const files = adminFiles({ siteUrl: 'https://www.example.com/', siteName: 'Acme & Sons Freight' });
    expect(files['admin/index.html']).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(files['admin/index.html']).toContain('<title>Editor · Acme &#38; Sons Freight</title>');
    expect(JSON.parse(String(files['admin/config.json']))).toMatchObject({ site_url: 'https://www.example.com/', app_title: 'Acme & Sons Freight' });
    const [script = '', ...others] = Object.keys(files).filter((name) => name.endsWith('.js'));
    expect(others).toEqual([]);
    // Under assets/ with its content's hash: precompressed (infra/content-types.mjs) and cached for a year.
    expect(script).toMatch(/^assets\/admin\/sveltia-cms-[0-9a-f]{12}\.js$/);
    expect(isPrecompressed(script)).toBe(true);
    expect(cacheControlFor(script)).toBe(IMMUTABLE);
    expect(files['admin/index.html']).toContain(`<script src="/${script}"></script>`);
    expect(files[script]).not.toMatch(/cdn\.jsdelivr\.net\/fontsource/);
    expect(Object.keys(files).filter((name) => name.startsWith('admin/fonts/'))).toHaveLength(3);
  });

  it('commits to the repository and branch the build is told, and signs in through no third party', () => {
    expect(backendFromEnv({ CMS_REPO: 'acme/site', CMS_BRANCH: 'live' })).toEqual({
      name: 'github',
      repo: 'acme/site',
      branch: 'live',
      auth_methods: ['token'],
    });
    // Without an exchange of the company's own, no "Sign In with GitHub": its default exchange is Netlify's.
    expect(/** @type {{ base_url?: string }} */ (backendFromEnv({})).base_url).toBeUndefined();
    expect(backendFromEnv({}).auth_methods).toEqual(['token']);
    expect(backendFromEnv({ CMS_AUTH_URL: 'https://auth.example.com' })).toMatchObject({
      base_url: 'https://auth.example.com',
      auth_endpoint: 'auth',
      auth_methods: ['oauth', 'token'],
    });
  });

  it('the deploy builds the editor for the repository and branch it runs in, with the exchange of a repository variable', () => {
    const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8'));
    /** @typedef {{ run?: string, env?: Record<string, string> }} Step */
    // The step that builds: npm run build, or npm run test:content (which builds first) for a content push.
    const builds = (/** @type {Step} */ step) => /^npm run .*\bbuild\b/.test(step.run ?? '');
    const jobs = /** @type {{ steps: Step[], env?: Record<string, string> }[]} */ (Object.values(workflow.jobs)).filter((job) => job.steps.some(builds));
    expect(jobs).toHaveLength(1);
    const build = jobs[0]?.steps.find(builds);
    expect({ ...workflow.env, ...jobs[0]?.env, ...build?.env }).toMatchObject({
      CMS_REPO: '${{ github.repository }}',
      CMS_BRANCH: '${{ github.ref_name }}',
      CMS_AUTH_URL: '${{ vars.CMS_AUTH_URL }}',
    });
  });
});
