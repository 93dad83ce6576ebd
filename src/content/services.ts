import loadBooking from '../assets/img/service-load-booking.svg';
import backOffice from '../assets/img/service-back-office.svg';
import routeOptimization from '../assets/img/service-route-optimization.svg';
import dispatchSupport from '../assets/img/service-dispatch-support.svg';
import communication from '../assets/img/service-communication.svg';
import factoring from '../assets/img/service-factoring.svg';

/** Spec §3 Service card. The about page shows the titles only. */
export interface Service {
  title: string;
  image: string;
  imageAlt: string;
  description: string;
}

export const services: Service[] = [
  {
    title: 'Load Booking & Negotiation',
    image: loadBooking,
    imageAlt: 'Map pins and a rate tag over a load board',
    description:
      'We secure high-paying loads that suit your equipment and your preferred lanes and home base, and we negotiate every rate with the broker before you commit a mile.',
  },
  {
    title: 'Back-Office Support',
    image: backOffice,
    imageAlt: 'A folder of carrier packets, rate confirmations and invoices',
    description:
      'Carrier packets, rate confirmations and invoices are prepared, checked and filed for you, so every load is set up right and billed the day it delivers.',
  },
  {
    title: 'Route Optimization',
    image: routeOptimization,
    imageAlt: 'A map with an optimised route line between pickup and delivery pins',
    description:
      'We plan routes and reloads that cut fuel use and deadhead miles, keeping your truck loaded more of the week and within your hours of service.',
  },
  {
    title: '24/7 Dispatch Support',
    image: dispatchSupport,
    imageAlt: 'A dispatcher headset beside a day-and-night clock',
    description:
      'Breakdowns, rescheduled appointments and last-minute loads do not keep office hours. A dispatcher answers day and night, weekends and holidays included.',
  },
  {
    title: 'Driver & Broker Communication',
    image: communication,
    imageAlt: 'Message bubbles passing between a truck and a warehouse',
    description:
      'We handle the calls and emails with brokers, shippers and receivers: check calls, appointment changes, detention notices and delivery updates.',
  },
  {
    title: 'Factoring Assistance',
    image: factoring,
    imageAlt: 'An invoice turning into coins with a fast-forward arrow',
    description:
      'We connect you with reputable factoring companies and send them clean paperwork, so you are paid in a day or two instead of waiting 30 to 60 days.',
  },
];

/** 'Our Dispatch Services' intro on /services. */
export const servicesIntro =
  'From the first load on a new authority to a growing fleet, our dispatchers handle the booking, the paperwork and the phone calls, so you can focus on driving safely and getting paid.';
