import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { ChromeContext } from './chrome';
import { DeferredToaster } from '../ui/DeferredToaster';
import type { ChromeCopy } from '../../content/copy';

/** The common layout of spec §2: header, page content, footer, in the words of `copy`'s language. */
export function Layout({ copy }: { copy: ChromeCopy }) {
  return (
    <ChromeContext value={copy}>
      <a href="#main" className="skip-link">
        {copy.ui.skip}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <DeferredToaster label={copy.ui.notifications} />
    </ChromeContext>
  );
}
