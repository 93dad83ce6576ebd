import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Swiper as SwiperInstance } from 'swiper';
import { ChevronLeft } from '../icons/ChevronLeft';
import { ChevronRight } from '../icons/ChevronRight';
import { CAROUSEL_POSTS, type PostCard } from '../../content/posts';
import { otherPosts } from '../../lib/blog';
import { usePlayback } from '../../lib/useAutoAdvance';
import { useNearViewport } from '../../lib/useNearViewport';
import { BlogCard } from '../ui/BlogCard';
import { ButtonLink } from '../ui/Button';
import { PlayPauseButton } from '../ui/PlayPauseButton';
import { Section } from '../ui/Container';
import { SectionHeading } from '../ui/SectionHeading';
import { Static } from '../ui/Static';
import type { HomePageCopy } from '../../content/copy';
import { pagePath } from '../../lib/paths.mjs';
import { useChrome } from '../layout/chrome';

/** Swiper's code loads only when the carousel starts. */
const BlogSwiper = lazy(() => import('./BlogSwiper'));

type Move = 'prev' | 'next';

function moveSwiper(swiper: SwiperInstance, direction: Move) {
  if (direction === 'prev') swiper.slidePrev();
  else swiper.slideNext();
}

/** The carousel's own classes, before and after Swiper starts. */
const carouselClass = 'blog-carousel mt-10';

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-navy-900/15 bg-white text-navy-900 hover:border-orange-600 hover:text-orange-700';

/**
 * 'Our Blog' / 'Best Practices And Strategies': up to 5 posts other than the current one, looping and
 * autoplaying. `posts`: the first posts of the blog, from the page's loader data.
 */
export function BlogCarousel({ posts, ui }: { posts: readonly PostCard[]; ui: HomePageCopy['ui']['carousel'] }) {
  const { locale } = useChrome();
  const { slug } = useParams();
  const items = otherPosts(posts, slug, CAROUSEL_POSTS);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // An arrow used while Swiper's code is still loading moves the carousel once it has started.
  const pendingMove = useRef<Move | null>(null);
  const move = (direction: Move) => {
    if (swiperRef.current) moveSwiper(swiperRef.current, direction);
    else pendingMove.current = direction;
  };
  const { playing, toggle } = usePlayback();
  // While keyboard focus is on a card, autoplay holds still: a card that slid out of view would turn
  // inert under the focus and drop it. It resumes when focus leaves (autoplay outlives interaction).
  const [focusInSlides, setFocusInSlides] = useState(false);
  const running = playing && !focusInSlides;
  // Starting Swiper measures and moves every slide, a long task on a phone: it starts as the carousel nears the screen.
  const frameRef = useRef<HTMLDivElement>(null);
  const started = useNearViewport(frameRef);
  const cards = items.map((post) => ({ key: post.slug, card: <BlogCard post={post} dated={false} linkCategory={false} /> }));
  // Swiper's own markup before it starts (index.css lays the slides out the same way).
  const staticCarousel = (
    <div className={`swiper ${carouselClass}`}>
      <div className="swiper-wrapper">
        {cards.map(({ key, card }) => (
          <Static key={key} className="swiper-slide h-auto!">
            {card}
          </Static>
        ))}
      </div>
    </div>
  );

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [running]);

  return (
    <Section labelledBy="blog-carousel-title" className="bg-sand-50" interactive>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id="blog-carousel-title" align="left" eyebrow={ui.eyebrow} title={ui.title} />
        <div className="flex gap-2">
          <button type="button" className={controlClass} onClick={() => move('prev')}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{ui.previous}</span>
          </button>
          <PlayPauseButton playing={playing} onClick={toggle} what={ui.what} className={controlClass} />
          <button type="button" className={controlClass} onClick={() => move('next')}>
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{ui.next}</span>
          </button>
        </div>
      </div>
      {/* Focus events on a wrapper: <Swiper> takes every on* prop as a Swiper event, not a DOM one. */}
      <div
        ref={frameRef}
        onFocus={() => setFocusInSlides(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInSlides(false);
        }}
      >
        {/* Starting is a transition: the static slides stay until Swiper's code is in, then Swiper takes over. */}
        <Suspense fallback={staticCarousel}>
          {started ? (
            <BlogSwiper
              className={carouselClass}
              cards={cards}
              onSwiper={(swiper) => {
                swiperRef.current = swiper;
                if (!running) swiper.autoplay.stop();
                const direction = pendingMove.current;
                pendingMove.current = null;
                if (direction) {
                  if (swiper.initialized) moveSwiper(swiper, direction);
                  else swiper.once('afterInit', () => moveSwiper(swiper, direction));
                }
              }}
            />
          ) : (
            staticCarousel
          )}
        </Suspense>
      </div>
      <div className="mt-12 text-center">
        {/* Spec quirk: 'View All Articles' leads to the contact page, not to the blog list (in Spanish too). */}
        <ButtonLink to={pagePath('contact', locale)} variant="navy">
          {ui.viewAll}
        </ButtonLink>
      </div>
    </Section>
  );
}
