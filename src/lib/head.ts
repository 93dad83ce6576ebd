/**
 * React 19's renderToString emits hoistable tags (<title>, <meta>, <link>) as a preamble before
 * the app's own markup. Split that preamble off so the crawler can put it in <head>.
 * The preamble is a run of void <meta>/<link> tags and complete <title>…</title> elements.
 */
const HOISTED = /(?:<title(?:\s[^>]*)?>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/y;

export function splitHoistedHead(markup: string): { head: string; body: string } {
  // A sticky regex walks the run of tags in place: one slice at the end, not one per tag.
  HOISTED.lastIndex = 0;
  let end = 0;
  while (HOISTED.exec(markup)) end = HOISTED.lastIndex;
  return { head: markup.slice(0, end), body: markup.slice(end) };
}
