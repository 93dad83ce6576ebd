import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONTENT_FILES, companySchema, faqSchema, testimonialsSchema } from '../../src/content/schema.mjs';
import { ContentError } from './posts.mjs';
import { loadContentFiles, parseContentFile } from './files.mjs';

const company = parse(await readFile('src/content/company.yaml', 'utf8'));
/** @param {unknown} data @param {import('zod').ZodType} schema */
const problemsOf = (data, schema) => parseContentFile(typeof data === 'string' ? data : stringify(data), schema).problems ?? [];

describe('the content files in the repository', () => {
  it('every one is there and passes its schema', () => {
    const loaded = loadContentFiles();
    expect([...loaded.values()].map((file) => file.name)).toEqual(CONTENT_FILES.map((file) => file.name));
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
    await writeFile(join(root, 'src/content/company.yaml'), stringify({ ...company, phone: '12', email: 'nobody' }));
    await rm(join(root, 'src/content/faq.yaml'));
    let error = new Error('loadContentFiles did not fail');
    try {
      loadContentFiles({ root });
    } catch (caught) {
      error = /** @type {Error} */ (caught);
    }
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message.split('\n')).toEqual([
      '3 problems in the content files:',
      '  src/content/company.yaml: phone: expected a US phone number like "(614) 555-0142", got "12"',
      '  src/content/company.yaml: email: expected an email address like "dispatch@example.com", got "nobody"',
      '  src/content/faq.yaml: file: expected this content file, but it does not exist',
    ]);
  });
});
