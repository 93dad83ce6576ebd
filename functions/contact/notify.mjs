// Telling the company about a stored lead, behind one interface (Notifier: send(lead) → { messageId }),
// with two implementations of it:
// - createSesNotifier: an email through Amazon SES (what the Lambda function uses);
// - createOutboxNotifier: the same email written as a file to a local outbox (what the local
//   server uses, where SES cannot run).
// Both send the one email leadEmail() writes. A notifier that fails throws; the lead is stored
// already, and the endpoint (server/leads/handler.mjs) records the failure and tries again later.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { FIELD_LABELS, LEAD_FIELDS } from '../../src/lib/lead.mjs';

/**
 * @typedef {import('../../src/lib/lead.mjs').LeadFields} LeadFields
 * @typedef {{ id: string; receivedAt: string; fields: LeadFields }} Lead
 * @typedef {{ send(lead: Lead): Promise<{ messageId: string }> }} Notifier
 * @typedef {{ from: string; to: string; replyTo: string | null; subject: string; text: string }} LeadEmail
 */

/** One line of header text: control characters (CR and LF above all) become spaces. @param {string} value */
function headerText(value, max = 200) {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const line = value.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * The email about a lead: to the company, replying to the visitor (when they gave an email
 * address), every field under the form's own label, the message last.
 * @param {Lead} lead
 * @param {{ from: string; to: string }} addresses
 * @returns {LeadEmail}
 */
export function leadEmail(lead, { from, to }) {
  const { fields } = lead;
  const name = [fields.firstName, fields.lastName].filter((part) => part.trim()).join(' ');
  const who = name || fields.email || fields.phone;
  const subject = headerText(`New lead: ${who}${fields.serviceType ? ` (${fields.serviceType})` : ''}`);
  const width = Math.max(...LEAD_FIELDS.map((field) => FIELD_LABELS[field].length)) + 2;
  const lines = LEAD_FIELDS.filter((field) => field !== 'message').map(
    (field) => `${`${FIELD_LABELS[field]}:`.padEnd(width)}${headerText(fields[field], 1000) || '-'}`,
  );
  const text = [
    'A visitor sent the contact form on the website.',
    '',
    ...lines,
    '',
    `${FIELD_LABELS.message}:`,
    fields.message.trim() ? fields.message : '-',
    '',
    `Received ${lead.receivedAt}, reference ${lead.id}.`,
    fields.email ? 'Reply to this email to answer the visitor.' : 'The visitor gave no email address: call them back.',
    '',
  ].join('\n');
  return { from, to, replyTo: fields.email || null, subject, text };
}

/**
 * Sends through Amazon SES (API v2). `client` is an SESv2Client, or anything with its send().
 * @param {{ client: { send(command: SendEmailCommand): Promise<{ MessageId?: string }> }; from: string; to: string }} options
 * @returns {Notifier}
 */
export function createSesNotifier({ client, from, to }) {
  return {
    async send(lead) {
      const email = leadEmail(lead, { from, to });
      const result = await client.send(
        new SendEmailCommand({
          FromEmailAddress: email.from,
          Destination: { ToAddresses: [email.to] },
          ReplyToAddresses: email.replyTo ? [email.replyTo] : undefined,
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: email.text, Charset: 'UTF-8' } },
            },
          },
        }),
      );
      return { messageId: result.MessageId ?? '' };
    },
  };
}

/** RFC 2047 encoded-word for a header with characters beyond ASCII. @param {string} value */
function encodedHeader(value) {
  return /^[\x20-\x7E]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * The local outbox: each email as a file, `<dir>/<received>-<id>.eml`, that a mail program opens.
 * Written under a temporary name and renamed, so a file in the outbox is always whole.
 * @param {{ dir: string; from: string; to: string }} options
 * @returns {Notifier}
 */
export function createOutboxNotifier({ dir, from, to }) {
  return {
    async send(lead) {
      const email = leadEmail(lead, { from, to });
      await mkdir(dir, { recursive: true });
      const name = `${lead.receivedAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${lead.id}.eml`;
      const headers = [
        `From: ${email.from}`,
        `To: ${email.to}`,
        ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
        `Subject: ${encodedHeader(email.subject)}`,
        `Date: ${new Date(lead.receivedAt).toUTCString()}`,
        `Message-ID: <${lead.id}@outbox.local>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
      ];
      const file = join(dir, name);
      await writeFile(`${file}.tmp`, `${headers.join('\r\n')}\r\n\r\n${email.text.replace(/\r?\n/g, '\r\n')}`);
      await rename(`${file}.tmp`, file);
      return { messageId: name };
    },
  };
}
