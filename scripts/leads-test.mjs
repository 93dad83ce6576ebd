// `npm run test:leads`: lead delivery end to end, on a build made with CONTACT_DELIVERY=on.
// 1. Copies the working tree (git's tracked and unignored files, node_modules as a link) to a
//    temporary folder and builds it there with CONTACT_DELIVERY=on: dist/ here stays the default
//    build, which the other e2e specs test.
// 2. Runs the specs of e2e/leads/ in Chromium against it, served with lead delivery on
//    (playwright.config.ts: E2E_LEADS_DIST, E2E_LEADS_DIR).
// 3. Runs the load test (bench/leads-load.mjs) against the same build: it prints its throughput
//    and fails on a lost or duplicated lead.
//
//   npm run test:leads [-- --keep]     --keep leaves the copy, its build and its stores in place
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { copyWorkingTree, run as runIn } from './lib/project-copy.mjs';

const PROJECT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });

/** @param {string} command @param {string[]} args @param {{ cwd?: string, env?: Record<string, string> }} [options] */
const run = (command, args, { cwd = PROJECT, env = {} } = {}) => runIn(command, args, { cwd, env });

const root = await mkdtemp(join(tmpdir(), 'northlane-leads-'));
const site = join(root, 'site');
try {
  console.log(`test:leads: copying the working tree to ${site}`);
  await copyWorkingTree(PROJECT, site);

  console.log('test:leads: building with CONTACT_DELIVERY=on');
  await run('npm', ['run', 'build'], { cwd: site, env: { CONTACT_DELIVERY: 'on' } });

  const dist = join(site, 'dist');
  console.log('test:leads: the e2e specs of e2e/leads/');
  await run('npx', ['playwright', 'test'], { env: { E2E_LEADS_DIST: dist, E2E_LEADS_DIR: join(root, 'e2e-store') } });

  console.log('test:leads: the load test');
  await run(process.execPath, [join(PROJECT, 'bench/leads-load.mjs'), '--dist', dist, '--dir', join(root, 'load-store')]);
} catch (error) {
  console.error(`test:leads: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  if (values.keep) console.log(`test:leads: kept ${root}`);
  else await rm(root, { recursive: true, force: true });
}
