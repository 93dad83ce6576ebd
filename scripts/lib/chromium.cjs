// The one Chromium launch config: the e2e tests, the Lighthouse gate, the benches and the screenshots
// start the same browser with the same flags.
const { existsSync } = require('node:fs');
const { localKey } = require('../../server/local-certificate.cjs');

/** Debian's Chromium, or CHROME_PATH; Playwright cannot download its own browser here (no network). */
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * No sandbox (CI runs as root in a container), no GPU, and no background traffic or first-run UI to
 * disturb a measurement. The local server's certificate (HTTP/2, as the CDN serves the site:
 * server/local-certificate.cjs) is trusted for its key alone.
 */
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--ignore-certificate-errors-spki-list=${localKey().spki}`,
];

/**
 * Playwright's launch options. Where there is no Chromium at chromePath, Playwright's own download
 * (on machines with network access: npx playwright install chromium).
 */
function chromiumLaunchOptions() {
  return existsSync(chromePath) ? { executablePath: chromePath, args: chromiumFlags } : { args: chromiumFlags };
}

module.exports = { chromePath, chromiumFlags, chromiumLaunchOptions };
