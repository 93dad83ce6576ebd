// The contact endpoint under load, on the local server as `CONTACT_DELIVERY=on npm start` runs it
// (its own process: the real server, handler, local S3 and outbox), bounded: 600 submissions by
// default, a few seconds on a quiet 2-core machine (the local S3 server, s3rver, is its limit at
// ~150-200 writes a second; on AWS the function and S3 scale on their own). Prints its throughput
// and latency; exits 1 if a lead is lost or duplicated.
//
//   node scripts/leads-load.mjs [--submissions 600] [--clients 50] [--dist dist] [--dir <store>]
//   (npm run test:leads runs it; --submissions 2000 for a longer run)
//
// The requests, in a shuffled order, from `clients` concurrent clients, each request on its own
// connection from its own loopback address (127.x.y.z, as separate visitors; the per-address limit
// and the minimum fill time stay at their defaults):
// - most are distinct leads; a tenth of those are sent twice at once (a visitor's retry, the same
//   submissionId): each must be stored once and notified once;
// - one address sends rateLimit + 3 leads: exactly rateLimit are stored;
// - 5% are spam (honeypot filled, or sent too soon): none may be stored;
// and every request must be answered 201. Then the store, the outbox and the server's log are
// checked against what was sent: every lead stored with exactly its fields, one email each, one
// notification each.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULTS } from '../functions/contact/handler.mjs';
import { openLocalStore } from '../server/leads.mjs';
import { CONTACT_PATH } from '../src/lib/lead.mjs';
import { readLeads } from '../functions/contact/store.mjs';
import { wholeNumber } from './lib/bench-report.mjs';

/**
 * @typedef {{ body: Record<string, unknown>, from: string }} Submission a request's body, and the address it is sent from
 * @typedef {{ status: number | string | undefined, ms: number }} Answer
 */

const PROJECT = resolve(fileURLToPath(new URL('..', import.meta.url)));
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

const freePort = () =>
  /** @type {Promise<number>} */ (
    new Promise((resolvePort, reject) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = /** @type {net.AddressInfo} */ (probe.address());
        probe.close(() => resolvePort(port));
      });
      probe.on('error', reject);
    })
  );

/** Loopback address number n (from 0): 127.1.0.1, 127.1.0.2, … (all of 127/8 is this machine). */
const address = (/** @type {number} */ n) => `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;

/** Whether this machine lets a client bind to 127.1.0.1 (Linux does; others may need an alias). */
const canBindLoopbackRange = () =>
  new Promise((resolveCheck) => {
    const socket = net.createConnection({ host: '127.0.0.1', port: 9, localAddress: '127.1.0.1' });
    socket.on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolveCheck(error.code !== 'EADDRNOTAVAIL'));
    socket.on('connect', () => (socket.destroy(), resolveCheck(true)));
  });

/** @param {number} port @param {Submission['body']} body @param {string} localAddress @returns {Promise<Answer>} */
function post(port, body, localAddress) {
  const text = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolvePost) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: CONTACT_PATH,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          'x-amz-content-sha256': createHash('sha256').update(text).digest('hex'),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolvePost({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolvePost({ status: `error ${error.code ?? error.message}`, ms: performance.now() - started }),
    );
    request.end(text);
  });
}

/** `items`, shuffled in place, the same way every run. @template T @param {T[]} items */
function shuffle(items) {
  let seed = 20260105;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [/** @type {T} */ (items[j]), /** @type {T} */ (items[i])];
  }
  return items;
}

/**
 * The requests to send (in groups sent at once, and the burst from one address, in order) and the leads that must be stored in the end.
 * @param {{ rateLimit: number, sameAddress?: string }} options
 */
function plan({ rateLimit, sameAddress }) {
  /** @type {Submission[][]} */
  const groups = [];
  /** @type {Submission[]} */
  const bursts = [];
  const expected = new Map(); // submissionId → fields
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
  const rest = total - spam - burst;
  const retried = Math.floor(rest / 11); // sent twice: rest = distinct + retried
  const distinct = rest - retried;
  for (let n = 0; n < distinct; n += 1) {
    const fields = lead(n);
    const submissionId = randomUUID();
    expected.set(submissionId, fields);
    const body = { ...fields, submissionId, elapsedMs: 6000 + n, website: '' };
    const from = sameAddress ?? address(n);
    // A retry goes out right after the first, so the two overlap.
    groups.push(
      n < retried
        ? [
            { body, from },
            { body, from },
          ]
        : [{ body, from }],
    );
  }
  const burstFrom = sameAddress ?? address(distinct + 1);
  for (let k = 0; k < burst; k += 1) {
    const fields = lead(distinct + 1 + k, ' (one address)');
    const submissionId = randomUUID();
    // Sent one after another below, so which ones the limit keeps is known: the first rateLimit.
    if (k < rateLimit) expected.set(submissionId, fields);
    bursts.push({ body: { ...fields, submissionId, elapsedMs: 7000, website: '' }, from: burstFrom });
  }
  for (let k = 0; k < spam; k += 1) {
    const bot = k % 2 === 0 ? { website: 'https://spam.example', elapsedMs: 9000 } : { website: '', elapsedMs: 150 };
    groups.push([{ body: { ...lead(900_000 + k, ' (spam)'), submissionId: randomUUID(), ...bot }, from: sameAddress ?? address(distinct + 10 + k) }]);
  }
  return { groups: shuffle(groups), bursts, expected, counts: { distinct, retried, burst, spam } };
}

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  const ownDir = !values.dir;
  const dir = values.dir ?? (await mkdtemp(join(tmpdir(), 'leads-load-')));
  const port = await freePort();
  const separateAddresses = await canBindLoopbackRange();
  const rateLimit = DEFAULTS.rateLimit;
  // The limit at its default; its window a year long, so that the run never straddles two windows
  // (which would give the one address twice its slots).
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    CONTACT_DELIVERY: 'on',
    PORT: String(port),
    DIST: values.dist,
    LEADS_DIR: dir,
    LEADS_RATE_WINDOW_SECONDS: String(365 * 24 * 3600),
  };
  delete env.LEADS_RATE_LIMIT;
  delete env.LEADS_MIN_FILL_MS;
  if (!separateAddresses) {
    // Every request from 127.0.0.1: the per-address limit would drop most of them.
    env.LEADS_RATE_LIMIT = '0';
    console.log('load: this machine cannot bind 127.1.0.1 (no loopback range): one address, per-address limit off');
  }
  const server = spawn(process.execPath, [join(PROJECT, 'server/index.mjs')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const notified = new Map();
  let output = '';
  const ready = new Promise((/** @type {(value?: void) => void} */ resolveReady, reject) => {
    server.stdout.on('data', (chunk) => {
      output += chunk;
      let newline;
      while ((newline = output.indexOf('\n')) !== -1) {
        const line = output.slice(0, newline);
        output = output.slice(newline + 1);
        if (line.startsWith('Serving ')) resolveReady();
        const id = / event=notified id=(\S+)/.exec(line)?.[1];
        if (id) notified.set(id, (notified.get(id) ?? 0) + 1);
      }
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
  try {
    await ready;
    const { groups, bursts, expected, counts } = plan({
      rateLimit: separateAddresses ? rateLimit : 0,
      sameAddress: separateAddresses ? undefined : '127.0.0.1',
    });
    const requests = counts.distinct + counts.retried + counts.burst + counts.spam;
    console.log(
      `load: ${requests.toLocaleString('en-US')} submissions from ${clients} concurrent clients: ${counts.distinct} leads (${counts.retried} of them sent twice at once), ` +
        `${counts.burst} from one address (limit ${separateAddresses ? rateLimit : 'off'}), ${counts.spam} spam`,
    );
    /** @type {Answer[]} */
    const results = [];
    const started = performance.now();
    // The burst from one address, in order, alongside everything else.
    const burstDone = (async () => {
      for (const { body, from } of bursts) results.push(await post(port, body, from));
    })();
    let next = 0;
    const client = async () => {
      while (next < groups.length) {
        const group = groups[next++] ?? [];
        const answers = await Promise.all(group.map(({ body, from }) => post(port, body, from)));
        results.push(...answers);
      }
    };
    await Promise.all([...Array.from({ length: Math.max(1, clients - 1) }, client), burstDone]);
    const seconds = (performance.now() - started) / 1000;

    const statuses = new Map();
    for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    console.log(
      `load: ${results.length.toLocaleString('en-US')} answered in ${seconds.toFixed(2)} s: ${(results.length / seconds).toFixed(0)} submissions/s; ` +
        `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms; ` +
        `answers ${[...statuses].map(([status, n]) => `${status} ×${n}`).join(', ')}`,
    );

    const { store, close } = await openLocalStore({ dir });
    /** @type {import('../functions/contact/store.mjs').StoredLead[]} */
    let stored;
    try {
      stored = await readLeads(store);
    } finally {
      await close();
    }
    const emails = (await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.eml'));
    const problems = [];
    if (results.length !== requests) problems.push(`${requests - results.length} requests unanswered`);
    if (statuses.get(201) !== results.length)
      problems.push(
        `answers other than 201: ${[...statuses]
          .filter(([status]) => status !== 201)
          .map(([status, n]) => `${status} ×${n}`)
          .join(', ')}`,
      );
    const storedIds = new Map();
    for (const lead of stored) storedIds.set(lead.id, (storedIds.get(lead.id) ?? 0) + 1);
    const lost = [...expected.keys()].filter((id) => !storedIds.has(id));
    const duplicated = [...storedIds].filter(([, n]) => n > 1).map(([id]) => id);
    const unexpected = stored.filter((lead) => !expected.has(lead.id));
    const altered = stored.filter((lead) => expected.has(lead.id) && JSON.stringify(lead.fields) !== JSON.stringify(expected.get(lead.id)));
    const notifiedTwice = [...notified].filter(([, n]) => n > 1).map(([id]) => id);
    const notNotified = stored.filter((lead) => lead.notified !== 'yes' || !notified.has(lead.id));
    if (lost.length) problems.push(`${lost.length} leads lost`);
    if (duplicated.length) problems.push(`${duplicated.length} leads stored twice`);
    if (unexpected.length) problems.push(`${unexpected.length} leads stored that should not be (spam, or over the limit)`);
    if (altered.length) problems.push(`${altered.length} leads stored with other fields than were sent`);
    if (notifiedTwice.length) problems.push(`${notifiedTwice.length} leads notified more than once`);
    if (notNotified.length) problems.push(`${notNotified.length} leads not notified`);
    if (emails.length !== expected.size) problems.push(`${emails.length} emails in the outbox for ${expected.size} leads`);
    console.log(
      `load: stored ${stored.length.toLocaleString('en-US')} of the ${expected.size.toLocaleString('en-US')} leads that should be (lost ${lost.length}, duplicated ${duplicated.length}, ` +
        `not to be stored ${unexpected.length}, altered ${altered.length}); ${emails.length.toLocaleString('en-US')} emails in the outbox, ${notifiedTwice.length} leads notified twice`,
    );
    if (problems.length) {
      console.error(`load: FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('load: nothing lost, nothing duplicated, no spam stored');
    }
  } finally {
    server.kill();
    if (ownDir) await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`load: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
