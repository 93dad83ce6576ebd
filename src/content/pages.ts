import { site } from '../config/site';
import type * as Ui from './ui.mjs';
import { fill } from '../lib/locale.mjs';

type Meta = typeof Ui.blog.meta;

/** The blog's title and meta description (120–160 characters), in its copy's language. */
export function blogMeta(meta: Meta) {
  return { title: meta.title, description: meta.description };
}

/** A page of the blog list past the first: its own title and description (page 1 is blogMeta). */
export function blogPageMeta(meta: Meta, page: number, pageCount: number) {
  const values = { page, pageCount, siteName: site.name };
  return { title: fill(meta.pageTitle, values), description: fill(meta.pageDescription, values) };
}

/** A page of a category's hub: its own title and description (page 1 is the category's own). */
export function categoryPageMeta(meta: Meta, category: { name: string; description: string }, page: number, pageCount: number) {
  const values = { page, pageCount, name: category.name, siteName: site.name };
  if (page === 1) return { title: fill(meta.categoryTitle, values), description: category.description };
  return { title: fill(meta.categoryPageTitle, values), description: fill(meta.categoryPageDescription, values) };
}
