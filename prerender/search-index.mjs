// The blog's search index (README, "Search"): Pagefind reads the prerendered posts from dist/ and
// writes its index, chunked and named by content hash, with its browser code, under
// dist/pagefind/ (SEARCH_INDEX_PATH). What it holds: each post's <article data-pagefind-body>
// (src/pages/BlogPostPage.tsx) without the elements CHROME names or marked data-pagefind-ignore,
// and its metadata: the title (the article's h1), category and date (data-pagefind-meta,
// src/components/ui/PostByline.tsx). No other page is indexed: the glob reads posts only, and
// Pagefind indexes only pages with data-pagefind-body. Drafts and scheduled posts have no page in a
// production build, so they are never in it.
//
// Pagefind's indexer is a binary (@pagefind/<platform>), run by its Node API as a process of its
// own: the build's memory is the prerender's plus that process's, one after the other. The index is
// made again only when a post's page changed (the posts' page keys, prerender/page.mjs): otherwise
// the last build's files stay in dist/ as they are.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { close, createIndex } from 'pagefind';
import { digest } from './cache.mjs';
import { SEARCH_INDEX_PATH } from '../src/lib/paths.mjs';

/** dist/'s folder for the index, from the address the search page loads it from ("pagefind"). */
export const SEARCH_INDEX_DIR = SEARCH_INDEX_PATH.replaceAll('/', '');

/** The posts' pages, relative to dist/ (src/lib/paths.mjs: /blogs/<slug>; /blogs/page/N and hubs are deeper). */
export const POST_PAGES = 'blogs/*/index.html';

/**
 * Inside the article, what is not its text: the breadcrumb and the contents (nav), the search box
 * (form). Named here rather than marked in the markup: every byte of a post's HTML counts against
 * its budget. To leave anything else out, mark it data-pagefind-ignore.
 */
export const CHROME = ['nav', 'form'];

/**
 * The files of Pagefind's bundle the site does not use: its ready-made interfaces (the search page
 * is our own, src/pages/SearchPage.tsx) and its highlighter.
 */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

/** Pagefind's version: a new one makes the index again. */
const VERSION = JSON.parse(readFileSync(new URL('../node_modules/pagefind/package.json', import.meta.url), 'utf8')).version;

/**
 * Writes the search index of the posts' pages into `distDir` (Pagefind writes its files itself: handing
 * them over in memory, its getFiles(), doubled the indexer's peak memory at 10,000 posts), or keeps
 * the last build's when `previous` was made from the same pages; either way each file is passed
 * to `keep`, so that the prerender's clean-up leaves it.
 * Returns this index's record for the next build ({ key, files }), how many posts it holds and
 * what it did.
 * @param {{
 *   distDir: string,
 *   pageKeys: string[],
 *   previous?: { key: string, files: string[], posts: number },
 *   keep: (file: string) => void,
 * }} options `pageKeys`: the cache keys of the posts' pages (any change to one changes the index)
 */
export async function buildSearchIndex({ distDir, pageKeys, previous, keep }) {
  const started = performance.now();
  const key = digest(VERSION, JSON.stringify(CHROME), ...[...pageKeys].sort());
  if (previous?.key === key && previous.files.every((file) => existsSync(join(distDir, file)))) {
    for (const file of previous.files) keep(file);
    return { record: previous, posts: previous.posts, made: false, seconds: (performance.now() - started) / 1000 };
  }
  try {
    const { index, errors } = await createIndex({ excludeSelectors: CHROME, forceLanguage: 'en' });
    if (!index) throw new Error(errors.join('; '));
    const added = await index.addDirectory({ path: distDir, glob: POST_PAGES });
    if (added.errors.length > 0) throw new Error(added.errors.join('; '));
    if (added.page_count !== pageKeys.length) {
      throw new Error(`indexed ${added.page_count} pages, expected the ${pageKeys.length} posts (is each post's <article> marked data-pagefind-body?)`);
    }
    const outputPath = join(distDir, SEARCH_INDEX_DIR);
    await rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    const files = [];
    for (const entry of await readdir(outputPath, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath ?? entry.path, entry.name);
      if (UNUSED.test(entry.name)) {
        await rm(path);
        continue;
      }
      const file = relative(distDir, path).split(sep).join('/');
      keep(file);
      files.push(file);
    }
    return { record: { key, files, posts: added.page_count }, posts: added.page_count, made: true, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    throw new Error(`search index: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    await close();
  }
}
