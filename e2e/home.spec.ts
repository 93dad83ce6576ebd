import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('has the sections in the spec order', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h1, main h2').allTextContents();
    expect(headings).toEqual([
      'Delivering Success Through Logistics And Expertise',
      'About Our Company',
      'Efficient Working Process',
      'Trusted By Industry Leaders',
      'Frequently Asked Questions',
      'Best Practices And Strategies',
      "Let's Get Started",
    ]);
    const closing = page.locator('section[aria-labelledby="cta-title"]');
    await expect(closing.getByRole('link', { name: 'Schedule a Call' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText('Our Blog', { exact: true })).toBeVisible();
  });

  test('hero: calls to action, and a slideshow 0 → 1 → 0 every 5 s with a 1 s fade', async ({ page }) => {
    // A paused fake clock: no timer fires until the test advances time.
    await page.clock.install({ time: new Date('2026-01-05T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T08:00:01Z'));
    await page.goto('/');
    await expect(page.locator('html[data-ready]')).toBeAttached();
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByText(/metros to the most remote corners/)).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/services');
    const pictures = page.getByTestId('hero-slides').locator('picture');
    await expect(pictures).toHaveCount(2);
    const active = () => pictures.evaluateAll((list) => list.findIndex((p) => p.getAttribute('data-active') === 'true'));
    expect(await active()).toBe(0);
    await expect(pictures.nth(0).locator('img')).toHaveCSS('transition-duration', '1s');
    await page.clock.runFor(4900);
    expect(await active()).toBe(0);
    await page.clock.runFor(200);
    await expect.poll(active).toBe(1);
    await expect(pictures.nth(1).locator('img')).toHaveCSS('opacity', '1');
    await page.clock.runFor(5000);
    await expect.poll(active).toBe(0);
  });

  test('hero: two desktop and two different mobile images by art direction', async ({ page }) => {
    await page.goto('/');
    const sources = await page
      .getByTestId('hero-slides')
      .locator('picture')
      .evaluateAll((list) =>
        list.map((p) => ({ mobile: p.querySelector('source')!.getAttribute('srcset'), desktop: p.querySelector('img')!.getAttribute('src') })),
      );
    const all = sources.flatMap((s) => [s.mobile, s.desktop]);
    expect(new Set(all).size).toBe(4);
    const shown = () =>
      page
        .getByTestId('hero-slides')
        .locator('picture')
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(await shown()).toContain(sources[0]!.desktop!);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    expect(await shown()).toContain(sources[0]!.mobile!);
  });

  test('working process: four cards with icon, title and description in order', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('section[aria-labelledby="process-title"] li');
    await expect(cards).toHaveCount(4);
    await expect(cards.locator('h3')).toHaveText(['Coordination & Execution', 'Planning and Strategy', 'Real-Time Monitoring', 'Secure Transportation']);
    for (const card of await cards.all()) {
      await expect(card.locator('svg')).toHaveCount(1);
      expect((await card.locator('p').textContent())!.length).toBeGreaterThan(60);
    }
  });

  test('testimonials: ratings 3, 5, 5 as filled stars and "(N) Rating", quote, body, avatar, name, role', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('testimonial');
    await expect(cards).toHaveCount(3);
    for (const [index, rating] of [3, 5, 5].entries()) {
      const card = cards.nth(index);
      await expect(card.locator('[data-star="filled"]')).toHaveCount(rating);
      await expect(card).toContainText(`(${rating}) Rating`);
      await expect(card.locator('blockquote p').first()).toHaveText(/^“.+”$/);
      await expect(card.locator('img')).toHaveAttribute('alt', /Portrait of/);
    }
  });

  test('FAQ: four items, at most one open, clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('section[aria-labelledby="faq-title"] details');
    await expect(items).toHaveCount(4);
    const openCount = () => items.evaluateAll((list) => list.filter((d) => (d as HTMLDetailsElement).open).length);
    expect(await openCount()).toBe(0);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await expect(items.nth(0)).toContainText('30 days');
    await items.nth(1).locator('summary').click();
    await expect(items.nth(1)).toHaveAttribute('open');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    expect(await openCount()).toBe(1);
    await expect(items.nth(1)).toContainText('over 50 countries');
    await items.nth(1).locator('summary').click();
    expect(await openCount()).toBe(0);
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toContainText('tracking number by email');
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).toContainText('12 hours');
  });
});
