// The contact endpoint under load from clients on their own loopback addresses (leads, retries, a burst from one address, spam): store, outbox and log must match.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULTS } from '../functions/contact/handler.mjs';
import { readLeads, readSpam } from '../functions/contact/store.mjs';
import { openLocalStore } from '../server/leads.mjs';
import pMap from 'p-map';
import { answers, freePort, leadFields, postLead, startLeadServer, tally } from './leads-server.mjs';
import { wholeNumber } from './report.mjs';

/** @typedef {{ body: Record<string, unknown>, from: string }} Submission */
const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '600' },
    dist: { type: 'string', default: 'dist' },
    dir: { type: 'string' },
  },
});
const total = wholeNumber('--submissions', values.submissions, 100);
const clients = 50;
const group = (/** @type {number} */ n) => n.toLocaleString('en-US');

/** Loopback address number n: 127.1.0.1, 127.1.0.2, … (all of 127/8 is this machine). */
const address = (/** @type {number} */ n) => `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;

/** Whether a client may bind 127.1.0.1 (Linux lets it; elsewhere it may need an alias). */
const canBindLoopbackRange = () =>
  new Promise((resolveCheck) => {
    const socket = net.createConnection({ host: '127.0.0.1', port: 9, localAddress: '127.1.0.1' });
    socket.on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolveCheck(error.code !== 'EADDRNOTAVAIL'));
    socket.on('connect', () => (socket.destroy(), resolveCheck(true)));
  });

/** The requests (groups sent at once, shuffled the same way every run), what must be stored, and where the burst from one address must end. @param {{ rateLimit: number, rateCeiling: number }} limits @param {string} [sameAddress] */
function plan({ rateLimit, rateCeiling }, sameAddress) {
  const expected = /** @type {Map<string, Record<string, string>>} submissionId → fields */ (new Map());
  const expectedSpam = /** @type {Map<string, { fields: Record<string, string>, reason: string }>} submissionId → fields, reason */ (new Map());
  const lead = (/** @type {number} */ n, note = 'a lead') => leadFields('Load', n, note);
  const spam = Math.round(total * 0.05);
  const burst = (rateCeiling || rateLimit) + 3;
  const retried = Math.floor((total - spam - burst) / 11);
  const distinct = total - spam - burst - retried;
  /** @type {Submission[][]} */
  const groups = Array.from({ length: distinct }, (_, n) => {
    const submissionId = randomUUID();
    expected.set(submissionId, lead(n));
    const submission = { body: { ...lead(n), submissionId, elapsedMs: 6000 + n, website: '' }, from: sameAddress ?? address(n) };
    return n < retried ? [submission, submission] : [submission];
  });
  for (let k = 0; k < spam; k += 1) {
    const bot = k % 2 === 0 ? { website: 'https://spam.example', elapsedMs: 9000 } : { website: '', elapsedMs: 150 };
    const submissionId = randomUUID();
    expectedSpam.set(submissionId, { fields: lead(900_000 + k, 'spam'), reason: bot.website ? 'honeypot' : 'too_fast' });
    groups.push([{ body: { ...lead(900_000 + k, 'spam'), submissionId, ...bot }, from: sameAddress ?? address(distinct + 10 + k) }]);
  }
  // All at once: which of them are emailed, kept or refused is a race, how many of each is not.
  const bursts = /** @type {Map<string, Record<string, string>>} submissionId → fields */ (new Map());
  groups.push(
    Array.from({ length: burst }, (_, k) => {
      const submissionId = randomUUID();
      const fields = lead(distinct + 1 + k, 'one address');
      bursts.set(submissionId, fields);
      return { body: { ...fields, submissionId, elapsedMs: 7000, website: '' }, from: sameAddress ?? address(distinct + 1) };
    }),
  );
  const kept = rateCeiling ? Math.min(burst, rateCeiling) : burst;
  const emailed = rateLimit ? Math.min(kept, rateLimit) : kept;
  let seed = 20260105;
  for (let i = groups.length - 1; i > 0; i -= 1) {
    const j = Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * (i + 1));
    [groups[i], groups[j]] = [/** @type {Submission[]} */ (groups[j]), /** @type {Submission[]} */ (groups[i])];
  }
  return { groups, bursts, expected, expectedSpam, counts: { distinct, retried, burst, spam, emailed, overLimit: kept - emailed, refused: burst - kept } };
}

const dir = values.dir ?? (await mkdtemp(join(tmpdir(), 'leads-load-')));
const port = await freePort();
const separateAddresses = await canBindLoopbackRange();
if (!separateAddresses) console.log('load: this machine cannot bind 127.1.0.1 (no loopback range): one address, per-address limits off');
const limits = separateAddresses ? { rateLimit: DEFAULTS.rateLimit, rateCeiling: DEFAULTS.rateCeiling } : { rateLimit: 0, rateCeiling: 0 };
const notified = /** @type {Map<string, number>} lead id → notifications the server logged */ (new Map());
// The limits at their defaults (none where every request comes from one address), the window a year long so the run never straddles two.
const server = startLeadServer({
  port,
  dist: values.dist,
  dir,
  env: { LEADS_RATE_WINDOW_SECONDS: String(365 * 24 * 3600), LEADS_RATE_LIMIT: String(limits.rateLimit), LEADS_RATE_CEILING: String(limits.rateCeiling) },
  onRecord: ({ event, id = '' }) => event === 'notified' && tally(notified, id),
});
try {
  await server.ready;
  const { groups, bursts, expected, expectedSpam, counts } = plan(limits, separateAddresses ? undefined : '127.0.0.1');
  const requests = counts.distinct + counts.retried + counts.burst + counts.spam;
  console.log(
    `load: ${group(requests)} submissions from ${clients} concurrent clients: ${counts.distinct} leads (${counts.retried} of them sent twice at once), ` +
      `${counts.burst} from one address (emailed ${limits.rateLimit || 'all'}, kept ${limits.rateCeiling || 'all'}), ${counts.spam} spam`,
  );
  const started = performance.now();
  const sent = await pMap(groups, (batch) => Promise.all(batch.map(({ body, from }) => postLead(port, body, from))), { concurrency: clients });
  const results = sent.flat();
  const seconds = (performance.now() - started) / 1000;

  const statuses = /** @type {Map<unknown, number>} */ (new Map());
  for (const { status } of results) tally(statuses, status);
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(0);
  console.log(
    `load: ${group(results.length)} answered in ${seconds.toFixed(2)} s: ${(results.length / seconds).toFixed(0)} submissions/s; ` +
      `latency p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${at(100)} ms; answers ${answers(statuses)}`,
  );

  const { store, close } = await openLocalStore({ dir });
  const [{ leads: stored, unreadable }, { spam: kept, unreadable: unreadableSpam }] = await Promise.all([readLeads(store), readSpam(store)]).finally(close);
  const emails = (await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.eml'));
  const storedIds = /** @type {Map<string, number>} */ (new Map());
  for (const record of [...stored, ...kept]) tally(storedIds, record.id);
  const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => JSON.stringify(a) === JSON.stringify(b);
  /** @template {{ id: string }} T @param {T[]} records */
  const fromBurst = (records) => records.filter((record) => bursts.has(record.id));
  const found = {
    lost: [...expected.keys(), ...expectedSpam.keys()].filter((id) => !storedIds.has(id)).length,
    'stored twice': [...storedIds.values()].filter((n) => n > 1).length,
    'stored that were never sent': [...stored, ...kept].filter((record) => !expected.has(record.id) && !expectedSpam.has(record.id) && !bursts.has(record.id))
      .length,
    [`of the burst stored as leads, not ${counts.emailed}`]: fromBurst(stored).length === counts.emailed ? 0 : fromBurst(stored).length,
    [`of the burst kept as over the limit, not ${counts.overLimit}`]:
      fromBurst(kept).filter((record) => record.reason === 'rate_limit').length === counts.overLimit ? 0 : fromBurst(kept).length,
    'of the burst stored with other fields': [...fromBurst(stored), ...fromBurst(kept)].filter((record) => !same(record.fields, bursts.get(record.id))).length,
    'kept as spam that were leads, or the reverse':
      stored.filter((lead) => expectedSpam.has(lead.id)).length + kept.filter((record) => expected.has(record.id)).length,
    'stored with other fields than were sent': stored.filter((lead) => expected.has(lead.id) && !same(lead.fields, expected.get(lead.id))).length,
    'kept as spam with other fields or another reason': kept.filter(
      (record) => expectedSpam.has(record.id) && !same({ fields: record.fields, reason: record.reason }, expectedSpam.get(record.id)),
    ).length,
    'notified more than once': [...notified.values()].filter((n) => n > 1).length,
    'not notified': stored.filter((lead) => lead.notified !== 'yes' || !notified.has(lead.id)).length,
    'of spam emailed': kept.filter((record) => notified.has(record.id)).length,
  };
  const problems = [
    ...(results.length !== requests ? [`${requests - results.length} requests unanswered`] : []),
    ...(statuses.get(201) !== results.length - counts.refused || (statuses.get(429) ?? 0) !== counts.refused
      ? [`answers ${answers(statuses)}, not ${counts.refused} × 429 and the rest 201`]
      : []),
    ...Object.entries(found).flatMap(([what, n]) => (n ? [`${n} ${what}`] : [])),
    ...(unreadable.length + unreadableSpam.length ? [`${unreadable.length + unreadableSpam.length} records unreadable`] : []),
    ...(emails.length !== expected.size + counts.emailed ? [`${emails.length} emails in the outbox for ${expected.size + counts.emailed} leads`] : []),
  ];
  console.log(
    `load: stored ${group(stored.length)} leads and kept ${group(kept.length)} spam of the ${group(expected.size + counts.emailed)} and ${group(expectedSpam.size + counts.overLimit)} ` +
      `that should be (lost ${found.lost}, duplicated ${found['stored twice']}, never sent ${found['stored that were never sent']}, ` +
      `altered ${found['stored with other fields than were sent'] + found['kept as spam with other fields or another reason']}); ` +
      `${group(emails.length)} emails in the outbox, ${found['notified more than once']} leads notified twice, ${found['of spam emailed']} spam emailed`,
  );
  if (problems.length) {
    console.error(`load: FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else console.log('load: every 201 stored once (leads emailed, spam kept apart), nothing duplicated, nothing kept past the ceiling');
} catch (error) {
  console.error(`load: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  server.child.kill();
  if (!values.dir) await rm(dir, { recursive: true, force: true });
}
