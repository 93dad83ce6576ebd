/**
 * The page's one script tag, fetched at low priority. The prerendered HTML is complete and usable
 * on its own (the CSS its markup uses is inline), so the app's JavaScript, the rest of the
 * stylesheet and (on a first visit) the web font wait until the page has loaded and its largest
 * image has been painted: they never compete with the HTML or that image. Then the rest of the
 * stylesheet, the route's data and every chunk this route needs, as #root lists them
 * (src/lib/pageBoot.mjs), load in parallel; the chunks evaluate one per task, and the app hydrates
 * once the styles are in, so every state it renders is styled.
 *
 * In the build the entry is imported by the URL the prerender wrote, so this script imports
 * nothing up front (a plain import() would pull in Vite's preload helper as a second request).
 */
import './styles/index.css';
import { bootList, bootPage, EARLY_INPUT, ROOT_ID } from './lib/pageBoot.mjs';

/** localStorage key: set once this browser has loaded the web font, so it is in its HTTP cache. */
const WEB_FONT_CACHED = 'northlane:webfont';

/** Use the web font (html[data-webfont], src/styles/index.css); the fallback has Inter's metrics, so nothing moves. */
function applyWebFont() {
  document.documentElement.dataset.webfont = '';
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: every visit counts as a first one
  }
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the browser reports a performance entry of `type` that `matches` (entries from
 * before the call included), or after `fallbackMs`, which is all it waits where `type` cannot be
 * observed.
 */
function observed(type: string, matches: (entry: PerformanceEntry) => boolean, fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    const observable = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(type);
    const observer = observable
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some(matches)) finish();
        })
      : null;
    const timer = setTimeout(finish, fallbackMs);
    observer?.observe({ type, buffered: true });
    function finish() {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Resolves once the page has painted content (3 s at most). */
function painted(): Promise<void> {
  return observed('paint', (entry) => entry.name === 'first-contentful-paint', 3000);
}

/**
 * Resolves once the page's largest image (the one fetched at high priority: src/lib/imageLoading.ts),
 * where it is in view, has been painted: the largest-contentful-paint entry that names it (1 s at
 * most). Where there is none in view, the largest paint was the first one: at once.
 */
function largestImagePainted(): Promise<void> {
  const image = document.querySelector('img[fetchpriority="high"]');
  const box = image?.getBoundingClientRect();
  const inView = box && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  if (!inView || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return observed('largest-contentful-paint', (entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image, 1000);
}

/** Append a <link> to <head>; resolves when it has loaded or failed. */
function link(rel: string, href: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => resolve());
    document.head.append(element);
  });
}

/** Ends the current task, so that the browser can handle input and paint before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The app waits for the page's load and largest paint, unless the visitor acts first: a tap, a key
 * or a held control starts it at once, since they are waiting for it.
 */
let startNow: () => void = () => {};
const intent = new Promise<void>((resolve) => {
  startNow = resolve;
  for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, () => resolve(), { capture: true, once: true, passive: true });
});

/**
 * Input that needs the app, made before it is up, is held and carried out once it is, so a
 * visitor's first use of a control is never lost: a click on a JavaScript control (a
 * <button type="button"> in #root: the menu toggle, Service Type, play/pause, the carousel's
 * arrows) and the submit of a form only the app can send (method="dialog": the contact form). Each
 * control and form is held once (a second click on a toggle that seemed to do nothing means "do
 * it", not "undo it"), in the order used. What works without the app is left alone: links, the
 * FAQ's <details>, typing into fields, the search box (a GET form). Input from before this script
 * ran was recorded by the page's inline script (EARLY_INPUT, src/lib/pageBoot.mjs) and is held
 * here first. The app marks itself up with html[data-ready] (src/components/layout/Root.tsx);
 * React handles everything after that.
 */
const held = new Map<Element, () => void>();

function isUp(): boolean {
  return document.documentElement.dataset.ready !== undefined;
}

function hold(event: Event) {
  const target = event.target as Element;
  if (isUp() || !target.closest?.(`#${ROOT_ID}`)) return;
  const submit = event.type === 'submit';
  const control = target.closest<HTMLElement>(submit ? 'form[method="dialog"]' : 'button[type="button"]');
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.has(control)) {
    const submitter = (event as SubmitEvent).submitter;
    held.set(control, submit ? () => (control as HTMLFormElement).requestSubmit(submitter) : () => control.click());
  }
  startNow();
}

document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
window.onclick = window.onsubmit = null;
const early = window as unknown as Record<typeof EARLY_INPUT, Event[] | undefined>;
for (const event of early[EARLY_INPUT] ?? []) hold(event);
delete early[EARLY_INPUT];
new MutationObserver((_, observer) => {
  if (!isUp()) return;
  observer.disconnect();
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  for (const action of held.values()) action();
  held.clear();
}).observe(document.documentElement, { attributeFilter: ['data-ready'] });
performance.mark('northlane:input-held');

async function start() {
  await Promise.race([Promise.all([loaded(), painted()]).then(largestImagePainted), intent]);
  performance.mark('northlane:app-requested');
  // Fetch the web font now but do not switch to it: re-laying out every line of text would be a
  // long task on a slow phone. This page stays in the metric-matched fallback; the next pages use
  // Inter from the start (the mark below), as font-display: optional would.
  void document.fonts
    ?.load('1em "Inter Variable"')
    .then((faces) => faces.length && storage()?.setItem(WEB_FONT_CACHED, '1'))
    .catch(() => {});

  const modules = bootList('modules');
  const styles = Promise.all(bootList('styles').map((href) => link('stylesheet', href)));
  // The route's data (src/lib/routeData.ts), which the app reads before it hydrates: requested now,
  // beside the chunks, and the response handed to the app. (As a <link rel=preload>, read only once
  // the chunks had arrived and run, a slow phone's console warned that it was "preloaded but not
  // used within a few seconds from the window's load event".)
  const [routeData] = bootList('routeData');
  const routeDataResponse = routeData === undefined ? undefined : fetch(routeData);
  routeDataResponse?.catch(() => {}); // the app asks again (src/lib/routeData.ts)
  // Each <link> starts a request from the main thread: a route's twenty-odd chunks in one go make a
  // long task on a slow phone, so they go a few per task.
  for (const [index, href] of modules.entries()) {
    if (index % 4 === 0) await nextTask();
    void link('modulepreload', href);
  }
  await styles;
  performance.mark('northlane:styles-in');
  // One module a task, in evaluation order: importing the entry alone would evaluate the whole graph
  // (the framework, the page, its copy) in one long task.
  const [entry, ...chunks] = modules;
  for (const href of chunks) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  const app: typeof import('./entry-client') | undefined = import.meta.env.DEV
    ? await import('./entry-client')
    : entry && (await import(/* @vite-ignore */ entry));
  performance.mark('northlane:app-evaluated');
  await app?.start({ ...bootPage(), routeDataResponse });
}

// Once the font is in the HTTP cache, pages use it from the start (this runs before the first
// paint, as a module script runs before DOMContentLoaded).
if (storage()?.getItem(WEB_FONT_CACHED)) applyWebFont();
void start();
