import type { Page } from '@playwright/test';
import { expect, focusedLabel, startCarousel, test } from './fixtures';

/** The site's focus ring (index.css: `:focus-visible` → 2px solid orange-600, offset 2px). */
const RING = { style: 'solid', width: '2px', color: 'rgb(185, 75, 8)' };

/**
 * Numbers every element that should be a Tab stop, in document order: focusable, rendered, not
 * inert, tabindex ≥ 0. Returns their labels; each element gets data-tab-stop="<index>".
 */
function markTabStops(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }))
      .map((el, index) => {
        el.dataset.tabStop = String(index);
        const name = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '';
        return `${el.tagName.toLowerCase()}:${name.replace(/\s+/g, ' ').trim()}`;
      });
  });
}

/**
 * Tabs through the whole page: every stop in document order, each with a visible focus indicator
 * (the outline, or the form fields' ring). A focusin listener records each stop as it is reached.
 */
async function expectTabWalk(page: Page) {
  const stops = await markTabStops(page);
  expect(stops.length).toBeGreaterThan(10);
  await page.evaluate(() => {
    const visits: { stop: string; ring: boolean }[] = [];
    (window as unknown as { visits: typeof visits }).visits = visits;
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      visits.push({ stop: el.dataset.tabStop ?? `unexpected ${el.tagName}`, ring: el.matches(':focus-visible') && (outline || style.boxShadow !== 'none') });
    });
  });
  for (let step = 0; step < stops.length; step += 1) await page.keyboard.press('Tab');
  const visits = await page.evaluate(() => (window as unknown as { visits: { stop: string; ring: boolean }[] }).visits);
  expect(visits.map((visit) => stops[Number(visit.stop)] ?? visit.stop)).toEqual(stops);
  expect(visits.filter((visit) => !visit.ring).map((visit) => stops[Number(visit.stop)])).toEqual([]);
  // No positive tabindex anywhere: the DOM order is the Tab order.
  expect(await page.locator('[tabindex]').evaluateAll((list) => list.filter((el) => (el as HTMLElement).tabIndex > 0).length)).toBe(0);
}

/** A paused fake clock: the hero and the carousel stand still until the test advances time. */
async function freezeTime(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T08:00:01Z'));
}

test.describe('keyboard', () => {
  test('"Skip to content" is the first Tab stop, shows itself and moves focus to main', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(60);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab lands in the page content (the breadcrumb), past the whole header.
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('a:Home');
    await expect(page.locator('main nav[aria-label="Breadcrumb"] a').first()).toBeFocused();
  });

  test('every control of the home page in document order, each with a focus ring, at 1280px', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    await startCarousel(page);
    await expectTabWalk(page);
  });

  test('every control of the contact page in document order, each with a focus ring, at 375px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/contact');
    await expectTabWalk(page);
  });

  test('focus ring: a link and a button show the 2px orange outline on :focus-visible', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    const ring = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const style = getComputedStyle(el);
        return { focusVisible: el.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
      });
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // the logo link
    await expect(page.getByRole('banner').getByRole('link', { name: 'Northlane Dispatch home' })).toBeFocused();
    expect(await ring(':focus')).toEqual({ focusVisible: true, ...RING });
    // After keyboard use, focus moved by script shows the ring too (Chromium's :focus-visible heuristic).
    const pause = page.getByRole('button', { name: 'Pause background slideshow' });
    await pause.focus();
    expect(await ring(':focus')).toEqual({ focusVisible: true, ...RING });
    // A mouse click does not show the ring on a button (:focus-visible, not :focus).
    await page.getByRole('button', { name: 'Next articles' }).click();
    expect(await ring(':focus')).toMatchObject({ focusVisible: false, style: 'none' });
  });

  test('mobile menu at 375px: Enter opens, Tab walks its links, Escape closes and returns focus to the toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const menu = page.locator('#mobile-menu');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const order: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      order.push(await focusedLabel(page));
    }
    expect(order).toEqual(['a:Home', 'a:About Us', 'a:Services', 'a:Blog', 'a:Contact', 'a:Get A Quote']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Space opens it too; Escape from the toggle itself closes it.
    await page.keyboard.press(' ');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // A link chosen by keyboard navigates and closes the menu.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
  });

  test('Service Type: arrows, Home/End, type-ahead, Enter, Space and Escape; Tab and Shift+Tab close the list', async ({ page }) => {
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: /Service Type/ });
    const listbox = page.getByRole('listbox');
    const active = () => listbox.evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant')!)!.textContent);
    // ArrowDown opens the list at the first option; arrows, End and Home move in it.
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeFocused();
    expect(await active()).toBe('Freight Transportation');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('Warehouse Management');
    await page.keyboard.press('End');
    expect(await active()).toBe('Other');
    await page.keyboard.press('Home');
    expect(await active()).toBe('Freight Transportation');
    // Tab from the open list closes it and moves on to the Message field, choosing nothing.
    await page.keyboard.press('Tab');
    await expect(listbox).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.locator('span').first()).toHaveText('Service Type');
    // Shift+Tab from the open list closes it and returns to the toggle.
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('End');
    await expect(listbox).toBeVisible();
    expect(await active()).toBe('Other');
    await page.keyboard.press('Shift+Tab');
    await expect(listbox).toBeHidden();
    await expect(toggle).toBeFocused();
    // On the closed toggle: ArrowUp opens at the last option, Home at the first.
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe('Other');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Home');
    expect(await active()).toBe('Freight Transportation');
    // Type-ahead: quick keys build a prefix ("lo" → Logistics Consulting, past Last-Mile Delivery); Enter chooses.
    await page.keyboard.type('lo');
    expect(await active()).toBe('Logistics Consulting');
    await page.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(toggle).toContainText('Logistics Consulting');
    await expect(toggle).toBeFocused();
    // Enter opens it again at the chosen option; Escape closes it, keeping the choice.
    await page.keyboard.press('Enter');
    await expect(listbox).toBeVisible();
    expect(await active()).toBe('Logistics Consulting');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(toggle).toContainText('Logistics Consulting');
    await expect(toggle).toBeFocused();
    // Space opens and chooses too; a single letter goes to the next option that starts with it (once the prefix above has lapsed).
    await page.waitForTimeout(600);
    await page.keyboard.press(' ');
    await page.keyboard.press('l');
    expect(await active()).toBe('Last-Mile Delivery');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press(' ');
    await expect(toggle).toContainText('Supply Chain Solutions');
  });

  test('FAQ: summaries take focus, Enter and Space toggle, one item open at a time', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('section[aria-labelledby="faq-title"] details');
    const openItems = () => items.evaluateAll((list) => list.flatMap((d, index) => ((d as HTMLDetailsElement).open ? [index] : [])));
    await items.nth(0).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(openItems).toEqual([0]);
    await page.keyboard.press(' ');
    await expect.poll(openItems).toEqual([]);
    await page.keyboard.press('Enter');
    // Tab goes from one question to the next (the answer text is not a stop).
    await page.keyboard.press('Tab');
    await expect(items.nth(1).locator('summary')).toBeFocused();
    await page.keyboard.press(' ');
    await expect.poll(openItems).toEqual([1]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(openItems).toEqual([2]);
    await expect(items.nth(2)).toContainText('tracking number by email');
  });

  test('carousel: prev, pause and next take focus; Tab goes into visible slides only, never inert ones', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    const carousel = await startCarousel(page);
    // Three slides in view at 1280px; the rest are inert.
    await expect(carousel.locator('.swiper-slide-visible:not([inert])')).toHaveCount(3);
    await expect(carousel.locator('.swiper-slide[inert]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Previous articles' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pause carousel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next articles' })).toBeFocused();
    const activeIndex = () => carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    const before = await activeIndex();
    // Each Tab stop inside the carousel is a card in a visible, non-inert slide, in slide order.
    const slideOf = () =>
      page.evaluate(() => {
        const slide = document.activeElement?.closest('.swiper-slide');
        return slide
          ? { visible: slide.classList.contains('swiper-slide-visible'), inert: (slide as HTMLElement).inert, left: slide.getBoundingClientRect().left }
          : null;
      });
    const lefts: number[] = [];
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Tab');
      const slide = await slideOf();
      expect(slide).toMatchObject({ visible: true, inert: false });
      lefts.push(slide!.left);
    }
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    // Autoplay holds while focus is on a card (a card sliding away would turn inert under it).
    await page.clock.runFor(10_000);
    expect(await activeIndex()).toBe(before);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'View All Articles' })).toBeFocused();
    // Back out of the carousel: autoplay resumes; Shift+Tab re-enters at the last visible card.
    await page.clock.runFor(3_100);
    await expect.poll(activeIndex).not.toBe(before);
    await page.clock.runFor(400); // the slide transition ends; inert follows the new view
    await page.keyboard.press('Shift+Tab');
    expect(await slideOf()).toMatchObject({ visible: true, inert: false });
  });
});
