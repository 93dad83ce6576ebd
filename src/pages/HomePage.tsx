import { useLoaderData } from 'react-router-dom';
import { Seo } from '../components/seo/Seo';
import { Hero } from '../components/sections/Hero';
import { AboutCompany } from '../components/sections/AboutCompany';
import { WorkingProcess } from '../components/sections/WorkingProcess';
import { Testimonials } from '../components/sections/Testimonials';
import { Faq } from '../components/sections/Faq';
import { BlogCarousel } from '../components/sections/BlogCarousel';
import { GetStarted } from '../components/sections/GetStarted';
import { pageMeta } from '../content/pages';
import type { HomeData } from '../content/posts';
import { faqItems } from '../content/faq';
import { faqPageLd, organizationLd, websiteLd } from '../lib/structuredData';
import logoMark from '../assets/img/logo-mark.svg';

/**
 * Spec §2 Home: Hero, About Our Company, two further sections (Working Process, Testimonials), FAQ,
 * blog carousel, a closing section: the 'Let's Get Started' call to action. The contact form is
 * on /contact: with it, this page's HTML needed a second round trip before its first paint.
 */
export function HomePage() {
  const { carousel } = useLoaderData<HomeData>();
  return (
    <>
      <Seo {...pageMeta.home} path="/" feed jsonLd={[organizationLd(logoMark), websiteLd(), faqPageLd(faqItems)]} />
      <Hero />
      <AboutCompany />
      <WorkingProcess />
      <Testimonials />
      <Faq />
      <BlogCarousel posts={carousel} />
      <GetStarted />
    </>
  );
}
