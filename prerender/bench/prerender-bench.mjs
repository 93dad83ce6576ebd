// Prerender at scale: build the site with N generated blog posts in a temporary copy of the project
// (the real content is untouched), then crawl it with the real crawler and report pages per second,
// total crawl time and peak memory.
//
//   npm run bench:prerender -- [--posts 10000] [--workers auto|0|n] [--keep] [--reuse <dir>]
//
// 1. Copy src/, public/, index.html, vite.config.ts, tsconfig.json and package.json to a temp dir
//    (os.tmpdir()) and symlink the rest (node_modules, prerender/, …) but build and test output.
// 2. Generate N article bodies (~6–8 KB each, sentences of the real articles in deterministic
//    order) and append N posts to the copy's src/content/posts.ts; the real posts stay first (the
//    footer links them). Excerpts come from the site's own excerpt() (src/lib/blog.ts, via Vite).
// 3. Run the build's own `vite build` commands (from package.json's "build" script) in the copy.
//    Timed and printed, not part of the throughput.
// 4. In a fresh process (prerender/bench/measure.mjs, so the peak memory is the crawl's alone): import
//    the SSR build, crawl() from "/" and write every page, 404.html, sitemap and robots.txt to its dist/.
// 5. Check that every post was found, print the numbers, remove the temp dir (unless --keep).
//
// --reuse <dir> measures a directory kept by an earlier --keep run again (steps 4–5 only).
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { makeBody, makePost, parsePostsSource, postsModule, sentencePool } from './generate.mjs';

// Vite (loaded below for excerpt()) sets NODE_ENV=development when it is unset: the builds and the
// measured crawl get the environment this script started with, as they would under npm run build.
const startEnv = { ...process.env };
const PROJECT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const COPIED = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];
/** Not linked into the copy: build output, test output (nor any dot-file). */
const SKIPPED = new Set(['dist', 'dist-ssr', 'test-results', 'playwright-report']);
/** Pages that are not blog posts: /, /about, /services, /contact, /blogs. */
const STATIC_PAGES = 5;
const TARGET = { pagesPerSecond: 500, peakBytes: 1024 ** 3 };
/** What a prepared directory holds, for --reuse. */
const INFO_FILE = 'bench.json';

const USAGE = `usage: npm run bench:prerender -- [--posts 10000] [--workers auto|0|n] [--keep] [--reuse <dir>]
  --posts N      generated posts (the real ones are kept too)
  --workers      render worker threads; 0: the single-threaded crawl of the real build; auto (default): os.availableParallelism()
  --keep         keep the temp dir (its path is printed) to measure it again with --reuse
  --reuse <dir>  skip generating and building: crawl a kept dir again`;

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    workers: { type: 'string', default: 'auto' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const postCount = Number(values.posts);
if (!Number.isInteger(postCount) || postCount < 0) throw new Error(`--posts must be a whole number, got ${values.posts}`);
const workers = values.workers === 'auto' ? availableParallelism() : Number(values.workers);
if (!Number.isInteger(workers) || workers < 0) throw new Error(`--workers must be auto or a whole number, got ${values.workers}`);

const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const secondsSince = (start) => (performance.now() - start) / 1000;
const group = (n) => n.toLocaleString('en-US');

/** Run a command; its output is shown only if it fails. */
function run(command, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: startEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const output = Buffer.concat(out).toString();
      if (code === 0) resolvePromise(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-20_000)}`));
    });
  });
}

/** The `vite …` commands of package.json's build script, run with the project's Vite. */
function viteCommands(pkg) {
  const script = pkg.scripts?.build ?? '';
  const commands = script
    .split('&&')
    .map((part) => part.trim())
    .filter((part) => /^vite\s+build\b/.test(part))
    .map((part) => part.split(/\s+/).slice(1));
  return commands.length > 0 ? commands : [['build'], ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr']];
}

async function writeAll(entries, limit = 64) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < entries.length) {
        const [file, content] = entries[next++];
        await writeFile(file, content);
      }
    }),
  );
}

/** Steps 1–3: the copy, the posts, the build. Returns what the crawl must find. */
async function prepare(dir) {
  const generateStart = performance.now();
  for (const name of COPIED) await cp(join(PROJECT, name), join(dir, name), { recursive: true });
  // Everything else (node_modules, prerender/ — src imports prerender/marks.mjs —, …) is linked, read-only.
  for (const entry of await readdir(PROJECT, { withFileTypes: true })) {
    if (COPIED.includes(entry.name) || SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    await symlink(join(PROJECT, entry.name), join(dir, entry.name), entry.isDirectory() ? 'dir' : 'file');
  }

  // The posts: bodies from the real articles' sentences, excerpts by the site's excerpt().
  const { runnerImport } = await import('vite');
  const { module: blog } = await runnerImport(join(PROJECT, 'src/lib/blog.ts'), { configFile: false, logLevel: 'error', root: PROJECT });
  const postsDir = join(dir, 'src/content/posts');
  const realBodies = await Promise.all(
    (await readdir(postsDir)).filter((name) => name.endsWith('.md')).map((name) => readFile(join(postsDir, name), 'utf8')),
  );
  const realPosts = await readFile(join(dir, 'src/content/posts.ts'), 'utf8');
  const { images, categories, authors, count: realCount, maxId } = parsePostsSource(realPosts);
  const sentences = sentencePool(realBodies);
  const generated = [];
  const files = [];
  let markdownBytes = 0;
  for (let index = 0; index < postCount; index += 1) {
    const body = makeBody(index, sentences);
    const post = makePost(index, { id: maxId + index + 1, body, excerpt: blog.excerpt, authors, categories, imageCount: images.length });
    generated.push(post);
    files.push([join(postsDir, `${post.slug}.md`), body]);
    markdownBytes += Buffer.byteLength(body);
  }
  await mkdir(postsDir, { recursive: true });
  await writeAll(files);
  await writeFile(join(dir, 'src/content/posts.ts'), postsModule(realPosts, generated, images));
  const posts = realCount + postCount;
  console.log(`  generate: ${secondsSince(generateStart).toFixed(1)} s (${group(postCount)} bodies, ${mb(markdownBytes)} of Markdown; ${group(posts)} posts in all)`);

  // The real build's Vite commands in the copy.
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  const vite = join(PROJECT, 'node_modules/vite/bin/vite.js');
  const buildTimes = [];
  for (const args of viteCommands(pkg)) {
    const buildStart = performance.now();
    await run(process.execPath, [vite, ...args, '--logLevel', 'warn'], dir);
    buildTimes.push(`${args.includes('--ssr') ? 'ssr' : 'client'} ${secondsSince(buildStart).toFixed(1)} s`);
  }
  console.log(`  build:    ${buildTimes.join(', ')} (vite build; not part of the crawl's throughput)`);

  const info = { posts, pages: STATIC_PAGES + posts };
  await writeFile(join(dir, INFO_FILE), JSON.stringify(info));
  return info;
}

/** Steps 4–5: the measured crawl in its own process, checked and printed. Returns whether the targets were met. */
async function measure(dir, expected) {
  const output = await run(process.execPath, [fileURLToPath(new URL('measure.mjs', import.meta.url)), '--dir', dir, '--workers', String(workers)], PROJECT);
  const result = JSON.parse(output.trim().split('\n').at(-1));
  if (result.pages !== expected.pages || result.blogPosts !== expected.posts || result.written !== expected.pages) {
    throw new Error(`expected ${expected.pages} pages (${expected.posts} posts), the crawl found ${result.pages} (${result.blogPosts} posts) and wrote ${result.written}`);
  }
  const peak = Math.max(result.maxRssBytes, result.sampledPeakRssBytes);
  const react = result.nodeEnv === 'production' ? 'production React' : `NODE_ENV ${result.nodeEnv}: development React`;
  const mode = `${workers > 0 ? `${workers} render worker thread${workers === 1 ? '' : 's'}` : 'single-threaded'}, ${react}`;
  console.log(`  crawl:    ${group(result.pages)} pages + 404.html in ${result.seconds.toFixed(2)} s = ${group(Math.round(result.pagesPerSecond))} pages/s (render + links + write; ${mode})`);
  console.log(
    `  cpu:      ${result.cpuSeconds.toFixed(1)} s of CPU time in the crawl process (${((result.cpuSeconds * 1000) / result.pages).toFixed(2)} ms per page); ` +
      `machine load average ${result.load.map((value) => value.toFixed(1)).join(' → ')} on ${availableParallelism()} cores`,
  );
  const started = workers > 0 ? `; ${result.workersStarted} workers started` : '';
  console.log(`  memory:   peak RSS ${mb(peak)} (crawl process incl. workers: maxRSS ${mb(result.maxRssBytes)}, sampled ${mb(result.sampledPeakRssBytes)}${started})`);
  for (const quirk of result.quirks) console.log(`  quirk:    ${quirk} (known, not followed)`);
  const fast = result.pagesPerSecond >= TARGET.pagesPerSecond;
  const small = peak < TARGET.peakBytes;
  console.log(`  target:   >= ${TARGET.pagesPerSecond} pages/s ${fast ? 'met' : 'MISSED'}; < 1 GiB peak memory ${small ? 'met' : 'MISSED'}`);
  return fast && small;
}

const dir = values.reuse ? resolve(values.reuse) : await mkdtemp(join(tmpdir(), 'prerender-bench-'));
let failed = false;
try {
  if (values.reuse) {
    const expected = JSON.parse(await readFile(join(dir, INFO_FILE), 'utf8'));
    console.log(`prerender bench: ${group(expected.posts)} posts in ${dir} (reused)`);
    await measure(dir, expected);
  } else {
    console.log(`prerender bench: ${group(postCount)} generated posts + the real ones, in ${dir}`);
    await measure(dir, await prepare(dir));
  }
} catch (error) {
  failed = true;
  console.error(`prerender bench failed: ${error?.stack ?? error}`);
} finally {
  if (values.keep || values.reuse) console.log(`  kept:     ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
