import { CheckCircle2 } from '../icons/CheckCircle2';
import aboutTeam from '../../assets/img/about-team.svg';
import type { HomePageCopy } from '../../content/copy';
import { pagePath } from '../../lib/paths.mjs';
import { useChrome } from '../layout/chrome';
import { Section } from '../ui/Container';
import { ButtonLink } from '../ui/Button';
import { imageLoading } from '../../lib/imageLoading';

/** Home: 'About Our Company'. */
export function AboutCompany({ aboutCompany, ui }: { aboutCompany: HomePageCopy['aboutCompany']; ui: HomePageCopy['ui']['aboutCompany'] }) {
  const { locale } = useChrome();
  return (
    <Section labelledBy="about-company-title" className="bg-white">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <img
          src={aboutTeam}
          alt={ui.imageAlt}
          width={960}
          height={720}
          {...imageLoading(false)}
          className="h-auto w-full rounded-3xl bg-sand-100 shadow-card"
        />
        <div>
          <p className="eyebrow">{aboutCompany.eyebrow}</p>
          <h2 id="about-company-title" className="section-title">
            {aboutCompany.title}
          </h2>
          <p className="mt-5 text-xl font-semibold text-navy-800">{aboutCompany.lead}</p>
          {aboutCompany.paragraphs.map((text) => (
            <p key={text.slice(0, 24)} className="mt-5 leading-relaxed text-slate-600">
              {text}
            </p>
          ))}
          <ul className="mt-6 space-y-3">
            {aboutCompany.highlights.map((item) => (
              <li key={item} className="flex items-center gap-3 font-medium text-navy-900">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-orange-600" />
                {item}
              </li>
            ))}
          </ul>
          <ButtonLink to={pagePath('about', locale)} variant="navy" className="mt-8">
            {ui.more}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
