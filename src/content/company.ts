// The home page's copy: 'About Our Company' and the working process, from src/content/home.yaml
// (the editor's "Home page"); the steps' icons are drawn here.
import type { Icon } from '../components/icons/icon';
import { ClipboardList } from '../components/icons/ClipboardList';
import { Handshake } from '../components/icons/Handshake';
import { Radar } from '../components/icons/Radar';
import { ShieldCheck } from '../components/icons/ShieldCheck';
import home from './home.yaml';
import type { HomeCopy } from './types';

const copy = home as HomeCopy;

/** Home: 'About Our Company'. */
export const aboutCompany = copy.aboutCompany;

const icons: Record<HomeCopy['workingProcess'][number]['icon'], Icon> = {
  handshake: Handshake,
  'clipboard-list': ClipboardList,
  radar: Radar,
  'shield-check': ShieldCheck,
};

/** Spec §2 Working Process: four steps in this order. */
export const workingProcess = copy.workingProcess.map(({ icon, title, description }) => ({ icon: icons[icon], title, description }));
