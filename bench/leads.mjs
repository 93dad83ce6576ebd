// The contact endpoint as `npm start` runs it with CONTACT_DELIVERY=on, under load from clients on their own loopback addresses (leads, retries, a burst from one
// address, spam), then killed, its email and its store failing: every 201 ends stored once, whole, spam apart. --e2e (test:leads): e2e/leads/ first, on a copy.
import { execFile, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import pMap from 'p-map';
import { DEFAULTS } from '../functions/contact/handler.mjs';
import { keys, readLeads, readSpam } from '../functions/contact/store.mjs';
import { openLocalStore } from '../server/leads.mjs';
import { copyWorkingTree, run } from '../scripts/lib/project-copy.mjs';
import { CONTACT_PATH } from '../src/lib/lead.mjs';
import { wholeNumber } from './report.mjs';

const { values } = parseArgs({
  options: {
    submissions: { type: 'string', default: '600' },
    kills: { type: 'string', default: '4' },
    dist: { type: 'string', default: 'dist' },
    dir: { type: 'string' },
    e2e: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const total = wholeNumber('--submissions', values.submissions, 100);
const kills = wholeNumber('--kills', values.kills, 0);
const root = values.dir ?? (await mkdtemp(join(tmpdir(), 'leads-')));
const group = (/** @type {number} */ n) => n.toLocaleString('en-US');
const problems = /** @type {string[]} */ ([]);
const check = (/** @type {boolean} */ ok, /** @type {string} */ problem) => ok || problems.push(problem);
const notified = /** @type {Map<string, number>} lead id → notifications the server logged, over every run of it */ (new Map());

/** Adds one to `key`'s count in `counts`. @template K @param {Map<K, number>} counts @param {K} key */
const tally = (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Answers by status, e.g. "201 ×300, error ECONNRESET ×12". @param {Map<unknown, number>} statuses */
const answers = (statuses) => [...statuses].map(([status, n]) => `${status} ×${group(n)}`).join(', ');

/** Lead number `n` of a phase as the form fills it in, `note` in its message. @param {string} bench @param {number} n @param {string} note */
const leadFields = (bench, n, note) => ({
  firstName: `${bench}${n}`,
  lastName: 'Tëst',
  phone: `(614) 555-${String(n % 10_000).padStart(4, '0')}`,
  email: `${bench.toLowerCase()}${n}@example.com`,
  serviceType: 'Freight Transportation',
  message: `${bench} test, ${note}, lead ${n}.\n"Quoted" second line.`,
});

const port = /** @type {number} */ (
  await new Promise((resolvePort) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(free));
    });
  })
);
/** @type {{ child: import('node:child_process').ChildProcess, ready: Promise<unknown>, exited: Promise<unknown> } | undefined} */
let server;

/** Starts the server on `dir`'s store: `ready` once it serves; each notification its log records is counted. @param {string} dir @param {Record<string, string>} env */
function startServer(dir, env) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('../server/index.mjs', import.meta.url))], {
    env: { ...process.env, CONTACT_DELIVERY: 'on', PORT: String(port), DIST: values.dist, LEADS_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit(signal ?? code)));
  const ready = new Promise((resolveReady, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('Serving ')) resolveReady(undefined);
      if (!line.startsWith('contact: ')) return;
      // A handler's record: "contact: event=notified id=…".
      const { event, id = '' } = Object.fromEntries(line.split(' ').map((pair) => pair.split('=', 2)));
      if (event === 'notified') tally(notified, id);
    });
    exited.then((how) => reject(new Error(`the server stopped (${how})`)));
  });
  ready.catch(() => {});
  return (server = { child, ready, exited });
}
const stop = async (signal = /** @type {NodeJS.Signals} */ ('SIGTERM')) => (server?.child.kill(signal), await server?.exited);

/** Posts a submission on a connection of its own, from `from`: its status, or `error <code>` when no answer came, and how long it took. @param {Record<string, unknown>} body @param {string} [from] @returns {Promise<{ status: number | string, ms: number }>} */
function postLead(body, from) {
  const text = JSON.stringify(body);
  const started = performance.now();
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-amz-content-sha256': createHash('sha256').update(text).digest('hex'),
  };
  return new Promise((resolvePost) => {
    const done = (/** @type {number | string} */ status) => resolvePost({ status, ms: performance.now() - started });
    // An answer cut off (the server killed mid-answer) is no answer.
    const request = http.request({ host: '127.0.0.1', port, path: CONTACT_PATH, method: 'POST', localAddress: from, agent: false, headers }, (response) =>
      response.resume().on('close', () => done(response.complete ? (response.statusCode ?? 'none') : 'error aborted')),
    );
    request.on('error', (/** @type {NodeJS.ErrnoException} */ error) => done(`error ${error.code ?? error.message}`));
    request.end(text);
  });
}

/** Each of `expected` stored once as sent (spam with its reason, so neither kept as the other), nothing else, none emailed twice. @typedef {{ fields: Record<string, string>, reason?: string }} Expected @param {string} phase @param {Map<string, Expected>} expected @param {({ id: string } & Expected)[]} stored */
function checkStored(phase, expected, stored) {
  const times = /** @type {Map<string, number>} */ (new Map());
  for (const { id } of stored) tally(times, id);
  const found = {
    lost: [...expected.keys()].filter((id) => !times.has(id)).length,
    'stored twice': [...times.values()].filter((n) => n > 1).length,
    'stored that were never sent': stored.filter(({ id }) => !expected.has(id)).length,
    'stored with other fields, or as a lead for spam or the reverse': stored.filter(({ id, fields, reason }) => {
      const sent = expected.get(id);
      return sent && (JSON.stringify(fields) !== JSON.stringify(sent.fields) || reason !== sent.reason);
    }).length,
    'emailed twice': [...expected.keys()].filter((id) => (notified.get(id) ?? 0) > 1).length,
  };
  for (const [what, n] of Object.entries(found)) check(n === 0, `${phase}: ${n} ${what}`);
  return `${group(times.size)} of ${group(expected.size)} stored (${Object.entries(found)
    .map(([what, n]) => `${n} ${what}`)
    .join(', ')})`;
}

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
  const expected = /** @type {Map<string, Expected>} submissionId → what must be stored */ (new Map());
  const lead = (/** @type {number} */ n, note = 'a lead') => leadFields('Load', n, note);
  const spam = Math.round(total * 0.05);
  const burst = (rateCeiling || rateLimit) + 3;
  const retried = Math.floor((total - spam - burst) / 11);
  const distinct = total - spam - burst - retried;
  /** @type {{ body: Record<string, unknown>, from: string }[][]} */
  const groups = Array.from({ length: distinct }, (_, n) => {
    const submissionId = randomUUID();
    expected.set(submissionId, { fields: lead(n) });
    const submission = { body: { ...lead(n), submissionId, elapsedMs: 6000 + n, website: '' }, from: sameAddress ?? address(n) };
    return n < retried ? [submission, submission] : [submission];
  });
  for (let k = 0; k < spam; k += 1) {
    const bot = k % 2 === 0 ? { website: 'https://spam.example', elapsedMs: 9000 } : { website: '', elapsedMs: 150 };
    const submissionId = randomUUID();
    expected.set(submissionId, { fields: lead(900_000 + k, 'spam'), reason: bot.website ? 'honeypot' : 'too_fast' });
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
    [groups[i], groups[j]] = [/** @type {(typeof groups)[number]} */ (groups[j]), /** @type {(typeof groups)[number]} */ (groups[i])];
  }
  return { groups, bursts, expected, counts: { distinct, retried, burst, spam, emailed, overLimit: kept - emailed, refused: burst - kept } };
}

/** Submissions from 50 concurrent clients; the store, the outbox and the log read after. @param {string} dir */
async function loadRun(dir) {
  const separateAddresses = await canBindLoopbackRange();
  if (!separateAddresses) console.log('load: this machine cannot bind 127.1.0.1 (no loopback range): one address, per-address limits off');
  const limits = separateAddresses ? { rateLimit: DEFAULTS.rateLimit, rateCeiling: DEFAULTS.rateCeiling } : { rateLimit: 0, rateCeiling: 0 };
  // The limits at their defaults (none where every request comes from one address), the window a year long so the run never straddles two.
  const env = {
    LEADS_RATE_WINDOW_SECONDS: String(365 * 24 * 3600),
    LEADS_RATE_LIMIT: String(limits.rateLimit),
    LEADS_RATE_CEILING: String(limits.rateCeiling),
  };
  await startServer(dir, env).ready;
  const { groups, bursts, expected, counts } = plan(limits, separateAddresses ? undefined : '127.0.0.1');
  const requests = counts.distinct + counts.retried + counts.burst + counts.spam;
  console.log(
    `load: ${group(requests)} submissions from 50 concurrent clients: ${counts.distinct} leads (${counts.retried} of them sent twice at once), ` +
      `${counts.burst} from one address (emailed ${limits.rateLimit || 'all'}, kept ${limits.rateCeiling || 'all'}), ${counts.spam} spam`,
  );
  const started = performance.now();
  const results = (await pMap(groups, (batch) => Promise.all(batch.map(({ body, from }) => postLead(body, from))), { concurrency: 50 })).flat();
  const seconds = (performance.now() - started) / 1000;
  const statuses = /** @type {Map<unknown, number>} */ (new Map());
  for (const { status } of results) tally(statuses, status);
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN).toFixed(0);
  console.log(
    `load: ${group(results.length)} answered in ${seconds.toFixed(2)} s: ${(results.length / seconds).toFixed(0)} submissions/s; ` +
      `latency p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${at(100)} ms; answers ${answers(statuses)}`,
  );
  check(results.length === requests, `load: ${requests - results.length} requests unanswered`);
  check(
    statuses.get(201) === results.length - counts.refused && (statuses.get(429) ?? 0) === counts.refused,
    `load: answers ${answers(statuses)}, not ${counts.refused} × 429 and the rest 201`,
  );

  const { store, close } = await openLocalStore({ dir });
  const [{ leads, unreadable }, { spam, unreadable: unreadableSpam }] = await Promise.all([readLeads(store), readSpam(store)]).finally(close);
  await stop();
  const emails = (await readdir(join(dir, 'outbox'))).filter((name) => name.endsWith('.eml')).length;
  // The burst's: each as a lead or kept as over the limit, as many of each as the limits say.
  const [burstLeads, burstKept] = [leads.filter(({ id }) => bursts.has(id)), spam.filter(({ id }) => bursts.has(id))];
  check(burstLeads.length === counts.emailed, `load: ${burstLeads.length} of the burst stored as leads, not ${counts.emailed}`);
  check(burstKept.length === counts.overLimit, `load: ${burstKept.length} of the burst kept as over the limit, not ${counts.overLimit}`);
  for (const { id } of burstLeads) expected.set(id, { fields: /** @type {Record<string, string>} */ (bursts.get(id)) });
  for (const { id } of burstKept) expected.set(id, { fields: /** @type {Record<string, string>} */ (bursts.get(id)), reason: 'rate_limit' });
  const stored = checkStored('load', expected, [...leads, ...spam]);
  const unnotified = leads.filter((lead) => lead.notified !== 'yes' || !notified.has(lead.id)).length;
  const spamEmailed = spam.filter(({ id }) => notified.has(id)).length;
  check(unnotified === 0, `load: ${unnotified} leads not notified`);
  check(spamEmailed === 0, `load: ${spamEmailed} spam emailed`);
  check(unreadable.length + unreadableSpam.length === 0, `load: ${unreadable.length + unreadableSpam.length} records unreadable`);
  check(emails === counts.distinct + counts.emailed, `load: ${emails} emails in the outbox for ${counts.distinct + counts.emailed} leads`);
  console.log(
    `load: ${group(leads.length)} leads and ${group(spam.length)} spam: ${stored}; ${group(emails)} emails in the outbox, ${unnotified} leads not notified, ${spamEmailed} spam emailed`,
  );
}

/** Replaces a folder with a file (a write under it fails, as root too) until the returned function puts it back. @param {string} path */
async function breakFolder(path) {
  await rename(path, `${path}.away`);
  await writeFile(path, 'in the way\n');
  return async () => (await rm(path), await rename(`${path}.away`, path));
}

/** Every object file of the store parsed by itself (a half-written one fails to): those that fail, and the spare files of unfinished writes. @param {string} dir @param {string} phase */
async function checkFiles(dir, phase) {
  const names = await readdir(join(dir, 's3', 'leads'), { recursive: true });
  const files = names.filter((name) => /\._S3rver_(object|metadata\.json)$/.test(name));
  const halfWritten = /** @type {string[]} */ ([]);
  for (const name of files)
    await readFile(join(dir, 's3', 'leads', name), 'utf8')
      .then(JSON.parse)
      .catch(() => halfWritten.push(name));
  check(halfWritten.length === 0, `${phase}: ${halfWritten.length} files half-written (${halfWritten.join(', ')})`);
  return `${halfWritten.length} of ${group(files.length)} files half-written (${names.filter((name) => name.endsWith('.tmp')).length} spare files of unfinished writes)`;
}

/** The server killed under load (SIGKILL), then its email and its store failing; each lead sent again until answered 201, as the visitor would. @param {string} dir */
async function faultRun(dir) {
  const [count, concurrency] = [300, 20];
  // Every lead comes from 127.0.0.1: the per-address limits off.
  const env = { LEADS_RATE_LIMIT: '0', LEADS_RATE_CEILING: '0' };
  /** The server up: requests wait for it after a kill rather than spin. */
  let up = startServer(dir, env).ready;
  const restart = (/** @type {NodeJS.Signals} */ signal) => (up = stop(signal).then(() => startServer(dir, env).ready));
  /** `n` new leads, their messages naming `phase`. @param {string} phase @param {number} n */
  const newLeads = (phase, n) =>
    Array.from({ length: n }, (_, k) => {
      const [id, fields] = [randomUUID(), leadFields('Fault', k, phase)];
      return { id, fields, body: { ...fields, submissionId: id, elapsedMs: 9000, website: '' } };
    });

  /** Sends every lead, `concurrency` at a time, until each is answered 201, a failed one again from the back of the queue; `onAnswer` runs after each 201. @param {ReturnType<typeof newLeads>} sent @param {(acknowledged: number) => Promise<void> | void} [onAnswer] */
  async function sendUntilStored(sent, onAnswer = () => {}) {
    const queue = [...sent];
    const statuses = /** @type {Map<unknown, number>} */ (new Map());
    let [acknowledged, requests] = [0, 0];
    const started = performance.now();
    const worker = async () => {
      for (let lead = queue.shift(); lead; lead = queue.shift()) {
        if ((requests += 1) > sent.length * 20 || performance.now() > started + 120_000)
          throw new Error(`gave up after ${group(requests)} requests (${answers(statuses)}), ${sent.length - acknowledged} leads not stored`);
        await up;
        const { status } = await postLead(lead.body);
        tally(statuses, status);
        if (status === 201) await onAnswer((acknowledged += 1));
        else queue.push(lead);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { statuses, requests, seconds: ((performance.now() - started) / 1000).toFixed(1) };
  }

  await up;
  const started = performance.now();
  const crashLeads = newLeads('killed under load', count);
  const killAt = Array.from({ length: kills }, (_, k) => Math.round(((k + 1) * count) / (kills + 1)));
  let killed = 0;
  const crash = await sendUntilStored(crashLeads, async (acknowledged) => {
    if (acknowledged === killAt[0]) (killAt.shift(), (killed += 1), await restart('SIGKILL'));
  });
  check(killed === kills, `killed ${killed} times, not ${kills}`);
  await stop();
  console.log(
    `fault: killed ${killed} times (SIGKILL) under load, ${concurrency} at a time: ${group(crashLeads.length)} leads, ${group(crash.requests)} requests ` +
      `in ${crash.seconds} s (${answers(crash.statuses)}); ${await checkFiles(dir, 'killed')}`,
  );

  await restart('SIGTERM');
  const mailLeads = newLeads('email failing', Math.max(20, Math.round(count / 10)));
  const mendOutbox = await breakFolder(join(dir, 'outbox'));
  const mailFailing = await sendUntilStored(mailLeads);
  const local = await openLocalStore({ dir });
  const claims = await Promise.all(mailLeads.map(({ id }) => local.store.get(keys.notification(id)))).finally(local.close);
  const unsent = claims.filter((claim) => claim === null).length;
  check(mailFailing.statuses.get(201) === mailLeads.length, `email failing: answers ${answers(mailFailing.statuses)}, not all 201`);
  check(unsent === mailLeads.length, `email failing: ${unsent} of ${mailLeads.length} shown as not notified`);
  await mendOutbox();
  const mailRetry = await sendUntilStored(mailLeads);
  const emailed = mailLeads.filter(({ id }) => notified.get(id) === 1).length;
  check(emailed === mailLeads.length, `email failing: ${emailed} of ${mailLeads.length} emailed once on their retry`);
  console.log(
    `fault: email failing: ${group(mailLeads.length)} leads answered ${answers(mailFailing.statuses)}, ${unsent} shown as not notified; ` +
      `sent again (${answers(mailRetry.statuses)}): ${emailed} emailed once`,
  );

  const storeLeads = newLeads('store failing', Math.max(20, Math.round(count / 10)));
  const mendBucket = await breakFolder(join(dir, 's3', 'leads'));
  const refused = /** @type {Map<unknown, number>} */ (new Map());
  for (const lead of storeLeads) tally(refused, (await postLead(lead.body)).status);
  check(refused.get(503) === storeLeads.length, `store failing: answers ${answers(refused)}, not all 503`);
  await mendBucket();
  const storeRetry = await sendUntilStored(storeLeads);
  await stop();
  console.log(`fault: store failing: ${group(storeLeads.length)} leads answered ${answers(refused)}; sent again: ${answers(storeRetry.statuses)}`);

  // As `npm run leads -- --json` exports them.
  const leadsScript = fileURLToPath(new URL('../scripts/leads.mjs', import.meta.url));
  const exported = await promisify(execFile)(process.execPath, [leadsScript, '--dir', dir, '--json'], { maxBuffer: 1 << 26 }).then(
    ({ stdout }) => /** @type {import('../functions/contact/store.mjs').StoredLead[]} */ (JSON.parse(stdout)),
    (/** @type {Error & { code?: number, stderr?: string }} */ error) => (
      check(false, `npm run leads failed: exit ${error.code}: ${error.stderr?.trim()}`),
      []
    ),
  );
  const expected = (/** @type {ReturnType<typeof newLeads>} */ sent) => new Map(sent.map(({ id, fields }) => [id, { fields }]));
  const fromCrash = exported.filter(({ id }) => crashLeads.some((lead) => lead.id === id));
  const states = /** @type {Map<string, number>} */ (new Map());
  for (const { notified: state } of fromCrash) tally(states, state);
  console.log(
    `fault: npm run leads -- --json exported ${group(exported.length)}: ${checkStored('in the end', expected([...crashLeads, ...mailLeads, ...storeLeads]), exported)}, ` +
      `${await checkFiles(dir, 'in the end')}; of the ${group(crashLeads.length)} sent while it was killed, ` +
      `notified: ${[...states].map(([state, n]) => `${state} ${group(n)}`).join(', ')}; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
}

try {
  // A copy built with CONTACT_DELIVERY=on (dist/ stays the default build), e2e/leads/ on it, then the load and the faults.
  if (values.e2e) {
    const [project, site] = [fileURLToPath(new URL('..', import.meta.url)), join(root, 'site')];
    console.log(`leads: building a copy of the working tree with CONTACT_DELIVERY=on in ${site}, then the e2e specs of e2e/leads/ on it`);
    await copyWorkingTree(project, site);
    await run('npm', ['run', 'build'], { cwd: site, env: { CONTACT_DELIVERY: 'on' } });
    await run('npx', ['playwright', 'test'], { cwd: project, env: { E2E_LEADS_DIST: join(site, 'dist'), E2E_LEADS_DIR: join(root, 'e2e-store') } });
    values.dist = join(site, 'dist');
  }
  await loadRun(join(root, 'load'));
  await faultRun(join(root, 'fault'));
} catch (error) {
  problems.push(String(error instanceof Error ? error.stack : error));
} finally {
  server?.child.kill();
  if (values.keep) console.log(`leads: kept ${root}`);
  else if (!values.dir) await rm(root, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`leads: FAILED: ${problems.join('; ')}`);
  process.exitCode = 1;
} else console.log('leads: every 201 stored once and whole (leads emailed once, spam kept apart), nothing kept past the ceiling, nothing half-written');
