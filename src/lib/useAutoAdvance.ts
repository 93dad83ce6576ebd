import { useEffect, useState } from 'react';
import { useMediaQuery } from './useMediaQuery';

/** Whether the visitor asked for reduced motion (false on the server and during hydration). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * A cycling index 0 → 1 → … → count-1 → 0 that advances every `intervalMs` while playing.
 * Starts paused when the visitor prefers reduced motion (WCAG 2.2.2 pause control via `toggle`).
 */
export function useAutoAdvance(count: number, intervalMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const playing = userPaused === null ? !reducedMotion : !userPaused;

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  return { index, playing, reducedMotion, toggle: () => setUserPaused(playing) };
}
