// The lead endpoint when things break (killed under load, its email or its store failing): each lead, sent again until answered 201, must end stored once.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { keys } from '../functions/contact/store.mjs';
import { openLocalStore } from '../server/leads.mjs';
import { answers, freePort, leadFields, postLead, startLeadServer, tally } from './leads-server.mjs';
import { wholeNumber } from './report.mjs';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '4' },
    dist: { type: 'string', default: 'dist' },
    dir: { type: 'string' },
  },
});
const [total, concurrency] = [300, 20];
const kills = wholeNumber('--kills', values.kills, 0);
const dir = values.dir ?? (await mkdtemp(join(tmpdir(), 'leads-fault-')));
const group = (/** @type {number} */ n) => n.toLocaleString('en-US');
const problems = /** @type {string[]} */ ([]);
const check = (/** @type {boolean} */ ok, /** @type {string} */ problem) => ok || problems.push(problem);

/** `n` new leads, their messages naming `phase`. @returns {Sent[]} @typedef {{ id: string, body: Record<string, unknown> }} Sent @typedef {import('../functions/contact/store.mjs').StoredLead} StoredLead */
const newLeads = (/** @type {string} */ phase, /** @type {number} */ n) =>
  Array.from({ length: n }, (_, k) => {
    const id = randomUUID();
    return { id, body: { ...leadFields('Fault', k, phase), submissionId: id, elapsedMs: 9000, website: '' } };
  });

const notified = /** @type {Map<string, number>} lead id → notifications over every run of the server */ (new Map());
const options = {
  port: await freePort(),
  dist: values.dist,
  dir,
  // Every lead comes from 127.0.0.1: the per-address limits off.
  env: { LEADS_RATE_LIMIT: '0', LEADS_RATE_CEILING: '0' },
  onRecord: (/** @type {Record<string, string>} */ { event, id = '' }) => event === 'notified' && tally(notified, id),
};
let server = startLeadServer(options);
/** The server up: requests wait for it after a kill rather than spin. */
let up = server.ready;
const stop = async (signal = /** @type {NodeJS.Signals} */ ('SIGTERM')) => (server.child.kill(signal), await server.exited);
const restart = (/** @type {NodeJS.Signals} */ signal) =>
  (up = (async () => {
    await stop(signal);
    server = startLeadServer(options);
    await server.ready;
  })());

/** Sends every lead, `concurrency` at a time, until each is answered 201, a failed one again from the back of the queue as the visitor would; `onAnswer` runs after each 201. @param {Sent[]} leads @param {(acknowledged: number) => Promise<void> | void} [onAnswer] */
async function sendUntilStored(leads, onAnswer = () => {}) {
  const queue = [...leads];
  const statuses = /** @type {Map<unknown, number>} */ (new Map());
  let acknowledged = 0;
  let requests = 0;
  const started = performance.now();
  const deadline = started + 120_000;
  const worker = async () => {
    for (let lead = queue.shift(); lead; lead = queue.shift()) {
      if ((requests += 1) > leads.length * 20 || performance.now() > deadline)
        throw new Error(`gave up after ${group(requests)} requests (${answers(statuses)}), ${leads.length - acknowledged} leads not stored`);
      await up;
      const { status } = await postLead(options.port, lead.body);
      tally(statuses, status);
      if (status === 201) await onAnswer((acknowledged += 1));
      else queue.push(lead);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, requests, seconds: ((performance.now() - started) / 1000).toFixed(1) };
}

/** Replaces a folder with a file (a write under it fails, as root too) until the returned function puts it back. @param {string} path */
async function breakFolder(path) {
  await rename(path, `${path}.away`);
  await writeFile(path, 'in the way\n');
  return async () => (await rm(path), await rename(`${path}.away`, path));
}

/** The leads as `npm run leads -- --json` exports them, or why it failed. @returns {Promise<{ leads: StoredLead[], failed?: string }>} */
const exportLeads = () =>
  promisify(execFile)(process.execPath, [fileURLToPath(new URL('../scripts/leads.mjs', import.meta.url)), '--dir', dir, '--json'], { maxBuffer: 1 << 26 }).then(
    ({ stdout }) => ({ leads: JSON.parse(stdout) }),
    (/** @type {Error & { code?: number, stderr?: string }} */ error) => ({ leads: [], failed: `exit ${error.code}: ${error.stderr?.trim()}` }),
  );

/** Every object file of the store parsed by itself (a half-written one fails to), and the spare files of unfinished writes. */
async function scanFiles() {
  const names = await readdir(join(dir, 's3', 'leads'), { recursive: true });
  const files = names.filter((name) => /\._S3rver_(object|metadata\.json)$/.test(name));
  const halfWritten = [];
  for (const name of files) {
    try {
      JSON.parse(await readFile(join(dir, 's3', 'leads', name), 'utf8'));
    } catch {
      halfWritten.push(name);
    }
  }
  return { files: files.length, halfWritten, spare: names.filter((name) => name.endsWith('.tmp')).length };
}

/** Nothing half-written. @param {Awaited<ReturnType<typeof scanFiles>>} scan @param {string} phase */
function checkFiles(scan, phase) {
  check(scan.halfWritten.length === 0, `${phase}: ${scan.halfWritten.length} files half-written (${scan.halfWritten.join(', ')})`);
  return `${scan.halfWritten.length} of ${group(scan.files)} files half-written (${scan.spare} spare files of unfinished writes)`;
}

/** Each of `sent` exported once with its text, nothing else, none emailed twice. @param {Sent[]} sent @param {StoredLead[]} leads @param {string} phase */
function checkStored(sent, leads, phase) {
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  const lost = sent.filter(({ id }) => !byId.has(id)).length;
  const twice = leads.length - byId.size;
  const altered = sent.filter(({ id, body }) => byId.has(id) && byId.get(id)?.fields.message !== body.message).length;
  const unexpected = leads.filter((lead) => !sent.some(({ id }) => id === lead.id)).length;
  check(lost === 0, `${phase}: ${lost} leads lost`);
  check(twice === 0, `${phase}: ${twice} leads stored twice`);
  check(altered === 0, `${phase}: ${altered} leads stored with another text`);
  check(unexpected === 0, `${phase}: ${unexpected} leads stored that were not sent`);
  const twiceNotified = [...notified.values()].filter((n) => n > 1).length;
  check(twiceNotified === 0, `${phase}: ${twiceNotified} leads emailed twice`);
  return `${group(byId.size)} of ${group(sent.length)} stored once (lost ${lost}, twice ${twice}, altered ${altered})`;
}

try {
  await server.ready;
  const started = performance.now();
  const crashLeads = newLeads('killed under load', total);
  const killAt = Array.from({ length: kills }, (_, k) => Math.round(((k + 1) * total) / (kills + 1)));
  let killed = 0;
  const crash = await sendUntilStored(crashLeads, async (acknowledged) => {
    if (acknowledged === killAt[0]) (killAt.shift(), (killed += 1), await restart('SIGKILL'));
  });
  check(killed === kills, `killed ${killed} times, not ${kills}`);
  await stop();
  console.log(
    `fault: killed ${killed} times (SIGKILL) under load, ${concurrency} at a time: ${group(crashLeads.length)} leads, ${group(crash.requests)} requests ` +
      `in ${crash.seconds} s (${answers(crash.statuses)}); ${checkFiles(await scanFiles(), 'killed')}`,
  );

  await restart('SIGTERM');
  const mailLeads = newLeads('email failing', Math.max(20, Math.round(total / 10)));
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

  const storeLeads = newLeads('store failing', Math.max(20, Math.round(total / 10)));
  const mendBucket = await breakFolder(join(dir, 's3', 'leads'));
  const refused = /** @type {Map<unknown, number>} */ (new Map());
  for (const lead of storeLeads) tally(refused, (await postLead(options.port, lead.body)).status);
  check(refused.get(503) === storeLeads.length, `store failing: answers ${answers(refused)}, not all 503`);
  await mendBucket();
  const storeRetry = await sendUntilStored(storeLeads);
  await stop();

  console.log(`fault: store failing: ${group(storeLeads.length)} leads answered ${answers(refused)}; sent again: ${answers(storeRetry.statuses)}`);

  const all = [...crashLeads, ...mailLeads, ...storeLeads];
  const exported = await exportLeads();
  check(!exported.failed, `npm run leads failed: ${exported.failed}`);
  const crashIds = new Set(crashLeads.map(({ id }) => id));
  const fromCrash = exported.leads.filter(({ id }) => crashIds.has(id));
  const states = /** @type {Map<string, number>} */ (new Map());
  for (const { notified: state } of fromCrash) tally(states, state);
  const notifiedStates = [...states].map(([state, n]) => `${state} ${group(n)}`);
  console.log(
    `fault: npm run leads -- --json exported ${group(exported.leads.length)}: ${checkStored(all, exported.leads, 'in the end')}, ` +
      `${checkFiles(await scanFiles(), 'in the end')}; of the ${group(crashLeads.length)} sent while it was killed, ` +
      `${checkStored(crashLeads, fromCrash, 'killed')}, notified: ${notifiedStates.join(', ')}; ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
  if (problems.length) {
    console.error(`fault: FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else console.log('fault: every acknowledged lead stored once and whole, nothing half-written, the export reads them all');
} catch (error) {
  console.error(`fault: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  server.child.kill();
  if (!values.dir) await rm(dir, { recursive: true, force: true });
}
