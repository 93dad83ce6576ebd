// HTML validity of the build (npm run test:html) by the W3C Nu Html Checker, without its CSS messages: its CSS parser predates rules every current browser supports.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { NOT_FOUND_PATHS, notFoundFile, pathToFile } from '../prerender/template.mjs';
import { pagePath } from '../src/lib/paths.mjs';
import { LOCALES } from '../src/lib/locale.mjs';
import { pagesChecked, sitemapPages } from './routes.mjs';

const DIST = process.env.DIST ?? 'dist';
// The search pages are in no sitemap (noindex): named here, as are the not-found pages.
const paths = [...sitemapPages(DIST).map(({ path }) => path), ...LOCALES.map((locale) => pagePath('search', locale)), ...NOT_FOUND_PATHS];
const files = pagesChecked(DIST, paths).map((path) => join(DIST, NOT_FOUND_PATHS.includes(path) ? notFoundFile(path) : pathToFile(path)));
if (files.length === 0) {
  console.log('check-html: the last build made no page anew, none to check');
  process.exit(0);
}
const jar = String(createRequire(import.meta.url)('vnu-jar')); // the path of vnu.jar
const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'gnu', '--filterpattern', 'CSS: .*', ...files], { encoding: 'utf8' });
const errors = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
if (run.error) console.error('check-html: no Java runtime (the Nu Html Checker is a Java program): install one, e.g. apt-get install -y default-jre-headless');
else if (run.status !== 0 || errors) console.error(`check-html: ${errors || `the checker exited with ${run.status}`}`);
else console.log(`check-html: ${files.length} pages, no HTML error (W3C Nu Html Checker)`);
process.exitCode = run.error || run.status !== 0 || errors ? 1 : 0;
