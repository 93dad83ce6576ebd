import { test as base, expect, type ConsoleMessage, type Page, type Route } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { sitemapPages } from '../bench/routes.mjs';

/** Every page of the site under test: its sitemap's (the e2e runs against a build, dist/, E2E_DIST or E2E_LEADS_DIST). */
export const ROUTES: string[] = sitemapPages(process.env.E2E_DIST ?? process.env.E2E_LEADS_DIST ?? 'dist').map((page: { path: string }) => page.path);

/**
 * Every test collects console errors, warnings, page errors and CSP violations; a test fails if
 * any appear (a hydration warning, a console error or a CSP violation is a bug). Tests that expect
 * a log message read it from `consoleMessages`.
 */
export const test = base.extend<{ consoleMessages: ConsoleMessage[]; problems: string[]; expectedConsoleErrors: Record<string, RegExp> }>({
  /**
   * Console errors a test causes on purpose, e.g. Chromium's own "Failed to load resource:
   * net::ERR_CONNECTION_REFUSED" when a test takes the network away: each must appear (a test
   * that expects one and does not get it fails too), and only those are let through. A pattern is
   * matched against the message's text followed by the URL it names, as "text (url)".
   * `test.use({ expectedConsoleErrors: { refused: /…/ } })` in that test's describe block (named:
   * Playwright would read a list of two as a fixture's [value, options]).
   */
  expectedConsoleErrors: [{}, { option: true }],
  // The app hydrates after the page's load event (src/boot.ts): goto and reload return once it has,
  // so a test never races hydration. (Contexts with JavaScript off make their own pages.)
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = () => page.locator('html[data-ready]').waitFor({ state: 'attached' });
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    await use(messages);
  },
  problems: [
    async ({ page, consoleMessages, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') notFoundDocuments.add(response.url());
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      const expectedErrors = Object.entries(expectedConsoleErrors);
      const seen = new Set<string>();
      for (const message of consoleMessages) {
        if (message.type() === 'error' || message.type() === 'warning') {
          // Chromium reports a document answered with 404 (the not-found page, by design) as a console error.
          if (notFoundDocuments.has(message.location().url) && /status of 404/.test(message.text())) continue;
          const described = `${message.text()} (${message.location().url})`;
          const expected = message.type() === 'error' ? expectedErrors.find(([, pattern]) => pattern.test(described)) : undefined;
          if (expected) {
            seen.add(expected[0]);
            continue;
          }
          problems.push(`${message.type()}: ${message.text()}`);
        }
      }
      for (const [name, pattern] of expectedErrors) if (!seen.has(name)) problems.push(`expected console error "${name}" did not appear: ${pattern}`);
      expect(problems, 'console errors, warnings, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The WCAG 2.1 A and AA rules, with or without axe's best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on the page as it is, reading only violations. In legacy mode: axe runs in the page itself,
 * where the default opens a blank page to merge its frames' results on every analyze (the site has
 * no frames), which took half of each check's time (e2e/a11y.spec.ts was 224 s of a CI run).
 */
export function axe(page: Page, tags: string[] = WCAG_TAGS): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(tags)
    .options({ resultTypes: ['violations'] });
}

/** A short label of the focused element ("a:Skip to content", "button:Open menu", "body"). */
export function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()}:${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/**
 * Scrolls the blog carousel into view and waits for Swiper: it starts when the carousel comes near
 * the viewport, not while the page loads (src/components/sections/BlogCarousel.tsx).
 */
export async function startCarousel(page: Page) {
  const carousel = page.locator('.blog-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveClass(/swiper-initialized/);
  return carousel;
}

/**
 * A visitor who acts before the app is up: the page's boot script (src/boot.ts) runs, but every
 * other script is held back on the network until `release` (e2e/before-hydration.spec.ts,
 * e2e/leads/delivery.spec.ts); with `test.use({ holdBootScript: true })`, the boot script too, as
 * on a phone in the round trip between the HTML and the boot script. Open pages with
 * page.mainFrame().goto: the fixture's page.goto waits for hydration.
 */
export const heldTest = test.extend<{ held: { page: Page; release: () => Promise<void> }; holdBootScript: boolean }>({
  holdBootScript: [false, { option: true }],
  held: async ({ page, holdBootScript }, use) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The boot script is the page's one <script src>: it runs (unless holdBootScript); every script it loads is held.
    const boot = new Set<string>();
    await page.route('**/*', async (route: Route) => {
      const request = route.request();
      if (request.resourceType() === 'document') {
        const response = await route.fetch();
        const src = /<script[^>]* type="module"[^>]* src="([^"]+)"/.exec(await response.text())?.[1];
        if (src && !holdBootScript) boot.add(new URL(src, request.url()).href);
        return route.fulfill({ response });
      }
      if (/\/assets\/[^/]+\.js$/.test(request.url()) && !boot.has(request.url())) await released;
      return route.continue();
    });
    await use({
      page,
      release: async () => {
        release();
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      },
    });
  },
});
