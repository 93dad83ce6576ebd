import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';
import { staticRouterLinkPath } from '../../lib/staticLinks';
import { LOCALE, localeOf } from '../../lib/locale.mjs';

/** Wraps every route, the not-found page included (each language's layout and not-found page have the toaster, named in its words). */
export function Root() {
  const navigate = useNavigate();
  const lang = LOCALE[localeOf(useLocation().pathname)].lang;
  useEffect(() => {
    // The prerender writes <html lang>; a navigation into the other language changes it here.
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    // Marks the moment the app is interactive (hydrated or rendered); tests wait for it.
    document.documentElement.dataset.ready = 'true';
    performance.mark('northlane:ready');
  }, []);
  useEffect(() => {
    // Router links in markup the app left as the page had it navigate in the app, as <Link> does.
    const onClick = (event: MouseEvent) => {
      const path = staticRouterLinkPath(event);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
