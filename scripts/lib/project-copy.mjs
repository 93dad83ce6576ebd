// A copy of the working tree in another folder, to build it there with other settings or other
// content while dist/ here stays the default build the e2e specs test: `npm run test:leads` (lead
// delivery on) and e2e/admin-publish.spec.ts (the files the editor wrote) build one each, and the
// build benchmark (scripts/bench/build.mjs) links its copy's packages the same way.
// The copy's node_modules is a folder of links to this project's packages, without its caches: a
// build keeps in node_modules/.cache only what it used, so a copy sharing this project's cache
// would take from it what this project's next build needs (its next build failed, missing a
// stylesheet file of a page it had left in dist/ as it was). A working-tree copy starts with a copy
// of the shelves that depend on nothing but their content (SEEDED), so that its build compresses
// and draws only what differs from this project's last build.
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CACHE_DIR } from '../../prerender/cache.mjs';

/** The build cache's shelves a copy starts with: keyed by what they hold (Brotli copies of hashed assets, Open Graph PNGs). */
const SEEDED = ['br', 'og'];

/**
 * The working tree's files as git sees them: tracked, and new ones it does not ignore.
 * @param {string} project
 */
export function workingTreeFiles(project) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: project });
  return out.toString('utf8').split('\0').filter(Boolean);
}

/**
 * Copies the working tree of `project` to `dest` (made if missing), with its packages linked.
 * @param {string} project @param {string} dest
 */
export async function copyWorkingTree(project, dest) {
  for (const file of workingTreeFiles(project)) {
    const target = join(dest, file);
    await mkdir(dirname(target), { recursive: true });
    await cp(join(project, file), target, { errorOnExist: false }).catch((error) => {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree, not yet in git
    });
  }
  await linkPackages(project, dest);
  for (const shelf of SEEDED) {
    await cp(join(project, CACHE_DIR, shelf), join(dest, CACHE_DIR, shelf), { recursive: true }).catch((error) => {
      if (error.code !== 'ENOENT') throw error; // no build here yet
    });
  }
}

/**
 * Makes `dest`/node_modules a folder of links to each of `project`'s packages, leaving out its
 * caches (node_modules/.cache, Vite's .vite*): the copy's builds start with caches of their own.
 * @param {string} project @param {string} dest
 */
export async function linkPackages(project, dest) {
  await mkdir(join(dest, 'node_modules'));
  for (const name of await readdir(join(project, 'node_modules'))) {
    if (name === '.cache' || name.startsWith('.vite')) continue;
    await symlink(join(project, 'node_modules', name), join(dest, 'node_modules', name));
  }
}

/**
 * Runs a command to its end; rejects when it fails. `output: 'inherit'` shows its output as it
 * goes, else it is kept and resolved (and included in the error).
 * @param {string} command @param {string[]} args
 * @param {{ cwd: string, env?: Record<string, string>, output?: 'inherit' | 'capture' }} options
 * @returns {Promise<string>}
 */
export function run(command, args, { cwd, env = {}, output = 'inherit' }) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const text = Buffer.concat(chunks).toString();
      if (code === 0) resolveRun(text);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${text ? `:\n${text.slice(-8000)}` : ''}`));
    });
  });
}
