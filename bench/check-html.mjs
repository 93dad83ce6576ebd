// HTML validity of the built site (npm run test:html): the W3C Nu Html Checker (vnu-jar, on the
// machine's Java) over every page of the sitemap (both languages), each language's search and not-found pages; exits 1 on
// any error. Messages about CSS in <style> are left out: the checker's CSS parser predates rules the
// stylesheet uses and every current browser supports. DIST=<dir> checks another build.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFile } from '../prerender/template.mjs';
import { pagePath } from '../src/lib/paths.mjs';
import { LOCALES } from '../src/lib/locale.mjs';
import { sitemapPages } from './routes.mjs';

const DIST = process.env.DIST ?? 'dist';
// The search pages are in no sitemap (noindex): named here.
const files = [
  ...sitemapPages(DIST).map(({ path }) => join(DIST, pathToFile(path))),
  ...LOCALES.map((locale) => join(DIST, pathToFile(pagePath('search', locale)))),
  join(DIST, '404.html'),
  join(DIST, 'es/404.html'),
];
const jar = String(createRequire(import.meta.url)('vnu-jar')); // the path of vnu.jar
const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'gnu', '--filterpattern', 'CSS: .*', ...files], { encoding: 'utf8' });
const errors = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
if (run.error) console.error('check-html: no Java runtime (the Nu Html Checker is a Java program): install one, e.g. apt-get install -y default-jre-headless');
else if (run.status !== 0 || errors) console.error(`check-html: ${errors || `the checker exited with ${run.status}`}`);
else console.log(`check-html: ${files.length} pages, no HTML error (W3C Nu Html Checker)`);
process.exitCode = run.error || run.status !== 0 || errors ? 1 : 0;
