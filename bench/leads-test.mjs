// `npm run test:leads [-- --keep]`: e2e/leads/, the load and the fault tests on a copy built with CONTACT_DELIVERY=on, so dist/ stays the default build.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyWorkingTree, run } from '../scripts/lib/project-copy.mjs';

const project = fileURLToPath(new URL('..', import.meta.url));
const root = await mkdtemp(join(tmpdir(), 'northlane-leads-'));
const site = join(root, 'site');
try {
  console.log(`test:leads: building a copy of the working tree with CONTACT_DELIVERY=on in ${site}`);
  await copyWorkingTree(project, site);
  await run('npm', ['run', 'build'], { cwd: site, env: { CONTACT_DELIVERY: 'on' } });
  console.log('test:leads: the e2e specs of e2e/leads/');
  await run('npx', ['playwright', 'test'], { cwd: project, env: { E2E_LEADS_DIST: join(site, 'dist'), E2E_LEADS_DIR: join(root, 'e2e-store') } });
  console.log('test:leads: the load and fault tests');
  await run(process.execPath, ['bench/leads.mjs', '--dist', join(site, 'dist'), '--dir', join(root, 'store')], { cwd: project });
} catch (error) {
  console.error(`test:leads: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  if (process.argv.includes('--keep')) console.log(`test:leads: kept ${root}`);
  else await rm(root, { recursive: true, force: true });
}
