import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); Playwright's own browser download is not possible here. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions() {
  // Where neither exists, fall back to Playwright's own download (machines with network access).
  return existsSync(chromePath) ? { executablePath: chromePath, args: chromiumFlags } : { args: chromiumFlags };
}
