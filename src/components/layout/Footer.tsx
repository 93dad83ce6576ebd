import { Link } from '../../lib/link';
import { footerColumns, site, socialLinks } from '../../config/site';
import { fill } from '../../lib/locale.mjs';
import { useChrome } from './chrome';
import { Logo } from '../ui/Logo';
import { SocialIcon } from '../ui/SocialIcons';
import { Static } from '../ui/Static';

const linkClass = 'text-sm text-sky-100/85 transition-colors hover:text-white';
const socialClass = 'inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-orange-600';

/** Footer (spec §2): three link columns, the copyright line and four social links to "/". */
export function Footer() {
  const { locale, ui, description, footerPosts } = useChrome();
  return (
    <Static as="footer" className="bg-navy-950 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div>
          <Logo inverted />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-sky-100/80">{description}</p>
        </div>
        {footerColumns(locale, ui, footerPosts).map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wider text-orange-400 uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href.startsWith('/') ? (
                    <Link to={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  ) : (
                    // Spec quirk: a relative href, resolved by the browser against the current URL.
                    <a href={link.href} className={linkClass}>
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6 lg:px-8">
          <p className="text-sm text-sky-100/80">{fill(ui.copyright, { siteName: site.name, year: site.copyrightYear })}</p>
          <ul className="flex gap-3">
            {socialLinks.map((social) => (
              <li key={social.name}>
                {social.href.startsWith('/') ? (
                  <Link to={social.href} aria-label={social.name} className={socialClass}>
                    <SocialIcon icon={social.icon} />
                  </Link>
                ) : (
                  // The company's page elsewhere (src/content/company.yaml): a plain link out.
                  <a href={social.href} aria-label={social.name} className={socialClass}>
                    <SocialIcon icon={social.icon} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Static>
  );
}
