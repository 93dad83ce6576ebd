import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('./Toaster'));

/**
 * The notification area (spec §2) costs nothing on first load: sonner and its styles are fetched
 * once the browser is idle. Nothing on the site raises a toast yet (spec); `notify()` is ready.
 */
export function DeferredToaster({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster label={label} />
    </Suspense>
  ) : null;
}
