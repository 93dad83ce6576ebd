/**
 * The Element Timing name of each page's largest image: src/boot.ts waits until it has been painted
 * before fetching the app, so nothing else competes with it. (boot.ts keeps its own copy of the name:
 * it imports nothing.)
 */
export const LARGEST_IMAGE = 'largest-image';

declare module 'react' {
  // Element Timing API (https://w3c.github.io/element-timing/): React passes the attribute through.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}

/**
 * How an <img> loads. The page's largest image (`first`) is fetched at once and ahead of the
 * others (React also preloads it from <head>), decodes with the page and reports when it is painted;
 * every other image loads lazily and decodes off the main thread.
 * Spread it onto the element: <img {...imageLoading(i === 0)} />.
 */
export function imageLoading(first: boolean) {
  return first ? ({ fetchPriority: 'high', elementtiming: LARGEST_IMAGE } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}
