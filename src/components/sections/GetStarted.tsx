import { ButtonLink } from '../ui/Button';
import { Static } from '../ui/Static';

/** The closing call to action ('Let's Get Started' → /contact), on the home and about pages. */
export function GetStarted() {
  return (
    <Static as="section" aria-labelledby="cta-title" className="bg-navy-900">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <h2 id="cta-title" className="text-3xl font-extrabold text-white sm:text-4xl">
          Let&apos;s Get Started
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-sky-50/85">
          Fifteen minutes on the phone is enough to tell whether we are a fit for your truck and your lanes.
        </p>
        <ButtonLink to="/contact" className="mt-8">
          Schedule a Call
        </ButtonLink>
      </div>
    </Static>
  );
}
