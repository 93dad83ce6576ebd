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
  /** PNG encoding and decoding (UPNG.js's README). */
  const UPNG: {
    /** A PNG of the RGBA frames `images`; `colors` 0 is lossless, else the palette size. */
    encode(images: ArrayBuffer[], width: number, height: number, colors: number, delays?: number[]): ArrayBuffer;
    /** The image's size, and what toRGBA8 reads. */
    decode(png: ArrayBuffer | Uint8Array): { width: number; height: number };
    toRGBA8(image: ReturnType<typeof UPNG.decode>): ArrayBuffer[];
  };
  export default UPNG;
}
