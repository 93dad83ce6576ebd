import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.cjs';

// The specs run against a build served with the CDN's rules: dist/, or E2E_DIST (npm run test:scale) for e2e/scale/, E2E_LEADS_DIST (npm run test:leads) for e2e/leads/, or E2E_PSEUDO_DIST (npm run test:pseudo) for e2e/pseudo/.
const { E2E_DIST: scaleDist, E2E_LEADS_DIST: leadsDist, E2E_PSEUDO_DIST: pseudoDist, CI } = process.env;
const port = Number(process.env.E2E_PORT ?? (leadsDist ? 4322 : pseudoDist ? 4323 : 4321));
const kind = scaleDist ? 'scale' : leadsDist ? 'leads' : pseudoDist ? 'pseudo' : 'site';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!CI,
  retries: 0,
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${kind}` }]] : [['list']],
  timeout: 30_000,
  // Each kind apart, so the lead and scale runs can go side by side (Playwright clears its output folder at the start).
  outputDir: `test-results/${kind}`,
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions(), trace: 'off' },
  projects: [
    kind === 'site'
      ? { name: 'desktop', testIgnore: ['scale/**', 'leads/**', 'pseudo/**'], use: desktop }
      : // A lead test waits out the endpoint's minimum fill time and reads the store back.
        { name: kind, testMatch: `${kind}/**/*.spec.ts`, timeout: kind === 'leads' ? 90_000 : undefined, use: desktop },
  ],
  webServer: {
    command: `node server/index.mjs`,
    env: {
      PORT: String(port),
      DIST: leadsDist || (scaleDist ?? pseudoDist ?? 'dist'),
      CONTACT_DELIVERY: leadsDist ? 'on' : 'off',
      // Every lead spec's browser is 127.0.0.1: the per-address limits are off here (the load test holds them to their defaults).
      ...(leadsDist ? { LEADS_DIR: process.env.E2E_LEADS_DIR ?? '.tmp/e2e-leads', LEADS_RATE_LIMIT: '0', LEADS_RATE_CEILING: '0' } : {}),
    },
    url: `http://127.0.0.1:${port}/`,
    // The lead specs read the store their server writes: always a server of their own.
    reuseExistingServer: !CI && !leadsDist,
    timeout: 30_000,
  },
});
