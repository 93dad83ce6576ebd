import desktop1 from '../assets/img/hero-desktop-1.svg';
import desktop2 from '../assets/img/hero-desktop-2.svg';
import mobile1 from '../assets/img/hero-mobile-1.svg';
import mobile2 from '../assets/img/hero-mobile-2.svg';
import home from './home.yaml';
import type { HomeCopy } from './types';

interface HeroSlide {
  desktop: string;
  mobile: string;
  alt: string;
}

/** Spec §9: two desktop images and two different mobile images. */
export const heroSlides: HeroSlide[] = [
  { desktop: desktop1, mobile: mobile1, alt: 'A semi truck on the highway at dusk, heading from the city skyline toward open country' },
  { desktop: desktop2, mobile: mobile2, alt: 'Trucks backed into the loading docks of a distribution center at dawn' },
];

/** Spec §9: the image changes every 5 seconds (the 1-second cross-fade is the slides' duration-1000, Hero.tsx). */
export const HERO_INTERVAL_MS = 5000;

/** The headline and tagline: src/content/home.yaml (the editor's "Home page"). */
export const hero = (home as HomeCopy).hero;
