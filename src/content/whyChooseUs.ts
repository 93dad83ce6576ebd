// The Services page's 'Why Choose Us?' section, in a module of its own: the home page's company
// copy (company.ts) does not ride along on the Services page's first load.
import type { Icon } from '../components/icons/icon';
import { BadgeDollarSign } from '../components/icons/BadgeDollarSign';
import { LayoutList } from '../components/icons/LayoutList';
import { TrendingUp } from '../components/icons/TrendingUp';
import { UserCheck } from '../components/icons/UserCheck';

/** 'Why Choose Us?' (spec §1). */
export const whyChooseUs: { icon: Icon; title: string; description: string }[] = [
  {
    icon: UserCheck,
    title: 'Dedicated Support',
    description: 'A personal dispatcher who knows your truck, your lanes and your family schedule, reachable by phone or text.',
  },
  {
    icon: LayoutList,
    title: 'Tailored Dispatch Plans',
    description: 'Plans for new owner-operators getting their authority off the ground and for growing fleets adding their fifth or fifteenth truck.',
  },
  {
    icon: TrendingUp,
    title: 'Proven Track Record',
    description: 'Carriers who switch to us report higher weekly gross and fewer empty miles within their first quarter.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Transparent Pricing',
    description: 'One flat percentage of the line haul, agreed in writing. No sign-up fees, no hidden charges, no long contracts.',
  },
];
