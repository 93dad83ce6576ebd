import { useEffect, useState } from 'react';
import { useMediaQuery } from './useMediaQuery';

/** Whether the visitor asked for reduced motion (false on the server and during hydration). */
function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * Whether something that moves by itself (the hero slideshow, the blog carousel) is playing: it
 * starts paused when the visitor prefers reduced motion, and `toggle` is its WCAG 2.2.2 pause/play.
 */
export function usePlayback() {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const playing = userPaused === null ? !reducedMotion : !userPaused;
  return { playing, toggle: () => setUserPaused(playing) };
}

/** A cycling index 0 → 1 → … → count-1 → 0 that advances every `intervalMs` while playing. */
export function useAutoAdvance(count: number, intervalMs: number) {
  const { playing, toggle } = usePlayback();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);

  return { index, playing, toggle };
}
