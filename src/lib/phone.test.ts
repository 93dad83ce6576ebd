import { describe, expect, it } from 'vitest';
import { e164, PHONE, telHref } from './phone.mjs';

describe('the phone number is written once; its links are derived', () => {
  it.each(['(614) 555-0142', '614-555-0142', '614.555.0142', '+1 614 555 0142', '1 (614) 555-0142', '6145550142'])('%s', (written) => {
    expect(telHref(written)).toBe('tel:+16145550142');
    expect(e164(written)).toBe('+16145550142');
  });

  it('refuses what is not a US number, as the content schema does', () => {
    for (const written of ['555-0142', '(014) 555-0142', '+44 20 7946 0958', '614-555-01423']) {
      expect(PHONE.test(written)).toBe(false);
      expect(() => telHref(written)).toThrow(/not a US phone number/);
    }
  });
});
