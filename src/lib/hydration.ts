/** The value of #root's data-prerendered on the not-found page (404.html). */
import { NOT_FOUND_MARK } from '../../prerender/marks.mjs';

export { NOT_FOUND_MARK };

/**
 * Hydrate only when the markup in the page was prerendered for the route the browser is on:
 * the same path, or the not-found page on a path that the route table also sends to not-found.
 */
export function canHydrate(prerendered: string | undefined, pathname: string, isNotFoundRoute: boolean): boolean {
  if (prerendered === undefined) return false;
  if (prerendered === NOT_FOUND_MARK) return isNotFoundRoute;
  return !isNotFoundRoute && trimTrailingSlash(prerendered) === trimTrailingSlash(pathname);
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
