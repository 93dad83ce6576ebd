import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_FETCH, fetchRouteData, navigationData, retryDelay, setApp } from './routeData';
import { routeDataUrl, versionedRouteDataUrl } from './routeDataUrl.mjs';

const APP = '/assets/app-AAAA.js';
const file = (loaderData: Record<string, unknown>, app = APP) => ({ app, loaderData });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('routeDataUrl, versionedRouteDataUrl', () => {
  it("the current build's is index.json beside the page", () => {
    expect(routeDataUrl('/')).toBe('/index.json');
    expect(routeDataUrl('/blogs')).toBe('/blogs/index.json');
    expect(routeDataUrl('/blogs/x/')).toBe('/blogs/x/index.json');
  });

  it("a page's own is a hashed asset named by its version", () => {
    expect(versionedRouteDataUrl('0123456789ab')).toBe('/assets/data/0123456789ab.json');
  });
});

describe('fetchRouteData', () => {
  it('waits 1 s, then twice as long each time, up to 30 s (spec §9)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(DATA_FETCH.retries).toBe(3);
  });

  it('reads the file, and answers from it for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.fn(async () => json(file({ home: { carousel: [] } })));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchRouteData('/fresh/index.json')).toEqual(file({ home: { carousel: [] } }));
    vi.advanceTimersByTime(DATA_FETCH.freshMs - 1);
    await fetchRouteData('/fresh/index.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await fetchRouteData('/fresh/index.json');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/fresh/index.json');
  });

  it("a page's own data answers for its route's current name too, as fresh", async () => {
    const fetch = vi.fn(async () => json(file({ blogs: { page: 1 } })));
    vi.stubGlobal('fetch', fetch);
    const own = await fetchRouteData('/assets/data/0123456789ab.json', '/blogs/index.json');
    expect(await fetchRouteData('/blogs/index.json')).toBe(own);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reads a response already requested (the boot script's) instead of asking again; a failed one is retried", async () => {
    const fetch = vi.fn(async () => json(file({ about: {} })));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchRouteData('/assets/data/aaaaaaaaaaaa.json', undefined, Promise.resolve(json(file({ home: {} }))))).toEqual(file({ home: {} }));
    expect(fetch).not.toHaveBeenCalled();

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const retried = fetchRouteData('/assets/data/bbbbbbbbbbbb.json', undefined, Promise.reject(new TypeError('Failed to fetch')));
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(await retried).toEqual(file({ about: {} }));
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/assets/data/bbbbbbbbbbbb.json');
  });

  it('gives null for a 404 (no page there) without retrying', async () => {
    const fetch = vi.fn(async () => new Response('not found', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchRouteData('/blogs/none/index.json')).toBeNull();
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
    const data = fetchRouteData('/flaky/index.json');
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(await data).toEqual({ blogs: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);

    const down = vi.fn(async () => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', down);
    const failing = fetchRouteData('/down/index.json');
    const settled = expect(failing).rejects.toThrow('/down/index.json: HTTP 500');
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await settled;
    expect(down).toHaveBeenCalledTimes(4);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ up: true })),
    );
    expect(await fetchRouteData('/down/index.json')).toEqual({ up: true });
  });

  it('does not retry another 4xx', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchRouteData('/forbidden/index.json')).rejects.toThrow('HTTP 403');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('navigationData', () => {
  const location = (href: string) => {
    const assign = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { href, assign, reload });
    return { assign, reload };
  };

  it("reads the current build's data of the path, written for this app", async () => {
    setApp(`https://example.com${APP}`);
    const { assign, reload } = location('https://example.com/about');
    const fetch = vi.fn(async () => json(file({ 'blog-post': { post: 'a' } })));
    vi.stubGlobal('fetch', fetch);
    expect(await navigationData('https://example.com/blogs/a?x=1')).toEqual({ 'blog-post': { post: 'a' } });
    expect(fetch).toHaveBeenCalledWith('/blogs/a/index.json');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    expect(await navigationData('https://example.com/blogs/none')).toBeNull();
    expect([assign, reload].flatMap((fn) => fn.mock.calls)).toEqual([]);
  });

  it("loads the page instead when the current data is another app's (a deploy since this page loaded); reloads after back or forward", async () => {
    setApp(`https://example.com${APP}`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(file({ blogs: {} }, '/assets/app-BBBB.js'))),
    );
    const link = location('https://example.com/about');
    let settled = false;
    void navigationData('https://example.com/blogs/b').then(() => (settled = true));
    await vi.waitFor(() => expect(link.assign).toHaveBeenCalledWith('https://example.com/blogs/b'));
    expect(link.reload).not.toHaveBeenCalled();
    // The address is the page's already (a back or forward button): load it again.
    const back = location('https://example.com/blogs/c#top');
    void navigationData('https://example.com/blogs/c');
    await vi.waitFor(() => expect(back.reload).toHaveBeenCalledTimes(1));
    expect(back.assign).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false); // the router keeps waiting while the document goes
  });
});
