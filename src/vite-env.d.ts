/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute site origin injected at build time from the SITE_URL environment variable (may be empty). */
  readonly SITE_URL: string;
}
