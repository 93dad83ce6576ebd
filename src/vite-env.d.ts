/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute site origin injected at build time from the SITE_URL environment variable (may be empty). */
  readonly SITE_URL: string;
}

declare module '*.md?raw' {
  const content: string;
  export default content;
}

declare module '*.md?excerpt' {
  /** The first 100 characters of the file followed by '...' (vite.config.ts postExcerpts). */
  const excerpt: string;
  export default excerpt;
}
