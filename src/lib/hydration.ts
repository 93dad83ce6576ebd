import type { BootPage } from './pageBoot.mjs';

/**
 * Hydrate only when the markup in the page was prerendered for the route the browser is on:
 * the same path, or the not-found page on a path that the route table also sends to not-found.
 */
export function canHydrate({ prerendered, notFoundPage }: Pick<BootPage, 'prerendered' | 'notFoundPage'>, pathname: string, isNotFoundRoute: boolean): boolean {
  if (notFoundPage) return isNotFoundRoute;
  if (prerendered === undefined) return false;
  return !isNotFoundRoute && trimTrailingSlash(prerendered) === trimTrailingSlash(pathname);
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether every segment of a URL path percent-decodes (react-router decodes each segment the same
 * way, and warns on the console when one does not: "/%E0%A4%A", a truncated escape).
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    // The decoded text is used, not just computed: the minifier takes decodeURIComponent for a pure
    // function and drops a call whose result is unused, and with it the throw this test relies on.
    return pathname.split('/').map(decodeURIComponent).join('/') !== '\0';
  } catch {
    return false;
  }
}
