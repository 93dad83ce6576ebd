// The pages of a build from its sitemap (and the sitemap-N.xml files it indexes past 50,000 URLs), and the routes the gates check.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePath } from '../src/lib/paths.mjs';
import { LOCALES, localeOf } from '../src/lib/locale.mjs';
import { lastBuildState } from '../prerender/cache.mjs';

/** Posts share one template and one set of chunks: the newest stands for them (every post's budgets are the build's and test:scale's). */
export const POSTS_CHECKED = 1;

const ENTITIES = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" });

/** [{ loc, lastmod? }] of a urlset or sitemapindex document. @param {string} xml */
export function parseSitemap(xml) {
  const entries = [...xml.matchAll(/<(?:url|sitemap)>([\s\S]*?)<\/(?:url|sitemap)>/g)].flatMap(([, body = '']) => {
    const loc = /<loc>([^<]+)<\/loc>/
      .exec(body)?.[1]
      ?.trim()
      .replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ENTITIES[name] ?? '');
    return loc ? [{ loc, lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1]?.trim() }] : [];
  });
  return { isIndex: /<sitemapindex[\s>]/.test(xml), entries };
}

/** Every page of the build's sitemap as { loc, path, lastmod }, in sitemap order. @param {string} dist */
export function sitemapPages(dist) {
  const file = join(dist, 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`${file} not found: run npm run build first (the routes to check come from the sitemap)`);
  const top = parseSitemap(readFileSync(file, 'utf8'));
  const entries = top.isIndex ? top.entries.flatMap(({ loc }) => parseSitemap(readFileSync(join(dist, new URL(loc).pathname), 'utf8')).entries) : top.entries;
  return entries.map(({ loc, lastmod }) => ({ loc, path: new URL(loc).pathname, lastmod }));
}

/** The pages of `paths` a check covers: all, or with PAGES=changed those the last build made anew, every edited post and a few of each other kind per language (pages changed together differ only in a shared list). @param {string} dist @param {string[]} paths @param {{ rendered?: string[], edited?: string[] } | null} [state] */
export function pagesChecked(dist, paths, state = process.env.PAGES === 'changed' ? lastBuildState(dist) : null) {
  if (!state?.rendered) return paths;
  const [rendered, edited] = [new Set(state.rendered), new Set(state.edited)];
  const perKind = new Map();
  return paths.filter((path) => {
    if (edited.has(path)) return true;
    if (!rendered.has(path)) return false;
    const kind = `${localeOf(path)} ${parsePath(path).kind}`;
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    return perKind.get(kind) <= 5;
  });
}

/** In each language: every page of its own kind, the first and last blog list page, the first hub (the hubs share its template) and the newest posts. @param {{ path: string, lastmod?: string }[]} pages */
export function selectRoutes(pages, { posts = POSTS_CHECKED } = {}) {
  return LOCALES.flatMap((locale) => {
    const kinds = /** @type {Record<string, { path: string, lastmod?: string, number: number }[]>} */ ({ blog: [], category: [], post: [], other: [] });
    for (const page of pages) {
      if (localeOf(page.path) !== locale) continue;
      const parsed = parsePath(page.path);
      const number = 'page' in parsed ? parsed.page : 0;
      const kind = parsed.kind in kinds ? parsed.kind : 'other';
      if (kind !== 'category' || number === 1) kinds[kind]?.push({ ...page, number });
    }
    const lists = kinds.blog?.sort((a, b) => a.number - b.number) ?? [];
    const newest = [...(kinds.post ?? [])].sort((a, b) => (b.lastmod ?? '').localeCompare(a.lastmod ?? '') || a.path.localeCompare(b.path)).slice(0, posts);
    const chosen = [...(kinds.other ?? []), lists[0], lists.at(-1), kinds.category?.[0], ...newest];
    return [...new Set(chosen.flatMap((page) => (page ? [page.path] : [])))];
  });
}

/** The gate's URLs on `origin`: `only` (paths), else the selected routes of the build in `dist`. @param {{ dist: string, origin: string, only?: string[] }} options */
export function lighthouseUrls({ dist, origin, only }) {
  return (only?.length ? only : selectRoutes(sitemapPages(dist))).map((path) => origin.replace(/\/+$/, '') + path);
}
