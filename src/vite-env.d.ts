/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute site origin injected at build time from the SITE_URL environment variable (may be empty). */
  readonly SITE_URL: string;
  /** Lead delivery, from the CONTACT_DELIVERY environment variable at build time (server/leads/switch.mjs). */
  readonly CONTACT_DELIVERY: boolean;
}
