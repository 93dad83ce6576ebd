import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { ContactSection } from '../components/sections/ContactSection';
import { pageMeta } from '../content/pages';
import { breadcrumbLd } from '../lib/structuredData';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Contact', path: '/contact' },
];

export function ContactPage() {
  return (
    <>
      <Seo {...pageMeta.contact} path="/contact" jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader
        title="Contact Us"
        crumbs={crumbs}
        intro="Questions about dispatch, rates or getting your authority running? Reach a real dispatcher by phone, text, email or the form below."
      />
      <ContactSection />
    </>
  );
}
