// The build at scale as users run it: a copy with empty caches and generated posts, built, then again after one edit; times also in a reference job's, as this machine's speed moves.
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { PRECOMPRESSED } from '../infra/content-types.mjs';
import { firstLoadReport } from '../prerender/report.mjs';
import { pathToFile } from '../prerender/template.mjs';
import { copyWorkingTree, run } from '../scripts/lib/project-copy.mjs';
import { writeGeneratedPosts } from './generate.mjs';
import { photoSeries } from './photo.mjs';
import { benchReport, wholeNumber } from './report.mjs';
import { sitemapPages } from './routes.mjs';

const PROJECT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const MEMORY_LIMIT = 1024 ** 3;
const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    photos: { type: 'string', default: '0' },
    translated: { type: 'string', default: '0.1' },
    check: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const count = wholeNumber('--posts', values.posts, 0);
const photoShare = Number(values.photos);
const translatedShare = Number(values.translated);
if (!(translatedShare >= 0 && translatedShare <= 1)) throw new Error(`--translated must be a share of the posts from 0 to 1, got ${values.translated}`);
if (!(photoShare >= 0 && photoShare <= 1)) throw new Error(`--photos must be a share of the posts from 0 to 1, got ${values.photos}`);
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const group = (/** @type {number} */ n) => n.toLocaleString('en-US');
const dir = await mkdtemp(join(tmpdir(), 'northlane-bench-'));

/** `npm run build` in the copy, this bench's child processes sampled from /proc: the peak of the sum, the largest process's peak, each one's CPU time. */
async function build() {
  const peak = { total: 0, bytes: 0, command: '' };
  const processes = /** @type {Map<number, { command: string, cpu: number }>} */ (new Map());
  const sample = async () => {
    const stats = new Map(); // pid → the fields of its stat line after the command
    for (const name of (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry))) {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => ''); // '' when it ended meanwhile
      if (stat) stats.set(Number(name), stat.slice(stat.lastIndexOf(')') + 2).split(' '));
    }
    const tree = new Set([process.pid]);
    for (let grown = true; grown;) {
      grown = false;
      for (const [pid, fields] of stats) if (!tree.has(pid) && tree.has(Number(fields[1])) && tree.add(pid)) grown = true;
    }
    tree.delete(process.pid);
    let total = 0;
    for (const pid of tree) {
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const kib = (/** @type {string} */ field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
      const command = processes.get(pid)?.command ?? (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0').join(' ').trim();
      const fields = stats.get(pid);
      processes.set(pid, { command, cpu: (Number(fields[11]) + Number(fields[12])) / 100 }); // user + system, in 1/100 s
      total += kib('VmRSS');
      if (kib('VmHWM') > peak.bytes) Object.assign(peak, { bytes: kib('VmHWM'), command: command.replaceAll(dir, '.').slice(0, 80) });
    }
    peak.total = Math.max(peak.total, total);
  };
  const started = performance.now();
  const timer = setInterval(() => sample().catch(() => {}), 100);
  const output = await run('npm', ['run', 'build'], { cwd: dir, output: 'capture' }).finally(() => clearInterval(timer));
  const seconds = (performance.now() - started) / 1000;
  const cpu = /** @type {Record<string, number>} CPU seconds: Vite's builds, the prerender (its workers are its threads), the rest */ ({});
  for (const { command, cpu: used } of processes.values()) {
    const kind = /vite/.test(command) ? 'vite' : /prerender/.test(command) ? 'prerender' : 'other';
    cpu[kind] = (cpu[kind] ?? 0) + used;
  }
  return { seconds, output, peak, cpu };
}

/** The reference job: a fixed piece of CPU work like the build's own, timed. @param {string} seed */
function referenceSeconds(seed) {
  const text = Buffer.from(seed.repeat(Math.ceil(60_000 / Math.max(1, seed.length))).slice(0, 60_000));
  const started = performance.now();
  for (let run = 0; run < 20; run += 1)
    brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } });
  return (performance.now() - started) / 1000;
}

/** A line of the prerender's output ("prerender: <label>…: <figures>"), its figures. @param {string} output @param {string} label */
const stepLine = (output, label) => new RegExp(`^prerender: ${label}[^:]*: (.*)$`, 'm').exec(output)?.[1] ?? 'none';
const searchIndex = (/** @type {string} */ output) => /^prerender: search index of (.*)$/m.exec(output)?.[1] ?? 'none';
const photoLine = (/** @type {string} */ output) => /^prerender: [\d,]+ photos? (.*)$/m.exec(output)?.[0]?.replace(/^prerender: /, '');
const cpuLine = (/** @type {Record<string, number>} */ cpu) => {
  const total = Object.values(cpu).reduce((sum, seconds) => sum + seconds, 0);
  return `${total.toFixed(1)} s (${Object.entries(cpu)
    .map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)} s`)
    .join(', ')})`;
};

let failed = false;
try {
  await copyWorkingTree(PROJECT, dir, { seed: false });
  const photos = /** @type {string[]} */ ([]);
  for await (const photo of photoShare > 0 && count > 0 ? photoSeries(Math.min(20, Math.ceil(count * photoShare)), { quality: 95 }) : []) {
    photos.push(`bench-photo-${String(photos.length + 1).padStart(2, '0')}.jpg`);
    await writeFile(join(dir, 'src/assets/img', /** @type {string} */ (photos.at(-1))), photo);
  }
  const { bodies, written, translated, withPhoto } = await writeGeneratedPosts({ dir, count, translatedShare, photoShare, photos });
  const photoNote = withPhoto > 0 ? `, ${group(withPhoto)} with a photo (${photos.length} distinct 4000×3000 JPEGs)` : '';
  console.log(
    `bench: ${dir}: ${group(count)} generated posts${photoNote} (${mb(written)} of Markdown), ${group(translated)} translated into every other language, beside the ${bodies.length} real ones; building…`,
  );

  const referenceBefore = referenceSeconds(bodies.join('\n'));
  const first = await build();
  const pages = Number((/prerender: ([\d,]+) pages/.exec(first.output)?.[1] ?? '0').replace(/,/g, ''));
  const prerenderSeconds = Number(/^prerender: [\d,]+ pages.* in ([\d.]+) s \(/m.exec(first.output)?.[1]);
  const dist = join(dir, 'dist');
  const firstPhotos = photoLine(first.output);
  /** @type {Awaited<ReturnType<typeof build>> | undefined} */
  let warm;
  if (firstPhotos) {
    // Moved aside, deleted after the build: files made just after a mass delete are slow on this machine's disk, as on no clean runner.
    const aside = join(dir, '.bench-aside');
    await mkdir(aside);
    let moved = 0;
    const moveAside = (/** @type {string} */ path) => rename(path, join(aside, String(moved++)));
    const cache = join(dir, 'node_modules/.cache');
    for (const name of await readdir(cache)) if (name !== 'northlane-prerender') await moveAside(join(cache, name));
    for (const name of await readdir(join(cache, 'northlane-prerender'))) if (name !== 'photos') await moveAside(join(cache, 'northlane-prerender', name));
    await moveAside(dist);
    warm = await build();
    await rm(aside, { recursive: true, force: true });
  }
  const samplePost = count > 0 ? '/blogs/generated-00001' : '/blogs/how-to-find-the-highest-paying-loads';
  const [home, blogs, post] = await firstLoadReport(['/', '/blogs', samplePost], dist);
  const blogsHtml = (await readFile(join(dist, pathToFile('/blogs')))).length;
  let over = /** @type {Awaited<ReturnType<typeof firstLoadReport>>} */ ([]);
  let specsFailed = false;
  if (values.check) {
    const paths = sitemapPages(dist).map((page) => page.path);
    over = (await firstLoadReport(paths, dist)).filter((row) => row.over);
    const env = { E2E_DIST: dist, E2E_PORT: process.env.E2E_PORT ?? '4329' };
    specsFailed = await run('npx', ['playwright', 'test'], { cwd: PROJECT, env }).then(
      () => false,
      () => true,
    );
  }

  const edited = join(
    dir,
    'src/content/posts',
    `${count > 0 ? `generated-${String(Math.ceil(count / 2)).padStart(5, '0')}` : 'understanding-detention-pay-negotiation'}.md`,
  );
  await writeFile(edited, `${await readFile(edited, 'utf8')}\nOne more paragraph, added to measure a build after an edit.\n`);
  const second = await build();
  const referenceAfter = referenceSeconds(bodies.join('\n'));
  const reference = (referenceBefore + referenceAfter) / 2;
  const made = Number((/\(([\d,]+) rendered,/.exec(second.output)?.[1] ?? 'NaN').replace(/,/g, ''));
  const servedBlogs = (await readFile(join(dist, pathToFile('/blogs') + PRECOMPRESSED))).length;
  const units = (/** @type {number} */ seconds) => `${Math.round(seconds / reference)} of the reference job`;

  const report = benchReport('build');
  for (const [label, value] of /** @type {[string, string][]} */ ([
    ['posts', `${group(count + bodies.length)} (${group(count)} generated)`],
    ['pages', group(pages)],
    [
      'npm run build, clean dist/ and cache',
      `${first.seconds.toFixed(1)} s, ${units(first.seconds)} (prerender ${prerenderSeconds.toFixed(1)} s: ${(pages / prerenderSeconds).toFixed(0)} pages/s)`,
    ],
    ['CPU time by process', cpuLine(first.cpu)],
    ['reference job (Brotli 10, one thread)', `${referenceBefore.toFixed(2)} s before the builds, ${referenceAfter.toFixed(2)} s after`],
    ['  prerender, its main thread by step', stepLine(first.output, 'main thread, time by step')],
    ['  prerender, its workers by kind of work', stepLine(first.output, 'workers, time by kind of work')],
    ['peak memory, largest process', `${mb(first.peak.bytes)} (${first.peak.command})`],
    ['peak memory, all processes', mb(first.peak.total)],
    ['search index', searchIndex(first.output)],
    ...(firstPhotos && warm
      ? [
          ['photos, first build', firstPhotos],
          [
            'empty dist/, the photo cache of the first',
            `${warm.seconds.toFixed(1)} s, ${units(warm.seconds)} (goal ≤ 90 s), peak ${mb(warm.peak.bytes)}; ${photoLine(warm.output) ?? 'no photo line'}`,
          ],
        ]
      : []),
    ['first-load JS  /  /blogs  a post', `${kb(home?.js ?? NaN)}  ${kb(blogs?.js ?? NaN)}  ${kb(post?.js ?? NaN)}`],
    ['/blogs HTML, raw / Brotli', `${kb(blogsHtml)} / ${kb(servedBlogs)}`],
    [
      'second build after editing one post',
      `${second.seconds.toFixed(1)} s, ${units(second.seconds)} (${made} pages rendered again, peak ${mb(second.peak.bytes)})`,
    ],
    ['  its search index', searchIndex(second.output)],
    ['  its main thread by step', stepLine(second.output, 'main thread, time by step')],
  ]))
    report.log(`  ${label.padEnd(40)} ${value}`);

  if (values.check) {
    const problems = over.map((row) => `${row.path} is over budget: JS ${kb(row.js)}, CSS ${kb(row.css)}, HTML ${kb(row.html)}`);
    if (specsFailed) problems.push('the e2e specs of e2e/scale/ failed');
    if (first.peak.bytes > MEMORY_LIMIT) problems.push(`a process peaked at ${mb(first.peak.bytes)}`);
    // The edited post, the list page it is on and up to 3 posts whose Other Blogs show it.
    if (!(made >= 1 && made <= 5)) problems.push(`the second build rendered ${made} pages again, expected the edited post and the pages that list it`);
    for (const problem of problems) console.error(`bench: ${problem}`);
    failed = problems.length > 0;
    if (!failed) console.log(`bench: every page within budget; the second build rendered ${made} pages again`);
  }
  /** A build's figures without its output, its time also in reference jobs. @param {Awaited<ReturnType<typeof build>>} run */
  const figures = (run) => ({ seconds: run.seconds, inReferences: run.seconds / reference, peak: run.peak, cpu: run.cpu });
  report.write(
    {
      posts: count + bodies.length,
      generated: count,
      pages,
      prerenderSeconds,
      referenceSeconds: { before: referenceBefore, after: referenceAfter },
      cold: figures(first),
      emptyDistWithPhotoCache: warm ? figures(warm) : null,
      secondBuild: { ...figures(second), pagesRendered: made },
      firstLoadJs: { '/': home?.js, '/blogs': blogs?.js, [samplePost]: post?.js },
      blogsHtmlBytes: { raw: blogsHtml, brotli: servedBlogs },
      overBudget: over.map((row) => row.path),
    },
    values.check ? { passed: !failed } : {},
  );
} finally {
  if (values.keep) console.log(`bench: kept ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
