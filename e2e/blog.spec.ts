import { expect, startCarousel, test } from './fixtures';
import { POSTS, article, postBySlug } from './content';
import { POSTS_PER_PAGE } from '../src/content/posts.ts';

// The posts the spec's footer links (Tips & Tricks, News, Quick Start): published on every build, or its links would break it.
const TIPS = 'how-to-find-the-highest-paying-loads';
const NEWS = 'best-load-boards-for-independent-truckers';
const QUICK_START = 'truck-maintenance-scheduling-by-dispatchers';
/** The spec's carousel: the newest posts, up to five; its 'Other Blogs': the first three posts but the current one. */
const CAROUSEL = POSTS.slice(0, 5);
const othersOf = (slug: string) => POSTS.filter((post) => post.slug !== slug).slice(0, 3);
const pathOf = (post: { slug: string }) => `/blogs/${post.slug}`;

test.describe('blog carousel', () => {
  test('shows the 5 posts with their links, loops, autoplays every 3 s even after interaction, and a card opens its post', async ({ page }) => {
    // A paused fake clock: autoplay moves only when the test runs time forward.
    await page.clock.install({ time: new Date('2026-01-05T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T08:00:01Z'));
    await page.goto('/');
    const carousel = await startCarousel(page);
    // Each slide's post, in the slides' own order (the loop moves them around in the document).
    const slides = await carousel
      .locator('.swiper-slide')
      .evaluateAll((list) =>
        list.map((slide) => [Number(slide.getAttribute('data-swiper-slide-index')), slide.querySelector('a')?.getAttribute('href')] as const),
      );
    expect(slides.sort(([a], [b]) => a - b).map(([, href]) => href)).toEqual(CAROUSEL.map(pathOf));
    const activeIndex = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    // Autoplay sets its 3 s timer once a slide's transition has ended (a real one: the fake clock does not run it).
    const timerSet = () =>
      expect.poll(() => carousel.evaluate((el) => (el as HTMLElement & { swiper: { autoplay: { paused: boolean } } }).swiper.autoplay.paused)).toBe(false);
    expect(await activeIndex()).toBe('0');
    // Loop: back from the first slide is the last.
    const last = String(CAROUSEL.length - 1);
    await page.getByRole('button', { name: 'Previous articles' }).click();
    await expect.poll(activeIndex).toBe(last);
    // Autoplay: nothing before 3 s, then on, from the last slide to the first.
    await timerSet();
    await page.clock.runFor(2_900);
    expect(await activeIndex()).toBe(last);
    await page.clock.runFor(200);
    await expect.poll(activeIndex).toBe('0');
    // After interaction (the next arrow) autoplay carries on.
    await timerSet();
    await page.getByRole('button', { name: 'Next articles' }).click();
    await expect.poll(activeIndex).toBe('1');
    await timerSet();
    await page.clock.runFor(3_100);
    await expect.poll(activeIndex).toBe('2');
    await expect(page.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/contact');
    // A card opens its post (with a full page load, as every blog card: readers.spec.ts), once its slide has stopped moving.
    await timerSet();
    const card = carousel.locator('.swiper-slide-active a').first();
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  for (const [width, perView] of [
    [375, 3],
    [640, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`${perView} slides per view at ${width}px, 30px apart, before and after Swiper starts`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const carousel = await startCarousel(page);
      const measure = () =>
        carousel.evaluate((el) => {
          const slides = [...el.querySelectorAll('.swiper-slide')].map((s) => s.getBoundingClientRect());
          const box = el.getBoundingClientRect();
          const sorted = slides.sort((a, b) => a.left - b.left);
          return { container: box.width, slide: sorted[0]!.width, gap: sorted[1]!.left - sorted[0]!.right };
        });
      const after = await measure();
      expect(after.gap).toBeCloseTo(30, 0);
      expect(after.slide).toBeCloseTo((after.container - 30 * (perView - 1)) / perView, 0);

      // Without JavaScript the CSS gives the same slide width, so nothing jumps on start.
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const staticPage = await context.newPage();
      await staticPage.goto(page.url());
      const before = await staticPage.locator('.blog-carousel').evaluate((el) => {
        const slides = [...el.querySelectorAll('.swiper-slide')].map((s) => s.getBoundingClientRect());
        return { slide: slides[0]!.width, gap: slides[1]!.left - slides[0]!.right };
      });
      await context.close();
      expect(before.slide).toBeCloseTo(after.slide, 0);
      expect(before.gap).toBeCloseTo(30, 0);
    });
  }

  test('Swiper starts as the carousel nears the viewport, not while the page loads', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('.blog-carousel')).not.toHaveClass(/swiper-initialized/);
    await expect(page.locator('.blog-carousel .swiper-slide')).toHaveCount(CAROUSEL.length);
    await startCarousel(page);
  });
});

test.describe('blog list', () => {
  test('"Latest Blog Posts" with every post: card parts, excerpt and Read More →', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Blog Posts');
    const cards = page.getByTestId('blog-card');
    const listed = POSTS.slice(0, POSTS_PER_PAGE);
    await expect(cards).toHaveCount(listed.length);
    for (const [index, post] of listed.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('href', pathOf(post));
      await expect(card).toContainText('Read More →');
      await expect(card.locator('img')).toHaveAttribute('alt', /.{10,}/);
      const excerpt = (await card.locator('p').textContent())!;
      expect(excerpt).toMatch(/\.\.\.$/);
      expect(excerpt).toHaveLength(103);
    }
    // The category is a tag on the card's image: a link to its hub beside the card's own link.
    const tag = cards.first().locator('xpath=..').getByRole('link', { name: POSTS[0]!.category, exact: true });
    await expect(tag).toHaveAttribute('href', `/blogs/category/${POSTS[0]!.categorySlug}`);
  });
});

test.describe('blog detail', () => {
  test('a client-side navigation to a post loads its article body', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Quick Start' }).click();
    const post = postBySlug(QUICK_START);
    await expect(page).toHaveURL(new RegExp(`${pathOf(post)}$`));
    await expect(page.getByTestId('post-content').locator('p').first()).toHaveText(article(post).paragraphs[0]!);
    await expect(page).toHaveTitle(`${post.title} — Northlane Dispatch`);
    // Same document: the footer link is a router link.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('navigating from post to post in the app reads each route from its JSON, not from the page JavaScript', async ({ page }) => {
    const [tips, news] = [postBySlug(TIPS), postBySlug(NEWS)];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(pathOf(tips));
    // Hydrating, the app read the data this page was made with: the versioned file #root names.
    const own = await page.locator('#root').getAttribute('data-route-data');
    expect(own).toMatch(/^\/assets\/data\/[0-9a-f]{12}\.json$/);
    expect(requests).toContain(own);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const footer = page.getByRole('contentinfo');
    // Navigating, it reads the current build's data of the route, written for this app.
    const next = page.waitForResponse((response) => response.url().endsWith(`${pathOf(news)}/index.json`));
    await footer.getByRole('link', { name: 'News' }).click();
    const file = await (await next).json();
    expect(file.app).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    expect(await page.locator('#root').getAttribute('data-modules')).toMatch(new RegExp(`^${file.app}( |$)`));
    const data = file.loaderData['blog-post'];
    expect(data.post.slug).toBe(NEWS);
    expect(data.others.map((other: { slug: string }) => other.slug)).toEqual(othersOf(NEWS).map((other) => other.slug));
    await expect(page).toHaveURL(new RegExp(`${pathOf(news)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
    await expect(page.getByTestId('post-content').locator('p').first()).toHaveText(article(news).paragraphs[0]!);
    await expect(page.locator('section[aria-labelledby="other-blogs-title"]').getByTestId('blog-card')).toHaveCount(3);
    await footer.getByRole('link', { name: 'Tips & Tricks' }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(tips)}$`));
    await expect(page.getByTestId('post-content').locator('p').first()).toHaveText(article(tips).paragraphs[0]!);
    // One document all along; no page script carries the posts.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(requests.filter((path) => path.endsWith('.json'))).toEqual([own, `${pathOf(news)}/index.json`]);
  });

  test('title, image, paragraphs and the first 3 other posts', async ({ page }) => {
    const news = postBySlug(NEWS);
    await page.goto(pathOf(news));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
    await expect(page.locator('article img')).toHaveAttribute('width', '800');
    // A paragraph wherever the article has a blank line (spec), each as its Markdown has it.
    const paragraphs = page.getByTestId('post-content').locator('p');
    await expect(paragraphs).toHaveText(article(news).paragraphs);
    for (const text of await paragraphs.allTextContents()) expect(text).not.toContain('\n\n');
    const others = page.locator('section[aria-labelledby="other-blogs-title"]').getByTestId('blog-card');
    await expect(others).toHaveCount(3);
    const hrefs = await others.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(othersOf(NEWS).map(pathOf));
    await others.first().click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(othersOf(NEWS)[0]!)}$`));
  });
});
