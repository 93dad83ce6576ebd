// The Services page's 'Why Choose Us?' section, in a module (and a content file,
// src/content/why-choose-us.yaml) of its own: it does not ride along on the about page, which
// loads services.yaml for the services' names.
import type { Icon } from '../components/icons/icon';
import { BadgeDollarSign } from '../components/icons/BadgeDollarSign';
import { LayoutList } from '../components/icons/LayoutList';
import { TrendingUp } from '../components/icons/TrendingUp';
import { UserCheck } from '../components/icons/UserCheck';
import file from './why-choose-us.yaml';
import type { WhyChooseUsCopy } from './types';

const icons: Record<WhyChooseUsCopy['points'][number]['icon'], Icon> = {
  'user-check': UserCheck,
  'layout-list': LayoutList,
  'trending-up': TrendingUp,
  'badge-dollar-sign': BadgeDollarSign,
};

/** 'Why Choose Us?' (spec §1). */
export const whyChooseUs = (file as WhyChooseUsCopy).points.map(({ icon, title, description }) => ({ icon: icons[icon], title, description }));
