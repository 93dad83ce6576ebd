import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { CAROUSEL } from './BlogCarousel';

/** Slides scrolled out of view are inert: not tabbable, hidden from assistive technology. */
function syncInertSlides(swiper: SwiperInstance) {
  for (const slide of swiper.slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
}

/** The blog carousel's Swiper, loaded and started by BlogCarousel when it nears the viewport. */
export default function BlogSwiper({
  className,
  settings,
  cards,
  onSwiper,
}: {
  className: string;
  settings: typeof CAROUSEL;
  cards: { key: string; card: ReactNode }[];
  onSwiper: (swiper: SwiperInstance) => void;
}) {
  return (
    <Swiper
      className={className}
      modules={[Autoplay]}
      loop
      autoplay={{ delay: settings.autoplayDelay, disableOnInteraction: false }}
      spaceBetween={settings.spaceBetween}
      slidesPerView={settings.slidesPerView}
      breakpoints={settings.breakpoints}
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
