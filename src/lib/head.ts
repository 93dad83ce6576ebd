/**
 * React 19's renderToString emits hoistable tags (<title>, <meta>, <link>) as a preamble before
 * the app's own markup. Split that preamble off so the crawler can put it in <head>.
 * The preamble is a run of void <meta>/<link> tags and complete <title>…</title> elements.
 */
const HOISTED = /^(?:<title(?:\s[^>]*)?>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

export function splitHoistedHead(markup: string): { head: string; body: string } {
  let rest = markup;
  const tags: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: tags.join(''), body: rest };
}
