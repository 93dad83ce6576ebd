import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTENT_FILES } from '../../src/content/schema.mjs';
import { adminFiles, backendFromEnv, cmsConfig, FIELD_WIDGETS, postFields } from './cms.mjs';
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
  });

  it('Spanish posts and copy: their own collections from the same schemas, Spanish categories, translationOf from the English posts', () => {
    const posts = collection('posts-es');
    expect(posts).toMatchObject({ folder: 'src/content/es/posts', extension: 'md', format: 'frontmatter' });
    const by = Object.fromEntries((posts?.fields ?? []).map((f) => [f.name, f]));
    expect(Object.keys(by)).toEqual([...Object.keys(frontmatterSchema.shape), 'translationOf', 'body']);
    expect(by.category).toMatchObject({ widget: 'select', options: localeCategories().es.map((category) => category.name) });
    expect(by.translationOf).toMatchObject({ widget: 'relation', collection: 'posts', value_field: '{{slug}}', required: false });
    expect(by.image).toMatchObject({ public_folder: '../../../assets/img' });
    expect((collection('content-es')?.files ?? []).map((f) => f.file)).toEqual(CONTENT_FILES.map((f) => f.file.replace('src/content/', 'src/content/es/')));
    // The Spanish site reads only the company's description; its facts are the English file's.
    const company = collection('content-es')?.files.find((f) => f.name === 'company-es');
    expect(company?.fields.map((f) => f.name)).toEqual(['description']);
    expect((collection('content-es')?.files ?? []).slice(1).map((f) => names(f.fields))).toEqual(
      (collection('content')?.files ?? []).slice(1).map((f) => names(f.fields)),
    );
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
    expect(files.map((f) => f.file)).toEqual(CONTENT_FILES.map((f) => f.file));
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
