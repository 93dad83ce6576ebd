/**
 * What each page gets as its `copy`, from its language's copy module (src/content/<locale>/*.ts):
 * the checked content files (src/content/types.ts) and the interface's words (src/content/ui.mjs),
 * put together by these functions so that both languages' copy has one shape. Art and icons are
 * the components' own: only words differ between languages.
 */
import type * as Ui from './ui.mjs';
import type { AboutCopy, FaqCopy, HomeCopy, ServicesCopy, TestimonialsCopy, WhyChooseUsCopy } from './types';
import type { Locale } from '../lib/locale.mjs';
import type { FOOTER_POSTS } from '../lib/footerQuirk.mjs';

/**
 * The layout's words, and what every page of the layout shares; `switcher`: the other language's name, and the link's
 * accessible name, in it; `footerPosts`: where the footer's post links go, when not to the spec's posts.
 */
export const chromeCopy = (locale: Locale, { switcher, footerPosts = {}, ...ui }: UiChrome, description: string) => ({
  locale,
  ui,
  description,
  switcher,
  footerPosts,
});
type UiChrome = typeof Ui.chrome & { switcher: { label: string; name: string }; footerPosts?: Partial<Record<keyof typeof FOOTER_POSTS, string>> };

export const homeCopy = (ui: typeof Ui.home, home: unknown, faq: unknown, testimonials: unknown) => ({
  ui,
  ...(home as HomeCopy),
  faq: (faq as FaqCopy).items,
  testimonials: (testimonials as TestimonialsCopy).testimonials,
});

export const aboutCopy = (ui: typeof Ui.about, about: unknown, services: unknown) => ({
  ui,
  ...(about as AboutCopy),
  services: (services as ServicesCopy).services.map((service) => service.title),
});

export const servicesCopy = (ui: typeof Ui.services, services: unknown, why: unknown, testimonials: unknown) => ({
  ui,
  ...(services as ServicesCopy),
  whyChooseUs: (why as WhyChooseUsCopy).points,
  testimonials: (testimonials as TestimonialsCopy).testimonials,
});

export const contactCopy = (ui: typeof Ui.contact) => ({ ui });
export const notFoundCopy = (ui: typeof Ui.notFound) => ({ ui });
export const blogCopy = (locale: Locale, ui: typeof Ui.blog) => ({ locale, ui });
export const searchCopy = (locale: Locale, ui: typeof Ui.search) => ({ locale, ui });

export type ChromeCopy = ReturnType<typeof chromeCopy>;
export type HomePageCopy = ReturnType<typeof homeCopy>;
export type AboutPageCopy = ReturnType<typeof aboutCopy>;
export type ServicesPageCopy = ReturnType<typeof servicesCopy>;
export type ContactPageCopy = ReturnType<typeof contactCopy>;
export type NotFoundPageCopy = ReturnType<typeof notFoundCopy>;
export type BlogPageCopy = ReturnType<typeof blogCopy>;
export type SearchPageCopy = ReturnType<typeof searchCopy>;
