import { expect, test } from './fixtures';

const SERVICES = [
  'Load Booking & Negotiation',
  'Back-Office Support',
  'Route Optimization',
  '24/7 Dispatch Support',
  'Driver & Broker Communication',
  'Factoring Assistance',
];

test('about page: heading, mission, statistics, services, client quotes and the call to action', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driving Excellence in Dispatch & Delivery');
  await expect(page.getByText(/Our mission is/)).toBeVisible();
  const stats = await page.locator('dl > div').evaluateAll((list) => list.map((d) => `${d.querySelector('dd')!.textContent} ${d.querySelector('dt')!.textContent}`));
  expect(stats).toEqual(['12M+ Miles Driven', '7,500+ Loads Dispatched', '98% On-Time Delivery Rate', '150+ Fleet Partners Nationwide']);
  await expect(page.locator('section[aria-labelledby="about-services-title"] li')).toHaveText(SERVICES.map((title, i) => `${i + 1}${title}`));
  await expect(page.locator('section[aria-labelledby="clients-title"] figure')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule a Call' })).toHaveAttribute('href', '/contact');
});

test('services page: intro, six cards that scale on hover, why choose us, testimonials', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Dispatch Services');
  const cards = page.getByTestId('service-card');
  await expect(cards.locator('h3')).toHaveText(SERVICES);
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveAttribute('alt', /.{10,}/);
    expect((await card.locator('p').textContent())!.length).toBeGreaterThan(80);
  }
  const scale = () => cards.first().evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
  expect(await scale()).toBe(1);
  await cards.first().hover();
  await expect.poll(scale).toBeCloseTo(1.05, 2);
  const why = page.locator('section[aria-labelledby="why-title"]');
  await expect(why.getByRole('heading', { level: 2 })).toHaveText('Why Choose Us?');
  await expect(why.locator('h3')).toHaveText(['Dedicated Support', 'Tailored Dispatch Plans', 'Proven Track Record', 'Transparent Pricing']);
  await expect(page.getByRole('heading', { name: 'Trusted By Industry Leaders' })).toBeVisible();
});

test('contact page: a page header and the contact section', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('form', { name: 'Send Us A Message' })).toBeVisible();
});

for (const [width, y, x] of [
  [375, 'top', 'center'],
  [1280, 'bottom', 'right'],
] as const) {
  test(`the toaster region loads when idle: ${y}-${x} at ${width}px, at most 420px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region).toBeAttached({ timeout: 10_000 });
    const toaster = region.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', y);
    await expect(toaster).toHaveAttribute('data-x-position', x);
    await expect(toaster).toHaveAttribute('data-sonner-theme', /light|dark/);
    if (width >= 768) expect((await toaster.boundingBox())!.width).toBeLessThanOrEqual(420);
  });
}
