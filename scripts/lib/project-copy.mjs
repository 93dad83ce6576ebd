// @ts-check
// A copy of the working tree in another folder, to build it there with other settings or other
// content while dist/ here stays the default build the e2e specs test: `npm run test:leads` (lead
// delivery on) and e2e/admin-publish.spec.ts (the files the editor wrote) build one each.
// node_modules is a link to this project's, so the copy's build shares its packages and its build
// cache (node_modules/.cache: unchanged chunks' Brotli copies, the editor's script, photos).
import { execFileSync, spawn } from 'node:child_process';
import { cp, mkdir, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The working tree's files as git sees them: tracked, and new ones it does not ignore.
 * @param {string} project
 */
export function workingTreeFiles(project) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: project });
  return out.toString('utf8').split('\0').filter(Boolean);
}

/**
 * Copies the working tree of `project` to `dest` (made if missing), with node_modules as a link.
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
  await symlink(join(project, 'node_modules'), join(dest, 'node_modules'), 'dir');
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
