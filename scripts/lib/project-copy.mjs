// A copy of the working tree to build otherwise while dist/ stays the e2e specs' build; node_modules links to the packages, not their caches (a copy took what the next build here needed).
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CACHE_DIR } from '../../prerender/cache.mjs';

/** @param {NodeJS.ErrnoException} error */
const unlessMissing = (error) => {
  if (error.code !== 'ENOENT') throw error;
};

/** Copies git's files of `project` (tracked, and new ones not ignored) to `dest`; `seed`: with the cache shelves keyed by content alone, so its build makes only what differs. @param {string} project @param {string} dest */
export async function copyWorkingTree(project, dest, { seed = true } = {}) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: project }).toString().split('\0');
  for (const file of files.filter(Boolean)) {
    await mkdir(dirname(join(dest, file)), { recursive: true });
    await cp(join(project, file), join(dest, file)).catch(unlessMissing); // deleted, not yet in git
  }
  await mkdir(join(dest, 'node_modules'));
  for (const name of await readdir(join(project, 'node_modules'))) {
    if (name !== '.cache' && !name.startsWith('.vite')) await symlink(join(project, 'node_modules', name), join(dest, 'node_modules', name));
  }
  for (const shelf of seed ? ['br', 'og'] : [])
    await cp(join(project, CACHE_DIR, shelf), join(dest, CACHE_DIR, shelf), { recursive: true }).catch(unlessMissing);
}

/** Runs a command to its end, its output shown or resolved; rejects when it fails. @param {string} command @param {string[]} args @param {{ cwd: string, env?: Record<string, string>, output?: 'inherit' | 'capture' }} options @returns {Promise<string>} */
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
