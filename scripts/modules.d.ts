// Types for the untyped packages the build scripts use.

declare module 'vnu-jar' {
  /** The path of vnu.jar, the W3C Nu Html Checker. */
  const jarPath: string;
  export default jarPath;
}

declare module 'subset-font' {
  /** A font reduced to `text`'s characters (subset-font's README). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[]; variationAxes?: Record<string, number | { min: number; max: number; default?: number }> },
  ): Promise<Buffer>;
}
