import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec §2: on every change of path the window scrolls to the top. Not on the first render, so a
 * page opened at a #fragment or restored by the browser keeps its position.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
