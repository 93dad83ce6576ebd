import { site } from '../config/site';

/** The site origin: SITE_URL at build time, else the configured one; never with a trailing slash. */
export const siteOrigin = (import.meta.env.SITE_URL || site.origin).replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteOrigin}/` : `${siteOrigin}${path}`;
}

export function pageTitle(title: string): string {
  return title === site.name ? title : `${title} — ${site.name}`;
}
