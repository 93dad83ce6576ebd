/**
 * Spec §2: Home is current only on exactly "/"; every other link is current
 * when the path starts with its target.
 */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname.startsWith(href);
}
