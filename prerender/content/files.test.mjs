import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONTENT_FILES, companySchema, faqSchema, localeFiles, testimonialsSchema, wordsSchema } from '../../src/content/schema.mjs';
import { ContentError } from './posts.mjs';
import { footerPosts, loadContentFiles, localeWords, parseContentFile } from './files.mjs';

const company = parse(await readFile('src/content/company.yaml', 'utf8'));
/** @param {unknown} data @param {import('zod').ZodType} schema */
const problemsOf = (data, schema) => parseContentFile(typeof data === 'string' ? data : stringify(data), schema).problems ?? [];

describe('the content files in the repository', () => {
  it('every one is there and passes its schema', () => {
    const loaded = loadContentFiles();
    expect([...loaded.keys()].map((path) => path.slice(process.cwd().length + 1))).toEqual([...CONTENT_FILES, ...localeFiles('es')].map((file) => file.file));
  });

  it('every Spanish file mirrors its English twin: the same keys and list lengths, the same icons and figures', () => {
    const loaded = loadContentFiles();
    // Words differ; keys, list lengths, art, ratings and figures do not. (The company's facts are the English file's: the Spanish has its description.)
    const SAME = new Set(['icon', 'illustration', 'avatar', 'rating', 'value']);
    /** @param {unknown} value @param {string} [key] @returns {unknown} */
    const shape = (value, key = '') =>
      SAME.has(key) || typeof value !== 'object' || value === null
        ? SAME.has(key)
          ? value
          : typeof value
        : Array.isArray(value)
          ? value.map((item) => shape(item))
          : Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shape(item, name)]));
    for (const [index, english] of CONTENT_FILES.entries()) {
      const spanish = localeFiles('es')[index];
      const data = (/** @type {{ file: string }} */ entry) => loaded.get(join(process.cwd(), entry.file))?.data;
      const keys = Object.keys(/** @type {{ schema: { shape: object } }} */ (spanish).schema.shape);
      const twin = Object.fromEntries(Object.entries(/** @type {object} */ (data(english))).filter(([key]) => keys.includes(key)));
      expect(shape(data(/** @type {{ file: string }} */ (spanish))), spanish?.file).toEqual(shape(twin));
    }
  });

  it('the Spanish words have every interface word, in the English shape', () => {
    const spanish = localeWords('es');
    expect(spanish.chrome).toMatchObject({ nav: { home: 'Inicio', about: 'Nosotros' }, quote: 'Pide una cotización' });
    // The same English in two places may read differently: a nav label, a page title.
    expect(spanish.about.meta.title).toBe('Sobre nosotros');
    expect(localeWords('en').about.meta.title).toBe(localeWords('en').chrome.nav.about);
  });

  it('sends a translation’s footer post links to translations, else to its newest posts it does not link, else to its blog', () => {
    const posts = [
      { slug: 'nueva', translationOf: 'understanding-detention-pay-negotiation' },
      { slug: 'consejos', translationOf: 'how-to-find-the-highest-paying-loads' },
      { slug: 'guia', translationOf: 'reduce-deadhead-miles-with-smarter-dispatching' },
    ];
    expect(footerPosts(posts, 'es')).toEqual({
      quickStart: '/es/blog',
      userGuide: '/es/blog/guia',
      news: '/es/blog',
      tips: '/es/blog/consejos',
      updates: '/es/blog/nueva',
    });
    expect(footerPosts([...posts, { slug: 'otra' }], 'es')).toMatchObject({ quickStart: '/es/blog/otra', news: '/es/blog' });
    expect(footerPosts([], 'es')).toEqual({ quickStart: '/es/blog', userGuide: '/es/blog', news: '/es/blog', tips: '/es/blog', updates: '/es/blog' });
  });

  it('names each word missing, left over or with other {slots} than the English, by its key', () => {
    const english = { greeting: { hello: 'Hi {name}', bye: ['Bye', 'See you'], count: { one: ' post', other: ' posts' } } };
    const problems = (/** @type {unknown} */ words, locale = 'es') => problemsOf(words, wordsSchema(english, locale));
    expect(problems({ greeting: { hello: 'Hola {name}', bye: ['Adiós', 'Hasta luego'], count: { one: ' artículo', other: ' artículos' } } })).toEqual([]);
    expect(problems({ greeting: { hello: 'Hola {nombre}', bye: ['Adiós'], count: { other: ' artículos' }, gone: 'Ido' } })).toEqual([
      'greeting.hello: expected the slots of "Hi {name}" ({name}), got "Hola {nombre}"',
      'greeting.bye: expected a list of 2, got ["Adiós"]',
      'greeting.gone: unknown field; expected only hello, bye, count',
    ]);
    // A plural's forms are the language's own: Polish has few and many, which English lacks.
    expect(
      problems({ greeting: { hello: '{name}', bye: ['a', 'b'], count: { one: ' post', few: ' posty', many: ' postów', other: ' posta' } } }, 'pl'),
    ).toEqual([]);
    expect(problems({ greeting: { hello: '{name}', bye: ['a', 'b'], count: { other: 'x', few: 'y' } } })).toEqual([
      'greeting.count.few: unknown field; expected only many, one, other',
    ]);
  });
});

describe('parseContentFile: each problem names the field, what was expected and what was written', () => {
  it.each([
    ['a phone that is not a phone number', { phone: '555-CALL-NOW' }, ['phone: expected a US phone number like "(614) 555-0142", got "555-CALL-NOW"']],
    ['a missing email', { email: undefined }, ['email: expected an email address, got nothing']],
    [
      'a ZIP code written as a number',
      { address: { ...company.address, postalCode: 43219 } },
      ['address.postalCode: expected a ZIP code like "43219", in quotes, got 43219'],
    ],
    ['an empty name', { name: '  ' }, ['name: expected the company name as text, got an empty string']],
    [
      'a social link that is not https',
      { social: { ...company.social, x: 'http://x.com/northlane' } },
      ['social.x: expected "/" or an https:// address for X (Twitter), got "http://x.com/northlane"'],
    ],
    ['an unknown field', { fax: '555' }, ['fax: unknown field; expected only name, legalName, description, phone, email, address, social']],
  ])('%s', (_what, change, problems) => {
    expect(problemsOf({ ...company, ...change }, companySchema)).toEqual(problems);
  });

  it('lists are held to the spec’s counts, and items are numbered from 1', () => {
    const item = { question: 'Do you dispatch reefers?', answer: 'Yes.' };
    expect(problemsOf({ items: [item, item, item, item, item] }, faqSchema)).toEqual(["items: expected 4 questions (the spec's count), got 5"]);
    expect(problemsOf({ items: [item, item, { question: 'Empty?' }, item] }, faqSchema)).toEqual(['items[3].answer: expected an answer as text, got nothing']);
  });

  it('a rating is a whole number of stars from 1 to 5, and an avatar one of the illustrations', () => {
    const testimonial = { rating: 5, quote: 'Q', content: 'C', author: 'A', role: 'R', avatar: 'avatar-1' };
    expect(problemsOf({ testimonials: [testimonial, { ...testimonial, rating: 6 }, { ...testimonial, avatar: 'me.jpg' }] }, testimonialsSchema)).toEqual([
      'testimonials[2].rating: expected a rating from 1 to 5, got 6',
      'testimonials[3].avatar: expected one of "avatar-1", "avatar-2", "avatar-3", got "me.jpg"',
    ]);
  });

  it('a file that is not YAML', () => {
    expect(problemsOf('name: [unclosed', companySchema)[0]).toMatch(/^file: expected valid YAML: /);
  });
});

describe('loadContentFiles', () => {
  let root = '';
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('fails with every problem of every file at once, each with its file', async () => {
    root = await mkdtemp(join(tmpdir(), 'content-files-'));
    await mkdir(join(root, 'src/content'), { recursive: true });
    for (const { file } of CONTENT_FILES) await writeFile(join(root, file), await readFile(file));
    await mkdir(join(root, 'src/content/es'), { recursive: true });
    for (const { file } of localeFiles('es')) await writeFile(join(root, file), await readFile(file));
    await writeFile(join(root, 'src/content/company.yaml'), stringify({ ...company, phone: '12', email: 'nobody' }));
    await rm(join(root, 'src/content/faq.yaml'));
    const spanishHome = parse(await readFile('src/content/es/home.yaml', 'utf8'));
    delete spanishHome.hero.tagline;
    await writeFile(join(root, 'src/content/es/home.yaml'), stringify(spanishHome));
    let error = new Error('loadContentFiles did not fail');
    try {
      loadContentFiles({ root });
    } catch (caught) {
      error = /** @type {Error} */ (caught);
    }
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message.split('\n')).toEqual([
      '4 problems in the content files:',
      '  src/content/company.yaml: phone: expected a US phone number like "(614) 555-0142", got "12"',
      '  src/content/company.yaml: email: expected an email address like "dispatch@example.com", got "nobody"',
      '  src/content/faq.yaml: file: expected this content file, but it does not exist',
      '  src/content/es/home.yaml: hero.tagline: expected the tagline as text, got nothing',
    ]);
  });
});
