import { Star } from '../icons/Star';
import avatar1 from '../../assets/img/avatar-1.svg';
import avatar2 from '../../assets/img/avatar-2.svg';
import avatar3 from '../../assets/img/avatar-3.svg';
import type { HomePageCopy } from '../../content/copy';
import { fill } from '../../lib/locale.mjs';
import { Section } from '../ui/Container';
import { SectionHeading } from '../ui/SectionHeading';
import { imageLoading } from '../../lib/imageLoading';

const avatars: Record<HomePageCopy['testimonials'][number]['avatar'], string> = { 'avatar-1': avatar1, 'avatar-2': avatar2, 'avatar-3': avatar3 };

/** 'Trusted By Industry Leaders': three cards (spec §3: ratings 3, 5 and 5); one filled star per rating point, then '(N) Rating'. */
export function Testimonials({ testimonials, ui }: { testimonials: HomePageCopy['testimonials']; ui: HomePageCopy['ui']['testimonials'] }) {
  return (
    <Section labelledBy="testimonials-title" className="bg-navy-900">
      <SectionHeading id="testimonials-title" eyebrow={ui.eyebrow} title={ui.title} inverted intro={ui.intro} />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.author} className="flex flex-col rounded-2xl bg-white p-7 shadow-card" data-testid="testimonial">
            <div className="flex items-center gap-2">
              <span className="flex gap-0.5 text-orange-500" role="img" aria-label={fill(ui.stars, { rating: item.rating })}>
                {Array.from({ length: item.rating }, (_, star) => (
                  <Star key={star} aria-hidden="true" className="size-5 fill-current" data-star="filled" />
                ))}
              </span>
              <span className="text-sm font-medium text-slate-600">{fill(ui.rating, { rating: item.rating })}</span>
            </div>
            <blockquote className="mt-5 flex-1">
              <p className="text-lg font-bold text-navy-900">&ldquo;{item.quote}&rdquo;</p>
              <p className="mt-3 leading-relaxed text-slate-600">{item.content}</p>
            </blockquote>
            <div className="mt-6 flex items-center gap-4 border-t border-navy-900/10 pt-5">
              <img
                src={avatars[item.avatar]}
                alt={fill(ui.portrait, { author: item.author })}
                width={56}
                height={56}
                {...imageLoading(false)}
                className="size-14 rounded-full"
              />
              <div>
                <p className="font-semibold text-navy-900">{item.author}</p>
                <p className="text-sm text-slate-500">{item.role}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
