// Types for the untyped packages the scripts use: the part of each that they use.

declare module 'subset-font' {
  /** A font reduced to `text`'s characters (subset-font's README). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

declare module 'upng-js' {
  /** PNG decoding (UPNG.js's README): the image's size, and what toRGBA8 reads. */
  const UPNG: {
    decode(png: ArrayBuffer | Uint8Array): { width: number; height: number };
    toRGBA8(image: ReturnType<typeof UPNG.decode>): ArrayBuffer[];
  };
  export default UPNG;
}
