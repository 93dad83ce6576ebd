import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-orange-600 text-white hover:bg-orange-700 shadow-sm',
  light: 'bg-white text-navy-900 hover:bg-sand-100 shadow-sm',
  outline: 'border border-white/70 text-white hover:bg-white/10',
  navy: 'bg-navy-900 text-white hover:bg-navy-700 shadow-sm',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors',
    variants[variant],
    className,
  );

/** A router link styled as a button. */
export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
