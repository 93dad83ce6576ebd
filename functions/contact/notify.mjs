// The email telling the company of a stored lead, sent through SES; a failing notifier throws, and the visitor's retry sends it again.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { FIELD_LABELS, LEAD_FIELDS } from '../../src/lib/lead.mjs';
import { DEFAULT_LOCALE } from '../../src/lib/locale.mjs';

/** A language's name in the company's language (the default): "Spanish". */
const languageName = (/** @type {string} */ locale) => new Intl.DisplayNames([DEFAULT_LOCALE], { type: 'language' }).of(locale) ?? locale;

/** @typedef {{ id: string, receivedAt: string, locale?: string, fields: import('../../src/lib/lead.mjs').LeadFields }} Lead @typedef {{ send(lead: Lead): Promise<{ messageId: string }> }} Notifier */

/** One line of header text: control characters (CR and LF above all) become spaces. @param {string} value */
function headerText(value, max = 200) {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const line = value.replace(/[\u0000-\u001F\u007F]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** To the company, replying to the visitor when they gave an address, each field under the form's label. @param {Lead} lead @param {{ from: string, to: string }} addresses */
export function leadEmail({ id, receivedAt, locale = DEFAULT_LOCALE, fields }, { from, to }) {
  const name = [fields.firstName, fields.lastName].filter((part) => part.trim()).join(' ');
  const subject = headerText(`New lead: ${name || fields.email || fields.phone}${fields.serviceType ? ` (${fields.serviceType})` : ''}`);
  const width = Math.max(...LEAD_FIELDS.map((field) => FIELD_LABELS[field].length)) + 2;
  const lines = LEAD_FIELDS.filter((field) => field !== 'message').map(
    (field) => `${`${FIELD_LABELS[field]}:`.padEnd(width)}${headerText(fields[field], 1000) || '-'}`,
  );
  const text = [
    'A visitor sent the contact form on the website.',
    '',
    ...lines,
    `${'Language:'.padEnd(width)}${locale === DEFAULT_LOCALE ? languageName(locale) : `${languageName(locale)} (the ${languageName(locale)} site): reply in ${languageName(locale)}`}`,
    '',
    `${FIELD_LABELS.message}:`,
    fields.message.trim() ? fields.message : '-',
    '',
    `Received ${receivedAt}, reference ${id}.`,
    fields.email ? 'Reply to this email to answer the visitor.' : 'The visitor gave no email address: call them back.',
    '',
  ].join('\n');
  return { from, to, replyTo: fields.email || null, subject, text };
}

/** Sends through SES (API v2); `client` is an SESv2Client or anything with its send(). @param {{ client: { send(command: SendEmailCommand): Promise<{ MessageId?: string }> }, from: string, to: string }} options @returns {Notifier} */
export function createSesNotifier({ client, from, to }) {
  return {
    async send(lead) {
      const email = leadEmail(lead, { from, to });
      const { MessageId } = await client.send(
        new SendEmailCommand({
          FromEmailAddress: email.from,
          Destination: { ToAddresses: [email.to] },
          ReplyToAddresses: email.replyTo ? [email.replyTo] : undefined,
          Content: { Simple: { Subject: { Data: email.subject, Charset: 'UTF-8' }, Body: { Text: { Data: email.text, Charset: 'UTF-8' } } } },
        }),
      );
      return { messageId: MessageId ?? '' };
    },
  };
}
