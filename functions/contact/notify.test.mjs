// @vitest-environment node
// The email about a lead, sent with SES (a fake SES client: SES cannot run here), and the metrics
// log. The local outbox sends the same email: server/leads.test.mjs.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { createSesNotifier, leadEmail } from './notify.mjs';
import { metricsLog } from './metrics.mjs';

const lead = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  receivedAt: '2026-01-05T09:30:00.123Z',
  fields: {
    firstName: 'Zoë',
    lastName: 'Ruiz',
    phone: '(555) 010-0100',
    email: 'zoe@example.com',
    serviceType: 'Last-Mile Delivery',
    message: 'Two reefers.\nHome on weekends.',
  },
};
const addresses = { from: 'Website <leads@example.com>', to: 'dispatch@example.com' };

describe('leadEmail', () => {
  it('is to the company, replies to the visitor, and has every field under the form’s label', () => {
    const email = leadEmail(lead, addresses);
    expect(email).toMatchObject({ from: addresses.from, to: addresses.to, replyTo: 'zoe@example.com', subject: 'New lead: Zoë Ruiz (Last-Mile Delivery)' });
    expect(email.text).toContain('First Name:    Zoë\n');
    expect(email.text).toContain('Phone Number:  (555) 010-0100\n');
    expect(email.text).toContain('Service Type:  Last-Mile Delivery\n');
    expect(email.text).toContain('Message:\nTwo reefers.\nHome on weekends.\n');
    expect(email.text).toContain(`reference ${lead.id}`);
  });

  it('keeps a visitor’s line breaks out of the subject and the field lines (no header injection)', () => {
    const email = leadEmail({ ...lead, fields: { ...lead.fields, firstName: 'Eve\r\nBcc: all@example.com', email: '' } }, addresses);
    expect(email.subject).toBe('New lead: Eve Bcc: all@example.com Ruiz (Last-Mile Delivery)');
    expect(email.replyTo).toBeNull();
    expect(email.text).toContain('First Name:    Eve Bcc: all@example.com\n');
    expect(email.text).toContain('call them back');
  });

  it('names the visitor by email or phone when they gave no name', () => {
    expect(leadEmail({ ...lead, fields: { ...lead.fields, firstName: '', lastName: ' ', serviceType: '' } }, addresses).subject).toBe(
      'New lead: zoe@example.com',
    );
  });
});

describe('createSesNotifier', () => {
  it('sends the email with SES (API v2) through the client it is given', async () => {
    const commands = /** @type {SendEmailCommand[]} */ ([]);
    const notifier = createSesNotifier({ client: { send: async (command) => (commands.push(command), { MessageId: 'ses-1' }) }, ...addresses });
    expect(await notifier.send(lead)).toEqual({ messageId: 'ses-1' });
    expect(commands).toHaveLength(1);
    expect(commands[0]).toBeInstanceOf(SendEmailCommand);
    const email = leadEmail(lead, addresses);
    expect(commands[0]?.input).toEqual({
      FromEmailAddress: addresses.from,
      Destination: { ToAddresses: [addresses.to] },
      ReplyToAddresses: ['zoe@example.com'],
      Content: { Simple: { Subject: { Data: email.subject, Charset: 'UTF-8' }, Body: { Text: { Data: email.text, Charset: 'UTF-8' } } } },
    });
  });

  it('sets no Reply-To without an email address, and fails when SES does', async () => {
    const commands = /** @type {SendEmailCommand[]} */ ([]);
    const ok = createSesNotifier({ client: { send: async (command) => (commands.push(command), {}) }, ...addresses });
    await ok.send({ ...lead, fields: { ...lead.fields, email: '' } });
    expect(commands[0]?.input.ReplyToAddresses).toBeUndefined();
    const failing = createSesNotifier({
      client: { send: async () => Promise.reject(Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected' })) },
      ...addresses,
    });
    await expect(failing.send(lead)).rejects.toMatchObject({ name: 'MessageRejected' });
  });
});

describe('metricsLog', () => {
  it('writes one embedded-metric-format line per outcome, by function', () => {
    const lines = /** @type {string[]} */ ([]);
    const log = metricsLog({
      namespace: 'northlane-site/leads',
      functionName: 'northlane-site-contact',
      write: (line) => lines.push(line),
      now: () => 1767605400000,
    });
    log({ event: 'notify_failed', id: lead.id, reason: 'MessageRejected' });
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      _aws: {
        Timestamp: 1767605400000,
        CloudWatchMetrics: [{ Namespace: 'northlane-site/leads', Dimensions: [['FunctionName']], Metrics: [{ Name: 'NotificationFailures', Unit: 'Count' }] }],
      },
      FunctionName: 'northlane-site-contact',
      NotificationFailures: 1,
      event: 'notify_failed',
      id: lead.id,
      reason: 'MessageRejected',
    });
    expect(() => log({ event: 'surprise' })).toThrow(/METRIC_OF/);
  });
});
