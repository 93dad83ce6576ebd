// The site's languages, the default (the spec's English) at the root and each other under its prefix: what each is,
// the one place that names them; paths.mjs builds the URLs. Plain JavaScript, so the prerender and the CommonJS scripts read it.

/**
 * The pseudo-locale, for testing the interface in a language no one has written yet: accented, longer, each string in
 * brackets (scripts/pseudo-locale.mjs writes its content from the English). In the list only in a build made with
 * PSEUDO_LOCALE=1 (npm run test:pseudo), which is never deployed; no other language links it.
 */
export const PSEUDO_LOCALE = 'en-xa';
// eslint-disable-next-line no-undef -- Vite's define (vite.config.ts) in the bundles; the environment in Node
const WITH_PSEUDO = typeof __PSEUDO_LOCALE__ === 'boolean' ? __PSEUDO_LOCALE__ : globalThis.process?.env?.PSEUDO_LOCALE === '1';

/** The languages, the default first: its pages keep the spec's paths, with no prefix. */
export const LOCALES = /** @type {readonly ('en' | 'es' | typeof PSEUDO_LOCALE)[]} */ (WITH_PSEUDO ? ['en', 'es', PSEUDO_LOCALE] : ['en', 'es']);
export const DEFAULT_LOCALE = 'en';
/** @typedef {(typeof LOCALES)[number]} Locale */

/**
 * The form of `forms` for `count` in `locale`: Intl.PluralRules' category (one, few, many, other… as the language has
 * them), else `other`. @template T @param {Locale} locale @param {number} count @param {{ other: T } & Partial<Record<Intl.LDMLPluralRule, T>>} forms
 */
export function plural(locale, count, forms) {
  return forms[new Intl.PluralRules(LOCALE[locale].intl).select(count)] ?? forms.other;
}

/**
 * Each language's facts: `es`, not `es-US`, as one Spanish edition serves every Spanish reader; es_US for Open Graph, as
 * its readers drive U.S. lanes; its pages' path segments in its own words, which readers see and searches match; the
 * language switcher's link to it, in its own words; how it writes a date ("Mar 18, 2025" on the English cards, "18 de
 * marzo de 2025" in full); how many posts its home's carousel shows (the Spanish home's longer copy leaves room in the
 * first round trip for 3 of the spec's "up to 5").
 */
const FACTS = {
  en: {
    prefix: '',
    lang: 'en',
    hreflang: 'en',
    ogLocale: 'en_US',
    intl: 'en-US',
    switcher: { label: 'English', name: 'Read this page in English' },
    pages: { home: '', about: 'about', services: 'services', contact: 'contact', blog: 'blogs', search: 'search' },
    blog: { page: 'page', category: 'category' },
    date: /** @type {const} */ ({ month: 'short', day: 'numeric', year: 'numeric' }),
    carousel: 5,
  },
  es: {
    prefix: '/es',
    lang: 'es',
    hreflang: 'es',
    ogLocale: 'es_US',
    intl: 'es-US',
    switcher: { label: 'Español', name: 'Lee esta página en español' },
    pages: { home: '', about: 'nosotros', services: 'servicios', contact: 'contacto', blog: 'blog', search: 'buscar' },
    blog: { page: 'pagina', category: 'categoria' },
    date: /** @type {const} */ ({ day: 'numeric', month: 'long', year: 'numeric' }),
    carousel: 3,
  },
};
export const LOCALE = /** @type {Readonly<Record<Locale, (typeof FACTS)[keyof typeof FACTS] & { listed?: false }>>} */ (
  Object.freeze({
    ...FACTS,
    ...(WITH_PSEUDO && {
      [PSEUDO_LOCALE]: {
        ...FACTS.en,
        prefix: `/${PSEUDO_LOCALE}`,
        lang: 'en-XA',
        hreflang: 'en-XA',
        ogLocale: 'en_XA',
        switcher: { label: '[Pséüðö]', name: '[Réáð thîs págé îñ thé pséüðö-löçálé]' },
        listed: /** @type {const} */ (false),
      },
    }),
  })
);
/** The languages readers are offered: the language links, hreflang sets and the sitemap name these. */
export const LISTED_LOCALES = LOCALES.filter((locale) => LOCALE[locale].listed !== false);

/** @typedef {keyof typeof LOCALE.en.pages} PageName */

/** The language a path is in: the one whose prefix it is or starts with, else the default. @param {string} path @returns {Locale} */
export function localeOf(path) {
  return (
    LOCALES.find((locale) => locale !== DEFAULT_LOCALE && (path === LOCALE[locale].prefix || path.startsWith(`${LOCALE[locale].prefix}/`))) ?? DEFAULT_LOCALE
  );
}

/** Made at the first date (the build formats them; a page's script need not pay for it). @type {Partial<Record<Locale, Intl.DateTimeFormat>>} */
const dateFormats = {};

/** A YYYY-MM-DD date as a reader of `locale` reads it. @param {string} date @param {Locale} [locale] */
export function formatDate(date, locale = DEFAULT_LOCALE) {
  const format = (dateFormats[locale] ??= new Intl.DateTimeFormat(LOCALE[locale].intl, { ...LOCALE[locale].date, timeZone: 'UTC' }));
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A UI string with its `{name}` slots filled. @param {string} template @param {Record<string, string | number>} values */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (slot, name) => (name in values ? String(values[name]) : slot));
}
