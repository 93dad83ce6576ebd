import { Link } from '../../lib/link';
import logoMark from '../../assets/img/logo-mark.svg';
import { site } from '../../config/site';
import { cn } from '../../lib/cn';
import { pagePath } from '../../lib/paths.mjs';
import { useChrome } from '../layout/chrome';

/** The company's mark and name, a link to the home page of the page's language. */
export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  const { locale, ui } = useChrome();
  return (
    <Link to={pagePath('home', locale)} className={cn('flex items-center gap-2.5 rounded-md', className)}>
      {/* Decorative and small: it must not compete with the page's largest image for the first paint. */}
      <img src={logoMark} alt="" width={40} height={40} fetchPriority="low" className="size-10" />
      <span className={cn('text-lg font-extrabold tracking-tight', inverted ? 'text-white' : 'text-navy-900')}>
        {site.name}
        <span className="sr-only">{ui.logoHome}</span>
      </span>
    </Link>
  );
}
