import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { axe, expect, heldTest as held, test as base } from '../fixtures';
import { firstLoadReport, formatReport } from '../../prerender/report.mjs';
import { DEFAULTS } from '../../functions/contact/handler.mjs';
import { openLocalStore, startLocalLeads } from '../../server/leads.mjs';
import { readLeads, readSpam } from '../../functions/contact/store.mjs';
import { CONTACT_PATH, FIELD_MESSAGES } from '../../src/lib/lead.mjs';
import { sitemapPages } from '../../bench/routes.mjs';

/**
 * Lead delivery on, in Chromium against a build made with CONTACT_DELIVERY=on and the local server
 * with the contact endpoint (npm run test:leads: bench/leads.mjs). What the endpoint stored
 * is read back from its local store, as `npm run leads` reads it. Tests share the store: each finds
 * its own leads by a token in the message.
 */
const DIST = process.env.E2E_LEADS_DIST!;
const LEADS_DIR = process.env.E2E_LEADS_DIR ?? '.tmp/e2e-leads';

const test = base;

/** The stored leads whose message holds `token`. */
async function storedLeads(token: string) {
  const { store, close } = await openLocalStore({ dir: LEADS_DIR });
  try {
    return (await readLeads(store)).leads.filter((lead) => lead.fields.message.includes(token));
  } finally {
    await close();
  }
}

/** The suspected spam kept whose message holds `token`. */
async function keptSpam(token: string) {
  const { store, close } = await openLocalStore({ dir: LEADS_DIR });
  try {
    return (await readSpam(store)).spam.filter((record) => record.fields.message.includes(token));
  } finally {
    await close();
  }
}

/** The company's phone number, as its file gives it. */
const PHONE: string = parse(readFileSync(new URL('../../src/content/company.yaml', import.meta.url), 'utf8')).phone;

/** The outbox's emails that mention `token` (the server makes the outbox when it starts). */
async function outboxEmails(token: string) {
  const dir = join(LEADS_DIR, 'outbox');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return texts.filter((text) => text.includes(token));
}

/** A token for this test's leads. */
const tokenFor = () => `e2e-${test.info().testId}-${Date.now().toString(36)}`;

/** A person takes some seconds to fill in the form: send it no sooner than the endpoint's minimum fill time. */
const atHumanPace = (page: Page) => page.waitForFunction((min) => performance.now() > min, DEFAULTS.minFillMs + 250);

/** What a visitor types: characters a careless pipeline would mangle, a line break in the message. */
function visitor(token: string) {
  return {
    firstName: 'Zoë-Anne',
    lastName: "O'Connor",
    phone: '+1 (614) 555-0199',
    email: 'zoe.oconnor@example.com',
    serviceType: 'Warehouse Management',
    message: `Two reefers, "home weekends".\nLanes: OH → TX, 3,000 mi a week. ${token}`,
  };
}

async function fillForm(form: Locator, values: ReturnType<typeof visitor>) {
  await form.getByLabel('First Name').fill(values.firstName);
  await form.getByLabel('Last Name').fill(values.lastName);
  await form.getByLabel('Phone Number').fill(values.phone);
  await form.getByLabel('Email Address').fill(values.email);
  await form.getByRole('button', { name: /Service Type/ }).click();
  await form.page().getByRole('option', { name: values.serviceType }).click();
  await form.getByLabel('Message').fill(values.message);
}

async function expectFields(form: Locator, values: ReturnType<typeof visitor>) {
  await expect(form.getByLabel('First Name')).toHaveValue(values.firstName);
  await expect(form.getByLabel('Last Name')).toHaveValue(values.lastName);
  await expect(form.getByLabel('Phone Number')).toHaveValue(values.phone);
  await expect(form.getByLabel('Email Address')).toHaveValue(values.email);
  await expect(form.getByRole('button', { name: /Service Type/ })).toContainText(values.serviceType || 'Service Type');
  await expect(form.getByLabel('Message')).toHaveValue(values.message);
}

/** The POSTs to /api/contact the page makes from now on. */
function contactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === CONTACT_PATH) posts.push(request);
  });
  return posts;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const formOf = (page: Page) => page.getByRole('form', { name: 'Send Us A Message' });

test.describe('lead delivery on', () => {
  test('a message is sent: a success toast, an empty form, the lead stored with exactly what was typed, the company notified', async ({ page }) => {
    const token = tokenFor();
    const values = visitor(token);
    await page.goto('/contact');
    const posts = contactPosts(page);
    const form = formOf(page);
    await fillForm(form, values);
    await atHumanPace(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(toast(page, 'Message sent')).toContainText('Thank you, Zoë-Anne.');
    await expect(toast(page, 'Message sent')).not.toHaveAttribute('data-type', 'error');
    await expectFields(form, { firstName: '', lastName: '', phone: '', email: '', serviceType: '', message: '' });
    await expect(
      form
        .getByRole('button', { name: /Service Type/ })
        .locator('span')
        .first(),
    ).toHaveClass(/text-slate-500/);
    expect(page.url()).toMatch(/\/contact$/);

    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()['content-type']).toBe('application/json');
    const leads = await storedLeads(token);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.fields).toEqual(values);
    expect(leads[0]!.notified).toBe('yes');
    const emails = await outboxEmails(token);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain(`Reply-To: ${values.email}`);
    expect(emails[0]).toContain('First Name:    Zoë-Anne');
  });

  test('in Spanish: its words and errors, the English value sent, the lead recording its language', async ({ page }) => {
    const token = tokenFor();
    await page.goto('/es/contacto');
    const form = page.getByRole('form', { name: 'Envíanos un mensaje' });
    await form.getByLabel('Nombre').fill('Lupe');
    await form.getByLabel('Correo electrónico').fill('lupe@');
    await form.getByRole('button', { name: /Tipo de servicio/ }).click();
    await page.getByRole('option', { name: 'Gestión de almacenes' }).click();
    await form.getByLabel('Mensaje').fill(`Dos cajas secas. ${token}`);
    await atHumanPace(page);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Escribe un correo como nombre@empresa.com.')).toBeVisible();
    await form.getByLabel('Correo electrónico').fill('lupe@example.com');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(toast(page, 'Mensaje enviado')).toContainText('Gracias, Lupe.');
    const leads = await storedLeads(token);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ locale: 'es', fields: { firstName: 'Lupe', email: 'lupe@example.com', serviceType: 'Warehouse Management' } });
    expect((await outboxEmails(token))[0]).toContain('reply in Spanish');
  });

  test('field errors next to their fields, the first focused, nothing sent; sent once corrected', async ({ page }) => {
    const token = tokenFor();
    await page.goto('/contact');
    const posts = contactPosts(page);
    const form = formOf(page);
    await form.getByLabel('First Name').fill('Ana');
    await form.getByLabel('Message').fill(`No way to reply yet. ${token}`);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const phone = form.getByLabel('Phone Number');
    const email = form.getByLabel('Email Address');
    for (const field of [phone, email]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(FIELD_MESSAGES.reply);
    }
    await expect(phone).toBeFocused();
    await expect(form.getByText(FIELD_MESSAGES.reply)).toHaveCount(2);
    await expect(form.getByLabel('First Name')).not.toHaveAttribute('aria-invalid');
    const checked = await axe(page).include('main form').analyze();
    expect(checked.violations.map((violation) => violation.id)).toEqual([]);

    await email.fill('ana@example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(email).toHaveAccessibleDescription(FIELD_MESSAGES.email);
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(email).toBeFocused();
    expect(posts).toHaveLength(0);

    await email.fill('ana@example.com');
    await atHumanPace(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expect(email).not.toHaveAttribute('aria-invalid');
    expect(posts).toHaveLength(1);
    expect((await storedLeads(token)).map((lead) => lead.fields.email)).toEqual(['ana@example.com']);
  });

  test('a bot that fills in every field, the hidden one too, is told it was sent; it is kept apart as spam, not among the leads, not emailed', async ({
    page,
  }) => {
    const token = tokenFor();
    await page.goto('/contact');
    const form = formOf(page);
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await fillForm(form, visitor(token));
    // As a bot sets every input's value (a person cannot reach this one).
    await honeypot.evaluate((input: HTMLInputElement) => (input.value = 'https://cheap-loads.example'));
    await atHumanPace(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    expect(await storedLeads(token)).toEqual([]);
    expect(await outboxEmails(token)).toEqual([]);
    expect((await keptSpam(token)).map((record) => [record.reason, record.fields.firstName])).toEqual([['honeypot', 'Zoë-Anne']]);
  });

  test('the form keeps the spec’s details: method="dialog", its own checks instead of the browser’s, the no-JavaScript note', async ({ page }) => {
    await page.goto('/contact');
    const form = formOf(page);
    await expect(form).toHaveAttribute('method', 'dialog');
    await expect(form).toHaveAttribute('novalidate', '');
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '4');
    await expect(page.getByTestId('form-noscript')).toBeHidden();
  });

  test('every page stays within its budgets with delivery on', async () => {
    const routes = sitemapPages(DIST).map((page: { path: string }) => page.path);
    const rows = await firstLoadReport(routes, DIST);
    expect(
      rows.filter((row) => row.over),
      formatReport(rows),
    ).toEqual([]);
  });
});

test.describe('the endpoint, called from the page', () => {
  // Chromium reports the two answers this test asks for (a 422 and a 400) as failed loads.
  test.use({
    expectedConsoleErrors: {
      invalid: /status of 422 \(Unprocessable Entity\) \(http:\/\/[^)]+\/api\/contact\)$/,
      badRequest: /status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/contact\)$/,
    },
  });

  test('keeps a form sent too soon apart as spam, refuses what is not a lead, stores a retry once', async ({ page }) => {
    const token = tokenFor();
    await page.goto('/contact');
    const post = (body: object) =>
      page.evaluate(
        async ({ path, text }) => {
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
          const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
          const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-amz-content-sha256': hash }, body: text });
          return { status: response.status, body: await response.json() };
        },
        { path: CONTACT_PATH, text: JSON.stringify(body) },
      );
    const lead = { ...visitor(token), website: '', elapsedMs: DEFAULTS.minFillMs + 1000 };
    const tooSoon = await post({ ...lead, elapsedMs: 400, submissionId: crypto.randomUUID() });
    expect(tooSoon.status).toBe(201);
    expect(await storedLeads(token)).toEqual([]);
    expect((await keptSpam(token)).map((record) => record.reason)).toEqual(['too_fast']);

    const invalid = await post({ ...lead, email: 'nope', phone: '', submissionId: crypto.randomUUID() });
    expect(invalid).toEqual({ status: 422, body: { error: 'invalid', message: 'Some fields need a change.', fields: { email: FIELD_MESSAGES.email } } });
    const notALead = await post({ ...lead, submissionId: 'x' });
    expect(notALead.status).toBe(400);

    const submissionId = crypto.randomUUID();
    const answers = await Promise.all([post({ ...lead, submissionId }), post({ ...lead, submissionId }), post({ ...lead, submissionId })]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect((await storedLeads(token)).map((stored) => stored.id)).toEqual([submissionId]);
    expect(await outboxEmails(token)).toHaveLength(1);
  });
});

test.describe('the endpoint cannot be reached', () => {
  // Chromium's own report of the request the test refuses; nothing else may reach the console.
  test.use({ expectedConsoleErrors: { refused: /net::ERR_CONNECTION_REFUSED \(http:\/\/[^)]+\/api\/contact\)$/ } });

  test('a destructive toast, every field as it was; sent again once the endpoint is back, and stored once', async ({ page }) => {
    const token = tokenFor();
    const values = visitor(token);
    await page.goto('/contact');
    await page.route(`**${CONTACT_PATH}`, (route) => route.abort('connectionrefused'));
    const form = formOf(page);
    await fillForm(form, values);
    await atHumanPace(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const failed = toast(page, 'Your message was not sent');
    await expect(failed).toHaveAttribute('data-type', 'error');
    await expect(failed).toContainText('(614) 555-0142');
    await expectFields(form, values);
    expect(await storedLeads(token)).toEqual([]);

    await page.unroute(`**${CONTACT_PATH}`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expectFields(form, { firstName: '', lastName: '', phone: '', email: '', serviceType: '', message: '' });
    expect((await storedLeads(token)).map((lead) => lead.fields)).toEqual([values]);
  });
});

test.describe('more messages from one network than the endpoint takes for now', () => {
  test.use({ expectedConsoleErrors: { limited: /status of 429 \(Too Many Requests\) \(http:\/\/[^)]+\/api\/contact\)$/ } });

  /**
   * The endpoint's own handler, in this test, with a ceiling of one message per network, which someone on the
   * visitor's network (a truck stop's Wi-Fi) has already sent: the page's requests go to it.
   */
  async function endpointAtItsCeiling(page: Page) {
    const dir = await mkdtemp(join(tmpdir(), 'e2e-ceiling-'));
    const leads = await startLocalLeads({ dir, env: { LEADS_RATE_CEILING: '1' } });
    const call = (body: string) =>
      leads.handler({
        rawPath: CONTACT_PATH,
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.50:443' },
        requestContext: { http: { method: 'POST' } },
        body,
      });
    const other = await call(JSON.stringify({ ...visitor('someone else'), submissionId: crypto.randomUUID(), elapsedMs: 9000, website: '' }));
    expect(other.statusCode).toBe(201);
    await page.route(`**${CONTACT_PATH}`, async (route: Route) => {
      const answer = await call(route.request().postData() ?? '');
      await route.fulfill({ status: answer.statusCode, headers: answer.headers, body: answer.body });
    });
    return { leads, close: async () => (await leads.close(), await rm(dir, { recursive: true, force: true })) };
  }

  test('the form says so with the phone number and keeps every field; sent again once taken, it is stored once', async ({ page }) => {
    const token = tokenFor();
    const values = visitor(token);
    await page.goto('/contact');
    const endpoint = await endpointAtItsCeiling(page);
    try {
      const form = formOf(page);
      await fillForm(form, values);
      await atHumanPace(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      const limited = toast(page, 'Too many messages from your network');
      await expect(limited).toHaveAttribute('data-type', 'error');
      await expect(limited).toContainText(`call or text us at ${PHONE}`);
      await expectFields(form, values);
      expect((await readLeads(endpoint.leads.store)).leads.filter((lead) => lead.fields.message.includes(token))).toEqual([]);
      expect((await readSpam(endpoint.leads.store)).spam.filter((record) => record.fields.message.includes(token))).toEqual([]);
    } finally {
      await endpoint.close();
    }
    // Later, the endpoint takes it (here: the site's own, with no ceiling).
    await page.unroute(`**${CONTACT_PATH}`);
    await formOf(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    expect((await storedLeads(token)).map((lead) => lead.fields)).toEqual([values]);
  });

  test('in Spanish, as a dispatcher would say it', async ({ page }) => {
    const token = tokenFor();
    await page.goto('/es/contacto');
    const endpoint = await endpointAtItsCeiling(page);
    try {
      const form = page.getByRole('form', { name: 'Envíanos un mensaje' });
      await form.getByLabel('Nombre').fill('Lupe');
      await form.getByLabel('Teléfono').fill('(614) 555-0188');
      await form.getByLabel('Mensaje').fill(`Una caja seca, Laredo a Chicago. ${token}`);
      await atHumanPace(page);
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      const limited = toast(page, 'Demasiados mensajes desde tu red');
      await expect(limited).toHaveAttribute('data-type', 'error');
      await expect(limited).toContainText(`llámanos o mándanos un texto al ${PHONE}`);
      await expect(form.getByLabel('Mensaje')).toHaveValue(`Una caja seca, Laredo a Chicago. ${token}`);
      await expect(form.getByLabel('Teléfono')).toHaveValue('(614) 555-0188');
    } finally {
      await endpoint.close();
    }
  });
});

test.describe('the answer is lost after the lead was stored', () => {
  test.use({ expectedConsoleErrors: { lost: /net::ERR_FAILED \(http:\/\/[^)]+\/api\/contact\)$/ } });

  test('the visitor sends again: one lead, one notification', async ({ page }) => {
    const token = tokenFor();
    const values = visitor(token);
    await page.goto('/contact');
    // The request reaches the endpoint, which stores the lead; its answer never reaches the page.
    await page.route(`**${CONTACT_PATH}`, async (route: Route) => {
      await route.fetch();
      await route.abort('failed');
    });
    const form = formOf(page);
    await fillForm(form, values);
    await atHumanPace(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Your message was not sent')).toBeVisible();
    await expectFields(form, values);
    expect(await storedLeads(token)).toHaveLength(1);

    await page.unroute(`**${CONTACT_PATH}`);
    const posts = contactPosts(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.postData()!).submissionId).toBe((await storedLeads(token))[0]!.id);
    expect(await storedLeads(token)).toHaveLength(1);
    expect(await outboxEmails(token)).toHaveLength(1);
  });
});

held.describe('before the app is up', () => {
  held('a submit (sent twice, and with Enter) is held, then delivered once with what was typed', async ({ held: { page, release } }) => {
    const token = tokenFor();
    const values = { ...visitor(token), serviceType: '' };
    await page.mainFrame().goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('northlane:input-held').length > 0);
    const posts = contactPosts(page);
    const form = formOf(page);
    await form.getByLabel('First Name').fill(values.firstName);
    await form.getByLabel('Last Name').fill(values.lastName);
    await form.getByLabel('Phone Number').fill(values.phone);
    await form.getByLabel('Email Address').fill(values.email);
    await form.getByLabel('Message').fill(values.message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByLabel('Email Address').press('Enter');
    await atHumanPace(page);
    expect(posts).toHaveLength(0);

    await release();
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expectFields(form, { firstName: '', lastName: '', phone: '', email: '', serviceType: '', message: '' });
    // Held submits are all replayed at once when the app is up, before the first answer: by the toast, a second POST would be here.
    expect(posts).toHaveLength(1);
    const leads = await storedLeads(token);
    expect(leads.map((lead) => lead.fields)).toEqual([values]);
  });
});
