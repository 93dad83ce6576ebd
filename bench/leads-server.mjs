// The lead benches' server as `npm start` runs it with CONTACT_DELIVERY=on, its log read for the handler's records; a POST as the form sends it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CONTACT_PATH } from '../src/lib/lead.mjs';

const SERVER = fileURLToPath(new URL('../server/index.mjs', import.meta.url));

/** A port free on 127.0.0.1 now. @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolvePort) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(port));
    });
  });

/** Adds one to `key`'s count in `counts`. @template K @param {Map<K, number>} counts @param {K} key */
export const tally = (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Answers by status, e.g. "201 ×300, error ECONNRESET ×12". @param {Map<unknown, number>} statuses */
export const answers = (statuses) => [...statuses].map(([status, n]) => `${status} ×${n.toLocaleString('en-US')}`).join(', ');

/** Lead number `n` of a bench's run as the form fills it in, `note` in its message. @param {string} bench @param {number} n @param {string} note */
export const leadFields = (bench, n, note) => ({
  firstName: `${bench}${n}`,
  lastName: 'Tëst',
  phone: `(614) 555-${String(n % 10_000).padStart(4, '0')}`,
  email: `${bench.toLowerCase()}${n}@example.com`,
  serviceType: 'Freight Transportation',
  message: `${bench} test, ${note}, lead ${n}.\n"Quoted" second line.`,
});

/** Starts the server: `ready` once it serves, `exited` when it stops; each `contact:` line of its log (a handler's record) goes to `onRecord`. @param {{ port: number, dist: string, dir: string, env?: Record<string, string | undefined>, onRecord?: (record: Record<string, string>) => void }} options */
export function startLeadServer({ port, dist, dir, env = {}, onRecord = () => {} }) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, CONTACT_DELIVERY: 'on', PORT: String(port), DIST: dist, LEADS_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit(signal ?? code)));
  const ready = new Promise((resolveReady, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('Serving ')) resolveReady(undefined);
      if (line.startsWith('contact: '))
        onRecord(
          Object.fromEntries(
            line
              .slice(9)
              .split(' ')
              .map((pair) => pair.split('=', 2)),
          ),
        );
    });
    exited.then((how) => reject(new Error(`the server stopped (${how})`)));
  });
  ready.catch(() => {});
  return { child, ready, exited };
}

/** Posts a submission on a connection of its own, from `from`: its status, or `error <code>` when no answer came, and how long it took. @param {number} port @param {Record<string, unknown>} body @param {string} [from] @returns {Promise<{ status: number | string, ms: number }>} */
export function postLead(port, body, from) {
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
