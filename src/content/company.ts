import type { Icon } from '../components/icons/icon';
import { ClipboardList } from '../components/icons/ClipboardList';
import { Handshake } from '../components/icons/Handshake';
import { Radar } from '../components/icons/Radar';
import { ShieldCheck } from '../components/icons/ShieldCheck';

/** Home: 'About Our Company'. */
export const aboutCompany = {
  eyebrow: 'Who we are',
  title: 'About Our Company',
  lead: 'Dispatchers who run your truck like it is their own business.',
  paragraphs: [
    'Northlane Dispatch started in 2016 in a two-desk office off I-270 in Columbus, Ohio, run by a former owner-operator and a freight broker who were tired of watching good drivers lose money to cheap freight and unpaid detention. Today our team dispatches dry vans, reefers, flatbeds and power-only units for owner-operators and small fleets across the lower 48.',
    'Every carrier gets a named dispatcher who learns your lanes, your home-time rules and the rates you will not haul below. We find and negotiate the loads, handle the carrier packets, rate confirmations and invoices, and stay on the phone with brokers and receivers so you can stay on the road.',
  ],
  highlights: ['A named dispatcher, not a call queue', 'No forced dispatch: you approve every load', 'Flat percentage, no hidden fees'],
};

interface WorkingProcessStep {
  icon: Icon;
  title: string;
  description: string;
}

/** Spec §2 Working Process: four steps in this order. */
export const workingProcess: WorkingProcessStep[] = [
  {
    icon: Handshake,
    title: 'Coordination & Execution',
    description:
      'We confirm your equipment, preferred lanes and minimum rate, then book the load, send the rate confirmation and line up pickup and delivery appointments.',
  },
  {
    icon: ClipboardList,
    title: 'Planning and Strategy',
    description:
      'Your dispatcher plans the week ahead: reloads near each delivery, fuel stops, hours of service and home time, so the truck keeps earning without burning out the driver.',
  },
  {
    icon: Radar,
    title: 'Real-Time Monitoring',
    description:
      'We track every load from pickup to POD, warn the broker before free time runs out, and reschedule fast when weather, traffic or a slow dock gets in the way.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure Transportation',
    description:
      'Brokers are credit-checked, paperwork is filed the same day and every detention hour is documented, so the freight and your money arrive where they should.',
  },
];
