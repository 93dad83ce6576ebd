import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.cjs';

// The specs run against a build served with the CDN's rules: dist/, or E2E_DIST (npm run test:scale) for e2e/scale/, E2E_LEADS_DIST (npm run test:leads) for e2e/leads/, or E2E_PSEUDO_DIST (npm run test:pseudo) for e2e/pseudo/.
const scaleDist = process.env.E2E_DIST;
const leadsDist = process.env.E2E_LEADS_DIST;
const pseudoDist = process.env.E2E_PSEUDO_DIST;
const port = Number(process.env.E2E_PORT ?? (leadsDist ? 4322 : pseudoDist ? 4323 : 4321));
const kind = scaleDist ? 'scale' : leadsDist ? 'leads' : pseudoDist ? 'pseudo' : 'site';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${kind}` }]] : [['list']],
  timeout: 30_000,
  // Each kind apart, so the lead and scale runs can go side by side (Playwright clears its output folder at the start).
  outputDir: `test-results/${kind}`,
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions(), trace: 'off' },
  projects: [
    scaleDist
      ? { name: 'scale', testMatch: 'scale/**/*.spec.ts', use: desktop }
      : leadsDist
        ? // Each test waits out the endpoint's minimum fill time and reads the store back.
          { name: 'leads', testMatch: 'leads/**/*.spec.ts', timeout: 90_000, use: desktop }
        : pseudoDist
          ? { name: 'pseudo', testMatch: 'pseudo/**/*.spec.ts', use: desktop }
          : { name: 'desktop', testIgnore: ['scale/**', 'leads/**', 'pseudo/**'], use: desktop },
  ],
  webServer: {
    command: `node server/index.mjs`,
    // Every lead spec's browser is 127.0.0.1: the per-address limits are off here (the load test holds them to their defaults).
    env: leadsDist
      ? {
          PORT: String(port),
          DIST: leadsDist,
          CONTACT_DELIVERY: 'on',
          LEADS_DIR: process.env.E2E_LEADS_DIR ?? '.tmp/e2e-leads',
          LEADS_RATE_LIMIT: '0',
          LEADS_RATE_CEILING: '0',
        }
      : { PORT: String(port), DIST: scaleDist ?? pseudoDist ?? 'dist', CONTACT_DELIVERY: 'off' },
    url: `http://127.0.0.1:${port}/`,
    // The lead specs read the store their server writes: always a server of their own.
    reuseExistingServer: !process.env.CI && !leadsDist,
    timeout: 30_000,
  },
});
