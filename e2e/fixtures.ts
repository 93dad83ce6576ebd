import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export const ROUTES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/blogs',
  '/blogs/how-to-find-the-highest-paying-loads',
  '/blogs/best-load-boards-for-independent-truckers',
  '/blogs/reduce-deadhead-miles-with-smarter-dispatching',
  '/blogs/truck-maintenance-scheduling-by-dispatchers',
  '/blogs/understanding-detention-pay-negotiation',
] as const;

/**
 * Every test collects console errors, warnings, page errors and CSP violations; a test fails if
 * any appear (a hydration warning, a console error or a CSP violation is a bug). Tests that expect
 * a message read `consoleMessages` and call `allowConsole` for it.
 */
export const test = base.extend<{ consoleMessages: ConsoleMessage[]; problems: string[] }>({
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (message) => messages.push(message));
    await use(messages);
  },
  problems: [
    async ({ page, consoleMessages }, use) => {
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
      for (const message of consoleMessages) {
        if (message.type() === 'error' || message.type() === 'warning') {
          // Chromium reports a document answered with 404 (the not-found page, by design) as a console error.
          if (notFoundDocuments.has(message.location().url) && /status of 404/.test(message.text())) continue;
          problems.push(`${message.type()}: ${message.text()}`);
        }
      }
      expect(problems, 'console errors, warnings, page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
