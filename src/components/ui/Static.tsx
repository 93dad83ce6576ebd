import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../lib/useHydrated';

/** React leaves the children of an element with inner HTML alone when it hydrates it. */
const KEEP_MARKUP = { __html: '' };

/**
 * Content that needs no JavaScript (text, images, links, <details>): the prerendered page shows it,
 * and the app does not hydrate it, so the work a page does when the app starts follows its
 * controls, not its length. Where it hydrates (React renders a component it hydrates, in a lazily
 * hydrated Suspense boundary too, with useHydrated's server snapshot), it renders its element with
 * the children the HTML already has (React neither walks nor checks them), until the app navigates
 * to another address: from then on, and wherever it mounts later, it renders its children. Its router links navigate in the app meanwhile (src/lib/staticLinks.ts). A
 * control that needs JavaScript (a button, a form) cannot be inside: the prerender fails the build
 * if one is (prerender/static.mjs).
 */
export function Static({
  as: Tag = 'div',
  children,
  ...attributes
}: { as?: 'div' | 'section' | 'article' | 'footer'; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const hydrating = !useHydrated() && !import.meta.env.SSR;
  // The address whose markup it keeps; null once it renders its children (it never goes back).
  const [kept, setKept] = useState(() => (hydrating ? address : null));
  if (kept !== null && kept !== address) setKept(null);
  return kept === address ? (
    <Tag {...attributes} data-static="" dangerouslySetInnerHTML={KEEP_MARKUP} suppressHydrationWarning />
  ) : (
    <Tag {...attributes} data-static="">
      {children}
    </Tag>
  );
}
