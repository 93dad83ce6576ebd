// The build-time crawler (the last step of `npm run build`): reads and checks the posts, then makes
// every page in worker threads (prerender/page.mjs) starting from every static route and every
// post and following every internal link, and writes dist/<path>/index.html with its Brotli copy
// and its route data (index.json), 404.html, the Open Graph images, the post images and covers,
// sitemap.xml, rss.xml, robots.txt, the icons and the web manifest. Pure work is cached by content
// hash (prerender/cache.mjs). Memory stays flat as the site grows: pages go to disk as they are made.
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { renderIcon, ogImageSvg, webManifest } from './brand.mjs';
import { CACHE_DIR, CacheShelf, digest } from './cache.mjs';
import { ContentError, loadContent, OG_WIDTH } from './content.mjs';
import { crawl, CrawlError } from './crawl.mjs';
import { rssFeed } from './feed.mjs';
import { buildSitemaps, robotsTxt } from './lib.mjs';
import { WORKER_FLAG } from './page.mjs';
import { WorkerPool } from './pool.mjs';
import { formatReport, reportRow } from './report.mjs';
import { readStylesheets } from './stylesheets.mjs';

// Render with production React (2–3× faster than development; the same markup), unless told otherwise.
process.env.NODE_ENV ??= 'production';

/** Pages made ahead of the one being checked: enough to keep every worker busy. */
const WINDOW = 64;
/** Each worker's old-generation heap limit (MB): V8 collects fully only near it, so it bounds the process. */
const WORKER_HEAP_MB = 256;

const here = dirname(fileURLToPath(import.meta.url));

/** Everything a made page depends on besides its path and data: a change to any makes every page again. */
async function buildFingerprint({ template, manifest, stylesheets, ssrDir }) {
  const ssrFiles = (await readdir(ssrDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const code = await Promise.all([
    ...ssrFiles.map((entry) => readFile(join(entry.parentPath ?? entry.path, entry.name))),
    ...(await readdir(here)).filter((name) => name.endsWith('.mjs') && !name.endsWith('.test.mjs')).map((name) => readFile(join(here, name))),
  ]);
  return digest(process.env.NODE_ENV, template, JSON.stringify(manifest), JSON.stringify(stylesheets), ...code);
}

/** The newest of the posts' dates (updated, else published): a listing's last change. */
function newest(posts) {
  return posts.reduce((latest, post) => ((post.updated ?? post.date) > latest ? (post.updated ?? post.date) : latest), '');
}

export async function prerender({
  dist = 'dist',
  ssrDir = 'dist-ssr',
  postsDir = 'src/content/posts',
  cacheDir = CACHE_DIR,
  workers = Math.max(1, availableParallelism()),
  log = console.log,
} = {}) {
  const started = performance.now();
  const distDir = resolve(dist);
  const ssrEntry = resolve(ssrDir, 'entry-server.js');
  const ssr = await import(pathToFileURL(ssrEntry).href);
  const { site, siteOrigin, FEED, POSTS_PER_PAGE } = ssr;

  const contentCache = new CacheShelf(cacheDir, 'content', '.json');
  const cacheKey = 'posts';
  const parsed = new Map(Object.entries(JSON.parse(contentCache.read(cacheKey)?.toString() ?? '{}')));
  const { posts, files, rasters } = await loadContent({ dir: postsDir, cache: parsed });
  const contentSeconds = (performance.now() - started) / 1000;

  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const stylesheets = await readStylesheets(distDir, manifest);
  const fingerprint = await buildFingerprint({ template, manifest, stylesheets, ssrDir });
  const host = new URL(siteOrigin).host.replace(/^www\./, '');

  const pool = new WorkerPool(
    new URL('./page.mjs', import.meta.url),
    workers,
    { [WORKER_FLAG]: true, ssrEntry, dist: distDir, template, manifest, stylesheets, posts, cacheDir, fingerprint },
    { heapMb: WORKER_HEAP_MB },
  );
  let crawled;
  const pngKeys = new Set();
  try {
    // The posts' Open Graph PNGs (one per distinct image or cover) are drawn alongside the pages.
    const drawn = [...rasters].map(([href, { svg }]) => pool.run({ raster: { href, svg, width: OG_WIDTH } }));
    crawled = await crawl({
      start: [...ssr.staticPaths(), ...posts.map((post) => `/blogs/${post.slug}`)],
      makePage: (path, options) => pool.run({ path, ...options }),
      window: WINDOW,
    });
    // The pages that show their own title card (the site's pages, the blog's first page).
    for (const page of crawled.pages.values()) {
      if (page.ogCard) drawn.push(pool.run({ raster: { href: page.ogCard.href, svg: ogImageSvg({ title: page.ogCard.title, siteName: site.name, host }), width: OG_WIDTH } }));
    }
    for (const { key } of await Promise.all(drawn)) pngKeys.add(key);
  } finally {
    await pool.close();
  }
  const { pages, quirks } = crawled;

  // Post images and covers, and the rest-of-stylesheet files the pages list.
  await Promise.all(
    [...files].map(async ([href, source]) => {
      const target = join(distDir, href);
      await mkdir(dirname(target), { recursive: true });
      await (source.file ? copyFile(source.file, target) : writeFile(target, source.text));
    }),
  );
  const rest = new Set([...pages.values()].flatMap((page) => page.rest));
  for (const href of crawled.notFoundPage.rest) rest.add(href);
  const restShelf = new CacheShelf(cacheDir, 'rest');
  await Promise.all([...rest].map((href) => copyFile(restShelf.file(href.split('/').pop()), join(distDir, href))));

  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  const lastmod = (path) => {
    const post = path.startsWith('/blogs/') && bySlug.get(path.slice('/blogs/'.length));
    if (post) return post.updated ?? post.date;
    const listPage = path === '/blogs' ? 1 : Number(/^\/blogs\/page\/(\d+)$/.exec(path)?.[1]);
    return listPage ? newest(posts.slice((listPage - 1) * POSTS_PER_PAGE, listPage * POSTS_PER_PAGE)) || undefined : undefined;
  };
  const entries = [...pages.keys()].map((path) => ({ loc: path === '/' ? `${siteOrigin}/` : `${siteOrigin}${path}`, lastmod: lastmod(path) }));
  const siteFiles = {
    ...buildSitemaps(entries, siteOrigin),
    'robots.txt': robotsTxt(siteOrigin),
    [FEED.path.slice(1)]: rssFeed({
      posts: posts.slice(0, FEED.items),
      origin: siteOrigin,
      path: FEED.path,
      title: FEED.title,
      description: `Articles for owner-operators and small fleets from the ${site.name} dispatch desk.`,
    }),
    'apple-touch-icon.png': renderIcon(180),
    'icon-192.png': renderIcon(192),
    'icon-512.png': renderIcon(512),
    'manifest.webmanifest': webManifest({ name: site.name, shortName: 'Northlane', description: site.description, themeColor: site.themeColor }),
  };
  await Promise.all(Object.entries(siteFiles).map(([name, content]) => writeFile(join(distDir, name), content)));
  // The manifest is build-time information, not part of the site.
  await rm(join(distDir, '.vite'), { recursive: true, force: true });

  // The cache keeps what this build used.
  contentCache.write(cacheKey, JSON.stringify(Object.fromEntries(parsed)));
  const pageKeys = new Set([...pages.values()].map((page) => page.key));
  pageKeys.add(crawled.notFoundPage.key);
  await Promise.all([
    new CacheShelf(cacheDir, 'pages', '.page').prune(pageKeys),
    new CacheShelf(cacheDir, 'og', '.png').prune(pngKeys),
    restShelf.prune(new Set([...rest].map((href) => href.split('/').pop()))),
  ]);

  for (const [path, from] of quirks) {
    log(`prerender: known spec quirk, not followed: ${path} (the relative footer link 'Updates' on ${from} and pages like it)`);
  }
  const seconds = (performance.now() - started) / 1000;
  const made = [...pages.values()].filter((page) => !page.cached).length;
  log(
    `prerender: ${pages.size.toLocaleString('en-US')} pages + 404.html (${made.toLocaleString('en-US')} made, ${(pages.size - made).toLocaleString('en-US')} unchanged, from the cache) ` +
      `from ${posts.length.toLocaleString('en-US')} posts in ${seconds.toFixed(2)} s (${(pages.size / seconds).toFixed(0)} pages/s; posts read in ${contentSeconds.toFixed(2)} s; ${workers} workers); ` +
      `each page with its Brotli copy and route data, ${pngKeys.size} Open Graph images, sitemap.xml, ${FEED.path.slice(1)}, robots.txt`,
  );
  const report = [...pages].map(([path, page]) => ({ ...reportRow(path, page.figures), group: page.route === 'blog-post' ? '/blogs/{slug}' : page.route === 'blogs-page' ? '/blogs/page/{n}' : undefined }));
  log(formatReport(report));
  return { pages: pages.size, made, seconds, report };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await prerender();
    await rm('dist-ssr', { recursive: true, force: true });
  } catch (error) {
    const known = error instanceof CrawlError || error instanceof ContentError;
    console.error(`prerender failed: ${known ? error.message : (error?.stack ?? error)}`);
    process.exit(1);
  }
}
