// Lighthouse CI (`npm run lighthouse`): the routes come from the build's sitemap
// (scripts/lighthouse-routes.cjs), measured on the local server with the CDN's rules or, with
// SITE_URL set, on that live origin (the deploy workflow).
//   SITE_URL=https://…         measure the live site instead of starting the local server
//   DIST=<dir>                 another build (its sitemap, and the local server serves it)
//   LIGHTHOUSE_ROUTES=/,/about  only these paths (to look into one page; not the gate)
//
// The gate does not cry wolf on a busy machine, and a regression still fails it:
// - 5 runs per route;
// - what CPU noise barely moves is asserted on the median of the 5 values: LCP and FCP (Lighthouse
//   simulates the network and the 4x CPU slowdown), CLS, the bytes and requests the page loads,
//   render-blocking resources, and the accessibility, best-practices and SEO scores;
// - what it does move, Total Blocking Time and so the performance score (30% TBT), is asserted
//   on the best of the 5 runs ("optimistic"): other work on the machine only ever adds blocking
//   time, so the best run is the page's own cost, while a regression (a long task, more script)
//   adds it to every run, the best one included. Under load single runs of `/` measured TBT
//   125-903 ms and medians up to 600 ms, but the best of 5 stayed at 125-224 ms.
// Measured with scripts/lighthouse-noise.mjs (one core kept busy) and shown to fail on a
// render-blocking script and a 300 KB image by scripts/lighthouse-regression.mjs (README).
'use strict';

const { lighthouseUrls } = require('./scripts/lighthouse-routes.cjs');
const { chromiumFlags } = require('./scripts/lib/chromium.cjs');

const siteUrl = process.env.SITE_URL?.trim();
const dist = process.env.DIST || 'dist';
const origin = siteUrl || `http://127.0.0.1:${process.env.PORT || 4174}`;
const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((path) => path.trim()).filter(Boolean);
const url = only?.length ? only.map((path) => origin.replace(/\/+$/, '') + path) : lighthouseUrls({ dist, origin });

const median = { aggregationMethod: 'median' };
const best = { aggregationMethod: 'optimistic' }; // the best of the runs
const KB = 1024;

module.exports = {
  ci: {
    collect: {
      ...(siteUrl
        ? {}
        : {
            startServerCommand: 'node server/index.mjs', // PORT and DIST from the environment
            startServerReadyPattern: 'Serving ',
            startServerReadyTimeout: 20000,
          }),
      url,
      numberOfRuns: 5,
      settings: {
        chromeFlags: ['--headless=new', ...chromiumFlags].join(' '),
        throttlingMethod: 'simulate',
        skipAudits: ['full-page-screenshot'], // ~1 s a run, no score depends on it
      },
    },
    assert: {
      assertions: {
        'categories:accessibility': ['error', { minScore: 1, ...median }],
        'categories:best-practices': ['error', { minScore: 1, ...median }],
        'categories:seo': ['error', { minScore: 1, ...median }],
        'largest-contentful-paint': ['error', { maxNumericValue: 2000, ...median }],
        // Quiet 0.67-0.76 s, single runs under load up to 0.99 s; a render-blocking script: 1.4-1.6 s.
        'first-contentful-paint': ['error', { maxNumericValue: 1200, ...median }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.01, ...median }],
        // Best of 5 with one core busy: 26-224 ms (quiet medians: 64-152 ms).
        'total-blocking-time': ['error', { maxNumericValue: 300, ...best }],
        // Nothing may block the first paint: the CSS is inline and the one script is a module.
        'render-blocking-resources': ['error', { maxLength: 0, ...median }],
        // Budgets (today 182-207 KB, of which scripts 132-146 KB and images 2-13 KB; 26-35 requests).
        'total-byte-weight': ['error', { maxNumericValue: 300 * KB, ...median }],
        'resource-summary:script:size': ['error', { maxNumericValue: 200 * KB, ...median }],
        'resource-summary:image:size': ['error', { maxNumericValue: 100 * KB, ...median }],
        'resource-summary:total:count': ['error', { maxNumericValue: 50, ...median }],
        // Best of 5 with one core busy: 0.96-1.00 (quiet medians: 0.98-1.00).
        'categories:performance': ['error', { minScore: 0.95, ...best }],
      },
    },
    upload: {
      target: 'filesystem',
      outputDir: '.lighthouseci/reports',
    },
  },
};
