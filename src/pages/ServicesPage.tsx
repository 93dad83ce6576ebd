import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Container';
import { SectionHeading } from '../components/ui/SectionHeading';
import { Testimonials } from '../components/sections/Testimonials';
import { useChrome } from '../components/layout/chrome';
import type { ServicesPageCopy } from '../content/copy';
import { pagePath } from '../lib/paths.mjs';
import { breadcrumbLd } from '../lib/structuredData';
import { IconTile } from '../components/ui/IconTile';
import { imageLoading } from '../lib/imageLoading';
import type { Icon } from '../components/icons/icon';
import { BadgeDollarSign } from '../components/icons/BadgeDollarSign';
import { LayoutList } from '../components/icons/LayoutList';
import { TrendingUp } from '../components/icons/TrendingUp';
import { UserCheck } from '../components/icons/UserCheck';
import loadBooking from '../assets/img/service-load-booking.svg';
import backOffice from '../assets/img/service-back-office.svg';
import routeOptimization from '../assets/img/service-route-optimization.svg';
import dispatchSupport from '../assets/img/service-dispatch-support.svg';
import communication from '../assets/img/service-communication.svg';
import factoring from '../assets/img/service-factoring.svg';

/** Each service's illustration (its alt text is the page's copy). */
const illustrations: Record<ServicesPageCopy['services'][number]['illustration'], string> = {
  'load-booking': loadBooking,
  'back-office': backOffice,
  'route-optimization': routeOptimization,
  'dispatch-support': dispatchSupport,
  communication,
  factoring,
};

const icons: Record<ServicesPageCopy['whyChooseUs'][number]['icon'], Icon> = {
  'user-check': UserCheck,
  'layout-list': LayoutList,
  'trending-up': TrendingUp,
  'badge-dollar-sign': BadgeDollarSign,
};

export function ServicesPage({ copy }: { copy: ServicesPageCopy }) {
  const { locale, ui: chrome } = useChrome();
  const { ui } = copy;
  const crumbs = [
    { name: chrome.nav.home, path: pagePath('home', locale) },
    { name: chrome.nav.services, path: pagePath('services', locale) },
  ];
  return (
    <>
      <Seo {...ui.meta} path={pagePath('services', locale)} jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader title={ui.title} intro={copy.intro} crumbs={crumbs} />
      <Section labelledBy="services-title">
        <h2 id="services-title" className="sr-only">
          {ui.gridTitle}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {copy.services.map((service, index) => (
            <li
              key={service.title}
              data-testid="service-card"
              className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 transition-transform duration-300 hover:scale-105 motion-reduce:transition-none"
            >
              {/* The first card's image is the page's largest paint on a phone: load it at once and first. */}
              <img
                src={illustrations[service.illustration]}
                alt={ui.illustrations[service.illustration]}
                width={640}
                height={400}
                {...imageLoading(index === 0)}
                className="h-auto w-full bg-sand-100"
              />
              <div className="p-6">
                <h3 className="text-lg font-bold text-navy-900">{service.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-slate-600">{service.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="why-title" className="bg-sand-50">
        <SectionHeading id="why-title" eyebrow={ui.whyEyebrow} title={ui.whyTitle} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.whyChooseUs.map(({ icon, title, description }) => (
            <li key={title} className="rounded-2xl bg-white p-7 shadow-card">
              <IconTile icon={icons[icon]} />
              <h3 className="mt-5 text-lg font-bold text-navy-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Testimonials testimonials={copy.testimonials} ui={ui.testimonials} />
    </>
  );
}
