/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute site origin injected at build time from the SITE_URL environment variable (may be empty). */
  readonly SITE_URL: string;
}

/** Lead delivery, from the CONTACT_DELIVERY environment variable at build time (functions/contact/switch.mjs). */
declare const __CONTACT_DELIVERY__: boolean;

/**
 * A content file (src/content/*.yaml), checked against its schema when the build starts
 * (prerender/content/files.mjs). Its module (src/content/*.ts) gives it its type (src/content/types.ts).
 */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
