// The build at scale, measured on the path users run: a temporary copy of the project with N
// generated posts written as real Markdown files, built with the real `npm run build`, then built
// again after one post is edited.
//
//   npm run bench:build -- [--posts 10000] [--photos 0.1 [--photo-files 20]] [--check] [--keep]
//
// --photos <share>: that share of the generated posts carries a photo (0.1: one in ten), taken in
// turn from --photo-files distinct 4000×3000 JPEGs made here (scripts/art/photo.mjs), each encoded
// by the build as any photo is (each distinct file costs seconds of CPU cold). It then also prints
// the cold encode time, and builds once more from an empty dist/ with only the photo cache of the
// first build (the goal: ≤ 90 s at 10,000 posts).
//
// Prints wall time, peak memory (the largest single process, and all of the build's processes
// together), pages/s, first-load JS of /, /blogs and one post, the size of /blogs, and the time of
// the second build. --check exits 1 when a page is over a budget, when the e2e specs of e2e/scale/
// (pagination) fail against the built copy, or when the second build rendered more than the pages
// the edit touches (npm test runs it with a few hundred posts).
//
// The copy has its own node_modules folder of links to this project's packages, so the build's
// caches (node_modules/.cache) start empty: the first build is a cold one, as on a clean checkout.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { makePost, photoIndex, vocabulary } from './generate.mjs';
import { PHOTO_ALT, photoSeries } from '../../bench/photo.mjs';
import { firstLoadReport } from '../../prerender/report.mjs';
import { pathToFile } from '../../prerender/template.mjs';
import { PRECOMPRESSED } from '../../infra/content-types.mjs';
import { linkPackages } from '../lib/project-copy.mjs';
import { benchReport } from '../lib/bench-report.mjs';

/** @typedef {Awaited<ReturnType<typeof firstLoadReport>>[number]} Row a route's first load against its budget */

const PROJECT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Not copied: build and test output, caches, version control. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.git', 'test-results', 'playwright-report', '.lighthouseci', 'scratch']);
const POSTS = 'src/content/posts';
/** No build process may use more memory than this (--check). */
const MEMORY_LIMIT = 1024 ** 3;

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    photos: { type: 'string', default: '0' },
    'photo-files': { type: 'string', default: '20' },
    check: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('usage: npm run bench:build -- [--posts 10000] [--photos 0.1 [--photo-files 20]] [--check] [--keep]');
  process.exit(0);
}
const count = Number(values.posts);
if (!Number.isInteger(count) || count < 0) throw new Error(`--posts must be a whole number, got ${values.posts}`);
const photoShare = Number(values.photos);
const photoFiles = Number(values['photo-files']);
if (!(photoShare >= 0 && photoShare <= 1)) throw new Error(`--photos must be a share of the posts from 0 to 1, got ${values.photos}`);
if (!Number.isInteger(photoFiles) || photoFiles < 1) throw new Error(`--photo-files must be a whole number from 1, got ${values['photo-files']}`);

/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
/** @param {number} n */
const group = (n) => n.toLocaleString('en-US');

/**
 * Resident memory and CPU time of a process tree, sampled from /proc: the peak of the sum and each
 * process's own peak, and each process's CPU time (user + system) at its last sample.
 */
class MemorySampler {
  /** @param {number | undefined} rootPid the build's process */
  constructor(rootPid) {
    this.rootPid = rootPid;
    this.peakTotal = 0;
    this.peakProcess = { bytes: 0, command: '' };
    this.commands = new Map();
    /** @type {Map<number, number>} pid → CPU seconds at its last sample */
    this.cpu = new Map();
    this.timer = setInterval(() => this.sample().catch(() => {}), 100);
  }

  async sample() {
    const parents = new Map();
    /** @type {Map<number, number>} */
    const cpuTicks = new Map();
    for (const name of await readdir('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      // utime and stime (fields 14 and 15 of the line; 12 and 13 after the command), in clock ticks of 1/100 s.
      cpuTicks.set(Number(name), Number(fields[11]) + Number(fields[12]));
    }
    const tree = new Set([this.rootPid]);
    for (let grown = true; grown;) {
      grown = false;
      for (const [pid, ppid] of parents) {
        if (tree.has(pid) || !tree.has(ppid)) continue;
        tree.add(pid);
        grown = true;
      }
    }
    let total = 0;
    for (const pid of tree) {
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      /** @param {string} field */
      const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
      total += kib('VmRSS');
      const peak = kib('VmHWM');
      if (!this.commands.has(pid)) this.commands.set(pid, (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0').join(' ').trim());
      const command = this.commands.get(pid);
      if (pid !== undefined) this.cpu.set(pid, (cpuTicks.get(pid) ?? 0) / 100);
      if (peak > this.peakProcess.bytes) this.peakProcess = { bytes: peak, command: command.replace(PROJECT, '.').slice(0, 80) };
    }
    this.peakTotal = Math.max(this.peakTotal, total);
  }

  /** CPU seconds by kind of process: Vite's builds, the prerender (its workers are threads of it), the rest (npm). */
  cpuByKind() {
    /** @type {Record<string, number>} */
    const kinds = {};
    for (const [pid, seconds] of this.cpu) {
      const command = this.commands.get(pid) ?? '';
      const kind = /vite/.test(command) ? 'vite' : /prerender/.test(command) ? 'prerender' : 'other';
      kinds[kind] = (kinds[kind] ?? 0) + seconds;
    }
    return kinds;
  }

  async stop() {
    clearInterval(this.timer);
    await this.sample().catch(() => {});
  }
}

/**
 * Run the e2e specs of e2e/scale/ against a built copy's dist/; resolves to the exit code.
 * @param {string} dist
 * @param {number} posts
 * @returns {Promise<number | null>}
 */
function scaleSpecs(dist, posts) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npx', ['playwright', 'test'], {
      cwd: PROJECT,
      env: { ...process.env, E2E_DIST: dist, E2E_POSTS: String(posts), E2E_PORT: '4329' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', resolvePromise);
  });
}

/**
 * The machine's CPU time so far, in clock ticks over all cores (/proc/stat's first line): `steal`,
 * the time the hypervisor gave this machine's cores to other machines, and `total`. On a shared
 * virtual machine the same build takes longer when its neighbours are busy; the share stolen
 * during a build says how far its time is the code's. Null where /proc/stat is not there.
 * @returns {Promise<{ steal: number, total: number } | null>}
 */
async function cpuTicks() {
  const line = (await readFile('/proc/stat', 'utf8').catch(() => '')).split('\n', 1)[0] ?? '';
  if (!line.startsWith('cpu ')) return null;
  // user nice system idle iowait irq softirq steal (guest time is counted in user already)
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return { steal: fields[7] ?? 0, total: fields.reduce((sum, ticks) => sum + ticks, 0) };
}

/**
 * Run `npm run build` in `cwd`; resolves to { seconds, output, memory, stolen }: `stolen`, the
 * share of the machine's CPU time taken by other machines meanwhile (null when unknown).
 * @param {string} cwd
 * @returns {Promise<{ seconds: number, output: string, memory: MemorySampler, stolen: number | null }>}
 */
async function build(cwd) {
  const before = await cpuTicks();
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const memory = new MemorySampler(child.pid);
    /** @type {Buffer[]} */
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', reject);
    child.on('close', async (code) => {
      const seconds = (performance.now() - started) / 1000;
      await memory.stop();
      const output = Buffer.concat(out).toString();
      const after = await cpuTicks();
      const stolen = before && after && after.total > before.total ? (after.steal - before.steal) / (after.total - before.total) : null;
      if (code === 0) resolvePromise({ seconds, output, memory, stolen });
      else reject(new Error(`npm run build exited with ${code}:\n${output.slice(-20_000)}`));
    });
  });
}

/**
 * A fixed piece of CPU work like the build's own, timed: one text of 60 KB (made from `seed`)
 * compressed at Brotli quality 10, 20 times, on this thread, timed before the first build and after
 * the last: a rough gauge of how fast the machine was, printed beside the builds (a second of one
 * thread against minutes of two: in four runs on 2026-11-26 it read 0.41–0.69 s while cold builds
 * of nearly the same code took 107–117 s). A change is judged against the code before it, built in
 * turn from the same posts, not against this.
 * @param {string} seed
 */
function referenceSeconds(seed) {
  const text = Buffer.from(seed.repeat(Math.ceil(60_000 / Math.max(1, seed.length))).slice(0, 60_000));
  const started = performance.now();
  for (let run = 0; run < 20; run += 1)
    brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } });
  return (performance.now() - started) / 1000;
}

/** A copy of the project in a temporary folder, with links to its packages. */
async function copyProject() {
  const dir = await mkdtemp(join(tmpdir(), 'northlane-bench-'));
  for (const name of await readdir(PROJECT)) {
    if (SKIPPED.has(name)) continue;
    await cp(join(PROJECT, name), join(dir, name), { recursive: true });
  }
  await linkPackages(PROJECT, dir);
  return dir;
}

const dir = await copyProject();
let failed = false;
try {
  const postsDir = join(dir, POSTS);
  const bodies = await Promise.all((await readdir(postsDir)).filter((name) => name.endsWith('.md')).map((name) => readFile(join(postsDir, name), 'utf8')));
  const words = vocabulary(bodies.map((text) => text.replace(/^---[\s\S]*?\n---\n/, '')));
  // The photos the posts show (--photos): written where the editor puts uploads, named as a post names them.
  /** @type {string[]} */
  const photoNames = [];
  if (photoShare > 0 && count > 0) {
    let bytes = 0;
    for await (const photo of photoSeries(Math.min(photoFiles, Math.ceil(count * photoShare)), { quality: 95 })) {
      const name = `bench-photo-${String(photoNames.length + 1).padStart(2, '0')}.jpg`;
      await writeFile(join(dir, 'src/assets/img', name), photo);
      photoNames.push(name);
      bytes += photo.length;
    }
    console.log(`bench: ${photoNames.length} photos of 4000×3000 written (${mb(bytes)} of JPEG)`);
  }
  let written = 0;
  let withPhoto = 0;
  for (let start = 0; start < count; start += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, count - start) }, (_, i) => {
        const photo = photoNames.length > 0 ? photoIndex(start + i, photoShare, photoNames.length) : -1;
        if (photo >= 0) withPhoto += 1;
        const image = photo >= 0 ? { path: `../../assets/img/${photoNames[photo]}`, alt: PHOTO_ALT } : undefined;
        const { slug, text } = makePost(start + i, words, { image });
        written += text.length;
        return writeFile(join(postsDir, `${slug}.md`), text);
      }),
    );
  }
  const photoNote = withPhoto > 0 ? `, ${group(withPhoto)} with a photo (${photoNames.length} distinct)` : '';
  console.log(`bench: ${dir}: ${group(count)} generated posts${photoNote} (${mb(written)} of Markdown) beside the ${bodies.length} real ones; building…`);

  const referenceBefore = referenceSeconds(bodies.join('\n'));
  const first = await build(dir);
  const pages = (/prerender: ([\d,]+) pages/.exec(first.output)?.[1] ?? '0').replace(/,/g, '');
  const prerenderLine = /^prerender: [\d,]+ pages.*$/m.exec(first.output)?.[0] ?? '';
  const prerenderSeconds = Number(/ in ([\d.]+) s \(/.exec(prerenderLine)?.[1]);
  /** A line of the prerender's output ("prerender: <label>…: <figures>"): its figures. @param {string} output @param {string} label */
  const stepLine = (output, label) => new RegExp(`^prerender: ${label}[^:]*: (.*)$`, 'm').exec(output)?.[1] ?? 'none';
  /** CPU seconds by kind of process, and their sum. @param {MemorySampler} memory */
  const cpuLine = (memory) => {
    const kinds = Object.entries(memory.cpuByKind());
    const total = kinds.reduce((sum, [, seconds]) => sum + seconds, 0);
    return `${total.toFixed(1)} s (${kinds.map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)} s`).join(', ')})`;
  };
  /** The share of the host's CPU time stolen during a build. @param {number | null} share */
  const stolenLine = (share) => (share === null ? 'unknown (no /proc/stat)' : `${(share * 100).toFixed(0)}% of the machine's CPU time meanwhile`);
  /** The search index's line of the build's report (prerender/index.mjs), e.g. "…, made in 6.10 s". @param {string} output */
  const searchIndex = (output) => /^prerender: search index of (.*)$/m.exec(output)?.[1] ?? 'none';

  const dist = join(dir, 'dist');
  // With photos: their cold encode time, and a build from an empty dist/ with nothing cached but the photos.
  const photoLine = /^prerender: [\d,]+ photos? .*$/m.exec(first.output)?.[0];
  /** @type {(Awaited<ReturnType<typeof build>> & { photoLine?: string }) | undefined} */
  let warm;
  if (photoLine) {
    // Moved aside and deleted after the build: on ext4 without a journal (this machine's disk), each
    // file created within seconds of deleting tens of thousands is slowed by a scan past their
    // inodes, which a fresh checkout or a deploy runner never pays (a cold 10,000-post build: 17-36 s of
    // system time after deleting the last build, 10-12 s after moving it aside).
    const aside = join(dir, '.bench-aside');
    await mkdir(aside);
    const cache = join(dir, 'node_modules/.cache');
    let moved = 0;
    const moveAside = (/** @type {string} */ path) => rename(path, join(aside, String(moved++)));
    for (const name of await readdir(cache)) if (name !== 'northlane-prerender') await moveAside(join(cache, name));
    for (const name of await readdir(join(cache, 'northlane-prerender'))) if (name !== 'photos') await moveAside(join(cache, 'northlane-prerender', name));
    await moveAside(dist);
    warm = await build(dir);
    warm.photoLine = /^prerender: [\d,]+ photos? .*$/m.exec(warm.output)?.[0];
    await rm(aside, { recursive: true, force: true });
  }
  const samplePost = count > 0 ? '/blogs/generated-00001' : '/blogs/how-to-find-the-highest-paying-loads';
  // One row per route asked for.
  const [home, blogs, post] = /** @type {[Row, Row, Row]} */ (await firstLoadReport(['/', '/blogs', samplePost], dist));
  const blogsHtml = (await readFile(join(dist, pathToFile('/blogs')))).length;

  // Every page against its budget (--check): the sitemap lists them all.
  /** @type {Row[]} */
  let over = [];
  let specsFailed = false;
  if (values.check) {
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/');
    over = (await firstLoadReport(paths, dist)).filter((row) => row.over);
    specsFailed = (await scaleSpecs(dist, count + bodies.length)) !== 0;
  }

  // Edit one post in the middle of the list, then build again.
  const edited = count > 0 ? `generated-${String(Math.ceil(count / 2)).padStart(5, '0')}` : 'understanding-detention-pay-negotiation';
  const editedFile = join(postsDir, `${edited}.md`);
  await writeFile(editedFile, `${await readFile(editedFile, 'utf8')}\nOne more paragraph, added to measure a build after an edit.\n`);
  const second = await build(dir);
  const referenceAfter = referenceSeconds(bodies.join('\n'));
  const reference = (referenceBefore + referenceAfter) / 2;
  const made = Number((/\(([\d,]+) rendered,/.exec(second.output)?.[1] ?? 'NaN').replace(/,/g, ''));
  const servedBlogs = (await readFile(join(dist, pathToFile('/blogs') + PRECOMPRESSED))).length;

  /** @type {[string, string][]} */
  const rows = [
    ['posts', `${group(count + bodies.length)} (${group(count)} generated)`],
    ['pages', group(Number(pages))],
    [
      'npm run build, clean dist/ and cache',
      `${first.seconds.toFixed(1)} s (prerender ${prerenderSeconds.toFixed(1)} s: ${(Number(pages) / prerenderSeconds).toFixed(0)} pages/s)`,
    ],
    ['CPU time by process', cpuLine(first.memory)],
    ['CPU stolen by other machines', stolenLine(first.stolen)],
    [
      'reference job (Brotli 10, one thread)',
      `${referenceBefore.toFixed(2)} s before the builds, ${referenceAfter.toFixed(2)} s after: the cold build is ${Math.round(first.seconds / reference)} of it, the second build ${Math.round(second.seconds / reference)}`,
    ],
    ['  prerender, its main thread by step', stepLine(first.output, 'main thread, time by step')],
    ['  prerender, its workers by kind of work', stepLine(first.output, 'workers, time by kind of work')],
    ['peak memory, largest process', `${mb(first.memory.peakProcess.bytes)} (${first.memory.peakProcess.command})`],
    ['peak memory, all processes', mb(first.memory.peakTotal)],
    ['search index', searchIndex(first.output)],
    ...(photoLine && warm
      ? /** @type {[string, string][]} */ ([
          ['photos, first build', photoLine.replace(/^prerender: /, '')],
          [
            'empty dist/, the photo cache of the first',
            `${warm.seconds.toFixed(1)} s, ${Math.round(warm.seconds / reference)} of the reference job (goal ≤ 90 s), peak ${mb(warm.memory.peakProcess.bytes)}; ${warm.photoLine?.replace(/^.*: /, '') ?? 'no photo line'}`,
          ],
        ])
      : []),
    ['first-load JS  /  /blogs  a post', `${kb(home.js)}  ${kb(blogs.js)}  ${kb(post.js)}`],
    ['/blogs HTML, raw / Brotli', `${kb(blogsHtml)} / ${kb(servedBlogs)}`],
    [
      'second build after editing one post',
      `${second.seconds.toFixed(1)} s (${made} pages rendered again, peak ${mb(second.memory.peakProcess.bytes)}; CPU stolen: ${stolenLine(second.stolen)})`,
    ],
    ['  its search index', searchIndex(second.output)],
    ['  its main thread by step', stepLine(second.output, 'main thread, time by step')],
  ];
  const report = benchReport('build');
  for (const [label, value] of rows) report.log(`  ${label.padEnd(40)} ${value}`);

  if (values.check) {
    const problems = [];
    for (const row of over) problems.push(`${row.path} is over budget: JS ${kb(row.js)}, CSS ${kb(row.css)}, HTML ${kb(row.html)}`);
    if (specsFailed) problems.push('the e2e specs of e2e/scale/ failed');
    if (first.memory.peakProcess.bytes > MEMORY_LIMIT) problems.push(`a process peaked at ${mb(first.memory.peakProcess.bytes)}`);
    // The edited post, the list page it is on and up to 3 posts whose Other Blogs show it.
    if (!(made >= 1 && made <= 5)) problems.push(`the second build rendered ${made} pages again, expected the edited post and the pages that list it`);
    for (const problem of problems) console.error(`bench: ${problem}`);
    failed = problems.length > 0;
    if (!failed) console.log(`bench: every page within budget; the second build rendered ${made} pages again`);
  }
  report.write(
    {
      posts: count + bodies.length,
      generated: count,
      pages: Number(pages),
      coldBuildSeconds: first.seconds,
      prerenderSeconds,
      peakProcessBytes: first.memory.peakProcess.bytes,
      peakTotalBytes: first.memory.peakTotal,
      cpuSeconds: first.memory.cpuByKind(),
      cpuStolenShare: first.stolen,
      referenceSeconds: { before: referenceBefore, after: referenceAfter },
      coldBuildInReferences: first.seconds / reference,
      secondBuildInReferences: second.seconds / reference,
      steps: { mainThread: stepLine(first.output, 'main thread, time by step'), workers: stepLine(first.output, 'workers, time by kind of work') },
      firstLoadJs: { '/': home.js, '/blogs': blogs.js, [samplePost]: post.js },
      blogsHtmlBytes: { raw: blogsHtml, brotli: servedBlogs },
      photos: photoLine
        ? {
            firstBuild: photoLine.replace(/^prerender: /, ''),
            emptyDistSeconds: warm?.seconds ?? null,
            emptyDistInReferences: warm ? warm.seconds / reference : null,
          }
        : null,
      secondBuild: { seconds: second.seconds, pagesRendered: made, peakProcessBytes: second.memory.peakProcess.bytes, cpuStolenShare: second.stolen },
      overBudget: over.map((row) => row.path),
    },
    values.check ? { passed: !failed } : {},
  );
} finally {
  if (values.keep) console.log(`bench: kept ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
