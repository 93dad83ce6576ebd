import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSubmissionId, sendLead, sha256Hex, type SubmissionBody } from './leadClient';
import { CONTACT_PATH } from './lead.mjs';

const body: SubmissionBody = {
  firstName: 'Zoë',
  lastName: 'Ruiz',
  phone: '',
  email: 'zoe@example.com',
  serviceType: 'Other',
  message: 'Two reefers',
  locale: 'es',
  submissionId: '3b241101-e2bb-4255-8caf-4136c566a962',
  elapsedMs: 4200,
  website: '',
};

/** A fetch that records its calls and answers `status` with `json`, or fails like a network error. */
function fakeFetch(status: number | 'offline', json: unknown = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe('sendLead', () => {
  it('posts the JSON to the same origin’s /api/contact with its SHA-256 (for CloudFront’s signed request)', async () => {
    const { fetcher, calls } = fakeFetch(201, { ok: true, id: body.submissionId });
    expect(await sendLead(body, fetcher)).toEqual({ kind: 'sent' });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe(CONTACT_PATH);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body as string)).toEqual(body);
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-amz-content-sha256']).toBe(
      createHash('sha256')
        .update(init.body as string)
        .digest('hex'),
    );
  });

  it('reads 422 as field errors, 429 as limited, and anything else that is not 2xx, or no answer, as not sent', async () => {
    const fields = { email: 'Enter an email address such as name@company.com.' };
    expect(await sendLead(body, fakeFetch(422, { error: 'invalid', fields }).fetcher)).toEqual({ kind: 'invalid', errors: fields });
    expect(await sendLead(body, fakeFetch(422, { error: 'invalid' }).fetcher)).toEqual({ kind: 'failed', status: 422 });
    expect(await sendLead(body, fakeFetch(503, { error: 'unavailable' }).fetcher)).toEqual({ kind: 'failed', status: 503 });
    expect(await sendLead(body, fakeFetch(429, { error: 'rate_limited' }).fetcher)).toEqual({ kind: 'limited' });
    expect(await sendLead(body, fakeFetch(403).fetcher)).toEqual({ kind: 'failed', status: 403 });
    expect(await sendLead(body, fakeFetch('offline').fetcher)).toEqual({ kind: 'failed' });
  });
});

describe('the helpers', () => {
  it('hash as hex SHA-256 and make version 4 UUIDs', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
