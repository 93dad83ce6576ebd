import { afterAll, describe, expect, it } from 'vitest';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { localCertificate, makeCertificate, spkiHash } from './local-certificate.cjs';

const dir = mkdtempSync(join(tmpdir(), 'northlane-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local certificate', () => {
  it('is a self-signed X.509 v3 certificate for 127.0.0.1 and localhost, valid for a year, signed by its own key', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const { key, cert } = makeCertificate(now);
    const x509 = new X509Certificate(cert);
    expect(x509.subject).toBe('CN=127.0.0.1');
    expect(x509.issuer).toBe('CN=127.0.0.1');
    expect(x509.subjectAltName).toBe('IP Address:127.0.0.1, DNS:localhost');
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(new Date(x509.validFrom).getTime()).toBeLessThan(now.getTime());
    expect(new Date(x509.validTo).getTime() - now.getTime()).toBe(365 * 86_400_000);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.checkPrivateKey(createPrivateKey(key))).toBe(true);
    expect(x509.publicKey.asymmetricKeyDetails).toEqual({ namedCurve: 'prime256v1' });
  });

  it('is a certificate TLS accepts from a client that trusts it, and no other', async () => {
    const { key, cert } = makeCertificate();
    const server = tls.createServer({ key, cert }, (socket) => socket.end('ok'));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    /** @param {tls.ConnectionOptions} options */
    const connect = (options) =>
      new Promise((resolve) => {
        const socket = tls.connect({ host: '127.0.0.1', port, ...options }, () => socket.once('data', (data) => resolve(String(data))));
        socket.on('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code));
      });
    try {
      expect(await connect({ ca: cert })).toBe('ok');
      expect(await connect({ ca: cert, servername: 'localhost' })).toBe('ok');
      expect(await connect({})).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    } finally {
      server.close();
    }
  });

  it("encodes its random serial number in DER's shortest form (a leading zero byte was 1 certificate in 256 that nothing could read)", () => {
    for (let made = 0; made < 1000; made += 1) expect(() => new X509Certificate(makeCertificate().cert)).not.toThrow();
  });

  it("names its key by the base64 SHA-256 of the public key's SubjectPublicKeyInfo, as Chromium's --ignore-certificate-errors-spki-list does", () => {
    const { cert } = makeCertificate();
    const spki = spkiHash(cert);
    expect(spki).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(spkiHash(makeCertificate().cert)).not.toBe(spki); // a new key each time
  });

  it('is made once and kept, so every server and browser of the checkout share it; an expiring or broken one is made again', () => {
    const first = localCertificate({ dir });
    expect(localCertificate({ dir })).toEqual(first);
    const validTo = Date.parse(new X509Certificate(first.cert).validTo);
    expect(localCertificate({ dir, now: new Date(validTo - 2 * 86_400_000) })).toEqual(first);
    const renewed = localCertificate({ dir, now: new Date(validTo - 3_600_000) });
    expect(renewed.spki).not.toBe(first.spki);
    expect(readFileSync(join(dir, 'localhost.pem'), 'utf8')).toBe(renewed.key + renewed.cert);
    writeFileSync(join(dir, 'localhost.pem'), 'not a certificate');
    const remade = localCertificate({ dir });
    expect(new X509Certificate(remade.cert).subject).toBe('CN=127.0.0.1');
  });
});
