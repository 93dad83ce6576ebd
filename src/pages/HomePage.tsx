import { useLoaderData } from 'react-router-dom';
import { Seo } from '../components/seo/Seo';
import { DEFAULT_LOCALE } from '../lib/locale.mjs';
import { Hero } from '../components/sections/Hero';
import { AboutCompany } from '../components/sections/AboutCompany';
import { WorkingProcess } from '../components/sections/WorkingProcess';
import { Testimonials } from '../components/sections/Testimonials';
import { Faq } from '../components/sections/Faq';
import { BlogCarousel } from '../components/sections/BlogCarousel';
import { GetStarted } from '../components/sections/GetStarted';
import { useChrome } from '../components/layout/chrome';
import type { HomePageCopy } from '../content/copy';
import type { HomeData } from '../content/posts';
import { pagePath } from '../lib/paths.mjs';
import { faqPageLd, organizationLd, websiteLd } from '../lib/structuredData';
import logoMark from '../assets/img/logo-mark.svg';

/**
 * Spec §2 Home: Hero, About Our Company, two further sections (Working Process, Testimonials), FAQ,
 * blog carousel, a closing section: the 'Let's Get Started' call to action. The contact form is
 * on /contact: with it, this page's HTML needed a second round trip before its first paint.
 */
export function HomePage({ copy }: { copy: HomePageCopy }) {
  const { carousel } = useLoaderData<HomeData>();
  const { locale } = useChrome();
  const { ui } = copy;
  return (
    <>
      {/* Each home links its language's feed. The Spanish one's longer copy leaves no room in the first round
          trip for the FAQ's structured data, which search engines show as a rich result only for government and health sites. */}
      <Seo
        {...ui.meta}
        path={pagePath('home', locale)}
        feed
        jsonLd={[organizationLd(logoMark), websiteLd(), ...(locale === DEFAULT_LOCALE ? [faqPageLd(copy.faq)] : [])]}
      />
      <Hero hero={copy.hero} ui={ui.hero} />
      <AboutCompany aboutCompany={copy.aboutCompany} ui={ui.aboutCompany} />
      <WorkingProcess steps={copy.workingProcess} ui={ui.process} />
      <Testimonials testimonials={copy.testimonials} ui={ui.testimonials} />
      <Faq items={copy.faq} ui={ui.faq} />
      <BlogCarousel posts={carousel} ui={ui.carousel} />
      <GetStarted ui={ui.getStarted} />
    </>
  );
}
