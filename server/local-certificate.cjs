// The local server's TLS certificate, so it speaks HTTP/2 as CloudFront does (browsers speak HTTP/2
// only over TLS). No browser trusts it but the project's Chromium, which trusts its key by hash.
// CommonJS, because lighthouserc.cjs requires scripts/lib/chromium.cjs, which names that key.
'use strict';

const { createHash, createPublicKey, generateKeyPairSync, randomBytes, X509Certificate } = require('node:crypto');
const { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const CACHE_DIR = join(__dirname, '..', 'node_modules', '.cache', 'northlane-tls');
const DAY_MS = 86_400_000;

/** @param {string} file */
function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Writes `file` unless another process did first (a link never overwrites), so processes started together agree. @param {string} file @param {string} text */
function keep(file, text) {
  mkdirSync(join(file, '..'), { recursive: true });
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

/** The base64 SHA-256 of a key's SubjectPublicKeyInfo, as `--ignore-certificate-errors-spki-list` names it. @param {string} pem a key or a certificate */
function spkiHash(pem) {
  const key = pem.includes('CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  return createHash('sha256')
    .update(key.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}

/**
 * The checkout's ECDSA P-256 key, made once: Chromium's flag names it, so it outlives the certificate.
 * Synchronous, because the Chromium flags are read when a config file is loaded.
 * @returns {{ key: string, spki: string }}
 */
function localKey({ dir = CACHE_DIR } = {}) {
  const file = join(dir, 'key.pem');
  let key = read(file);
  try {
    if (key) return { key, spki: spkiHash(key) };
  } catch {
    rmSync(file, { force: true });
  }
  const made = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
  key = keep(file, String(made));
  return { key, spki: spkiHash(key) };
}

/** A self-signed certificate of `key` for 127.0.0.1 and localhost, valid for a year. @param {string} key PEM @param {Date} [now] */
async function makeCertificate(key, now = new Date()) {
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

/**
 * The key and certificate every local server of the checkout shares, kept in node_modules/.cache;
 * a certificate with less than a day left, unreadable or of another key is made again.
 * @param {{ dir?: string, now?: Date }} [options]
 * @returns {Promise<{ key: string, cert: string, spki: string }>}
 */
async function localCertificate({ dir = CACHE_DIR, now = new Date() } = {}) {
  const { key, spki } = localKey({ dir });
  const file = join(dir, 'cert.pem');
  const kept = read(file);
  try {
    if (kept && Date.parse(new X509Certificate(kept).validTo) - now.getTime() > DAY_MS && spkiHash(kept) === spki) return { key, cert: kept, spki };
  } catch {
    // unreadable: made again below
  }
  rmSync(file, { force: true });
  return { key, cert: keep(file, await makeCertificate(key, now)), spki };
}

module.exports = { localCertificate, localKey, makeCertificate, spkiHash };
