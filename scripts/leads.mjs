// `npm run leads`: the stored leads, newest first, as a table, CSV or JSON: from the local store
// that `CONTACT_DELIVERY=on npm start` writes (.leads/, or LEADS_DIR / --dir), or with --bucket
// from the stack's lead bucket on AWS (credentials from the usual AWS chain; the stack's
// LeadsReaderPolicy allows exactly this). Each lead says whether the company was notified.
//
//   npm run leads                                   table
//   npm run leads -- --csv > leads.csv              CSV (UTF-8 with a BOM, for spreadsheets)
//   npm run leads -- --json                         JSON
//   npm run leads -- --since 2026-01-01             received on or after that day (UTC)
//   npm run leads -- --bucket <LeadsBucketName> [--region us-east-1]
import { parseArgs } from 'node:util';
import { FIELD_LABELS, LEAD_FIELDS } from '../src/lib/lead.mjs';
import { keys } from '../functions/contact/handler.mjs';
import { table } from './lib/bench-report.mjs';
import { mapWithConcurrency } from './lib/concurrency.mjs';
import { isMain } from './lib/is-main.mjs';

/**
 * @typedef {import('../functions/contact/notify.mjs').Lead & { notified: 'yes' | 'no' | 'sending' }} StoredLead whether the company was
 *   told: 'no' if its notification failed (follow it up)
 * @typedef {import('../functions/contact/store.mjs').LeadStore} LeadStore
 */

/**
 * Every lead in `store`, newest first, with `notified`; `since` (YYYY-MM-DD) keeps those received on or after that day.
 * @param {LeadStore} store
 * @param {{ since?: string }} [options]
 */
export async function readLeads(store, { since } = {}) {
  const leadKeys = [];
  for await (const key of store.keys(keys.leads)) if (key.endsWith('.json')) leadKeys.push(key);
  const leads = await mapWithConcurrency(leadKeys, 16, async (key) => {
    const lead = /** @type {import('../functions/contact/notify.mjs').Lead | null} */ (await store.get(key));
    if (!lead || (since && lead.receivedAt < since)) return [];
    const state = /** @type {{ state?: string } | null} */ (await store.get(keys.notification(lead.id)))?.state;
    return [/** @type {StoredLead} */ ({ ...lead, notified: state === 'sent' ? 'yes' : state === 'sending' ? 'sending' : 'no' })];
  });
  return leads.flat().sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : a.id.localeCompare(b.id)));
}

/** @typedef {[string, (lead: StoredLead) => string]} Column */
/** @type {Column[]} */
const COLUMNS = [
  ['Received', (lead) => lead.receivedAt],
  ...LEAD_FIELDS.map((field) => /** @type {Column} */ ([FIELD_LABELS[field], (lead) => lead.fields[field] ?? ''])),
  ['Notified', (lead) => lead.notified],
  ['Reference', (lead) => lead.id],
];

/**
 * One CSV cell (RFC 4180). What a visitor typed is data, never a formula: a cell that a
 * spreadsheet would read as one (starting with =, +, -, an at sign, a tab or a carriage return) gets a
 * leading apostrophe (OWASP's advice on CSV injection).
 */
export function csvCell(/** @type {unknown} */ value) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The leads as CSV: a header row of the form's labels, CRLF line ends, a BOM so spreadsheets read UTF-8. */
export function leadsCsv(/** @type {StoredLead[]} */ leads) {
  const rows = [COLUMNS.map(([name]) => name), ...leads.map((lead) => COLUMNS.map(([, value]) => value(lead)))];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The leads as a table for the terminal: one line each, the message cut short. */
export function leadsTable(/** @type {StoredLead[]} */ leads) {
  if (leads.length === 0) return 'No leads stored.\n';
  const short = (/** @type {string} */ text, /** @type {number} */ max) => {
    const line = String(text).replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
  };
  const rows = leads.map((lead) => [
    lead.receivedAt.slice(0, 16).replace('T', ' '),
    short(`${lead.fields.firstName} ${lead.fields.lastName}`, 24),
    short(lead.fields.email, 30),
    short(lead.fields.phone, 18),
    short(lead.fields.serviceType, 22),
    lead.notified,
    short(lead.fields.message, 40),
  ]);
  const header = ['Received (UTC)', 'Name', 'Email', 'Phone', 'Service Type', 'Notified', 'Message'];
  const unsent = leads.filter((lead) => lead.notified !== 'yes').length;
  return `${table([header, ...rows], header.length)}\n${leads.length} lead${leads.length === 1 ? '' : 's'}${unsent ? `, ${unsent} not notified` : ''}.\n`;
}

/**
 * Opens the store to read: the stack's bucket on AWS, or the local one.
 * @param {{ bucket?: string, region: string, dir: string }} where
 * @returns {Promise<{ store: LeadStore, where: string, close: () => Promise<void> }>}
 */
async function openStore({ bucket, region, dir }) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (bucket) {
    const { S3Client } = await import('@aws-sdk/client-s3');
    const { createS3Store } = await import('../functions/contact/store.mjs');
    const client = new S3Client({ region });
    return { store: createS3Store({ client, bucket }), where: `s3://${bucket}`, close: async () => client.destroy() };
  }
  const { openLocalStore } = await import('../server/leads.mjs');
  const { store, close } = await openLocalStore({ dir });
  return { store, where: dir, close };
}

async function main() {
  const { values } = parseArgs({
    options: {
      csv: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      since: { type: 'string' },
      dir: { type: 'string', default: process.env.LEADS_DIR || '.leads' },
      bucket: { type: 'string' },
      region: { type: 'string', default: process.env.AWS_REGION || 'us-east-1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('usage: npm run leads -- [--csv | --json] [--since YYYY-MM-DD] [--dir .leads | --bucket <LeadsBucketName> [--region us-east-1]]');
    return;
  }
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) throw new Error(`--since takes a day as YYYY-MM-DD, not ${values.since}`);
  const { store, where, close } = await openStore(values);
  try {
    const leads = await readLeads(store, { since: values.since });
    if (values.csv) process.stdout.write(leadsCsv(leads));
    else if (values.json) process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
    else process.stdout.write(`Leads in ${where}:\n${leadsTable(leads)}`);
  } finally {
    await close();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(`leads: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
