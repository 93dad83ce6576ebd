import { Mail } from '../icons/Mail';
import { MapPin } from '../icons/MapPin';
import { Phone } from '../icons/Phone';
import { site } from '../../config/site';
import { Section } from '../ui/Container';
import { SectionHeading } from '../ui/SectionHeading';
import { ContactForm } from './ContactForm';
import { DeliveringContactForm } from './DeliveringContactForm';
import { IconTile } from '../ui/IconTile';
import type { ContactPageCopy } from '../../content/copy';
import { useChrome } from '../layout/chrome';

const { contact } = site;

/** The three info cards, titled in the page's language. */
const cards = (words: ContactPageCopy['ui']['section']) => [
  {
    icon: MapPin,
    title: words.contactUs,
    body: (
      <>
        <address className="not-italic">
          {contact.street}
          <br />
          {contact.city}, {contact.region} {contact.postalCode}
        </address>
        <a href={`mailto:${contact.email}`} className="mt-1 inline-block font-medium text-navy-900 underline-offset-4 hover:underline">
          {contact.email}
        </a>
      </>
    ),
  },
  {
    icon: Phone,
    title: words.callOrText,
    body: (
      <a href={contact.phoneHref} className="font-medium text-navy-900 underline-offset-4 hover:underline">
        {contact.phone}
      </a>
    ),
  },
  {
    icon: Mail,
    title: words.sendEmail,
    body: (
      <a href={`mailto:${contact.email}`} className="font-medium text-navy-900 underline-offset-4 hover:underline">
        {contact.email}
      </a>
    ),
  },
];

/** "Let's Connect and Optimize Your Logistics": the contact form and three info cards. */
export function ContactSection({ ui, headingLevel = 'h2' }: { ui: ContactPageCopy['ui']; headingLevel?: 'h1' | 'h2' }) {
  const { locale } = useChrome();
  return (
    <Section labelledBy="contact-title" className="bg-white" interactive>
      <SectionHeading id="contact-title" as={headingLevel} eyebrow={ui.section.eyebrow} title={ui.section.title} intro={ui.section.intro} />
      <div className="mt-14 grid gap-8 lg:grid-cols-[1.5fr_1fr]">
        {__CONTACT_DELIVERY__ ? <DeliveringContactForm words={ui.form} locale={locale} /> : <ContactForm words={ui.form} />}
        <ul className="grid content-start gap-5">
          {cards(ui.section).map(({ icon, title, body }) => (
            <li key={title} className="flex gap-5 rounded-2xl bg-sand-50 p-6 ring-1 ring-navy-900/5">
              <IconTile icon={icon} />
              <div className="text-sm leading-relaxed text-slate-600">
                <h3 className="mb-1 text-base font-bold text-navy-900">{title}</h3>
                {body}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
