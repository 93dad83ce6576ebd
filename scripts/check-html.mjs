// HTML validity of the built site (run after `npm run build`): the W3C Nu Html Checker (npm
// vnu-jar, run with the machine's Java) over every page of the sitemap, the search page and the not-found page.
// Exits 1 on any error. Messages about CSS inside <style> are left out: the checker's CSS parser
// predates rules the stylesheet uses and every current browser supports (@property, @container,
// container-type, margin-trim in Tailwind's feature queries), so it calls them errors; the page's
// HTML is what this checks.
//   DIST=<dir> checks another build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import vnu from 'vnu-jar';
import { pathToFile } from '../prerender/template.mjs';
import { sitemapPages } from './lib/sitemap.cjs';
import { SEARCH_PATH } from '../src/lib/paths.mjs';

const DIST = process.env.DIST ?? 'dist';
// The search page is in no sitemap (noindex: it has no content of its own), so it is named here.
const files = [...sitemapPages(DIST).map(({ path }) => join(DIST, pathToFile(path))), join(DIST, pathToFile(SEARCH_PATH)), join(DIST, '404.html')];
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  console.error('check-html: no Java runtime (the Nu Html Checker is a Java program): install one, e.g. apt-get install -y default-jre-headless');
  process.exit(1);
}
const run = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'gnu', '--filterpattern', 'CSS: .*', ...files], { encoding: 'utf8' });
const errors = `${run.stdout}${run.stderr}`.trim();
if (run.status !== 0 || errors) {
  console.error(`check-html: ${errors || `the checker exited with ${run.status}`}`);
  process.exit(1);
}
console.log(`check-html: ${files.length} pages, no HTML error (W3C Nu Html Checker)`);
