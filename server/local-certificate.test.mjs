import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPrivateKey, webcrypto, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { localCertificate, localKey, makeCertificate, spkiHash } from './local-certificate.cjs';

const dir = mkdtempSync(join(tmpdir(), 'northlane-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local certificate', () => {
  it('is a self-signed X.509 v3 certificate for 127.0.0.1 and localhost, valid for a year, signed by its own P-256 key', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const { key } = localKey({ dir });
    const x509 = new X509Certificate(await makeCertificate(key, now));
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
    const { key, cert } = await localCertificate({ dir });
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

  it('is readable whatever its random serial number, leading zero or high bit included (the one in 256 that broke the hand-written encoder)', async () => {
    const { key } = localKey({ dir });
    for (const first of [
      [0x00, 0x00],
      [0x00, 0x7f],
      [0x80, 0x00],
      [0xff, 0xff],
    ]) {
      const random = vi.spyOn(webcrypto, 'getRandomValues').mockImplementation((array) => {
        const bytes = new Uint8Array(/** @type {ArrayBufferView} */ (array).buffer);
        bytes.fill(0x5a).set(first);
        return array;
      });
      try {
        const cert = await makeCertificate(key);
        expect(random).toHaveBeenCalled();
        expect(() => new X509Certificate(cert), first.join(' ')).not.toThrow();
      } finally {
        random.mockRestore();
      }
    }
  });

  it("names its key by the base64 SHA-256 of the public key's SubjectPublicKeyInfo, as Chromium's --ignore-certificate-errors-spki-list does", async () => {
    const { cert, spki } = await localCertificate({ dir });
    expect(spki).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(spkiHash(cert)).toBe(spki);
    expect(localKey({ dir }).spki).toBe(spki);
    expect(localKey({ dir: join(dir, 'another') }).spki).not.toBe(spki); // a new key each checkout
  });

  it('is made once and kept, so every server and browser of the checkout share it; an expiring or broken one is made again', async () => {
    const first = await localCertificate({ dir });
    expect(await localCertificate({ dir })).toEqual(first);
    const validTo = Date.parse(new X509Certificate(first.cert).validTo);
    expect(await localCertificate({ dir, now: new Date(validTo - 2 * 86_400_000) })).toEqual(first);
    const renewed = await localCertificate({ dir, now: new Date(validTo - 3_600_000) });
    expect(renewed.cert).not.toBe(first.cert);
    expect(renewed.spki).toBe(first.spki); // the browsers' pin outlives a renewal
    expect(readFileSync(join(dir, 'cert.pem'), 'utf8')).toBe(renewed.cert);
    writeFileSync(join(dir, 'cert.pem'), 'not a certificate');
    expect(new X509Certificate((await localCertificate({ dir })).cert).subject).toBe('CN=127.0.0.1');
    writeFileSync(join(dir, 'key.pem'), 'not a key');
    const remade = await localCertificate({ dir });
    expect(remade.spki).not.toBe(first.spki);
    expect(spkiHash(remade.cert)).toBe(remade.spki);
  });
});
