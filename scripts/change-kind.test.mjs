// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFiles, changeKind, liveCommit } from './change-kind.mjs';

const kind = (/** @type {string[] | null} */ files) => changeKind(files).kind;

describe('changeKind', () => {
  it('takes what an editor writes, in any language, as content', () => {
    expect(kind(['src/content/posts/fuel-surcharges-explained.md'])).toBe('content');
    expect(kind(['src/content/posts/2026/winter/chains.md', 'src/content/es/posts/recargos.md', 'src/content/fr/posts/surcharges.md'])).toBe('content');
    expect(kind(['src/content/home.yaml', 'src/content/es/ui.yaml', 'src/content/pt-BR/faq.yaml'])).toBe('content');
    expect(kind(['src/assets/img/dock-at-dawn.JPG', 'src/assets/img/yard.webp', 'src/content/posts/yard.md'])).toBe('content');
  });

  it('sends code, and anything it cannot place, through the whole suite', () => {
    for (const files of [
      ['src/content/posts/a.md', 'src/pages/BlogPost.tsx'],
      ['src/content/categories.mjs'], // a category's list is code the hubs and the editor read
      ['src/content/schema.mjs'],
      ['src/content/en/home.ts'],
      ['src/assets/img/logo-mark.svg'],
      ['src/assets/covers/finance-1.svg'],
      ['src/content/posts/notes.txt'],
      ['src/content/posts/../../../package.json'],
      ['package-lock.json'],
      ['.github/workflows/deploy.yml'],
      [],
      null,
    ])
      expect(kind(files), JSON.stringify(files)).toBe('code');
    expect(changeKind(['src/content/posts/a.md', 'vite.config.ts']).because).toBe('vite.config.ts is code');
  });
});

describe('changedFiles', () => {
  it("lists a commit's files, added, edited and deleted; null when git cannot", () => {
    const dir = mkdtempSync(join(tmpdir(), 'change-kind-'));
    const git = (/** @type {string[]} */ ...args) =>
      execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { encoding: 'utf8' }).trim();
    git('init', '-q');
    mkdirSync(join(dir, 'src/content/posts'), { recursive: true });
    writeFileSync(join(dir, 'src/content/posts/old.md'), 'old');
    writeFileSync(join(dir, 'src/content/posts/kept.md'), 'kept');
    git('add', '.');
    git('commit', '-qm', 'one');
    const base = git('rev-parse', 'HEAD');
    git('rm', '-q', 'src/content/posts/old.md');
    writeFileSync(join(dir, 'src/content/posts/new.md'), 'new');
    writeFileSync(join(dir, 'src/content/posts/kept.md'), 'kept, edited');
    git('add', '.');
    git('commit', '-qm', 'two');
    expect(changedFiles(base, 'HEAD', dir)?.sort()).toEqual(['src/content/posts/kept.md', 'src/content/posts/new.md', 'src/content/posts/old.md']);
    expect(changedFiles('0000000000000000000000000000000000000000', 'HEAD', dir)).toBeNull();
    expect(changedFiles('no-such-commit', 'HEAD', dir)).toBeNull();
  });
});

describe('liveCommit', () => {
  /** A stand-in for GitHub's GraphQL API (it cannot run here) answering `nodes`, oldest first. @param {unknown} nodes */
  const github = (nodes) => /** @type {typeof fetch} */ (async () => Response.json({ data: { repository: { deployments: { nodes } } } }));
  const options = { repository: 'northlane/site', token: 't' };

  it('is the newest deployment whose last status is a success: a later one in progress or failed is not live, nor an earlier one', async () => {
    const nodes = [
      { commitOid: 'a1', latestStatus: { state: 'INACTIVE' } },
      { commitOid: 'b2', latestStatus: { state: 'SUCCESS' } },
      { commitOid: 'c3', latestStatus: { state: 'FAILURE' } },
      { commitOid: 'd4', latestStatus: { state: 'IN_PROGRESS' } },
      { commitOid: 'e5', latestStatus: null },
    ];
    expect(await liveCommit({ ...options, fetch: github(nodes) })).toBe('b2');
  });

  it('is null without a deployment, a token or an answer', async () => {
    expect(await liveCommit({ ...options, fetch: github([]) })).toBeNull();
    expect(await liveCommit({ ...options, token: '', fetch: github([{ commitOid: 'b2', latestStatus: { state: 'SUCCESS' } }]) })).toBeNull();
    expect(await liveCommit({ ...options, fetch: async () => Promise.reject(new TypeError('fetch failed')) })).toBeNull();
    expect(await liveCommit({ ...options, fetch: async () => Response.json({ message: 'Bad credentials' }, { status: 401 }) })).toBeNull();
  });
});
