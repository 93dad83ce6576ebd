// A page open across a deploy: the built site is deployed (scripts/deploy/deploy.mjs) to s3rver, a
// local S3, and served from it the way CloudFront serves the bucket (the viewer-request function, then
// the object with its stored headers); a page of that build is opened, a second build is deployed
// while the page's scripts and data are still loading, and the page hydrates and navigates client-side.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { S3Client } from '@aws-sdk/client-s3';
import { deploy } from '../scripts/deploy/deploy.mjs';
import { startLocalCdn } from '../infra/cloudfront/local-cdn.mjs';
import { versionedRouteDataUrl } from '../src/lib/routeDataUrl.mjs';
import { expect, test } from './fixtures';
import { literally, postBySlug } from './content';

const OPEN = 'how-to-find-the-highest-paying-loads'; // the page left open; its footer links to NEXT as "News"
const NEXT = 'best-load-boards-for-independent-truckers';
const BUCKET = 'site';
const OPEN_TITLE = postBySlug(OPEN).title;

let root: string;
let cdn: Awaited<ReturnType<typeof startLocalCdn>>;
let s3: S3Client;
let origin: string;

test.beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'deploy-e2e-'));
  cdn = await startLocalCdn({ dir: root, bucket: BUCKET });
  ({ s3, origin } = cdn);
});

test.afterAll(async () => {
  await cdn?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

type PostData = { 'blog-post': { post: { title: string } } };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[character]};`);

/**
 * The next build, as the prerender makes it after two posts were retitled (same app): each one's
 * route data under a new version and as the current build's, and its page naming the new version.
 */
async function nextBuild(): Promise<{ dir: string; titles: Record<string, string> }> {
  const dir = join(root, 'dist-2');
  await cp('dist', dir, { recursive: true });
  const titles: Record<string, string> = {};
  for (const [n, slug] of [OPEN, NEXT].entries()) {
    const html = await readFile(join(dir, 'blogs', slug, 'index.html'), 'utf8');
    const own = /data-route-data="([^"]+)"/.exec(html)![1]!;
    const file = JSON.parse(await readFile(join(dir, 'blogs', slug, 'index.json'), 'utf8')) as { app: string; loaderData: PostData };
    const post = file.loaderData['blog-post'].post;
    const title = `${post.title}, updated for 2027`;
    const next = versionedRouteDataUrl(`${n}`.repeat(12));
    // The title as the page writes it: escaped in its markup (as React escapes text), as it is in its JSON-LD.
    const forms = new Map([
      [escapeHtml(post.title), escapeHtml(title)],
      [post.title, title],
    ]);
    const page = html.replace(new RegExp([...forms.keys()].map(literally).join('|'), 'g'), (found) => forms.get(found)!).replace(own, next);
    post.title = titles[slug] = title;
    await rm(join(dir, own));
    for (const name of [next, `/blogs/${slug}/index.json`]) await writeFile(join(dir, name), JSON.stringify(file));
    await writeFile(join(dir, 'blogs', slug, 'index.html'), page);
    await writeFile(join(dir, 'blogs', slug, 'index.html.br'), brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return { dir, titles };
}

test("a page open across a deploy hydrates with its own build's data, and navigates with data its app fits", async ({ page }) => {
  test.setTimeout(90_000);
  const log = () => {};
  const heading = page.getByRole('heading', { level: 1 });
  await deploy({ bucket: BUCKET, dir: 'dist' }, { s3, log });
  const { dir, titles } = await nextBuild();

  // The page arrives from the first build; its scripts and data only after the second is live.
  let release = () => {};
  const deployed = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${origin}/assets/**`, async (route) => {
    await deployed;
    await route.continue();
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const opened = page.goto(`${origin}/blogs/${OPEN}`);
  await expect(heading).toHaveText(OPEN_TITLE);
  const own = (await page.locator('#root').getAttribute('data-route-data'))!;
  const second = await deploy({ bucket: BUCKET, dir }, { s3, log });
  expect(second.kept).toContain(own.slice(1)); // the first build's data, kept for the pages still open
  expect(second.deletes).toEqual([]);
  release();
  await opened; // hydrated (e2e/fixtures.ts): no hydration warning, or the test fails

  // It hydrated with the data it was made with, which the second deploy kept: the first build's.
  const ownData = (await (await page.request.get(`${origin}${own}`)).json()) as { loaderData: PostData };
  expect(ownData.loaderData['blog-post'].post.title).toBe(OPEN_TITLE);
  expect(requests.filter((path) => path.endsWith('.json'))).toEqual([own]);
  await expect(heading).toHaveText(OPEN_TITLE);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  // Navigating client-side, it reads the route's current data, written for the same app: the second build's.
  await page.getByRole('contentinfo').getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(`${origin}/blogs/${NEXT}`);
  await expect(heading).toHaveText(titles[NEXT]!);
  // Back on the open page's route, its own data answers (fresh for 5 minutes): the first build's.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tips & Tricks' }).click();
  await expect(page).toHaveURL(`${origin}/blogs/${OPEN}`);
  await expect(heading).toHaveText(OPEN_TITLE);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // one document all along
  expect(requests.filter((path) => path.endsWith('.json'))).toEqual([own, `/blogs/${NEXT}/index.json`]);
  // A new visit gets the second build whole.
  await page.goto(`${origin}/blogs/${OPEN}`);
  await expect(heading).toHaveText(titles[OPEN]!);
});
