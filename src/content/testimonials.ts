import avatar1 from '../assets/img/avatar-1.svg';
import avatar2 from '../assets/img/avatar-2.svg';
import avatar3 from '../assets/img/avatar-3.svg';

/** Spec §3 Testimonial, home style. */
interface Testimonial {
  rating: number;
  quote: string;
  content: string;
  author: string;
  role: string;
  avatar: string;
}

/** The three home-style testimonials; the spec's ratings are 3, 5 and 5. */
export const testimonials: Testimonial[] = [
  {
    rating: 3,
    quote: 'Solid loads, and they are honest when the market is slow.',
    content:
      'My first month was uneven: a couple of weak backhauls out of Florida while my dispatcher learned what I will and will not run. Once we sorted my lanes out the rates came up and the paperwork stopped being my problem. Not perfect, but straight with me.',
    author: 'Terrence Holloway',
    role: 'Owner-operator, dry van, Jacksonville FL',
    avatar: avatar1,
  },
  {
    rating: 5,
    quote: 'They got me paid for detention I used to just eat.',
    content:
      'Northlane puts detention terms on every rate con before I accept, and they chase the broker with my ELD times. Last quarter that was almost two thousand dollars I would never have billed on my own.',
    author: 'Maria Castellanos',
    role: 'Owner, Castellanos Reefer LLC (3 trucks)',
    avatar: avatar2,
  },
  {
    rating: 5,
    quote: 'My trucks run loaded both ways now.',
    content:
      'We run flatbeds out of the Midwest, and empty miles were killing us. Our dispatcher plans the reload before the first load delivers. Deadhead is down, the drivers get home on schedule and I finally have time to grow the fleet.',
    author: 'Gary Lindqvist',
    role: 'Fleet manager, Northstar Flatbed, Des Moines IA',
    avatar: avatar3,
  },
];

/** Spec §3 Testimonial, about-page style: a quote and a name. */
interface ClientQuote {
  name: string;
  quote: string;
}

export const clientQuotes: ClientQuote[] = [
  {
    name: 'Darnell Brooks, owner-operator',
    quote:
      'I got my authority in March and did not know a rate con from a BOL. My dispatcher walked me through my first broker packets, found freight that fit my hours, and I cleared my first profitable month by June.',
  },
  {
    name: 'Angela Petrov, Petrov Logistics',
    quote:
      'With six trucks I was spending my evenings on invoices and phone calls. Northlane took over the back office and booking, and our revenue per truck went up while my phone finally went quiet after dinner.',
  },
];
