import { ChevronDown } from '../icons/ChevronDown';
import type { HomePageCopy } from '../../content/copy';
import { Section } from '../ui/Container';
import { SectionHeading } from '../ui/SectionHeading';

/**
 * 'Frequently Asked Questions': an exclusive accordion. <details name="faq"> lets the browser keep
 * at most one item open and close the open one on a second click, with or without JavaScript.
 */
export function Faq({ items, ui }: { items: HomePageCopy['faq']; ui: HomePageCopy['ui']['faq'] }) {
  return (
    <Section labelledBy="faq-title" className="bg-white">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <SectionHeading id="faq-title" align="left" eyebrow={ui.eyebrow} title={ui.title} intro={ui.intro} />
        <div className="divide-y divide-navy-900/10 rounded-2xl border border-navy-900/10">
          {items.map((item) => (
            <details key={item.question} name="faq" className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-navy-900 marker:hidden hover:text-orange-700 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-orange-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="px-6 pb-6 leading-relaxed text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
