import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Static } from './Static';

const widths = { default: 'max-w-7xl', narrow: 'max-w-3xl' } as const;

export function Container({ children, width = 'default', className }: { children: ReactNode; width?: keyof typeof widths; className?: string }) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[width], className)}>{children}</div>;
}

/**
 * A page section with the site's vertical rhythm; `labelledBy` names it by its heading. It is
 * static markup (ui/Static.tsx) unless it is `interactive`: it holds a control that needs the app.
 */
export function Section({
  children,
  className,
  labelledBy,
  id,
  interactive = false,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
  id?: string;
  interactive?: boolean;
}) {
  const attributes = { id, 'aria-labelledby': labelledBy, className: cn('py-16 sm:py-24', className) };
  const content = <Container>{children}</Container>;
  return interactive ? (
    <section {...attributes}>{content}</section>
  ) : (
    <Static as="section" {...attributes}>
      {content}
    </Static>
  );
}
