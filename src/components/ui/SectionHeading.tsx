import { cn } from '../../lib/cn';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  id?: string;
  /** The heading level in the page outline. */
  as?: 'h1' | 'h2';
  align?: 'center' | 'left';
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  className?: string;
}

/** Eyebrow + heading + intro, the opening of most sections. */
export function SectionHeading({ eyebrow, title, intro, id, as: Heading = 'h2', align = 'center', inverted = false, className }: SectionHeadingProps) {
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}>
      {/* On dark backgrounds the eyebrow takes the light orange (contrast AA). */}
      {eyebrow && <p className={cn('eyebrow', inverted && 'text-orange-400')}>{eyebrow}</p>}
      <Heading id={id} className={cn('section-title', inverted && 'text-white')}>
        {title}
      </Heading>
      {intro && <p className={cn('mt-4 text-lg leading-relaxed', inverted ? 'text-sky-100/80' : 'text-slate-600')}>{intro}</p>}
    </div>
  );
}
