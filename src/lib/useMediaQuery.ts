import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. On the server and during hydration it is `serverValue`, so the
 * first client render matches the prerendered markup; React then re-renders with the real value.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
