// The local server's TLS certificate, so that it can speak HTTP/2 as CloudFront does (browsers
// speak HTTP/2 only over TLS): a self-signed certificate for 127.0.0.1 and localhost, made here
// with node:crypto (an ECDSA P-256 key, X.509 v3 written as DER), kept for a year in
// node_modules/.cache/northlane-tls and made again when it has less than a day left. Browsers do
// not trust it; the project's own Chromium does, for this key alone
// (`--ignore-certificate-errors-spki-list`, scripts/lib/chromium.cjs), so the benches and the
// Lighthouse gate measure the pages over the CDN's protocol.
// CommonJS, because lighthouserc.cjs requires the Chromium flags that name its key.
'use strict';

const { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, X509Certificate } = require('node:crypto');
const { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const CACHE_DIR = join(__dirname, '..', 'node_modules', '.cache', 'northlane-tls');
const VALID_DAYS = 365;
const DAY_MS = 86_400_000;

/** @param {number} length DER length octets */
function derLength(length) {
  if (length < 0x80) return Buffer.from([length]);
  const bytes = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** @param {number} tag @param {...Buffer} content */
const der = (tag, ...content) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
};
/** @param {...Buffer} content */
const sequence = (...content) => der(0x30, ...content);
/** @param {string} dotted */
function oid(dotted) {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const base128 = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      base128.unshift((value % 128) | (base128.length ? 0x80 : 0));
      if (value < 128) break;
    }
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}
/** @param {Date} date UTCTime, YYMMDDHHMMSSZ (years before 2050) */
const utcTime = (date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));
const NAME = sequence(der(0x31, sequence(oid('2.5.4.3'), der(0x0c, Buffer.from('127.0.0.1')))));
// subjectAltName: iPAddress 127.0.0.1 ([7]) and dNSName localhost ([2]).
const SUBJECT_ALT_NAME = sequence(oid('2.5.29.17'), der(0x04, sequence(der(0x87, Buffer.from([127, 0, 0, 1])), der(0x82, Buffer.from('localhost')))));

/**
 * A new self-signed certificate and its key, as PEM.
 * @param {Date} [now]
 */
function makeCertificate(now = new Date()) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const serial = randomBytes(16);
  // A positive INTEGER in DER's shortest form: a first byte of 0 (then 1 in 256 certificates) is
  // padding, which X509Certificate and browsers reject.
  serial[0] = ((serial[0] ?? 0) & 0x3f) | 0x40;
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // v3
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    NAME,
    sequence(utcTime(new Date(now.getTime() - DAY_MS)), utcTime(new Date(now.getTime() + VALID_DAYS * DAY_MS))),
    NAME,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(SUBJECT_ALT_NAME)),
  );
  const signature = sign('sha256', tbs, privateKey); // DER ECDSA-Sig-Value
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  const base64 = certificate.toString('base64').replace(/.{1,64}/g, '$&\n');
  return {
    key: String(privateKey.export({ type: 'pkcs8', format: 'pem' })),
    cert: `-----BEGIN CERTIFICATE-----\n${base64}-----END CERTIFICATE-----\n`,
  };
}

/**
 * The base64 SHA-256 of a certificate's public key (its SubjectPublicKeyInfo), as Chromium's
 * `--ignore-certificate-errors-spki-list` names it.
 * @param {string} cert PEM
 */
function spkiHash(cert) {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** @param {string} file */
function read(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The certificate every local server and browser of this checkout share: `{ key, cert, spki }`.
 * Made once and kept; one file holds key and certificate, written whole by whichever process
 * comes first (a link never overwrites), so processes started together agree on it.
 * @param {{ dir?: string, now?: Date }} [options]
 * @returns {{ key: string, cert: string, spki: string }}
 */
function localCertificate({ dir = CACHE_DIR, now = new Date() } = {}) {
  const file = join(dir, 'localhost.pem');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const pem = read(file);
    if (pem) {
      const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n/.exec(pem)?.[0];
      const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----\n/.exec(pem)?.[0];
      const usable = cert && key && Date.parse(new X509Certificate(cert).validTo) - now.getTime() > DAY_MS && createPrivateKey(key);
      if (usable) return { key, cert, spki: spkiHash(cert) };
      rmSync(file, { force: true }); // expiring or unreadable: make another
    }
    mkdirSync(dir, { recursive: true });
    const made = makeCertificate(now);
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, made.key + made.cert, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  throw new Error(`local-certificate: could not make or read ${file}`);
}

module.exports = { localCertificate, makeCertificate, spkiHash };
