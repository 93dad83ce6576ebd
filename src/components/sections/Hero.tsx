import { preload } from 'react-dom';
import desktop1 from '../../assets/img/hero-desktop-1.svg';
import desktop2 from '../../assets/img/hero-desktop-2.svg';
import mobile1 from '../../assets/img/hero-mobile-1.svg';
import mobile2 from '../../assets/img/hero-mobile-2.svg';
import type { HomePageCopy } from '../../content/copy';
import { pagePath } from '../../lib/paths.mjs';
import { useChrome } from '../layout/chrome';
import { useAutoAdvance } from '../../lib/useAutoAdvance';
import { useHydrated } from '../../lib/useHydrated';
import { cn } from '../../lib/cn';
import { ButtonLink } from '../ui/Button';
import { PlayPauseButton } from '../ui/PlayPauseButton';
import { Container } from '../ui/Container';

/** Phones get the portrait pair; from 768px the wide pair (art direction). */
const MOBILE_QUERY = '(max-width: 767px)';
const DESKTOP_QUERY = '(min-width: 768px)';

/** Spec §9: two desktop images and two different mobile images (their alt texts are the page's copy). */
const heroSlides = [
  { desktop: desktop1, mobile: mobile1 },
  { desktop: desktop2, mobile: mobile2 },
];

/** Spec §9: the image changes every 5 seconds (the 1-second cross-fade is the slides' duration-1000). */
const HERO_INTERVAL_MS = 5000;

/** Spec §2 Hero: a full-screen slideshow (0 → 1 → 0 every 5 s, 1 s cross-fade), headline, tagline, two calls to action. */
export function Hero({ hero, ui }: { hero: HomePageCopy['hero']; ui: HomePageCopy['ui']['hero'] }) {
  const { locale } = useChrome();
  const { index, playing, toggle } = useAutoAdvance(heroSlides.length, HERO_INTERVAL_MS);
  // The prerendered page paints only the first slide; the others join once the app runs (the first
  // change is 5 s away), so the first paint decodes and draws one image, not all of them.
  const hydrated = useHydrated();
  const slides = hydrated ? heroSlides : heroSlides.slice(0, 1);
  // The first slide is the page's largest paint: fetch the one image this viewport shows, early.
  const first = heroSlides[0]!;
  preload(first.mobile, { as: 'image', media: MOBILE_QUERY, fetchPriority: 'high' });
  preload(first.desktop, { as: 'image', media: DESKTOP_QUERY, fetchPriority: 'high' });
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-navy-900 lg:min-h-[calc(100svh-5rem)]"
    >
      <div className="absolute inset-0 -z-10" data-testid="hero-slides">
        {slides.map((slide, slideIndex) => (
          <picture key={slide.desktop} data-active={slideIndex === index} aria-hidden={slideIndex !== index}>
            <source media={MOBILE_QUERY} srcSet={slide.mobile} width={750} height={1334} />
            <img
              src={slide.desktop}
              alt={ui.alts[slideIndex]}
              width={1600}
              height={900}
              fetchPriority={slideIndex === 0 ? 'high' : 'low'}
              decoding={slideIndex === 0 ? 'sync' : 'async'}
              className={cn(
                // Reduced motion: no cross-fade, the image swaps at once (duration 0s).
                'absolute inset-0 size-full object-cover transition-opacity duration-1000 ease-in-out motion-reduce:duration-0',
                slideIndex === index ? 'opacity-100' : 'opacity-0',
              )}
            />
          </picture>
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-navy-950/85 via-navy-950/55 to-navy-950/10 max-md:bg-gradient-to-b max-md:from-navy-950/80 max-md:via-navy-950/50 max-md:to-navy-950/20" />
      </div>
      <Container className="py-20">
        <div className="max-w-2xl">
          <p className="eyebrow text-orange-400">{ui.eyebrow}</p>
          <h1 id="hero-title" className="mt-4 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-sky-50/90">{hero.tagline}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink to={pagePath('contact', locale)}>{ui.start}</ButtonLink>
            <ButtonLink to={pagePath('services', locale)} variant="outline">
              {ui.discover}
            </ButtonLink>
          </div>
        </div>
      </Container>
      <PlayPauseButton
        playing={playing}
        onClick={toggle}
        what={ui.slideshow}
        className="absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-navy-950/60 text-white ring-1 ring-white/30 hover:bg-navy-950/80 sm:right-6 sm:bottom-6"
      />
    </section>
  );
}
