/**
 * The in-app path a click on a router link inside static markup asks for, or null. Such links
 * (src/components/ui/Static.tsx) are plain <a> elements the app did not hydrate; react-router's
 * <Link> marks the ones it renders with data-discover. The click qualifies as <Link> would take
 * it: the main button without a modifier key, nothing handled it yet, no target but _self, no
 * download, same origin. Anything else (a blog card's plain link, the footer's relative link, a
 * new tab) is left to the browser.
 */
export function staticRouterLinkPath(event: MouseEvent, origin: string = window.location.origin): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>('a[href][data-discover]');
  if (!link || !link.closest('[data-static]')) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}
