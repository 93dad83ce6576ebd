// The one Chromium launch config, so the e2e tests, the Lighthouse gate, the benches and the screenshots start the same browser with the same flags.
const { existsSync } = require('node:fs');
const { localKey } = require('../../server/local-certificate.cjs');

/** Debian's Chromium, or CHROME_PATH; Playwright cannot download its own browser here (no network). */
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** No sandbox (CI runs as root in a container), no GPU, no background traffic or first-run UI to disturb a measurement; the local server's certificate trusted for its key alone. */
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--ignore-certificate-errors-spki-list=${localKey().spki}`,
];

/** Playwright's launch options; without a Chromium at chromePath, Playwright's own download (npx playwright install chromium, where there is network). */
function chromiumLaunchOptions() {
  return existsSync(chromePath) ? { executablePath: chromePath, args: chromiumFlags } : { args: chromiumFlags };
}

module.exports = { chromePath, chromiumFlags, chromiumLaunchOptions };
