import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Container';
import { SectionHeading } from '../components/ui/SectionHeading';
import { Testimonials } from '../components/sections/Testimonials';
import { services, servicesIntro } from '../content/services';
import { whyChooseUs } from '../content/whyChooseUs';
import { pageMeta } from '../content/pages';
import { breadcrumbLd } from '../lib/structuredData';
import { IconTile } from '../components/ui/IconTile';
import { imageLoading } from '../lib/imageLoading';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
];

export function ServicesPage() {
  return (
    <>
      <Seo {...pageMeta.services} path="/services" jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader title="Our Dispatch Services" intro={servicesIntro} crumbs={crumbs} />
      <Section labelledBy="services-title">
        <h2 id="services-title" className="sr-only">
          Services
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => (
            <li
              key={service.title}
              data-testid="service-card"
              className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 transition-transform duration-300 hover:scale-105 motion-reduce:transition-none"
            >
              {/* The first card's image is the page's largest paint on a phone: load it at once and first. */}
              <img src={service.image} alt={service.imageAlt} width={640} height={400} {...imageLoading(index === 0)} className="h-auto w-full bg-sand-100" />
              <div className="p-6">
                <h3 className="text-lg font-bold text-navy-900">{service.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-slate-600">{service.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="why-title" className="bg-sand-50">
        <SectionHeading id="why-title" eyebrow="The Northlane difference" title="Why Choose Us?" />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyChooseUs.map(({ icon, title, description }) => (
            <li key={title} className="rounded-2xl bg-white p-7 shadow-card">
              <IconTile icon={icon} />
              <h3 className="mt-5 text-lg font-bold text-navy-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Testimonials />
    </>
  );
}
