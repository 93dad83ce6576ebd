import { site } from '../config/site';
import type * as Ui from './ui.mjs';
import { fill } from '../lib/locale.mjs';

/** A page of the blog list, or of `category`'s hub: its own title and description (a hub's first page: the category's). */
export function listMeta(meta: typeof Ui.blog.meta, page: number, pageCount: number, category?: { name: string; description: string }) {
  const values = { page, pageCount, name: category?.name ?? '', siteName: site.name };
  if (!category) return page === 1 ? { title: meta.title, description: meta.description } : { title: fill(meta.pageTitle, values), description: fill(meta.pageDescription, values) };
  if (page === 1) return { title: fill(meta.categoryTitle, values), description: category.description };
  return { title: fill(meta.categoryPageTitle, values), description: fill(meta.categoryPageDescription, values) };
}
