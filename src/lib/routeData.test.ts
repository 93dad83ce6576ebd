import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_FETCH, fetchRouteData, retryDelay, routeDataUrl } from './routeData';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('routeDataUrl', () => {
  it('is index.json beside the page', () => {
    expect(routeDataUrl('/')).toBe('/index.json');
    expect(routeDataUrl('/blogs')).toBe('/blogs/index.json');
    expect(routeDataUrl('/blogs/x/')).toBe('/blogs/x/index.json');
  });
});

describe('fetchRouteData', () => {
  it('waits 1 s, then twice as long each time, up to 30 s (spec §9)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(DATA_FETCH.retries).toBe(3);
  });

  it('reads the file, and answers from it for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.fn(async () => json({ home: { carousel: [] } }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchRouteData('/fresh')).toEqual({ home: { carousel: [] } });
    vi.advanceTimersByTime(DATA_FETCH.freshMs - 1);
    await fetchRouteData('/fresh');
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await fetchRouteData('/fresh');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/fresh/index.json');
  });

  it('gives null for a 404 (no page there) without retrying', async () => {
    const fetch = vi.fn(async () => new Response('not found', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchRouteData('/blogs/none')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure or a 5xx 3 times, then fails and keeps nothing', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(json({ blogs: 1 }));
    vi.stubGlobal('fetch', fetch);
    const data = fetchRouteData('/flaky');
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(await data).toEqual({ blogs: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);

    const down = vi.fn(async () => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', down);
    const failing = fetchRouteData('/down');
    const settled = expect(failing).rejects.toThrow('/down/index.json: HTTP 500');
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await settled;
    expect(down).toHaveBeenCalledTimes(4);
    vi.stubGlobal('fetch', vi.fn(async () => json({ up: true })));
    expect(await fetchRouteData('/down')).toEqual({ up: true });
  });

  it('does not retry another 4xx', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchRouteData('/forbidden')).rejects.toThrow('HTTP 403');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
