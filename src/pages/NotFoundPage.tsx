import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../lib/link';
import { Seo } from '../components/seo/Seo';
import { DeferredToaster } from '../components/ui/DeferredToaster';
import { logNotFound } from '../lib/notFound';
import { localeOf } from '../lib/locale.mjs';
import { pagePath } from '../lib/paths.mjs';
import type { NotFoundPageCopy } from '../content/copy';

/** Spec §2: any unknown path (under /es/, in Spanish). No header or footer; the attempted path goes to the console. */
export function NotFoundPage({ copy: { ui } }: { copy: NotFoundPageCopy }) {
  const { pathname } = useLocation();
  useEffect(() => {
    logNotFound(pathname);
  }, [pathname]);
  return (
    <>
      <main id="main" className="flex min-h-screen flex-col items-center justify-center bg-sand-50 px-6 text-center">
        <Seo title={ui.title} description={ui.description} path={pathname} noindex />
        <p className="text-8xl font-extrabold text-orange-600">404</p>
        <h1 className="mt-4 text-2xl font-bold text-navy-900">{ui.heading}</h1>
        <Link to={pagePath('home', localeOf(pathname))} className="mt-8 rounded-full bg-navy-900 px-6 py-3 text-sm font-semibold text-white hover:bg-navy-700">
          {ui.home}
        </Link>
      </main>
      <DeferredToaster label={ui.notifications} />
    </>
  );
}
