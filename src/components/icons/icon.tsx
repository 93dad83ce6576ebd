// The component of every icon of this folder (the others are written by scripts/icons.mjs).
// Icons from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors.
import type { JSX, SVGProps } from 'react';

export type Icon = (props: SVGProps<SVGSVGElement>) => JSX.Element;

/**
 * A 24×24 line icon in currentColor, hidden from assistive technology unless the caller says
 * otherwise. Inline in HTML, so without xmlns: the HTML parser puts <svg> in the SVG namespace, and
 * the 35 bytes an icon would repeat are bytes of each page's first round trip.
 */
export function icon(children: string): Icon {
  return (props) => (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
      dangerouslySetInnerHTML={{ __html: children }}
    />
  );
}
