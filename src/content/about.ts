import aboutTeam from '../assets/img/about-team.svg';

export const mission = [
  'Our mission is simple: keep independent truckers profitable and in control. We book freight that pays, protect your time at the dock, and take the paperwork off your plate, while you decide which loads you run and when you go home.',
  'We are dispatchers, not a broker. We work for the carrier, earn a flat percentage only when your truck earns, and treat every owner-operator and fleet partner like the small business it is.',
];

export const aboutImage = {
  src: aboutTeam,
  alt: 'Northlane dispatchers at their desks in front of a wall map of active routes',
  width: 960,
  height: 720,
};

/** Spec §2 About statistics, exactly as written. */
export const stats = [
  { value: '12M+', label: 'Miles Driven' },
  { value: '7,500+', label: 'Loads Dispatched' },
  { value: '98%', label: 'On-Time Delivery Rate' },
  { value: '150+', label: 'Fleet Partners Nationwide' },
];
