// npm run lighthouse [-- <lhci flags>]: the Lighthouse gate (lighthouserc.cjs) with `lhci autorun`,
// then the table of each route's medians (scripts/lighthouse-summary.mjs), whether it passed or not.
// Exits with lhci's status.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromePath } from './lib/chromium.cjs';

rmSync('.lighthouseci/reports', { recursive: true, force: true });
// The local server's port: 4174, or LIGHTHOUSE_PORT (the benches use their own, so they never measure another server).
const env = { ...process.env, PORT: process.env.LIGHTHOUSE_PORT || '4174', CHROME_PATH: chromePath };
const lhci = spawnSync('npx', ['--no-install', 'lhci', 'autorun', ...process.argv.slice(2)], { stdio: 'inherit', env });
spawnSync(process.execPath, ['scripts/lighthouse-summary.mjs'], { stdio: 'inherit' });
process.exitCode = lhci.status ?? 1;
