// Lines of code in the app (src/) and around it (the build, deploy, server, infra and scripts, and
// the tool configs at the top), at a commit: every line of every .js/.mjs/.cjs/.ts/.tsx file,
// comments and blank lines included, as issue 21 counted them. Tests (*.test.*, e2e/) are counted
// apart: they are not the code a reader has to hold, and the issue asked for fewer lines around
// src/, not fewer tests.
//
//   node scripts/count-lines.mjs [commit ...]            # lines at each commit (default HEAD)
//   node scripts/count-lines.mjs --changes commit ...    # lines each commit added less those it removed
import { execFileSync } from 'node:child_process';
import { isMain } from './lib/is-main.mjs';

const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 ** 2 });

const CODE = /\.(?:[cm]?js|tsx?)$/;
const AROUND = ['prerender/', 'scripts/', 'server/', 'infra/'];

/**
 * What a file counts as: 'app', 'around', 'tests' or null (not code).
 * @param {string} path
 */
export function kindOf(path) {
  if (!CODE.test(path)) return null;
  if (path.startsWith('e2e/') || /\.test\.[^/]+$/.test(path)) return 'tests';
  if (path.startsWith('src/')) return 'app';
  if (AROUND.some((dir) => path.startsWith(dir)) || !path.includes('/')) return 'around';
  return null;
}

/**
 * Lines per kind at `commit`, read from git (the work tree is not looked at).
 * @param {string} commit
 */
export function countLines(commit) {
  const counts = { app: 0, around: 0, tests: 0 };
  // `git grep -c ''` prints each file's number of lines: "<commit>:<path>:<lines>".
  for (const line of git('grep', '-c', '-I', '', commit).split('\n')) {
    const match = /^[^:]+:(.+):(\d+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const kind = kindOf(match[1]);
    if (kind) counts[kind] += Number(match[2]);
  }
  return counts;
}

/**
 * Lines a commit added less those it removed, per kind (a merge: against its first parent).
 * @param {string} commit
 */
export function changedLines(commit) {
  const counts = { app: 0, around: 0, tests: 0 };
  for (const line of git('show', '--first-parent', '--numstat', '--format=', commit).split('\n')) {
    const [added, removed, path] = line.split('\t');
    // Renames print as "dir/{old => new}.mjs"; the new path is the one that counts.
    const kind = path && kindOf(path.replace(/\{[^}]* => ([^}]*)\}/, '$1').replace(/^.* => /, ''));
    if (kind && added !== '-') counts[kind] += Number(added) - Number(removed);
  }
  return counts;
}

if (isMain(import.meta.url)) {
  const commits = process.argv.slice(2).filter((arg) => arg !== '--changes');
  if (process.argv.includes('--changes')) {
    const total = { app: 0, around: 0, tests: 0 };
    for (const commit of commits) {
      const change = changedLines(commit);
      for (const kind of /** @type {const} */ (['app', 'around', 'tests'])) total[kind] += change[kind];
      console.log(`${commit}: src/ ${change.app}, around it ${change.around}, tests ${change.tests}`);
    }
    console.log(`in all: src/ ${total.app}, around it ${total.around}, tests ${total.tests}`);
    process.exit(0);
  }
  for (const commit of commits.length ? commits : ['HEAD']) {
    const { app, around, tests } = countLines(commit);
    console.log(`${commit}: src/ ${app}, around it ${around} (${(around / app).toFixed(2)}× src/), tests ${tests}`);
  }
}
