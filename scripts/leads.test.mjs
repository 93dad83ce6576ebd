// @vitest-environment node
// `npm run leads`: reading the store, the CSV export (quoting, formulas, BOM) and the CLI on a
// local store as `CONTACT_DELIVERY=on npm start` leaves it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, leadsCsv, leadsTable, spamTable } from './leads.mjs';
import { createS3Store, keys, readLeads } from '../functions/contact/store.mjs';
import { openLocalStore } from '../server/leads.mjs';

const CLI = fileURLToPath(new URL('./leads.mjs', import.meta.url));
/** @typedef {import('../functions/contact/notify.mjs').Lead} Lead */
const fields = (/** @type {Partial<Lead['fields']>} */ overrides = {}) => ({
  firstName: 'Ana',
  lastName: 'Ruiz',
  phone: '',
  email: 'ana@example.com',
  serviceType: 'Other',
  message: 'Hi',
  ...overrides,
});
/** @type {[Lead, Lead, Lead]} */
const leads = [
  { id: '00000000-0000-4000-8000-000000000001', receivedAt: '2026-01-04T10:00:00.000Z', fields: fields({ firstName: 'First' }) },
  {
    id: '00000000-0000-4000-8000-000000000002',
    receivedAt: '2026-01-06T08:00:00.000Z',
    fields: fields({ firstName: 'Third', message: 'Line one\nLine "two", three' }),
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    receivedAt: '2026-01-05T12:00:00.000Z',
    fields: fields({ firstName: '=HYPERLINK("http://x.example")', phone: '+1 555 0100' }),
  },
];

// One local store of these leads, for every test here (each reads it, none changes it).
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leads-cli-'));
  const { store, close } = await openLocalStore({ dir });
  try {
    for (const lead of leads) await store.create(keys.lead(lead.id), lead);
    await store.create(keys.notification(leads[0].id), { state: 'sent' });
    await store.create(keys.notification(leads[2].id), { state: 'sending' });
  } finally {
    await close();
  }
});
afterAll(async () => dir && rm(dir, { recursive: true, force: true }));

describe('readLeads', () => {
  it('reads every lead, newest first, with whether the company was notified; --since keeps the later ones', async () => {
    const { store, close } = await openLocalStore({ dir });
    try {
      const { leads: read, unreadable } = await readLeads(store);
      expect(unreadable).toEqual([]);
      expect(read.map((lead) => [lead.fields.firstName.slice(0, 5), lead.notified])).toEqual([
        ['Third', 'no'],
        ['=HYPE', 'sending'],
        ['First', 'yes'],
      ]);
      expect(read[0]).toEqual({ ...leads[1], notified: 'no' });
      expect((await readLeads(store, { since: '2026-01-05' })).leads.map((lead) => lead.id)).toEqual([leads[1].id, leads[2].id]);
    } finally {
      await close();
    }
  });
});

describe('the CSV export', () => {
  it('quotes what needs quoting and never hands a spreadsheet a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('has a BOM, a header of the form’s labels and CRLF rows', () => {
    const csv = leadsCsv([{ ...leads[1], notified: 'no' }]);
    expect(csv.startsWith('\uFEFFReceived,First Name,Last Name,Phone Number,Email Address,Service Type,Message,Notified,Language,Reference\r\n')).toBe(true);
    expect(csv).toContain(
      '2026-01-06T08:00:00.000Z,Third,Ruiz,,ana@example.com,Other,"Line one\nLine ""two"", three",no,en,00000000-0000-4000-8000-000000000002\r\n',
    );
  });

  it('a table for the terminal says how many leads were not notified', () => {
    const table = leadsTable([
      { ...leads[0], notified: 'yes' },
      { ...leads[1], notified: 'no' },
    ]);
    expect(table.split('\n')[0]).toMatch(/^Received \(UTC\)\s+Name\s+Email\s+Phone\s+Service Type\s+Notified\s+Message$/);
    expect(table).toContain('2026-01-06 08:00  Third Ruiz');
    expect(table).toContain('Line one Line "two", three');
    expect(table.trimEnd().split('\n').at(-1)).toBe('2 leads, 1 not notified.');
    expect(leadsTable([])).toBe('No leads stored.\n');
  });
});

describe('npm run leads', () => {
  it('prints the local store as CSV and as JSON', async () => {
    const run = promisify(execFile);
    const csv = await run(process.execPath, [CLI, '--dir', dir, '--csv']);
    expect(csv.stdout.split('\r\n').filter(Boolean)).toHaveLength(1 + leads.length);
    const json = JSON.parse((await run(process.execPath, [CLI, '--dir', dir, '--json', '--since', '2026-01-06'])).stdout);
    expect(json).toEqual([{ ...leads[1], notified: 'no' }]);
    await expect(run(process.execPath, [CLI, '--dir', dir, '--since', 'yesterday'])).rejects.toMatchObject({ stderr: expect.stringMatching(/--since/) });
  }, 30_000);
});

describe('records that cannot be read', () => {
  it('cost only themselves: every other lead is read and listed, each bad record named, and the CLI exits 1 after listing', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'leads-bad-'));
    try {
      const { client, close } = await openLocalStore({ dir: bad });
      const store = createS3Store({ client, bucket: 'leads' });
      try {
        for (const lead of leads) await store.create(keys.lead(lead.id), lead);
        await store.create(keys.notification(leads[0].id), { state: 'sent' });
        // A record cut short, as a process killed mid-write would leave it, one that is no lead, a notification record cut short.
        const put = (/** @type {string} */ key, /** @type {string} */ body) => client.send(new PutObjectCommand({ Bucket: 'leads', Key: key, Body: body }));
        await put('leads/00000000-0000-4000-8000-00000000000a.json', '{"id":"00000000-0000-4000-8000-00000000000a","rece');
        await put('leads/00000000-0000-4000-8000-00000000000b.json', '{"id":"00000000-0000-4000-8000-00000000000b"}');
        await put(keys.notification(leads[1].id), '{"state":"se');

        const { leads: read, unreadable } = await readLeads(store);
        expect(read.map((lead) => [lead.id, lead.notified])).toEqual([
          [leads[1].id, 'unknown'],
          [leads[2].id, 'no'],
          [leads[0].id, 'yes'],
        ]);
        expect(unreadable.map(({ key }) => key)).toEqual([
          'leads/00000000-0000-4000-8000-00000000000a.json',
          'leads/00000000-0000-4000-8000-00000000000b.json',
          keys.notification(leads[1].id),
        ]);
        expect(unreadable.map(({ reason }) => reason)).toEqual([expect.stringMatching(/JSON/), 'not a lead record', expect.stringMatching(/JSON/)]);
      } finally {
        await close();
      }
      const failed = await promisify(execFile)(process.execPath, [CLI, '--dir', bad, '--csv']).catch((error) => error);
      expect(failed.code).toBe(1);
      expect(failed.stdout.split('\r\n').filter(Boolean)).toHaveLength(1 + leads.length);
      expect(failed.stderr).toMatch(
        /^leads: 3 records in .* could not be read \(every other one is listed\):\n {2}leads\/00000000-0000-4000-8000-00000000000a\.json: /,
      );
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('suspected spam', () => {
  it('is listed by --spam with why it was kept apart, counted under the leads, and --restore moves one back among them, not notified', async () => {
    const run = promisify(execFile);
    const spamDir = await mkdtemp(join(tmpdir(), 'leads-spam-'));
    try {
      const { store, close } = await openLocalStore({ dir: spamDir });
      const [honeypot, overLimit] = /** @type {const} */ ([
        { ...leads[0], id: '00000000-0000-4000-8000-0000000000a1', reason: 'honeypot' },
        {
          ...leads[1],
          id: '00000000-0000-4000-8000-0000000000a2',
          fields: fields({ firstName: 'Driver', message: 'From the truck stop' }),
          reason: 'rate_limit',
        },
      ]);
      try {
        await store.create(keys.lead(leads[2].id), leads[2]);
        for (const record of [honeypot, overLimit]) await store.create(keys.spam(record.id), record);
      } finally {
        await close();
      }
      const table = (await run(process.execPath, [CLI, '--dir', spamDir, '--spam'])).stdout;
      expect(table.split('\n')[1]).toMatch(/^Received \(UTC\)\s+Name\s+Email\s+Phone\s+Service Type\s+Why\s+Message\s+Reference$/);
      expect(table).toContain('2026-01-06 08:00  Driver Ruiz');
      expect(table).toMatch(new RegExp(`Driver Ruiz .* over its address’s limit +From the truck stop +${overLimit.id}`));
      expect(table).toMatch(/First Ruiz .* hidden field filled/);
      expect(table).toContain('2 kept apart, never emailed, each deleted after 30 days');
      const csv = (await run(process.execPath, [CLI, '--dir', spamDir, '--spam', '--csv'])).stdout;
      expect(csv.split('\r\n')[0]).toBe('\uFEFFReceived,First Name,Last Name,Phone Number,Email Address,Service Type,Message,Why,Language,Reference');
      const json = JSON.parse((await run(process.execPath, [CLI, '--dir', spamDir, '--spam', '--json'])).stdout);
      expect(json).toEqual([overLimit, honeypot]);
      expect((await run(process.execPath, [CLI, '--dir', spamDir])).stdout).toMatch(
        /1 lead, 1 not notified\.\n2 suspected spam kept for review: npm run leads -- --spam\n$/,
      );

      const restored = await run(process.execPath, [CLI, '--dir', spamDir, '--restore', overLimit.id.toUpperCase()]);
      expect(restored.stdout).toBe(
        `Moved Driver Ruiz (received ${overLimit.receivedAt}) back among the leads. It was never emailed: npm run leads shows it as not notified.\n`,
      );
      const after = JSON.parse((await run(process.execPath, [CLI, '--dir', spamDir, '--json'])).stdout);
      const { reason, ...lead } = overLimit;
      expect(reason).toBe('rate_limit');
      expect(after).toEqual([
        { ...lead, notified: 'no' },
        { ...leads[2], notified: 'no' },
      ]);
      expect(
        JSON.parse((await run(process.execPath, [CLI, '--dir', spamDir, '--spam', '--json'])).stdout).map((/** @type {{ id: string }} */ record) => record.id),
      ).toEqual([honeypot.id]);
      await expect(run(process.execPath, [CLI, '--dir', spamDir, '--restore', overLimit.id])).rejects.toMatchObject({
        stderr: expect.stringMatching(/no suspected spam has the reference/),
      });
      await expect(run(process.execPath, [CLI, '--dir', spamDir, '--restore', '../leads/x'])).rejects.toMatchObject({
        stderr: expect.stringMatching(/a UUID/),
      });
    } finally {
      await rm(spamDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a table for the terminal says when none is kept', () => {
    expect(spamTable([])).toBe('No suspected spam kept.\n');
    expect(leadsTable([], 3)).toBe('No leads stored.\n3 suspected spam kept for review: npm run leads -- --spam\n');
  });
});
