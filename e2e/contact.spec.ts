import { expect, test } from './fixtures';

const OPTIONS = ['Freight Transportation', 'Warehouse Management', 'Supply Chain Solutions', 'Last-Mile Delivery', 'Logistics Consulting', 'Other'];

test.describe('contact section', () => {
  test('form fields, info cards and links', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: "Let's Connect and Optimize Your Logistics" })).toBeVisible();
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    await expect(form.getByLabel('First Name')).toHaveAttribute('type', 'text');
    await expect(form.getByLabel('Last Name')).toHaveAttribute('type', 'text');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');
    await expect(form.getByRole('button', { name: /Service Type/ })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Contact Us', level: 3 })).toBeVisible();
    await expect(main.getByRole('link', { name: '(614) 555-0142' })).toHaveAttribute('href', 'tel:+16145550142');
    await expect(main.getByRole('link', { name: 'dispatch@example.com' }).first()).toHaveAttribute('href', 'mailto:dispatch@example.com');
    await expect(main.getByRole('heading', { name: 'Send Email' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Call or Text' })).toBeVisible();
    await expect(main).toContainText('2150 Freightway Drive');
  });

  test('Service Type dropdown by mouse: placeholder, options, choose, chevron', async ({ page }) => {
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: /Service Type/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.locator('span').first()).toHaveText('Service Type');
    await expect(toggle.locator('span').first()).toHaveClass(/text-slate-500/);
    const chevron = page.getByTestId('service-type-chevron');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option')).toHaveText(OPTIONS);
    await expect(chevron).toHaveClass(/rotate-180/);
    await toggle.click();
    await expect(listbox).toBeHidden();
    await toggle.click();
    await listbox.getByRole('option', { name: 'Last-Mile Delivery' }).click();
    await expect(listbox).toBeHidden();
    await expect(chevron).not.toHaveClass(/rotate-180/);
    await expect(toggle).toContainText('Last-Mile Delivery');
    await expect(toggle).toBeFocused();
  });

  test('submit logs the data, sends nothing, shows nothing and keeps the values', async ({ page, consoleMessages }) => {
    await page.goto('/contact');
    // The toaster mounts last, once the page is idle: from then on a toast could show, and the page has done its own requests.
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
    // "Sent" would be a navigation, a fetch/XHR/beacon or any non-GET request.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || ['document', 'fetch', 'xhr', 'ping', 'eventsource', 'websocket'].includes(request.resourceType())) {
        requests.push(`${request.method()} ${request.url()}`);
      }
    });
    const form = page.getByRole('form', { name: 'Send Us A Message' });
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Last Name').fill('Ruiz');
    await form.getByLabel('Phone Number').fill('555-0100');
    await form.getByLabel('Email Address').fill('ana@example.com');
    await form.getByRole('button', { name: /Service Type/ }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await form.getByLabel('Message').fill('Two reefers, Midwest lanes.');
    const url = page.url();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => consoleMessages.filter((m) => m.type() === 'log').length).toBeGreaterThan(0);
    const logged = consoleMessages.find((m) => m.text().startsWith('Contact form submitted'))!;
    expect(await logged.args()[1]!.jsonValue()).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '555-0100',
      email: 'ana@example.com',
      serviceType: 'Other',
      message: 'Two reefers, Midwest lanes.',
    });
    expect(page.url()).toBe(url);
    expect(requests).toEqual([]);
    await expect(form.getByLabel('First Name')).toHaveValue('Ana');
    await expect(form.getByLabel('Message')).toHaveValue('Two reefers, Midwest lanes.');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
