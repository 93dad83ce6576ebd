import { expect, test } from '@playwright/test';
import { firstLoadReport, formatReport } from '../prerender/report.mjs';
import { ROUTES } from './fixtures';
import { pagesChecked } from '../bench/routes.mjs';

// Not a browser test: it reads the built dist/ like the build report does, and fails over budget.
test("every route's first-load JS and CSS and its HTML, as transferred (Brotli), stay within budget", async () => {
  const rows = await firstLoadReport(pagesChecked('dist', ROUTES));
  expect(
    rows.filter((row) => row.over),
    formatReport(rows),
  ).toEqual([]);
  // The report measures something real: every page loads the framework and the stylesheet.
  for (const row of rows) {
    expect(row.js).toBeGreaterThan(90_000);
    expect(row.css).toBeGreaterThan(3_000);
    expect(row.html).toBeGreaterThan(5_000);
  }
});
