import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.cjs';

const port = Number(process.env.E2E_PORT ?? 4321);
/**
 * E2E_DIST=<dir> runs the specs of e2e/scale/ against that build instead: a site with a few hundred
 * generated posts, made by `npm run test:scale` (scripts/bench/build.mjs --check).
 */
const scaleDist = process.env.E2E_DIST;

/** e2e runs against the built dist/ served with the CDN's rules (run `npm run build` first; `npm test` does). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // On CI also an HTML report, uploaded by .github/workflows/ci.yml (the site's and the scale run's apart).
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${scaleDist ? 'scale' : 'site'}` }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  projects: [
    scaleDist
      ? { name: 'scale', testMatch: 'scale/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }
      : { name: 'desktop', testIgnore: 'scale/**', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node server/index.mjs`,
    env: { PORT: String(port), DIST: scaleDist ?? 'dist' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
