import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * False on the server and during hydration; true from the moment `ref`'s element comes within
 * one viewport height of the viewport, and from then on. The change is a transition: what it
 * reveals may suspend (a lazy component) while the current content stays on screen.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
