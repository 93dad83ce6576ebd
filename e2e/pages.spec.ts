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
  const stats = await page
    .locator('dl > div')
    .evaluateAll((list) => list.map((d) => `${d.querySelector('dd')!.textContent} ${d.querySelector('dt')!.textContent}`));
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
  const width = async () => (await cards.first().boundingBox())!.width;
  const before = await width();
  await cards.first().hover();
  await expect.poll(async () => (await width()) / before).toBeCloseTo(1.05, 2);
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

test('the toaster region is mounted once the page is idle, its code loaded only then', async ({ page }) => {
  const response = await page.goto('/about');
  expect(await response!.text()).not.toMatch(/Toaster-[\w-]+\.js/);
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached({ timeout: 10_000 });
});
