import avatar1 from '../assets/img/avatar-1.svg';
import avatar2 from '../assets/img/avatar-2.svg';
import avatar3 from '../assets/img/avatar-3.svg';
import file from './testimonials.yaml';
import type { TestimonialsCopy } from './types';

const avatars: Record<TestimonialsCopy['testimonials'][number]['avatar'], string> = {
  'avatar-1': avatar1,
  'avatar-2': avatar2,
  'avatar-3': avatar3,
};

/** The three home-style testimonials (spec §3; the spec's ratings are 3, 5 and 5), from src/content/testimonials.yaml. */
export const testimonials = (file as TestimonialsCopy).testimonials.map((item) => ({ ...item, avatar: avatars[item.avatar] }));
