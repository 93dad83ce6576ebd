// The local server's TLS certificate, trusted by the project's Chromium by its key's hash; CommonJS and a synchronous key, as chromium.cjs's flags name it.
'use strict';

const { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, X509Certificate } = require('node:crypto');
const { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const CACHE_DIR = join(__dirname, '..', 'node_modules', '.cache', 'northlane-tls');
const DAY_MS = 86_400_000;

const read = (/** @type {string} */ file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const holds = (/** @type {() => unknown} */ check) => {
  try {
    return Boolean(check());
  } catch {
    return false;
  }
};

/** Writes `file` unless another process did first (a link never overwrites), so processes started together agree. */
function keep(/** @type {string} */ file, /** @type {string} */ text) {
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, text, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8');
}

/** The base64 SHA-256 of a key's SubjectPublicKeyInfo, as `--ignore-certificate-errors-spki-list` names it. */
function spkiHash(/** @type {string} */ pem) {
  const key = pem.includes('CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  const der = key.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/** The checkout's P-256 key, made once, so the browsers' pin outlives each certificate. */
function localKey({ dir = CACHE_DIR } = {}) {
  const file = join(dir, 'key.pem');
  let key = read(file);
  if (!holds(() => createPrivateKey(key))) {
    rmSync(file, { force: true });
    key = keep(file, String(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' })));
  }
  return { key, spki: spkiHash(key) };
}

async function makeCertificate(/** @type {string} */ key, now = new Date()) {
  const { generate } = require('selfsigned');
  const { cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    keyPair: { privateKey: key, publicKey: String(createPublicKey(key).export({ type: 'spki', format: 'pem' })) },
    notBeforeDate: new Date(now.getTime() - DAY_MS),
    notAfterDate: new Date(now.getTime() + 365 * DAY_MS),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return cert;
}

/** The key and certificate every local server of the checkout shares; one with less than a day left, unreadable or of another key is made again. */
async function localCertificate({ dir = CACHE_DIR, now = new Date() } = {}) {
  const { key, spki } = localKey({ dir });
  const file = join(dir, 'cert.pem');
  const cert = read(file);
  if (holds(() => Date.parse(new X509Certificate(cert).validTo) - now.getTime() > DAY_MS && spkiHash(cert) === spki)) return { key, cert, spki };
  rmSync(file, { force: true });
  return { key, cert: keep(file, await makeCertificate(key, now)), spki };
}

module.exports = { localCertificate, localKey, makeCertificate, spkiHash };
