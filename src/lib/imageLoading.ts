/**
 * How an <img> loads. The page's largest image (`first`) is fetched at once and ahead of the
 * others (React also preloads it from <head>) and decodes with the page; src/boot.ts knows it by
 * its fetchpriority="high" and waits until it has been painted before fetching the app. Every other
 * image loads lazily and decodes off the main thread.
 * Spread it onto the element: <img {...imageLoading(i === 0)} />.
 */
export function imageLoading(first: boolean) {
  return first ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}
