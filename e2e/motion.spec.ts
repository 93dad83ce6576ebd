import type { Page } from '@playwright/test';
import { expect, startCarousel, test } from './fixtures';

// WCAG 2.2.2 (pause, stop, hide) and prefers-reduced-motion for the two things that move on their
// own: the hero slideshow (5 s interval, 1 s fade) and the blog carousel (3 s autoplay). The default
// timings themselves are tested in home.spec.ts and blog.spec.ts.

/** Opens / (hydrated) with a paused fake clock: nothing advances until the test runs time forward. */
async function openHome(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T08:00:01Z'));
  await page.goto('/');
  await startCarousel(page);
}

const heroIndex = (page: Page) =>
  page
    .getByTestId('hero-slides')
    .locator('picture')
    .evaluateAll((list) => list.findIndex((p) => p.getAttribute('data-active') === 'true'));
const carouselIndex = (page: Page) => page.locator('.blog-carousel .swiper-slide-active').getAttribute('data-swiper-slide-index');

test.describe('motion: pause and play', () => {
  test('the hero slideshow pauses and plays again', async ({ page }) => {
    await openHome(page);
    expect(await heroIndex(page)).toBe(0);
    await page.getByRole('button', { name: 'Pause background slideshow' }).click();
    await page.clock.runFor(12_000);
    expect(await heroIndex(page)).toBe(0);
    await page.getByRole('button', { name: 'Play background slideshow' }).click();
    await page.clock.runFor(5_100);
    await expect.poll(() => heroIndex(page)).toBe(1);
    await expect(page.getByRole('button', { name: 'Pause background slideshow' })).toBeVisible();
  });

  test('the blog carousel pauses and plays again', async ({ page }) => {
    await openHome(page);
    const first = await carouselIndex(page);
    await page.getByRole('button', { name: 'Pause carousel' }).click();
    await page.clock.runFor(10_000);
    expect(await carouselIndex(page)).toBe(first);
    await page.getByRole('button', { name: 'Play carousel' }).click();
    await page.clock.runFor(3_100);
    await expect.poll(() => carouselIndex(page)).not.toBe(first);
  });
});

test.describe('motion: prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('both start paused; the hero swaps images without a fade; play still works', async ({ page }) => {
    await openHome(page);
    const heroPlay = page.getByRole('button', { name: 'Play background slideshow' });
    const carouselPlay = page.getByRole('button', { name: 'Play carousel' });
    await expect(heroPlay).toBeVisible();
    await expect(carouselPlay).toBeVisible();
    const pictures = page.getByTestId('hero-slides').locator('picture');
    for (const img of await pictures.locator('img').all()) await expect(img).toHaveCSS('transition-duration', '0s');
    const first = await carouselIndex(page);
    await page.clock.runFor(12_000);
    expect(await heroIndex(page)).toBe(0);
    expect(await carouselIndex(page)).toBe(first);
    // The visitor's explicit choice wins over the preference.
    await heroPlay.click();
    await page.clock.runFor(5_100);
    await expect.poll(() => heroIndex(page)).toBe(1);
    // No fade: read at once (no retry), the new image is already opaque and the old one gone.
    const opacities = await pictures.locator('img').evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).opacity));
    expect(opacities).toEqual(['0', '1']);
    await carouselPlay.click();
    await page.clock.runFor(3_100);
    await expect.poll(() => carouselIndex(page)).not.toBe(first);
  });
});
