// The measured part of the prerender benchmark, run in its own process so that its peak memory is
// the crawl's alone (not the generator's or Vite's): import the SSR build of a project directory,
// crawl it with the real crawl() and write every page, 404.html, the sitemap and robots.txt to its
// dist/, as prerender/index.mjs does. Prints one JSON line with the numbers.
//
//   node prerender/bench/measure.mjs --dir <project> [--workers <n>] [--heap-mb <MB>] [--recycle-after <pages>]
//
// --workers 0 is the real build's single-threaded crawl; n > 0 renders in n worker threads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { crawl } from '../crawl.mjs';
import * as lib from '../lib.mjs';
import { loadStylesheets } from '../stylesheets.mjs';

const { buildSitemaps, pathToFile, robotsTxt } = lib;

const { values } = parseArgs({
  options: { dir: { type: 'string' }, workers: { type: 'string', default: '0' }, 'heap-mb': { type: 'string' }, 'recycle-after': { type: 'string' } },
});
if (!values.dir) throw new Error('measure.mjs: --dir <project> is required');
const dir = resolve(values.dir);
const workers = Number(values.workers);

// Sampled RSS (the whole process: worker threads share it) next to the kernel's high-water mark.
const urls = [];
let sampledPeak = process.memoryUsage.rss();
const trace = process.env.BENCH_TRACE === '1';
let ticks = 0;
const sampler = setInterval(() => {
  const rss = process.memoryUsage.rss();
  sampledPeak = Math.max(sampledPeak, rss);
  if (trace && ++ticks % 50 === 0) process.stderr.write(`${(performance.now() / 1000).toFixed(1)} s: rss ${Math.round(rss / 2 ** 20)} MB, ${urls.length} pages\n`);
}, 10);

const started = performance.now();
const cpuStart = process.cpuUsage();
const loadStart = loadavg()[0];
const distDir = join(dir, 'dist');
const ssrEntry = pathToFileURL(join(dir, 'dist-ssr', 'entry-server.js')).href;
const { render, siteOrigin } = await import(ssrEntry);
// The crawl overwrites dist/index.html with "/": keep the template aside so a kept dir can be re-measured.
const templateCopy = join(dir, 'template.html');
const template = await readFile(templateCopy, 'utf8').catch(async () => {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  await writeFile(templateCopy, html);
  return html;
});
const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8'));
// As prerender/index.mjs does: pages carry their CSS inline.
const stylesheets = await loadStylesheets(distDir, manifest);

// Synchronous writes: a page is small, and the promise API costs the main thread (which also does the
// crawl's bookkeeping) several times more CPU per file than the system calls themselves.
const madeDirs = new Set([distDir]);
function writeOut(name, content) {
  const file = join(distDir, name);
  const parent = dirname(file);
  if (!madeDirs.has(parent)) {
    mkdirSync(parent, { recursive: true });
    madeDirs.add(parent);
  }
  writeFileSync(file, content);
}

const { pages, notFoundHtml, quirks, workersStarted } = await crawl({
  render,
  template,
  // As prerender/index.mjs does (routeAssets; pageAssetTags before it).
  ...(lib.routeAssets ? { routeAssets: (modules) => lib.routeAssets(manifest, modules) } : { assetTags: (modules) => lib.pageAssetTags(manifest, modules) }),
  stylesheets,
  ...(workers > 0 ? { workers, renderModule: ssrEntry } : {}),
  ...(values['heap-mb'] ? { workerHeapMb: Number(values['heap-mb']) } : {}),
  ...(values['recycle-after'] ? { recycleWorkersAfter: Number(values['recycle-after']) } : {}),
  // Each page is written as soon as it is rendered, so the pages need not all be in memory at once.
  onPage: (path, html) => {
    urls.push(path === '/' ? `${siteOrigin}/` : `${siteOrigin}${path}`);
    return writeOut(pathToFile(path), html);
  },
});
const files = { '404.html': notFoundHtml, ...buildSitemaps(urls, siteOrigin), 'robots.txt': robotsTxt(siteOrigin) };
for (const sheet of stylesheets.values()) for (const [href, css] of sheet.restFiles()) files[href.slice(1)] = css;
for (const [name, content] of Object.entries(files)) writeOut(name, content);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart); // all threads of the process

clearInterval(sampler);
sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
const result = {
  pages: pages.size,
  written: urls.length,
  quirks: [...quirks.keys()],
  seconds,
  pagesPerSecond: pages.size / seconds,
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
  sampledPeakRssBytes: sampledPeak,
  workers,
  workersStarted,
  // Which React build rendered: a plain `node` gets the development one; crawl()'s workers default to production.
  nodeEnv: workers > 0 ? (process.env.NODE_ENV ?? 'production') : (process.env.NODE_ENV ?? '(unset)'),
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  load: [loadStart, loadavg()[0]],
  blogPosts: [...pages.keys()].filter((path) => path.startsWith('/blogs/')).length,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
