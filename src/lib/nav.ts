/**
 * Spec §2: Home ("/", "/es/") is current only on exactly its path; every other link is current
 * when the path starts with its target.
 */
export function isCurrentPath(href: string, pathname: string): boolean {
  if (href.endsWith('/')) return pathname === href;
  return pathname.startsWith(href);
}
