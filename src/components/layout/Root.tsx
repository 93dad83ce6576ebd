import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';
import { DeferredToaster } from '../ui/DeferredToaster';

/** Wraps every route, the not-found page included. */
export function Root() {
  useEffect(() => {
    // Marks the moment the app is interactive (hydrated or rendered); tests wait for it.
    document.documentElement.dataset.ready = 'true';
    performance.mark('northlane:ready');
  }, []);
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <DeferredToaster />
    </>
  );
}
