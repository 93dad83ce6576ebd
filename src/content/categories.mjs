// The blog's categories: one list, read by the content layer (a post's `category` must name one),
// the covers (each category's cover files), the category hubs (/blogs/category/<slug>)
// and the paths module. Adding a category is adding one entry here (README, "Add a category").
// Plain JavaScript, so that the prerender reads it as it is; the app never imports it (a page's
// data carries what it shows of a category), so it costs no page any JavaScript.

/**
 * @typedef {object} Category
 * @property {string} name What posts write as their `category`, and what cards and hubs show.
 * @property {string} slug Its hub's address: /blogs/category/<slug>.
 * @property {string} description One sentence: the hub's intro and meta description.
 * @property {Record<string, string>} covers Its six covers for posts without an image: a file in src/assets/covers → its alt text.
 */

/** @type {readonly Category[]} */
export const CATEGORIES = Object.freeze(/** @type {Category[]} */ ([
  {
    name: 'Load Management',
    slug: 'load-management',
    description:
      'Finding, booking and keeping good freight: load boards, rate negotiation, broker checks and the habits that keep a trailer full at a rate worth hauling.',
    covers: {
      'load-management-1.svg':
        'Illustration of a warehouse loading dock with two semi trailers backed up to the doors, one of them open and stacked with freight boxes',
      'load-management-2.svg': 'Illustration of a tablet showing a load board list with one highlighted load and an orange rate tag next to it',
      'load-management-3.svg': 'Illustration of a semi trailer in cutaway view, packed with freight boxes, under a capacity gauge that shows it almost full',
      'load-management-4.svg': 'Illustration of a loaded semi truck driving at sunset under a large rate tag and a gold dollar coin',
      'load-management-5.svg': 'Illustration of freight boxes stacked on a pallet beside a clipboard manifest with most items checked off',
      'load-management-6.svg':
        'Illustration of a freight yard at night seen from above, with trailers at the dock doors, one orange trailer checked in and a truck backing into its stall',
    },
  },
  {
    name: 'Route Optimization',
    slug: 'route-optimization',
    description:
      'Planning lanes and trips that waste fewer miles and hours, from cutting deadhead and lining up backhauls to working within your hours of service.',
    covers: {
      'route-optimization-1.svg': 'Illustration of a map of the United States with an orange multi-stop route between pins and a trip summary card beside it',
      'route-optimization-2.svg': 'Illustration of a semi truck on a winding highway at dusk, with route markers along the road',
      'route-optimization-3.svg':
        'Illustration of a backhaul loop on a street map, three stops joined by route lines with arrows and a loaded truck in the middle',
      'route-optimization-4.svg': 'Illustration of a smartphone navigation app showing a route to a destination pin, beside a folded paper road map',
      'route-optimization-5.svg': 'Illustration of a city map at night with three possible routes between two points, the shortest one glowing orange',
      'route-optimization-6.svg': 'Illustration of a semi truck passing under an overhead highway sign gantry with direction arrows on a clear day',
    },
  },
  {
    name: 'Trucking Tips',
    slug: 'trucking-tips',
    description:
      'Advice from our dispatch desk on the day-to-day of running a truck: maintenance schedules, paperwork, safety and staying sane on the road.',
    covers: {
      'trucking-tips-1.svg': 'Illustration of a semi truck cruising along an open highway past rolling hills and trees on a sunny day',
      'trucking-tips-2.svg': 'Illustration of a truck tire with a wrench on a wheel nut and a tire pressure gauge reading in the safe zone',
      'trucking-tips-3.svg': 'Illustration of a pre-trip inspection checklist on a clipboard next to a sleeper tractor and a traffic cone',
      'trucking-tips-4.svg': 'Illustration of a semi truck at a fuel pump under a station canopy, with a fuel gauge reading nearly full',
      'trucking-tips-5.svg': 'Illustration of a sleeper cab truck parked for the night under a crescent moon and stars, its bunk window glowing',
      'trucking-tips-6.svg':
        "Illustration of the view from a truck driver's seat, with the steering wheel, dashboard gauges and a GPS phone facing the highway ahead",
    },
  },
  {
    name: 'Financial Support',
    slug: 'financial-support',
    description:
      'Getting paid in full and on time: detention and layover pay, factoring, fuel costs and the numbers that decide whether a load was worth it.',
    covers: {
      'financial-support-1.svg': 'Illustration of a freight invoice marked with a paid check-mark stamp, next to stacks of gold coins',
      'financial-support-2.svg': 'Illustration of a revenue dashboard with a rising area chart, a donut chart of cost shares and a growth tile',
      'financial-support-3.svg': 'Illustration of a calculator with a printed receipt and gold coins, for working out trip expenses',
      'financial-support-4.svg': 'Illustration of two hands shaking in front of a signed freight contract, with gold dollar coins around them',
      'financial-support-5.svg':
        'Illustration of a stopwatch with the detention hours shaded orange, next to a chart of coin stacks that grow with every hour of waiting',
      'financial-support-6.svg': 'Illustration of an invoice sent along a fast arrow to a bank, with cash bills and a coin coming back out',
    },
  },
]));
