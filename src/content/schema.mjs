// The schemas of the content (the posts' frontmatter, the company and the copy), one source for three readers: the
// build checks every file against them, the editor at /admin is generated from them (labels and hints in `.meta()`),
// and the app takes its types from them. The spec's counts are fixed here, so the editor cannot add a fifth question.
import { z } from 'zod';
import { PHONE } from '../lib/phone.mjs';
import { CATEGORIES } from './categories.mjs';
import { DEFAULT_LOCALE, LOCALE } from '../lib/locale.mjs';

/** Where a language's content is: the default's in src/content/, another's in src/content/<locale>/. @param {string} locale */
export const contentDir = (locale) => (locale === DEFAULT_LOCALE ? 'src/content' : `src/content/${locale}`);

/** A value as a problem report shows it: the JSON of what was written, or "nothing". @param {unknown} value */
function shown(value) {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/** An error message function: "expected <what>, got <what was written>". @param {string} what */
export function expected(what) {
  return (/** @type {{ input?: unknown }} */ issue) => `expected ${what}, got ${shown(issue.input)}`;
}

/**
 * Text that must not be empty.
 * @param {string} what
 * @param {Record<string, unknown>} meta the editor's label, widget and hint
 */
function text(what, meta) {
  return z
    .string({ error: expected(what) })
    .trim()
    .min(1, { error: `expected ${what}, got an empty string` })
    .meta(meta);
}

/**
 * A list of exactly `count` items, as the spec has them.
 * @template {z.ZodType} T
 * @param {number} count
 * @param {T} item
 * @param {string} what
 * @param {Record<string, unknown>} meta
 */
function exactly(count, item, what, meta) {
  return z
    .array(item, { error: expected(`a list of ${count} ${what}`) })
    .length(count, { error: (issue) => `expected ${count} ${what} (the spec's count), got ${Array.isArray(issue.input) ? issue.input.length : shown(issue.input)}` })
    .meta(meta);
}

/**
 * One of a fixed set of names.
 * @template {readonly [string, ...string[]]} V
 * @param {V} values
 * @param {Record<string, unknown>} meta
 */
function oneOf(values, meta) {
  return z.enum(values, { error: expected(`one of ${values.map((value) => JSON.stringify(value)).join(', ')}`) }).meta(meta);
}

/**
 * An object with exactly these fields; an unknown one is a problem named after it.
 * @template {z.ZodRawShape} S
 * @param {S} shape
 * @param {Record<string, unknown>} [meta]
 */
function fields(shape, meta) {
  const names = Object.keys(shape).join(', ');
  const object = z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field; expected only ${names}` : expected(`a set of fields (${names})`)(issue)),
    });
  return meta ? object.meta(meta) : object;
}

/** A social link: "/" (the spec's links all go to the home page) or an https:// address. */
const socialLink = (/** @type {string} */ name) =>
  z
    .string({ error: expected(`"/" or an https:// address for ${name}`) })
    .trim()
    .regex(/^(?:\/|https:\/\/[^\s/]+\.[^\s]+)$/, { error: expected(`"/" or an https:// address for ${name}`) })
    .meta({ label: name, hint: 'The address of the company’s page there (https://…), or / for the home page.' });

export const companySchema = fields({
  name: text('the company name as text', { label: 'Company name', hint: 'As it appears in the header, the footer and every page title.' }),
  legalName: text('the registered company name as text', { label: 'Legal name', hint: 'For search engines (structured data).' }),
  description: text('a one- or two-sentence description as text', {
    label: 'Short description',
    widget: 'text',
    hint: 'Shown in the footer and used as the site’s description.',
  }),
  phone: z
    .string({ error: expected('a phone number like "(614) 555-0142"') })
    .trim()
    .regex(PHONE, { error: expected('a US phone number like "(614) 555-0142"') })
    .meta({ label: 'Phone', hint: 'Written as visitors should read it, e.g. (614) 555-0142. The call link is made from it.', pattern: [PHONE.source, 'A US phone number, like (614) 555-0142'] }),
  email: z
    .string({ error: expected('an email address') })
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: expected('an email address like "dispatch@example.com"') })
    .meta({ label: 'Email', pattern: ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'An email address, like dispatch@example.com'] }),
  address: fields(
    {
      street: text('the street address as text', { label: 'Street and suite' }),
      city: text('the city as text', { label: 'City' }),
      region: z
        .string({ error: expected('a two-letter state code like "OH"') })
        .regex(/^[A-Z]{2}$/, { error: expected('a two-letter state code like "OH"') })
        .meta({ label: 'State', hint: 'Two capital letters, e.g. OH.', pattern: ['^[A-Z]{2}$', 'Two capital letters, like OH'] }),
      postalCode: z
        .string({ error: expected('a ZIP code like "43219", in quotes') })
        .regex(/^\d{5}(?:-\d{4})?$/, { error: expected('a ZIP code like "43219"') })
        .meta({ label: 'ZIP code', pattern: ['^\\d{5}(-\\d{4})?$', 'A ZIP code, like 43219'] }),
      country: oneOf(/** @type {const} */ (['US']), { label: 'Country' }),
    },
    { label: 'Address' },
  ),
  social: fields(
    {
      facebook: socialLink('Facebook'),
      x: socialLink('X (Twitter)'),
      linkedin: socialLink('LinkedIn'),
      instagram: socialLink('Instagram'),
    },
    { label: 'Social links', hint: 'The four icons in the footer.' },
  ),
});

/** The icons a working-process step and a Why Choose Us? point can show: two sets, so each page's chunk has only its own. */
export const STEP_ICONS = /** @type {const} */ (['handshake', 'clipboard-list', 'radar', 'shield-check']);
export const POINT_ICONS = /** @type {const} */ (['user-check', 'layout-list', 'trending-up', 'badge-dollar-sign']);

/**
 * @template {readonly [string, ...string[]]} V
 * @param {string} titleLabel
 * @param {V} icons
 */
const iconCard = (titleLabel, icons) =>
  fields(
    {
      icon: oneOf(icons, { label: 'Icon' }),
      title: text('a title as text', { label: titleLabel }),
      description: text('a description as text', { label: 'Description', widget: 'text' }),
    },
    { summary: '{{title}}' },
  );

export const homeSchema = fields({
  hero: fields(
    {
      title: text('the headline as text', { label: 'Headline' }),
      tagline: text('the tagline as text', { label: 'Tagline', widget: 'text' }),
    },
    { label: 'Hero', hint: 'The first thing on the home page, over the slideshow.' },
  ),
  aboutCompany: fields(
    {
      eyebrow: text('a short label as text', { label: 'Small label above the title' }),
      title: text('the section title as text', { label: 'Title' }),
      lead: text('the lead sentence as text', { label: 'Lead sentence' }),
      paragraphs: z
        .array(text('a paragraph as text', { label: 'Paragraph', widget: 'text' }), { error: expected('a list of paragraphs') })
        .min(1, { error: 'expected at least one paragraph' })
        .meta({ label: 'Paragraphs' }),
      highlights: z
        .array(text('a highlight as text', { label: 'Highlight' }), { error: expected('a list of highlights') })
        .min(1, { error: 'expected at least one highlight' })
        .max(4, { error: 'expected at most 4 highlights' })
        .meta({ label: 'Highlights', hint: 'Short points with a check mark.' }),
    },
    { label: 'About Our Company' },
  ),
  workingProcess: exactly(4, iconCard('Step', STEP_ICONS), 'steps', { label: 'Efficient Working Process', hint: 'The four steps, in order.' }),
});

export const faqSchema = fields({
  items: exactly(
    4,
    fields({ question: text('a question as text', { label: 'Question' }), answer: text('an answer as text', { label: 'Answer', widget: 'text' }) }, { summary: '{{question}}' }),
    'questions',
    { label: 'Questions', hint: 'The four questions of the home page’s FAQ, in order.' },
  ),
});

/** The avatar illustrations a testimonial can show (sections/Testimonials.tsx imports them). */
export const AVATARS = /** @type {const} */ (['avatar-1', 'avatar-2', 'avatar-3']);

export const testimonialsSchema = fields({
  testimonials: exactly(
    3,
    fields(
      {
        rating: z
          .number({ error: expected('a rating from 1 to 5') })
          .int({ error: expected('a whole number of stars from 1 to 5') })
          .min(1, { error: expected('a rating from 1 to 5') })
          .max(5, { error: expected('a rating from 1 to 5') })
          .meta({ label: 'Stars' }),
        quote: text('the quote as text', { label: 'Quote', hint: 'One line, shown in bold.' }),
        content: text('the testimonial as text', { label: 'Testimonial', widget: 'text' }),
        author: text("the author's name as text", { label: 'Name' }),
        role: text("the author's role or company as text", { label: 'Role or company' }),
        avatar: oneOf(AVATARS, { label: 'Avatar illustration' }),
      },
      { summary: '{{author}}' },
    ),
    'testimonials',
    { label: 'Testimonials', hint: '“Trusted By Industry Leaders” on the home and services pages.' },
  ),
});

export const aboutSchema = fields({
  mission: z
    .array(text('a paragraph as text', { label: 'Paragraph', widget: 'text' }), { error: expected('a list of paragraphs') })
    .min(1, { error: 'expected at least one paragraph' })
    .meta({ label: 'Mission', hint: 'The paragraphs under “Driving Excellence in Dispatch & Delivery”.' }),
  stats: exactly(
    4,
    fields({ value: text('a figure as text, like "12M+"', { label: 'Figure' }), label: text('a label as text', { label: 'Label' }) }, { summary: '{{value}} {{label}}' }),
    'statistics',
    { label: 'Statistics' },
  ),
  clientQuotes: exactly(
    2,
    fields({ name: text('a name as text', { label: 'Name' }), quote: text('the quote as text', { label: 'Quote', widget: 'text' }) }, { summary: '{{name}}' }),
    'quotes',
    { label: 'What Our Clients Say' },
  ),
});

/** The service illustrations (pages/ServicesPage.tsx imports them; their alt texts are src/content/ui.mjs's). */
export const SERVICE_ILLUSTRATIONS = /** @type {const} */ (['load-booking', 'back-office', 'route-optimization', 'dispatch-support', 'communication', 'factoring']);

export const servicesSchema = fields({
  intro: text('the introduction as text', { label: 'Introduction', widget: 'text', hint: 'Under “Our Dispatch Services”.' }),
  services: exactly(
    6,
    fields(
      {
        title: text('the service name as text', { label: 'Service' }),
        description: text('a description as text', { label: 'Description', widget: 'text' }),
        illustration: oneOf(SERVICE_ILLUSTRATIONS, { label: 'Illustration' }),
      },
      { summary: '{{title}}' },
    ),
    'services',
    { label: 'Services', hint: 'The six cards of the services page; the about page lists their names.' },
  ),
});

/** A file of its own: only the services page shows it (the about page loads services.yaml). */
export const whyChooseUsSchema = fields({
  points: exactly(4, iconCard('Point', POINT_ICONS), 'points', { label: 'Points', hint: 'The four points of “Why Choose Us?” on the services page.' }),
});

/**
 * Every content file: where it is, its schema, and how the editor names it. The order is the
 * editor's.
 */
export const CONTENT_FILES = [
  { name: 'company', file: 'src/content/company.yaml', schema: companySchema, label: 'Company details', hint: 'Name, phone, email, address and social links, shown on every page.' },
  { name: 'home', file: 'src/content/home.yaml', schema: homeSchema, label: 'Home page', hint: 'The hero, About Our Company and the working process.' },
  { name: 'faq', file: 'src/content/faq.yaml', schema: faqSchema, label: 'FAQ', hint: 'Frequently Asked Questions on the home page.' },
  { name: 'testimonials', file: 'src/content/testimonials.yaml', schema: testimonialsSchema, label: 'Testimonials', hint: 'Trusted By Industry Leaders.' },
  { name: 'about', file: 'src/content/about.yaml', schema: aboutSchema, label: 'About page', hint: 'Mission, statistics and client quotes.' },
  { name: 'services', file: 'src/content/services.yaml', schema: servicesSchema, label: 'Services', hint: 'The introduction and the six services.' },
  { name: 'whyChooseUs', file: 'src/content/why-choose-us.yaml', schema: whyChooseUsSchema, label: 'Why Choose Us?', hint: 'The four points on the services page.' },
];

/** A language's content files, the default's but in its folder; its company file is the description (the facts are one set). @param {string} locale */
export const localeFiles = (locale) =>
  CONTENT_FILES.map((entry) => ({
    ...entry,
    file: entry.file.replace('src/content', contentDir(locale)),
    ...(entry.name === 'company' ? { schema: fields({ description: companySchema.shape.description }), label: 'Company description' } : {}),
  }));

/** A language's interface words (the default's are src/content/ui.mjs). @param {string} locale */
export const uiFile = (locale) => `${contentDir(locale)}/ui.yaml`;

const slotsOf = (/** @type {string} */ words) => [...words.matchAll(/\{\w+\}/g)].map((slot) => slot[0]).sort().join(' ');
const PLURAL = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * A language's interface words in the English's shape (src/content/ui.mjs): each a text with the English's {slots}, the
 * same lists and fields; a plural's forms (`{ one, other }`) the language's own Intl.PluralRules categories.
 * @param {unknown} source @param {string} locale
 * @returns {z.ZodType}
 */
export function wordsSchema(source, locale) {
  if (Array.isArray(source)) return z.tuple(/** @type {[z.ZodType]} */ (source.map((item) => wordsSchema(item, locale))), { error: expected(`a list of ${source.length}`) });
  if (source && typeof source === 'object') {
    const keys = Object.keys(source);
    if (keys.includes('other') && keys.every((key) => PLURAL.has(key))) {
      const forms = new Intl.PluralRules(LOCALE[/** @type {keyof typeof LOCALE} */ (locale)]?.intl ?? locale).resolvedOptions().pluralCategories;
      const other = /** @type {{ other: unknown }} */ (source).other;
      return fields(Object.fromEntries(forms.map((form) => [form, form === 'other' ? wordsSchema(other, locale) : wordsSchema(other, locale).optional()])));
    }
    return fields(Object.fromEntries(Object.entries(source).map(([key, value]) => [key, wordsSchema(value, locale)])));
  }
  const words = /** @type {string} */ (source);
  const slots = slotsOf(words);
  // Not trimmed: a word may be a piece the code puts beside another (" posts").
  return z
    .string({ error: expected(`the words for ${JSON.stringify(words)}`) })
    .min(1, { error: `expected the words for ${JSON.stringify(words)}, got an empty string` })
    .refine((value) => slotsOf(value) === slots, { error: (issue) => `expected the slots of ${JSON.stringify(words)} (${slots || 'none'}), got ${JSON.stringify(issue.input)}` });
}

/** Whether `value` is a real day written YYYY-MM-DD. @param {string} value */
export function isCalendarDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isoDate = z
  .string({ error: 'expected a date as YYYY-MM-DD' })
  .refine(isCalendarDate, { error: (issue) => `expected a date as YYYY-MM-DD (a real day), got ${JSON.stringify(issue.input)}` });
const postText = (/** @type {string} */ what) =>
  z
    .string({ error: `expected ${what}` })
    .trim()
    .min(1, { error: `expected ${what}, got an empty string` });

/**
 * A post's frontmatter: these fields and a language's `extra` (src/content/posts.ts infers the blog's types from it).
 * @template {z.ZodRawShape} E @param {readonly string[]} categoryNames @param {E} extra
 */
function postFrontmatter(categoryNames, extra) {
  const notACategory = (/** @type {{ input: unknown }} */ issue) =>
    `expected one of ${categoryNames.map((c) => `"${c}"`).join(', ')}, got ${JSON.stringify(issue.input)}`;
  const names = ['title', 'author', 'category', 'date', 'summary', 'updated', 'image', 'imageAlt', 'draft', ...Object.keys(extra)];
  return z
    .strictObject(
      {
        title: postText('the post title as text'),
        author: postText("the author's name as text"),
        category: z.string({ error: notACategory }).refine((name) => categoryNames.includes(name), { error: notACategory }),
        date: isoDate,
        updated: isoDate.optional(),
        // The page's meta description: search results cut what is longer, and rank what is shorter as thin.
        summary: postText('a one-sentence summary as text').refine((text) => text.length >= 120 && text.length <= 160, {
          error: (issue) => `expected 120–160 characters (the description search results show), got ${String(issue.input).length}`,
        }),
        image: postText('a path to an image file, relative to this post').optional(),
        imageAlt: postText('a description of the image as text').optional(),
        draft: z.boolean({ error: (issue) => `expected true or false, got ${JSON.stringify(issue.input)}` }).optional(),
        ...extra,
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown field; expected only ${names.join(', ')}` : undefined) },
    )
    .superRefine((fields, context) => {
      const value = /** @type {{ date: string, updated?: string, image?: string, imageAlt?: string }} */ (fields);
      if (value.image && !value.imageAlt)
        context.addIssue({ code: 'custom', path: ['imageAlt'], message: 'expected a description of the image (required with image)' });
      if (!value.image && value.imageAlt) context.addIssue({ code: 'custom', path: ['image'], message: 'expected an image file for imageAlt to describe' });
      if (value.updated && value.updated < value.date)
        context.addIssue({ code: 'custom', path: ['updated'], message: `expected a date on or after date (${value.date}), got "${value.updated}"` });
    });
}

export const frontmatterSchema = postFrontmatter(CATEGORIES.map((category) => category.name), {});

const SLUG_TEXT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugField = (/** @type {string} */ what) =>
  z.string({ error: expected(what) }).regex(SLUG_TEXT, { error: (issue) => `expected ${what} (lowercase letters, digits, single hyphens), got ${shown(issue.input)}` });

/** src/content/<locale>/categories.yaml: each category's name, hub slug, description and cover alts in that language, by its slug. */
export const categoriesSchema = fields(
  Object.fromEntries(
    CATEGORIES.map((category) => [
      category.slug,
      fields({
        name: text('the category name', {}),
        slug: slugField('the hub slug'),
        description: text('the hub description', {}),
        covers: fields(Object.fromEntries(Object.keys(category.covers).map((file) => [file, text('the cover alt text', {})]))),
      }),
    ]),
  ),
);

/** A post's frontmatter in a language but the default: its category in its words, and `translationOf`, the post it translates. @param {readonly string[]} categoryNames */
export const translationFrontmatterSchema = (categoryNames) =>
  postFrontmatter(categoryNames, { translationOf: slugField("the original post's slug (its file name without .md)").optional() });
