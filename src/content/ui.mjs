// The interface's English strings, one group per chunk that shows them (the layout's, each page's),
// so that a page's JavaScript carries its own language's words only: a component gets its words
// from its page's copy (src/content/<locale>/*.ts), never from a literal. Another language's are
// src/content/<locale>/ui.yaml in this shape, checked at build time (prerender/content/files.mjs).
// `{name}` marks a value the code puts in (src/lib/locale.mjs, fill).

/** The header, the footer and the small parts every page of the layout shares. */
export const chrome = {
  nav: { home: 'Home', about: 'About Us', services: 'Services', blog: 'Blog', contact: 'Contact' },
  footer: {
    company: 'Company',
    resources: 'Resources',
    blogs: 'Blogs',
    about: 'About',
    quickStart: 'Quick Start',
    userGuide: 'User Guide',
    news: 'News',
    tips: 'Tips & Tricks',
    updates: 'Updates',
  },
  skip: 'Skip to content',
  notifications: 'Notifications',
  main: 'Main',
  mobile: 'Mobile',
  quote: 'Get A Quote',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  copyright: '© {siteName} {year}, All rights reserved.',
  logoHome: ' home',
  breadcrumb: 'Breadcrumb',
  readMore: 'Read More',
  pause: 'Pause {what}',
  play: 'Play {what}',
  feed: '{siteName} blog',
};

const testimonials = {
  eyebrow: 'Testimonials',
  title: 'Trusted By Industry Leaders',
  intro: 'Owner-operators and fleet owners on what changed after they handed us the phone.',
  stars: '{rating} out of 5 stars',
  rating: '({rating}) Rating',
  portrait: 'Portrait of {author}',
};

const getStarted = {
  title: "Let's Get Started",
  text: 'Fifteen minutes on the phone is enough to tell whether we are a fit for your truck and your lanes.',
  button: 'Schedule a Call',
};

const teamAlt = 'Northlane dispatchers at their desks in front of a wall map of active routes';

export const home = {
  meta: {
    title: 'Truck Dispatch for Owner-Operators',
    description:
      'Northlane Dispatch books high-paying loads, negotiates rates and handles the paperwork for owner-operators and small fleets, with a dispatcher on call 24/7.',
  },
  hero: {
    eyebrow: 'Truck dispatch & freight logistics',
    start: 'Get Started',
    discover: 'Discover More',
    slideshow: 'background slideshow',
    alts: [
      'A semi truck on the highway at dusk, heading from the city skyline toward open country',
      'Trucks backed into the loading docks of a distribution center at dawn',
    ],
  },
  aboutCompany: { more: 'More about us', imageAlt: teamAlt },
  process: {
    eyebrow: 'How we work',
    title: 'Efficient Working Process',
    intro: 'Four steps that take a load from the board to a paid invoice, with your dispatcher on it the whole way.',
  },
  testimonials,
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    intro: 'Quick answers about shipments, tracking and changes. Anything else, your dispatcher is a call away.',
  },
  carousel: {
    eyebrow: 'Our Blog',
    title: 'Best Practices And Strategies',
    previous: 'Previous articles',
    next: 'Next articles',
    what: 'carousel',
    viewAll: 'View All Articles',
  },
  getStarted,
};

export const about = {
  meta: {
    title: 'About Us',
    description:
      'Meet Northlane Dispatch: 12M+ miles driven, 7,500+ loads dispatched and a 98% on-time rate for owner-operators and fleet partners across the United States.',
  },
  title: 'Driving Excellence in Dispatch & Delivery',
  missionEyebrow: 'Our mission',
  missionTitle: 'We work for the carrier',
  servicesEyebrow: 'What we do',
  servicesTitle: 'Our Services',
  clientsEyebrow: 'Testimonials',
  clientsTitle: 'What Our Clients Say',
  imageAlt: teamAlt,
  getStarted,
};

export const services = {
  meta: {
    title: 'Dispatch Services',
    description:
      'Load booking and rate negotiation, back-office paperwork, route planning, 24/7 dispatch, broker communication and factoring help for owner-operators.',
  },
  title: 'Our Dispatch Services',
  gridTitle: 'Services',
  whyEyebrow: 'The Northlane difference',
  whyTitle: 'Why Choose Us?',
  illustrations: {
    'load-booking': 'Map pins and a rate tag over a load board',
    'back-office': 'A folder of carrier packets, rate confirmations and invoices',
    'route-optimization': 'A map with an optimised route line between pickup and delivery pins',
    'dispatch-support': 'A dispatcher headset beside a day-and-night clock',
    communication: 'Message bubbles passing between a truck and a warehouse',
    factoring: 'An invoice turning into coins with a fast-forward arrow',
  },
  testimonials,
};

export const contact = {
  meta: {
    title: 'Contact Us',
    description:
      'Talk to a Northlane dispatcher about your truck and lanes. Call or text, email us, or send a message, and we reply within one business day from Columbus, Ohio.',
  },
  title: 'Contact Us',
  intro: 'Questions about dispatch, rates or getting your authority running? Reach a real dispatcher by phone, text, email or the form below.',
  section: {
    eyebrow: 'Contact',
    title: "Let's Connect and Optimize Your Logistics",
    intro: 'Tell us about your truck, your lanes and what you want out of the week. A dispatcher will get back to you within one business day.',
    contactUs: 'Contact Us',
    callOrText: 'Call or Text',
    sendEmail: 'Send Email',
  },
  form: {
    title: 'Send Us A Message',
    labels: { firstName: 'First Name', lastName: 'Last Name', phone: 'Phone Number', email: 'Email Address', serviceType: 'Service Type', message: 'Message' },
    send: 'Send Message',
    honeypot: 'Website (leave this empty)',
    noScript:
      'Sending this form needs JavaScript, which is off in this browser, so nothing you type here leaves this page. Call us at {phone} or email {email}.',
    // The Service Type options as shown, in the order of src/content/serviceTypes.mjs (whose English values are sent).
    serviceTypes: ['Freight Transportation', 'Warehouse Management', 'Supply Chain Solutions', 'Last-Mile Delivery', 'Logistics Consulting', 'Other'],
    notSent: 'Your message was not sent',
    notSentText: 'Everything you wrote is still in the form: please send it again in a moment, or call {phone} or email {email}.',
    limited: 'Too many messages from your network',
    limitedText: "We can't take more messages from this network right now, so yours was not sent. Everything you wrote is still in the form: call or text us at {phone}, or send it again later.",
    sent: 'Message sent',
    thanksName: 'Thank you, {name}. A dispatcher will get back to you within one business day.',
    thanks: 'Thank you. A dispatcher will get back to you within one business day.',
    errors: {
      reply: 'Add an email address or a phone number, so that we can reply.',
      email: 'Enter an email address such as name@company.com.',
      phone: 'Enter a phone number with at least 7 digits.',
      serviceType: 'Choose a service type from the list.',
      characters: 'Remove the special characters from this field.',
      tooLong: 'Use at most {max} characters.',
    },
  },
};

export const notFound = {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
  heading: 'Oops! Page not found',
  home: 'Return to Home',
  notifications: 'Notifications',
};

/** The blog's list, hubs and posts, and the parts they share. */
export const blog = {
  meta: {
    title: 'Blog',
    description:
      'Practical articles for owner-operators on finding better-paying loads, choosing load boards, cutting deadhead, planning maintenance and getting detention paid.',
    pageTitle: 'Blog, page {page} of {pageCount}',
    pageDescription: 'Page {page} of {pageCount} of the {siteName} blog: practical articles for owner-operators on loads, rates, routes and getting paid.',
    categoryTitle: '{name} articles',
    categoryPageTitle: '{name} articles, page {page} of {pageCount}',
    categoryPageDescription: 'Page {page} of {pageCount} of the {name} articles on the {siteName} blog, newest first, for owner-operators and small fleets.',
  },
  home: 'Home',
  intro: 'Field-tested advice from our dispatch desk on rates, load boards, empty miles, maintenance and getting paid for your time.',
  latest: 'Latest Blog Posts',
  listNotFound: 'Blog page not found.',
  listNotFoundText: 'There is no page of the blog at this address.',
  page: 'Page {page}',
  pages: 'Blog pages',
  namedPages: '{name} pages',
  notFound: 'Blog not found.',
  notFoundText: 'There is no article at this address.',
  others: 'Other Blogs',
  moreIn: 'More in {category}',
  allIn: 'All {category} articles →',
  browse: 'Browse all articles',
  categories: 'Categories',
  postCount: { one: ' post', other: ' posts' }, // plural forms by Intl.PluralRules' categories (locale.mjs's plural)
  pagination: { previous: 'Previous', next: 'Next', page: 'Page ' },
  search: { label: 'Search the blog', button: 'Search' },
  contents: 'Contents',
};

/** The search page. */
export const search = {
  meta: {
    title: 'Search the blog',
    description:
      'Search every Northlane Dispatch article by its words: load boards, rates, detention pay, deadhead, maintenance, factoring and the rest of running a truck.',
  },
  home: 'Home',
  blog: 'Blog',
  search: 'Search',
  intro: "Find an article by its words: a load board's name, a rate question, a form you need to file.",
  placeholder: 'detention pay, load boards, deadhead…',
  noScript:
    'Search runs in your browser and needs JavaScript, which is off here. Every article is still two clicks away: pick a category below, or read all articles, newest first.',
  failed: 'The search could not load. Check your connection and try again, or browse a category below.',
  none: 'No posts match “{query}”. Try fewer or other words, or browse a category below.',
  matches: { one: '{total} post matches “{query}”', other: '{total} posts match “{query}”' },
  showing: '{matches}; showing {shown}.',
  all: '{matches}.',
  results: 'Results for “{query}”',
  more: 'Show {count} more',
  browse: 'Browse the blog',
  allArticles: 'All articles, newest first',
  category: '{name} ({count})',
};
