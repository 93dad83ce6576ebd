import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * Lead delivery off (the default build): the contact form is the spec's console-only one
 * (e2e/contact.spec.ts: it logs, sends nothing, shows nothing, keeps the values) and nothing of
 * delivery is in the build. The host's answer to /api/contact then (POST 403, GET the 404 page) is
 * server/app.test.mjs's. With it on: e2e/leads/ (npm run test:leads).
 */
const DIST = process.env.E2E_DIST ?? 'dist';

test.describe('lead delivery off', () => {
  test('the form has no honeypot and leaves checks to its input types; no script or stylesheet has delivery in it', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    await expect(form).toHaveAttribute('method', 'dialog');
    await expect(form).not.toHaveAttribute('novalidate');
    await expect(form.locator('input[name="website"]')).toHaveCount(0);
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    expect(assets.some((name) => name.startsWith('ContactPage-'))).toBe(true);
    for (const name of assets) {
      const text = readFileSync(join(DIST, 'assets', name), 'utf8');
      expect(text, name).not.toContain('/api/contact');
      expect(text, name).not.toContain('x-amz-content-sha256');
      expect(text, name).not.toContain('aria-invalid\\:');
    }
  });
});
