import { Seo } from '../components/seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Container';
import { SectionHeading } from '../components/ui/SectionHeading';
import { GetStarted } from '../components/sections/GetStarted';
import { useChrome } from '../components/layout/chrome';
import type { AboutPageCopy } from '../content/copy';
import { pagePath } from '../lib/paths.mjs';
import { breadcrumbLd } from '../lib/structuredData';
import { imageLoading } from '../lib/imageLoading';
import aboutTeam from '../assets/img/about-team.svg';

export function AboutPage({ copy }: { copy: AboutPageCopy }) {
  const { locale, ui: chrome } = useChrome();
  const { ui, mission, stats, clientQuotes } = copy;
  const crumbs = [
    { name: chrome.nav.home, path: pagePath('home', locale) },
    { name: chrome.nav.about, path: pagePath('about', locale) },
  ];
  return (
    <>
      <Seo {...ui.meta} path={pagePath('about', locale)} jsonLd={[breadcrumbLd(crumbs)]} />
      <PageHeader title={ui.title} crumbs={crumbs} intro={mission[0]} />
      <Section labelledBy="mission-title">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="mission-title" align="left" eyebrow={ui.missionEyebrow} title={ui.missionTitle} />
            {mission.slice(1).map((text) => (
              <p key={text.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-slate-600">
                {text}
              </p>
            ))}
            <dl className="mt-10 grid grid-cols-2 gap-4">
              {stats.map((stat) => (
                <div key={stat.label} className="rounded-2xl bg-sand-50 p-5 ring-1 ring-navy-900/5">
                  <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
                  <dd className="order-first text-3xl font-extrabold text-orange-600">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <img src={aboutTeam} alt={ui.imageAlt} width={960} height={720} {...imageLoading(false)} className="h-auto w-full rounded-3xl shadow-card" />
        </div>
      </Section>
      <Section labelledBy="about-services-title" className="bg-sand-50">
        <SectionHeading id="about-services-title" eyebrow={ui.servicesEyebrow} title={ui.servicesTitle} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.services.map((title, index) => (
            <li key={title} className="flex items-center gap-4 rounded-2xl bg-white p-6 font-semibold text-navy-900 shadow-card">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-orange-50 text-sm font-bold text-orange-700"
              >
                {index + 1}
              </span>
              {title}
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="clients-title">
        <SectionHeading id="clients-title" eyebrow={ui.clientsEyebrow} title={ui.clientsTitle} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-2">
          {clientQuotes.map((item) => (
            <li key={item.name}>
              <figure className="h-full rounded-2xl border-l-4 border-orange-600 bg-sand-50 p-8">
                <blockquote className="text-lg leading-relaxed text-navy-900">&ldquo;{item.quote}&rdquo;</blockquote>
                <figcaption className="mt-5 font-semibold text-slate-600">{item.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <GetStarted ui={ui.getStarted} />
    </>
  );
}
