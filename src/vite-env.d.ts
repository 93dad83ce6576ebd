/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute site origin injected at build time from the SITE_URL environment variable (may be empty). */
  readonly SITE_URL: string;
}

/** Lead delivery, from the CONTACT_DELIVERY environment variable at build time (functions/contact/switch.mjs). */
declare const __CONTACT_DELIVERY__: boolean;
declare const __PSEUDO_LOCALE__: boolean;

/**
 * A content file (src/content/*.yaml), checked against its schema when the build starts, and a group of the
 * interface's words in one language ("ui:es/home", src/content/ui.mjs): made by prerender/content/files.mjs,
 * typed by the copy modules (src/content/copy.ts). "?facts": the company's file but its description.
 */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
declare module '*.yaml?facts' {
  const data: unknown;
  export default data;
}
declare module '*.yaml?description' {
  const text: string;
  export default text;
}
declare module 'ui:*' {
  const words: unknown;
  export default words;
}
declare module 'virtual:copy-modules' {
  const modules: Record<string, () => Promise<{ default: unknown }>>;
  export default modules;
}
