import loadBooking from '../assets/img/service-load-booking.svg';
import backOffice from '../assets/img/service-back-office.svg';
import routeOptimization from '../assets/img/service-route-optimization.svg';
import dispatchSupport from '../assets/img/service-dispatch-support.svg';
import communication from '../assets/img/service-communication.svg';
import factoring from '../assets/img/service-factoring.svg';
import file from './services.yaml';
import type { ServicesCopy } from './types';

/** Spec §3 Service card. The about page shows the titles only. */
export interface Service {
  title: string;
  image: string;
  imageAlt: string;
  description: string;
}

/** The illustrations a service can show, each with what it shows. */
const illustrations: Record<ServicesCopy['services'][number]['illustration'], { image: string; imageAlt: string }> = {
  'load-booking': { image: loadBooking, imageAlt: 'Map pins and a rate tag over a load board' },
  'back-office': { image: backOffice, imageAlt: 'A folder of carrier packets, rate confirmations and invoices' },
  'route-optimization': { image: routeOptimization, imageAlt: 'A map with an optimised route line between pickup and delivery pins' },
  'dispatch-support': { image: dispatchSupport, imageAlt: 'A dispatcher headset beside a day-and-night clock' },
  communication: { image: communication, imageAlt: 'Message bubbles passing between a truck and a warehouse' },
  factoring: { image: factoring, imageAlt: 'An invoice turning into coins with a fast-forward arrow' },
};

const copy = file as ServicesCopy;

/** The six services, from src/content/services.yaml (the editor's "Services"). */
export const services: Service[] = copy.services.map(({ title, description, illustration }) => ({ title, description, ...illustrations[illustration] }));

/** 'Our Dispatch Services' intro on /services. */
export const servicesIntro = copy.intro;
