import { useEffect } from 'react';
import { preload } from 'react-dom';
import { Outlet } from 'react-router-dom';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { ScrollToTop } from './ScrollToTop';
import { DeferredToaster } from '../ui/DeferredToaster';

/** Wraps every route, the not-found page included. */
export function Root() {
  // The one web font file (the @font-face in index.css uses the same file): fetched with the HTML.
  preload(interLatin, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  useEffect(() => {
    // Marks the moment the app is interactive (hydrated or rendered); tests wait for it.
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <DeferredToaster />
    </>
  );
}
