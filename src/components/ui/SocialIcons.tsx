import type { SVGProps } from 'react';

/** Simple brand glyphs (lucide no longer ships brand icons). 24×24, currentColor. */
const paths: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z',
  'X (Twitter)': 'M4 4h4.6l4 5.6L17.3 4H20l-6.1 7.2L20.5 20H16l-4.3-6-5 6H4l6.4-7.6z',
  LinkedIn:
    'M4 9h3.6v11H4zM5.8 3.5a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zM10 9h3.4v1.5c.5-.9 1.7-1.8 3.5-1.8 3.7 0 4.1 2.4 4.1 5.5V20h-3.6v-5.1c0-1.2 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H10z',
  Instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
};

export function SocialIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="currentColor" aria-hidden="true" {...props}>
      <path d={paths[name]} />
    </svg>
  );
}
