// The contact endpoint under load, on the local server as `CONTACT_DELIVERY=on npm start` runs it, from
// concurrent clients each on its own loopback address: distinct leads, a tenth sent twice at once (a
// retry: stored and notified once), rateLimit + 3 from one address (rateLimit stored), 5% spam (none).
// Every answer must be 201, and the store, the outbox and the server's log must match what was sent.
// Prints throughput and latency; exits 1 on a lost, duplicated or altered lead.
//   node bench/leads-load.mjs [--submissions 600] [--clients 50] [--dist dist] [--dir <store>]   (npm run test:leads runs it)
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULTS } from '../functions/contact/handler.mjs';
import { readLeads } from '../functions/contact/store.mjs';
import { openLocalStore } from '../server/leads.mjs';
import { CONTACT_PATH } from '../src/lib/lead.mjs';
import { wholeNumber } from './report.mjs';

/** @typedef {{ body: Record<string, unknown>, from: string }} Submission */
const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '600' },
    clients: { type: 'string', default: '50' },
    dist: { type: 'string', default: 'dist' },
    dir: { type: 'string' },
  },
});
const total = wholeNumber('--submissions', values.submissions, 100);
const clients = wholeNumber('--clients', values.clients);
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

/** @param {number} port @param {Submission} submission @returns {Promise<{ status: number | string | undefined, ms: number }>} */
function post(port, { body, from }) {
  const text = JSON.stringify(body);
  const started = performance.now();
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-amz-content-sha256': createHash('sha256').update(text).digest('hex'),
  };
  return new Promise((resolvePost) => {
    const done = (/** @type {number | string | undefined} */ status) => resolvePost({ status, ms: performance.now() - started });
    const request = http.request({ host: '127.0.0.1', port, path: CONTACT_PATH, method: 'POST', localAddress: from, agent: false, headers }, (response) =>
      response.resume().on('end', () => done(response.statusCode)),
    );
    request.on('error', (/** @type {NodeJS.ErrnoException} */ error) => done(`error ${error.code ?? error.message}`));
    request.end(text);
  });
}

/** The requests (groups sent at once, shuffled the same way every run), the burst from one address, and the leads that must be stored. @param {number} rateLimit @param {string} [sameAddress] */
function plan(rateLimit, sameAddress) {
  const expected = /** @type {Map<string, Record<string, string>>} submissionId → fields */ (new Map());
  const lead = (/** @type {number} */ n, extra = '') => ({
    firstName: `Load${n}`,
    lastName: 'Tëst',
    phone: `(614) 555-${String(n % 10_000).padStart(4, '0')}`,
    email: `load${n}@example.com`,
    serviceType: 'Freight Transportation',
    message: `Load test lead ${n}${extra}.\nSecond line, "quoted".`,
  });
  const spam = Math.round(total * 0.05);
  const burst = rateLimit + 3;
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
    groups.push([{ body: { ...lead(900_000 + k, ' (spam)'), submissionId: randomUUID(), ...bot }, from: sameAddress ?? address(distinct + 10 + k) }]);
  }
  // Sent one after another, so the limit keeps the first rateLimit.
  const bursts = Array.from({ length: burst }, (_, k) => {
    const submissionId = randomUUID();
    if (k < rateLimit) expected.set(submissionId, lead(distinct + 1 + k, ' (one address)'));
    return { body: { ...lead(distinct + 1 + k, ' (one address)'), submissionId, elapsedMs: 7000, website: '' }, from: sameAddress ?? address(distinct + 1) };
  });
  let seed = 20260105;
  for (let i = groups.length - 1; i > 0; i -= 1) {
    const j = Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * (i + 1));
    [groups[i], groups[j]] = [/** @type {Submission[]} */ (groups[j]), /** @type {Submission[]} */ (groups[i])];
  }
  return { groups, bursts, expected, counts: { distinct, retried, burst, spam } };
}

const dir = values.dir ?? (await mkdtemp(join(tmpdir(), 'leads-load-')));
const port = await new Promise((resolvePort) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
    probe.close(() => resolvePort(free));
  });
});
const separateAddresses = await canBindLoopbackRange();
if (!separateAddresses) console.log('load: this machine cannot bind 127.1.0.1 (no loopback range): one address, per-address limit off');
// The limits at their defaults (none where every request comes from one address), the window a year long so the run never straddles two.
const env = {
  ...process.env,
  CONTACT_DELIVERY: 'on',
  PORT: String(port),
  DIST: values.dist,
  LEADS_DIR: dir,
  LEADS_RATE_WINDOW_SECONDS: String(365 * 24 * 3600),
};
Object.assign(env, { LEADS_RATE_LIMIT: separateAddresses ? undefined : '0', LEADS_MIN_FILL_MS: undefined });
const server = spawn(process.execPath, [fileURLToPath(new URL('../server/index.mjs', import.meta.url))], { env, stdio: ['ignore', 'pipe', 'inherit'] });
const notified = /** @type {Map<string, number>} lead id → notifications the server logged */ (new Map());
const ready = new Promise((resolveReady, reject) => {
  let pending = '';
  server.stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('Serving ')) resolveReady(undefined);
      const id = / event=notified id=(\S+)/.exec(line)?.[1];
      if (id) notified.set(id, (notified.get(id) ?? 0) + 1);
    }
  });
  server.on('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
});
try {
  await ready;
  const rateLimit = separateAddresses ? DEFAULTS.rateLimit : 0;
  const { groups, bursts, expected, counts } = plan(rateLimit, separateAddresses ? undefined : '127.0.0.1');
  const requests = counts.distinct + counts.retried + counts.burst + counts.spam;
  console.log(
    `load: ${group(requests)} submissions from ${clients} concurrent clients: ${counts.distinct} leads (${counts.retried} of them sent twice at once), ` +
      `${counts.burst} from one address (limit ${rateLimit || 'off'}), ${counts.spam} spam`,
  );
  const results = /** @type {Awaited<ReturnType<typeof post>>[]} */ ([]);
  const started = performance.now();
  const burstDone = (async () => {
    for (const submission of bursts) results.push(await post(port, submission));
  })();
  const client = async () => {
    for (let next = groups.shift(); next; next = groups.shift()) results.push(...(await Promise.all(next.map((submission) => post(port, submission)))));
  };
  await Promise.all([...Array.from({ length: Math.max(1, clients - 1) }, client), burstDone]);
  const seconds = (performance.now() - started) / 1000;

  const statuses = /** @type {Map<unknown, number>} */ (new Map());
  for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const answers = (/** @type {(status: unknown) => boolean} */ keep) =>
    [...statuses]
      .filter(([status]) => keep(status))
      .map(([status, n]) => `${status} ×${n}`)
      .join(', ');
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(0);
  console.log(
    `load: ${group(results.length)} answered in ${seconds.toFixed(2)} s: ${(results.length / seconds).toFixed(0)} submissions/s; ` +
      `latency p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${at(100)} ms; answers ${answers(() => true)}`,
  );

  const { store, close } = await openLocalStore({ dir });
  const { leads: stored, unreadable } = await readLeads(store).finally(close);
  const emails = (await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.eml'));
  const storedIds = /** @type {Map<string, number>} */ (new Map());
  for (const lead of stored) storedIds.set(lead.id, (storedIds.get(lead.id) ?? 0) + 1);
  const found = {
    lost: [...expected.keys()].filter((id) => !storedIds.has(id)).length,
    'stored twice': [...storedIds.values()].filter((n) => n > 1).length,
    'stored that should not be (spam, or over the limit)': stored.filter((lead) => !expected.has(lead.id)).length,
    'stored with other fields than were sent': stored.filter(
      (lead) => expected.has(lead.id) && JSON.stringify(lead.fields) !== JSON.stringify(expected.get(lead.id)),
    ).length,
    'notified more than once': [...notified.values()].filter((n) => n > 1).length,
    'not notified': stored.filter((lead) => lead.notified !== 'yes' || !notified.has(lead.id)).length,
  };
  const problems = [
    ...(results.length !== requests ? [`${requests - results.length} requests unanswered`] : []),
    ...(statuses.get(201) !== results.length ? [`answers other than 201: ${answers((status) => status !== 201)}`] : []),
    ...Object.entries(found).flatMap(([what, n]) => (n ? [`${n} leads ${what}`] : [])),
    ...(unreadable.length ? [`${unreadable.length} records unreadable`] : []),
    ...(emails.length !== expected.size ? [`${emails.length} emails in the outbox for ${expected.size} leads`] : []),
  ];
  console.log(
    `load: stored ${group(stored.length)} of the ${group(expected.size)} leads that should be (lost ${found.lost}, duplicated ${found['stored twice']}, ` +
      `not to be stored ${found['stored that should not be (spam, or over the limit)']}, altered ${found['stored with other fields than were sent']}); ` +
      `${group(emails.length)} emails in the outbox, ${found['notified more than once']} leads notified twice`,
  );
  if (problems.length) {
    console.error(`load: FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else console.log('load: nothing lost, nothing duplicated, no spam stored');
} catch (error) {
  console.error(`load: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  server.kill();
  if (!values.dir) await rm(dir, { recursive: true, force: true });
}
