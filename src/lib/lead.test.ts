import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, FIELD_MESSAGES, LEAD_FIELDS, leadErrors, MAX_LENGTH, parseSubmission, type LeadFields } from './lead.mjs';
import { contact } from '../content/ui.mjs';
import { emptyContactForm, serviceTypes } from '../content/contact';

const lead = (fields: Partial<LeadFields> = {}): LeadFields => ({ ...emptyContactForm, email: 'ana@example.com', ...fields });
const body = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ ...lead(), submissionId: '3b241101-e2bb-4255-8caf-4136c566a962', elapsedMs: 4000, website: '', ...fields });

describe('leadErrors (the form and the endpoint)', () => {
  it('takes a lead with a way to reply and nothing else required', () => {
    expect(leadErrors(lead())).toEqual({});
    expect(leadErrors(lead({ email: '', phone: '+1 (614) 555-0142 ext. 12' }))).toEqual({});
    for (const serviceType of serviceTypes) expect(leadErrors(lead({ serviceType }))).toEqual({});
  });

  it('asks for an email address or a phone number, next to both, when neither is there (spaces are nothing)', () => {
    expect(leadErrors(lead({ email: ' ', phone: '' }))).toEqual({ email: FIELD_MESSAGES.reply, phone: FIELD_MESSAGES.reply });
  });

  it('refuses an email address that is not one', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@exa mple.com', 'a<b>@example.com', 'ana@-example.com']) {
      expect(leadErrors(lead({ email })), email).toEqual({ email: FIELD_MESSAGES.email });
    }
    for (const email of ['ana.ruiz+quotes@mail.example.co.uk', 'o’brien@example.com', 'x@a.io']) expect(leadErrors(lead({ email })), email).toEqual({});
  });

  it('refuses a phone number with too few digits or letters in it', () => {
    for (const phone of ['555', 'call me', '555-CALL-NOW', '+1 614 555 0142 0142 0142 0142 99']) {
      expect(leadErrors(lead({ phone })), phone).toEqual({ phone: FIELD_MESSAGES.phone });
    }
  });

  it('refuses over-long fields, control characters, and line breaks outside the message', () => {
    for (const field of LEAD_FIELDS) {
      expect(leadErrors(lead({ [field]: 'a'.repeat(MAX_LENGTH[field] + 1) }))[field], field).toBe(FIELD_MESSAGES.tooLong(MAX_LENGTH[field]));
    }
    expect(leadErrors(lead({ message: 'a'.repeat(MAX_LENGTH.message) }))).toEqual({});
    expect(leadErrors(lead({ firstName: 'Ana\u0000' }))).toEqual({ firstName: FIELD_MESSAGES.characters });
    expect(leadErrors(lead({ lastName: 'Ruiz\r\nBcc: x@example.com' }))).toEqual({ lastName: FIELD_MESSAGES.characters });
    expect(leadErrors(lead({ message: 'Line one\r\nLine two\tend' }))).toEqual({});
    expect(FIELD_MESSAGES.tooLong(5000)).toBe('Use at most 5,000 characters.');
  });

  it('refuses a service type that is not one of the list', () => {
    expect(leadErrors(lead({ serviceType: 'Crypto Mining' }))).toEqual({ serviceType: FIELD_MESSAGES.serviceType });
  });
});

describe('parseSubmission (the endpoint)', () => {
  it('reads a submission: its fields as sent, its key lower-cased, missing fields empty', () => {
    const parsed = parseSubmission(body({ submissionId: '3B241101-E2BB-4255-8CAF-4136C566A962', firstName: ' Ana ', phone: undefined }));
    expect(parsed).toEqual({
      ok: true,
      submission: { submissionId: '3b241101-e2bb-4255-8caf-4136c566a962', elapsedMs: 4000, website: '', locale: 'en', fields: lead({ firstName: ' Ana ' }) },
    });
  });

  it('says 400 for what is not a submission, and why', () => {
    const cases: [string, RegExp][] = [
      ['{', /not JSON/],
      ['null', /JSON object/],
      ['"Ana"', /JSON object/],
      ['[]', /JSON object/],
      [body({ extra: 1 }), /Unknown field "extra"/],
      [body({ email: ['ana@example.com'] }), /email must be a string/],
      [body({ website: 1 }), /website must be a string/],
      [body({ submissionId: undefined }), /submissionId must be a UUID/],
      [body({ submissionId: 'not-a-uuid' }), /submissionId must be a UUID/],
      [body({ elapsedMs: -1 }), /elapsedMs/],
      [body({ elapsedMs: '4000' }), /elapsedMs/],
    ];
    for (const [text, error] of cases) {
      const parsed = parseSubmission(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) {
        expect(parsed.status, text).toBe(400);
        expect(parsed.error, text).toMatch(error);
      }
    }
  });

  it('says 422 with the field errors for a submission whose fields are not a lead', () => {
    expect(parseSubmission(body({ email: 'nope' }))).toEqual({
      ok: false,
      status: 422,
      error: 'Some fields need a change.',
      fields: { email: FIELD_MESSAGES.email },
    });
  });
});

describe('the labels', () => {
  it('are the ones the form shows', () => {
    expect(FIELD_LABELS).toEqual(contact.form.labels);
    expect(Object.keys(FIELD_LABELS)).toEqual([...LEAD_FIELDS]);
  });

  it('the Service Type options shown are the values sent, in order', () => {
    expect(contact.form.serviceTypes).toEqual([...serviceTypes]);
  });
});

describe('a lead’s language', () => {
  it('is the page’s, English when not said, and only one the site has', () => {
    const parsed = (fields: Record<string, unknown>) => parseSubmission(body(fields));
    expect(parsed({})).toMatchObject({ ok: true, submission: { locale: 'en' } });
    expect(parsed({ locale: 'es' })).toMatchObject({ ok: true, submission: { locale: 'es' } });
    expect(parsed({ locale: 'fr' })).toMatchObject({ ok: false, status: 400 });
  });

  it('the form says its errors in its own words', () => {
    const spanish = { ...FIELD_MESSAGES, email: 'Escribe un correo como nombre@empresa.com.' };
    expect(leadErrors(lead({ email: 'nope' }), spanish)).toEqual({ email: spanish.email });
  });
});
