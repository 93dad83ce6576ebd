// `npm run leads`: the stored leads, newest first, each saying whether the company was notified: from the local store
// (.leads/, LEADS_DIR or --dir), or from the stack's lead bucket with the usual AWS credentials (LeadsReaderPolicy).
// A record it cannot read is named after the leads it could, and only then does it exit 1.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIELD_LABELS, LEAD_FIELDS } from '../src/lib/lead.mjs';
import { readLeads } from '../functions/contact/store.mjs';

/** @typedef {import('../functions/contact/store.mjs').StoredLead} StoredLead */

const USAGE = '[--csv | --json] [--since YYYY-MM-DD] [--dir .leads | --bucket <LeadsBucketName> [--region us-east-1]]';

/** @type {[string, (lead: StoredLead) => string][]} */
const COLUMNS = [
  ['Received', (lead) => lead.receivedAt],
  ...LEAD_FIELDS.map((field) => /** @type {[string, (lead: StoredLead) => string]} */ ([FIELD_LABELS[field], (lead) => lead.fields[field] ?? ''])),
  ['Notified', (lead) => lead.notified],
  ['Language', (lead) => lead.locale ?? 'en'],
  ['Reference', (lead) => lead.id],
];

/** One CSV cell (RFC 4180); a cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP, CSV injection). @param {unknown} value */
export function csvCell(value) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The leads as CSV: the form's labels as header, CRLF line ends, a BOM so spreadsheets read UTF-8. @param {StoredLead[]} leads */
export function leadsCsv(leads) {
  const rows = [COLUMNS.map(([name]) => name), ...leads.map((lead) => COLUMNS.map(([, value]) => value(lead)))];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The terminal table's columns: header, the most a cell shows, its text. @type {[string, number, (lead: StoredLead) => string][]} */
const TABLE = [
  ['Received (UTC)', 16, (lead) => lead.receivedAt.slice(0, 16).replace('T', ' ')],
  ['Name', 24, ({ fields }) => `${fields.firstName} ${fields.lastName}`],
  ['Email', 30, ({ fields }) => fields.email],
  ['Phone', 18, ({ fields }) => fields.phone],
  ['Service Type', 22, ({ fields }) => fields.serviceType],
  ['Notified', 8, (lead) => lead.notified],
  ['Message', 40, ({ fields }) => fields.message],
];

/** The leads as a table for the terminal: one line each, long cells cut short. @param {StoredLead[]} leads */
export function leadsTable(leads) {
  if (leads.length === 0) return 'No leads stored.\n';
  const short = (/** @type {string} */ text, /** @type {number} */ max) => {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
  };
  const rows = [TABLE.map(([name]) => name), ...leads.map((lead) => TABLE.map(([, max, text]) => short(text(lead), max)))];
  const widths = TABLE.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const pad = (/** @type {string} */ cell, /** @type {number} */ column) => cell.padEnd(widths[column] ?? 0);
  const unsent = leads.filter((lead) => lead.notified !== 'yes').length;
  return `${rows.map((row) => row.map(pad).join('  ').trimEnd()).join('\n')}\n${leads.length} lead${leads.length === 1 ? '' : 's'}${unsent ? `, ${unsent} not notified` : ''}.\n`;
}

/** The store to read: the stack's bucket, or the local one. @param {{ bucket?: string, region: string, dir: string }} where */
async function openStore({ bucket, region, dir }) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (bucket) {
    const { S3Client } = await import('@aws-sdk/client-s3');
    const { createS3Store } = await import('../functions/contact/store.mjs');
    const client = new S3Client({ region });
    return { store: createS3Store({ client, bucket }), where: `s3://${bucket}`, close: async () => client.destroy() };
  }
  const { openLocalStore } = await import('../server/leads.mjs');
  return { ...(await openLocalStore({ dir })), where: dir };
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
  if (values.help) return console.log(`usage: npm run leads -- ${USAGE}`);
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) throw new Error(`--since takes a day as YYYY-MM-DD, not ${values.since}`);
  const { store, where, close } = await openStore(values);
  try {
    const { leads, unreadable } = await readLeads(store, { since: values.since });
    if (values.csv) process.stdout.write(leadsCsv(leads));
    else if (values.json) process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
    else process.stdout.write(`Leads in ${where}:\n${leadsTable(leads)}`);
    if (unreadable.length) {
      const records = unreadable.map(({ key, reason }) => `\n  ${key}: ${reason}`).join('');
      console.error(
        `leads: ${unreadable.length} record${unreadable.length === 1 ? '' : 's'} in ${where} could not be read (every other lead is listed):${records}`,
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
