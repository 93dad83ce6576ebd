/**
 * The page numbers a pagination bar links, in order, with null where a run of pages is left out:
 * always the first and the last, and the pages within `around` of the current one. A gap of a
 * single page is shown as that page, not as "…".
 */
export function pageLinks(page: number, pageCount: number, around = 2): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) links.push(null);
    links.push(n);
  }
  return links;
}
