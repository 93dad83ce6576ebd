import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { ContactSection } from '../components/sections/ContactSection';
import { useChrome } from '../components/layout/chrome';
import type { ContactPageCopy } from '../content/copy';
import { pagePath } from '../lib/paths.mjs';
import { breadcrumbLd } from '../lib/structuredData';

export function ContactPage({ copy: { ui } }: { copy: ContactPageCopy }) {
  const { locale, ui: chrome } = useChrome();
  const crumbs = [
    { name: chrome.nav.home, path: pagePath('home', locale) },
    { name: chrome.nav.contact, path: pagePath('contact', locale) },
  ];
  return (
    <>
      <Seo {...ui.meta} path={pagePath('contact', locale)} jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader title={ui.title} crumbs={crumbs} intro={ui.intro} />
      <ContactSection ui={ui} />
    </>
  );
}
