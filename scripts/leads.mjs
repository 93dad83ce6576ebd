// `npm run leads`: the stored leads, newest first, with whether the company was notified (--spam: suspected spam; --restore: one back), from the local store or the bucket.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIELD_LABELS, LEAD_FIELDS } from '../src/lib/lead.mjs';
import { DEFAULT_LOCALE } from '../src/lib/locale.mjs';
import { S3Client } from '@aws-sdk/client-s3';
import { createS3Store, keys, readLeads, readSpam, restoreSpam, SPAM_RETENTION_DAYS } from '../functions/contact/store.mjs';

/** @typedef {import('../functions/contact/store.mjs').StoredLead} StoredLead @typedef {import('../functions/contact/store.mjs').SpamRecord} SpamRecord @typedef {StoredLead | SpamRecord} Row */

const USAGE = '[--spam | --restore <reference>] [--csv | --json] [--since YYYY-MM-DD] [--dir .leads | --bucket <LeadsBucketName> [--region us-east-1]]';

export const REASONS = { honeypot: 'hidden field filled', too_fast: 'sent too fast', rate_limit: 'over its address’s limit' };

/** The column that says what became of a row: whether a lead was emailed, why spam was kept apart. @param {Row} row */
const status = (row) => ('reason' in row ? REASONS[row.reason] : row.notified);
const statusName = (/** @type {Row[]} */ rows) => (rows.some((row) => 'reason' in row) ? 'Why' : 'Notified');

/** @type {[string, (row: Row) => string][]} */
const COLUMNS = [
  ['Received', (row) => row.receivedAt],
  ...LEAD_FIELDS.map((field) => /** @type {[string, (row: Row) => string]} */ ([FIELD_LABELS[field], (row) => row.fields[field] ?? ''])),
  ['Notified', status],
  ['Language', (row) => row.locale ?? DEFAULT_LOCALE],
  ['Reference', (row) => row.id],
];

/** One CSV cell (RFC 4180); a cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP, CSV injection). @param {unknown} value */
export function csvCell(value) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The leads (or spam) as CSV: the form's labels as header, CRLF line ends, a BOM so spreadsheets read UTF-8. @param {Row[]} leads */
export function leadsCsv(leads) {
  const header = COLUMNS.map(([name]) => (name === 'Notified' ? statusName(leads) : name));
  const rows = [header, ...leads.map((lead) => COLUMNS.map(([, value]) => value(lead)))];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The terminal table's columns: header, the most a cell shows, its text. @type {[string, number, (row: Row) => string][]} */
const TABLE = [
  ['Received (UTC)', 16, (row) => row.receivedAt.slice(0, 16).replace('T', ' ')],
  ['Name', 24, ({ fields }) => `${fields.firstName} ${fields.lastName}`],
  ['Email', 30, ({ fields }) => fields.email],
  ['Phone', 18, ({ fields }) => fields.phone],
  ['Service Type', 22, ({ fields }) => fields.serviceType],
  ['Notified', 24, status],
  ['Message', 40, ({ fields }) => fields.message],
];

/** Rows as a table for the terminal: one line each, long cells cut short. @param {Row[]} rows */
function table(rows, columns = TABLE) {
  const short = (/** @type {string} */ text, /** @type {number} */ max) => {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
  };
  const cells = [
    columns.map(([name]) => (name === 'Notified' ? statusName(rows) : name)),
    ...rows.map((row) => columns.map(([, max, text]) => short(text(row), max))),
  ];
  const widths = columns.map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  const pad = (/** @type {string} */ cell, /** @type {number} */ column) => cell.padEnd(widths[column] ?? 0);
  return `${cells.map((line) => line.map(pad).join('  ').trimEnd()).join('\n')}\n`;
}

/** The leads as a table for the terminal, with how many were not notified and how much spam awaits review. @param {StoredLead[]} leads */
export function leadsTable(leads, spamCount = 0) {
  const unsent = leads.filter((lead) => lead.notified !== 'yes').length;
  const spam = spamCount ? `${spamCount} suspected spam kept for review: npm run leads -- --spam\n` : '';
  if (leads.length === 0) return `No leads stored.\n${spam}`;
  return `${table(leads)}${leads.length} lead${leads.length === 1 ? '' : 's'}${unsent ? `, ${unsent} not notified` : ''}.\n${spam}`;
}

/** Suspected spam as a table for the terminal, with how to move one back. @param {SpamRecord[]} spam */
export function spamTable(spam) {
  if (spam.length === 0) return 'No suspected spam kept.\n';
  return (
    `${table(spam, [...TABLE, ['Reference', 36, (row) => row.id]])}${spam.length} kept apart, never emailed, each deleted after ${SPAM_RETENTION_DAYS} days (the stack’s LeadSpamRetentionDays; locally as the server starts).\n` +
    'A real one: npm run leads -- --restore <Reference> moves it back among the leads.\n'
  );
}

/** The store to read: the stack's bucket, or the local one. @param {{ bucket?: string, region: string, dir: string }} where */
async function openStore({ bucket, region, dir }) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (bucket) {
    const client = new S3Client({ region });
    return { store: createS3Store({ client, bucket }), where: `s3://${bucket}`, close: async () => client.destroy() };
  }
  const { openLocalStore } = await import('../server/leads.mjs');
  return { ...(await openLocalStore({ dir })), where: dir };
}

/** Moves one suspected spam record back among the leads. @param {import('../functions/contact/store.mjs').LeadStore} store @param {string} reference */
async function restore(store, reference) {
  const id = reference.trim().toLowerCase();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
    throw new Error(`--restore takes a lead's reference (a UUID), not ${reference}`);
  const moved = await restoreSpam(store, id);
  if (!moved) throw new Error(`no suspected spam has the reference ${id} (npm run leads -- --spam lists them)`);
  const { fields, receivedAt } = moved.lead;
  const who = [fields.firstName, fields.lastName].join(' ').trim() || fields.email || fields.phone;
  return moved.created
    ? `Moved ${who} (received ${receivedAt}) back among the leads. It was never emailed: npm run leads shows it as not notified.\n`
    : `${who} was already among the leads; its spam record is removed.\n`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      spam: { type: 'boolean', default: false },
      restore: { type: 'string' },
      csv: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      since: { type: 'string' },
      dir: { type: 'string', default: process.env.LEADS_DIR || '.leads' },
      bucket: { type: 'string' },
      region: { type: 'string', default: process.env.AWS_REGION || 'us-east-1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(`usage: npm run leads -- ${USAGE}`);
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) throw new Error(`--since takes a day as YYYY-MM-DD, not ${values.since}`);
  const { store, where, close } = await openStore(values);
  try {
    if (values.restore !== undefined) return process.stdout.write(await restore(store, values.restore));
    const { rows, unreadable } = values.spam
      ? await readSpam(store, values).then(({ spam, unreadable }) => ({ rows: spam, unreadable }))
      : await readLeads(store, values).then(({ leads, unreadable }) => ({ rows: leads, unreadable }));
    if (values.csv) process.stdout.write(leadsCsv(rows));
    else if (values.json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    else if (values.spam) process.stdout.write(`Suspected spam in ${where}:\n${spamTable(/** @type {SpamRecord[]} */ (rows))}`);
    else {
      let spamCount = 0;
      for await (const key of store.keys(keys.spamRecords)) if (key.endsWith('.json')) spamCount += 1;
      process.stdout.write(`Leads in ${where}:\n${leadsTable(/** @type {StoredLead[]} */ (rows), spamCount)}`);
    }
    if (unreadable.length) {
      const records = unreadable.map(({ key, reason }) => `\n  ${key}: ${reason}`).join('');
      console.error(
        `leads: ${unreadable.length} record${unreadable.length === 1 ? '' : 's'} in ${where} could not be read (every other one is listed):${records}`,
      );
      process.exitCode = 1;
    }
  } finally {
    await close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`leads: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
