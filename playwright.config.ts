import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.cjs';

/**
 * E2E_DIST=<dir> runs the specs of e2e/scale/ against that build instead: a site with a few hundred
 * generated posts, made by `npm run test:scale` (scripts/bench/build.mjs --check).
 */
const scaleDist = process.env.E2E_DIST;
/**
 * E2E_LEADS_DIST=<dir> runs the specs of e2e/leads/ against that build, made with CONTACT_DELIVERY=on,
 * served with lead delivery on and its local store in E2E_LEADS_DIR (`npm run test:leads`,
 * scripts/leads-test.mjs). Its own port, so a server left running for the other specs is never reused.
 */
const leadsDist = process.env.E2E_LEADS_DIST;
const port = Number(process.env.E2E_PORT ?? (leadsDist ? 4322 : 4321));

/** e2e runs against the built dist/ served with the CDN's rules (run `npm run build` first; `npm test` does). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // On CI also an HTML report, uploaded by .github/workflows/ci.yml (the site's and the scale run's apart).
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${scaleDist ? 'scale' : leadsDist ? 'leads' : 'site'}` }]]
    : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  projects: [
    scaleDist
      ? { name: 'scale', testMatch: 'scale/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }
      : leadsDist
        ? // Each test waits out the endpoint's minimum fill time (3 s) and reads the store back.
          { name: 'leads', testMatch: 'leads/**/*.spec.ts', timeout: 90_000, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }
        : { name: 'desktop', testIgnore: ['scale/**', 'leads/**'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node server/index.mjs`,
    env: leadsDist
      ? // Every test's browser is 127.0.0.1: the per-address limit is high here (the load test and
        // the unit tests hold it to its default); the rest is the default configuration.
        { PORT: String(port), DIST: leadsDist, CONTACT_DELIVERY: 'on', LEADS_DIR: process.env.E2E_LEADS_DIR ?? '.tmp/e2e-leads', LEADS_RATE_LIMIT: '1000' }
      : { PORT: String(port), DIST: scaleDist ?? 'dist', CONTACT_DELIVERY: 'off' },
    url: `http://127.0.0.1:${port}/`,
    // The lead specs read the store their server writes: always a server of their own.
    reuseExistingServer: !process.env.CI && !leadsDist,
    timeout: 30_000,
  },
});
