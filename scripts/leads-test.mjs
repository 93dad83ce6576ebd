// `npm run test:leads`: lead delivery end to end, on a build made with CONTACT_DELIVERY=on.
// 1. Copies the working tree (git's tracked and unignored files, node_modules as a link) to a
//    temporary folder and builds it there with CONTACT_DELIVERY=on: dist/ here stays the default
//    build, which the other e2e specs test.
// 2. Runs the specs of e2e/leads/ in Chromium against it, served with lead delivery on
//    (playwright.config.ts: E2E_LEADS_DIST, E2E_LEADS_DIR).
// 3. Runs the load test (scripts/leads-load.mjs) against the same build: it prints its throughput
//    and fails on a lost or duplicated lead.
//
//   npm run test:leads [-- --keep]     --keep leaves the copy, its build and its stores in place
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PROJECT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });

function run(command, args, { cwd = PROJECT, env = {} } = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))));
  });
}

/** The working tree's files as git sees them: tracked, and new ones it does not ignore. */
function workingTreeFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: PROJECT });
  return out.toString('utf8').split('\0').filter(Boolean);
}

const root = await mkdtemp(join(tmpdir(), 'northlane-leads-'));
const site = join(root, 'site');
try {
  console.log(`test:leads: copying the working tree to ${site}`);
  for (const file of workingTreeFiles()) {
    const target = join(site, file);
    await mkdir(dirname(target), { recursive: true });
    await cp(join(PROJECT, file), target, { errorOnExist: false }).catch((error) => {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree, not yet in git
    });
  }
  await symlink(join(PROJECT, 'node_modules'), join(site, 'node_modules'), 'dir');

  console.log('test:leads: building with CONTACT_DELIVERY=on');
  await run('npm', ['run', 'build'], { cwd: site, env: { CONTACT_DELIVERY: 'on' } });

  const dist = join(site, 'dist');
  console.log('test:leads: the e2e specs of e2e/leads/');
  await run('npx', ['playwright', 'test'], { env: { E2E_LEADS_DIST: dist, E2E_LEADS_DIR: join(root, 'e2e-store') } });

  console.log('test:leads: the load test');
  await run(process.execPath, [join(PROJECT, 'scripts/leads-load.mjs'), '--dist', dist, '--dir', join(root, 'load-store')]);
} catch (error) {
  console.error(`test:leads: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (values.keep) console.log(`test:leads: kept ${root}`);
  else await rm(root, { recursive: true, force: true });
}
