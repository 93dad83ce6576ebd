import type { Icon } from '../icons/icon';
import { ClipboardList } from '../icons/ClipboardList';
import { Handshake } from '../icons/Handshake';
import { Radar } from '../icons/Radar';
import { ShieldCheck } from '../icons/ShieldCheck';
import type { HomePageCopy } from '../../content/copy';
import { Section } from '../ui/Container';
import { SectionHeading } from '../ui/SectionHeading';
import { IconTile } from '../ui/IconTile';

const icons: Record<HomePageCopy['workingProcess'][number]['icon'], Icon> = {
  handshake: Handshake,
  'clipboard-list': ClipboardList,
  radar: Radar,
  'shield-check': ShieldCheck,
};

/** 'Efficient Working Process': four steps in this order (spec §2), each an icon, a title and a description. */
export function WorkingProcess({ steps, ui }: { steps: HomePageCopy['workingProcess']; ui: HomePageCopy['ui']['process'] }) {
  return (
    <Section labelledBy="process-title" className="bg-sand-50">
      <SectionHeading id="process-title" eyebrow={ui.eyebrow} title={ui.title} intro={ui.intro} />
      <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon, title, description }, index) => (
          <li key={title} className="relative rounded-2xl bg-white p-7 shadow-card">
            {/* The step number repeats the list order (hidden from assistive technology), but it is
                still text on screen, so it keeps the 3:1 contrast of large text. */}
            <span aria-hidden="true" className="absolute top-6 right-6 text-4xl font-extrabold text-navy-900/50">
              {String(index + 1).padStart(2, '0')}
            </span>
            <IconTile icon={icons[icon]} tone="orange" />
            <h3 className="mt-6 text-lg font-bold text-navy-900">{title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
