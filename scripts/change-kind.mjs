// Which checks a change needs: "content" when every file it touches is content an editor writes, else "code"; on main, from the live commit, so untested code under it counts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LOCALE = '(?:[a-z]{2}(?:-[A-Z]{2})?/)?';
/** The files the content path checks fully: the build validates each against its schema. */
export const CONTENT = [
  new RegExp(`^src/content/${LOCALE}posts/(?:[\\w-]+/)*[\\w-]+\\.md$`),
  new RegExp(`^src/content/${LOCALE}[\\w-]+\\.yaml$`),
  // The editor's media folder takes photos; an SVG there is drawn by hand with the code.
  /^src\/assets\/img\/[\w-]+\.(?:jpe?g|png|webp|avif)$/i,
];

/** "content" if `files` is a non-empty list of content files only, else "code"; `because` says why. @param {string[] | null} files */
export function changeKind(files) {
  if (!files?.length) return { kind: 'code', because: files ? 'nothing changed' : 'git could not list the changed files' };
  const code = files.find((file) => !CONTENT.some((pattern) => pattern.test(file)));
  return code === undefined ? { kind: 'content', because: `${files.length} content file(s)` } : { kind: 'code', because: `${code} is code` };
}

/** The files changed between two commits, or null when git cannot say (an unknown or all-zero base). @param {string | null} base @param {string} head @param {string} [cwd] */
export function changedFiles(base, head = 'HEAD', cwd) {
  if (!base || /^0+$/.test(base)) return null;
  const diff = spawnSync('git', ['diff', '--name-only', '--no-renames', base, head], { cwd, encoding: 'utf8' });
  return diff.status === 0 ? diff.stdout.split('\n').filter(Boolean) : null;
}

/** The commit live in production: the newest of the environment's GitHub deployments whose last status is a success, or null. @param {{ repository?: string, token?: string, environment?: string, fetch?: typeof fetch }} [options] */
export async function liveCommit({
  repository = process.env.GITHUB_REPOSITORY,
  token = process.env.GITHUB_TOKEN,
  environment = 'production',
  fetch = globalThis.fetch,
} = {}) {
  const [owner, name] = (repository ?? '').split('/');
  if (!owner || !name || !token) return null;
  const query = `query ($owner: String!, $name: String!, $environment: String!) {
    repository(owner: $owner, name: $name) { deployments(environments: [$environment], last: 30) { nodes { commitOid latestStatus { state } } } }
  }`;
  try {
    const response = await fetch('https://api.github.com/graphql', {
      method: 'POST',
      headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { owner, name, environment } }),
    });
    /** @type {{ commitOid: string, latestStatus: { state: string } | null }[]} */
    const nodes = (await response.json())?.data?.repository?.deployments?.nodes ?? [];
    return nodes.findLast((node) => node.latestStatus?.state === 'SUCCESS')?.commitOid ?? null;
  } catch {
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [from = '', head = 'HEAD'] = process.argv.slice(2);
  const base = from === '--live' ? await liveCommit() : from;
  const { kind, because } = changeKind(changedFiles(base, head));
  console.error(`change-kind: ${base || '(no base)'}..${head}: ${because}: ${kind === 'content' ? 'the content path' : 'the whole suite'}`);
  console.log(kind);
}
