import aboutTeam from '../assets/img/about-team.svg';
import about from './about.yaml';
import type { AboutCopy } from './types';

const copy = about as AboutCopy;

/** The about page's copy, from src/content/about.yaml (the editor's "About page"). */
export const mission = copy.mission;

export const aboutImage = {
  src: aboutTeam,
  alt: 'Northlane dispatchers at their desks in front of a wall map of active routes',
  width: 960,
  height: 720,
};

/** Spec §2 About statistics, exactly as written. */
export const stats = copy.stats;

/** Spec §3 Testimonial, about-page style: a quote and a name. */
export const clientQuotes = copy.clientQuotes;
