import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';

/** Spec §9 blog carousel constants. */
const CAROUSEL = {
  spaceBetween: 30,
  autoplayDelay: 3000,
  // Spec quirk: 3 per view below 640px, 1 from 640px, 2 from 768px, 3 from 1024px.
  // The same numbers are in index.css for the slide widths before Swiper starts.
  slidesPerView: 3,
  breakpoints: { 640: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
};

/** Slides scrolled out of view are inert: not tabbable, hidden from assistive technology. */
function syncInertSlides(swiper: SwiperInstance) {
  for (const slide of swiper.slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
}

/** The blog carousel's Swiper, loaded and started by BlogCarousel when it nears the viewport. */
export default function BlogSwiper({
  className,
  cards,
  onSwiper,
}: {
  className: string;
  cards: { key: string; card: ReactNode }[];
  onSwiper: (swiper: SwiperInstance) => void;
}) {
  return (
    <Swiper
      className={className}
      modules={[Autoplay]}
      loop
      autoplay={{ delay: CAROUSEL.autoplayDelay, disableOnInteraction: false }}
      spaceBetween={CAROUSEL.spaceBetween}
      slidesPerView={CAROUSEL.slidesPerView}
      breakpoints={CAROUSEL.breakpoints}
      watchSlidesProgress
      onSwiper={onSwiper}
      onAfterInit={syncInertSlides}
      onSlideChangeTransitionEnd={syncInertSlides}
      onResize={syncInertSlides}
    >
      {cards.map(({ key, card }) => (
        <SwiperSlide key={key} className="h-auto!">
          {card}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
