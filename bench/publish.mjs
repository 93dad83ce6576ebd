// npm run bench:publish: an editor's change from its commit to its page served by the local CDN, on the content path as the deploy workflow runs it, beside the whole suite.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLocalCdn } from '../infra/cloudfront/local-cdn.mjs';
import { CACHE_DIR } from '../prerender/cache.mjs';
import { Timings } from '../prerender/timings.mjs';
import { run } from '../scripts/lib/project-copy.mjs';
import { CATEGORIES } from '../src/content/categories.mjs';
import { writeGeneratedPosts } from './generate.mjs';
import { benchReport, table, wholeNumber } from './report.mjs';

const PROJECT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const LIMIT_SECONDS = { real: 120, scale: 300 };
const { values } = parseArgs({ options: { posts: { type: 'string', default: '0' }, 'skip-suite': { type: 'boolean', default: false } } });
const count = wholeNumber('--posts', values.posts, 0);
const report = benchReport('publish');
const dir = await mkdtemp(join(tmpdir(), 'northlane-publish-'));
const job = join(dir, 'job');
const saved = join(dir, 'saved-cache'); // what actions/cache keeps from one deploy to the next
const cdn = await startLocalCdn({ dir });
// The workflow's environment, s3rver's credentials; the pages keep the site's origin, as the deploy job builds them, and the deploy waits on the CDN.
const deployCommand = ['run', 'deploy', '--', '--site', cdn.origin];
const env = {
  DEPLOY_BUCKET: cdn.bucket,
  S3_ENDPOINT: cdn.endpoint,
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  CI: 'true',
};
const sh = (/** @type {string} */ command, /** @type {string[]} */ args) => run(command, args, { cwd: job, env, output: 'capture' });
const git = (/** @type {string[]} */ ...args) => sh('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args]);

/** The deploy's figures from its output. @param {string} output */
function deployed(output) {
  const [, files = '?', megabytes = '?'] = /Deployed in [\d.]+ s: (\d+) uploaded \(([\d.]+) MB\)/.exec(output) ?? [];
  return { files, megabytes };
}

/** The job a push runs on the content path, after the commit: its steps' times (ms), what it uploaded. @param {string} base the live commit */
async function publishJob(base) {
  const steps = new Timings();
  await rm(join(job, 'dist'), { recursive: true, force: true }); // a runner starts without a build
  await rm(join(job, CACHE_DIR), { recursive: true, force: true });
  await steps.time('cache restore', () => cp(saved, join(job, CACHE_DIR), { recursive: true }));
  const kind = await steps.time('change kind', () => sh('node', ['scripts/change-kind.mjs', base, 'HEAD']));
  if (kind.trim().split('\n').at(-1) !== 'content') throw new Error(`the change took the whole suite's path:\n${kind}`);
  await steps.time('test:content', () => sh('npm', ['run', 'test:content']));
  const output = await steps.time('deploy, until served', () => sh('npm', deployCommand));
  await rm(saved, { recursive: true, force: true });
  await cp(join(job, CACHE_DIR), saved, { recursive: true });
  return { ms: steps.ms, ...deployed(output) };
}

/** A time in whole or tenth seconds. @param {number | undefined} ms */
const seconds = (ms = 0, digits = 0) => (ms / 1000).toFixed(digits);

try {
  const setup = new Timings();
  await setup.time('checkout', () => run('git', ['clone', '--quiet', '--no-local', PROJECT, job], { cwd: dir, output: 'capture' }));
  await setup.time('npm ci', () => sh('npm', ['ci', '--no-audit', '--no-fund']));
  const postsDir = join(job, 'src/content/posts');
  const names = (await readdir(postsDir)).filter((name) => name.endsWith('.md'));
  if (count > 0) {
    await writeGeneratedPosts({ dir: job, count, translatedShare: 0.1 });
    await git('add', '-A');
    await git('commit', '-qm', `${count} generated posts`);
  }
  const first = await setup.time('previous deploy', async () => {
    await sh('npm', ['run', 'build']);
    return deployed(await sh('npm', deployCommand));
  });
  await cp(join(job, CACHE_DIR), saved, { recursive: true });
  report.log(
    `bench: ${job}: ${names.length} posts${count ? ` and ${count.toLocaleString('en-US')} generated` : ''}; the previous deploy built and uploaded ${first.files} files (${first.megabytes} MB) in ${seconds(setup.ms['previous deploy'])} s`,
  );

  const dated = await Promise.all(names.map(async (name) => ({ name, date: /\ndate: (\S+)/.exec(await readFile(join(postsDir, name), 'utf8'))?.[1] ?? '' })));
  const oldest = dated.sort((a, b) => a.date.localeCompare(b.date))[0]?.name ?? '';
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const changes = {
    'an edit': async () => {
      const file = join(postsDir, oldest);
      await writeFile(
        file,
        `${await readFile(file, 'utf8')}\nAsk your dispatcher for the facility's detention terms before you book: they belong on the rate confirmation.\n`,
      );
      return `Edit ${oldest}`;
    },
    'a new post': async () => {
      const text = `---\ntitle: 'Winter Fuel Planning for Owner-Operators'\nauthor: Dana Whitfield\ncategory: ${CATEGORIES[0]?.name}\ndate: ${yesterday}\nsummary: 'How to plan fuel stops, protect diesel from gelling and keep the reefer running when the temperature drops below freezing on your lanes.'\n---\n\nCold weather changes how you buy fuel. Plan the stops before you leave the yard, not when the gauge says so.\n\n## Where to fuel\n\nPick truck stops that sell winter blend, and fill up before the mountain passes, where prices climb.\n\n## Keeping diesel from gelling\n\nCarry an anti-gel additive and add it before the cold, not after the filter clogs.\n`;
      await writeFile(join(postsDir, 'winter-fuel-planning.md'), text);
      return 'Create winter-fuel-planning';
    },
  };
  const rows = [];
  for (const [change, make] of Object.entries(changes)) {
    const base = (await git('rev-parse', 'HEAD')).trim();
    const message = await make();
    await git('add', '-A');
    await git('commit', '-qm', message);
    const published = await publishJob(base);
    const steps = /** @type {Record<string, number>} */ ({ checkout: setup.ms.checkout, 'npm ci': setup.ms['npm ci'], ...published.ms });
    const total = Object.values(steps).reduce((sum, seconds) => sum + seconds, 0);
    rows.push({ change, steps, total, files: published.files, megabytes: published.megabytes });
    console.error(`bench: ${change} live ${seconds(total)} s after its commit`);
  }
  const suite =
    values['skip-suite'] || count > 0
      ? null
      : await setup.time('npm test', () =>
          run('npm', ['test'], { cwd: job, env: { CI: 'true' }, output: 'capture' }).then(
            () => 'passed',
            () => 'failed',
          ),
        );

  const stepNames = Object.keys(rows[0]?.steps ?? {});
  report.log(
    `\nFrom the commit to the page served by the local CDN, step by step (s), as the deploy workflow's content path runs (a runner's start and setup-node not included):`,
  );
  report.log(
    table([
      ['change', ...stepNames, 'commit to live', 'files uploaded', 'MB'],
      ...rows.map((row) => [row.change, ...stepNames.map((name) => seconds(row.steps[name], 1)), seconds(row.total), row.files, row.megabytes]),
    ]),
  );
  const suiteMs = setup.ms['npm test'] ?? 0;
  if (suite) report.log(`\nThe whole suite (npm test) on the same clone, in the same sitting: ${seconds(suiteMs)} s (${suite})`);
  const limit = count >= 1000 ? LIMIT_SECONDS.scale : LIMIT_SECONDS.real;
  const passed = rows.every((row) => row.total <= limit * 1000);
  report.write({ posts: count, previousDeploy: first, rows, suiteMs: suite ? suiteMs : null, limitSeconds: limit }, { passed });
  console.log(
    `commit to live: ${rows.map((row) => `${row.change} ${seconds(row.total)} s${suite ? ` (${(row.total / suiteMs).toFixed(2)}x the whole suite)` : ''}`).join(', ')} (limit ${limit} s)${suite ? `; the whole suite: ${seconds(suiteMs)} s` : ''}`,
  );
  process.exitCode = passed ? 0 : 1;
} finally {
  await cdn.close();
  await rm(dir, { recursive: true, force: true });
}
