/**
 * What each page gets as its `copy`: its group of the interface's words (src/content/ui.mjs, made per language at build
 * time) and the checked content files (src/content/types.ts), in one shape for every language. `<name>Copy` makes the
 * copy module src/content/<locale>/<name>.ts, which the content plugin writes for each language (prerender/content/files.mjs).
 * Art and icons are the components' own: only words differ between languages.
 */
import type * as Ui from './ui.mjs';
import type { AboutCopy, FaqCopy, HomeCopy, ServicesCopy, TestimonialsCopy, WhyChooseUsCopy } from './types';
import type { Locale } from '../lib/locale.mjs';
import type { FOOTER_POSTS } from '../lib/footerQuirk.mjs';

type Words<G extends keyof typeof Ui> = (typeof Ui)[G];
type ChromeWords = Words<'chrome'> & { footerPosts?: Partial<Record<keyof typeof FOOTER_POSTS, string>> };

/** The layout's words; `footerPosts`: where the footer's post links go, if not to the spec's. */
export const chromeCopy = (locale: Locale, words: unknown, description: unknown) => {
  const { footerPosts = {}, ...ui } = words as ChromeWords;
  return { locale, ui, description: description as string, footerPosts };
};

export const homeCopy = (_locale: Locale, ui: unknown, home: unknown, faq: unknown, testimonials: unknown) => ({
  ui: ui as Words<'home'>,
  ...(home as HomeCopy),
  faq: (faq as FaqCopy).items,
  testimonials: (testimonials as TestimonialsCopy).testimonials,
});

export const aboutCopy = (_locale: Locale, ui: unknown, about: unknown, services: unknown) => ({
  ui: ui as Words<'about'>,
  ...(about as AboutCopy),
  services: (services as ServicesCopy).services.map((service) => service.title),
});

export const servicesCopy = (_locale: Locale, ui: unknown, services: unknown, why: unknown, testimonials: unknown) => ({
  ui: ui as Words<'services'>,
  ...(services as ServicesCopy),
  whyChooseUs: (why as WhyChooseUsCopy).points,
  testimonials: (testimonials as TestimonialsCopy).testimonials,
});

/** A page whose copy is its words alone. */
const wordsCopy = <G extends 'contact' | 'notFound' | 'blog' | 'search'>(locale: Locale, ui: unknown) => ({ locale, ui: ui as Words<G> });
export const contactCopy = wordsCopy<'contact'>;
export const notFoundCopy = wordsCopy<'notFound'>;
export const blogCopy = wordsCopy<'blog'>;
export const searchCopy = wordsCopy<'search'>;

export type ChromeCopy = ReturnType<typeof chromeCopy>;
export type HomePageCopy = ReturnType<typeof homeCopy>;
export type AboutPageCopy = ReturnType<typeof aboutCopy>;
export type ServicesPageCopy = ReturnType<typeof servicesCopy>;
export type ContactPageCopy = ReturnType<typeof contactCopy>;
export type NotFoundPageCopy = ReturnType<typeof notFoundCopy>;
export type BlogPageCopy = ReturnType<typeof blogCopy>;
export type SearchPageCopy = ReturnType<typeof searchCopy>;
