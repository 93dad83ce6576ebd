import { type LinkProps } from 'react-router-dom';
import { Link } from '../../lib/link';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-orange-600 text-white hover:bg-orange-700 shadow-sm',
  light: 'bg-white text-navy-900 hover:bg-sand-100 shadow-sm',
  outline: 'border border-white/70 text-white hover:bg-white/10',
  navy: 'bg-navy-900 text-white hover:bg-navy-700 shadow-sm',
} as const;

const sizes = {
  md: 'px-6 py-3',
  sm: 'px-5 py-2.5',
} as const;

type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;

/** A router link styled as a button. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <Link
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
