import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';
import { DeferredToaster } from '../ui/DeferredToaster';

/** Wraps every route, the not-found page included. */
export function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <DeferredToaster />
    </>
  );
}
