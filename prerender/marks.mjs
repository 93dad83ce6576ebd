// Shared with src/lib/hydration.ts: the data-prerendered value of 404.html.
export const NOT_FOUND_MARK = '*';
