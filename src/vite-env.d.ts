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
declare module '*.yaml?facts' {
  const data: unknown;
  export default data;
}
declare module '*.yaml?description' {
  const text: string;
  export default text;
}

/**
 * The interface's words of one page (or the layout) in one language: a group of src/content/ui.mjs,
 * in Spanish from the translator's catalogue (src/content/es/ui.yaml), made at build time
 * (prerender/content/files.mjs); the layout's also name the link to the other language.
 */
type UiWords = typeof import('./content/ui.mjs');
declare module 'ui:*/chrome' {
  const words: UiWords['chrome'] & { switcher: { label: string; name: string }; footerPosts?: Record<string, string> };
  export default words;
}
declare module 'ui:*/home' {
  const words: UiWords['home'];
  export default words;
}
declare module 'ui:*/about' {
  const words: UiWords['about'];
  export default words;
}
declare module 'ui:*/services' {
  const words: UiWords['services'];
  export default words;
}
declare module 'ui:*/contact' {
  const words: UiWords['contact'];
  export default words;
}
declare module 'ui:*/notFound' {
  const words: UiWords['notFound'];
  export default words;
}
declare module 'ui:*/blog' {
  const words: UiWords['blog'];
  export default words;
}
declare module 'ui:*/search' {
  const words: UiWords['search'];
  export default words;
}
