import { ButtonLink } from '../ui/Button';
import { Static } from '../ui/Static';
import type { HomePageCopy } from '../../content/copy';
import { pagePath } from '../../lib/paths.mjs';
import { useChrome } from '../layout/chrome';

/** The closing call to action ('Let's Get Started' → /contact), on the home and about pages. */
export function GetStarted({ ui }: { ui: HomePageCopy['ui']['getStarted'] }) {
  const { locale } = useChrome();
  return (
    <Static as="section" aria-labelledby="cta-title" className="bg-navy-900">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h2 id="cta-title" className="text-3xl font-extrabold text-white sm:text-4xl">
          {ui.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-sky-50/85">{ui.text}</p>
        <ButtonLink to={pagePath('contact', locale)} className="mt-8">
          {ui.button}
        </ButtonLink>
      </div>
    </Static>
  );
}
