import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { ChevronRight } from '../icons/ChevronRight';
import { Container } from './Container';
import { Static } from './Static';
import { useChrome } from '../layout/chrome';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The band that opens an inner page: breadcrumb, the page's h1 and an intro; `aside` beside the
 * breadcrumb (the blog's pages: its search box, passed in so that no other page loads its code).
 */
export function PageHeader({ title, intro, crumbs, aside }: { title: string; intro?: ReactNode; crumbs: Crumb[]; aside?: ReactNode }) {
  const { ui } = useChrome();
  const breadcrumb = (
    <nav aria-label={ui.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-sky-100/80">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="inline-flex items-center gap-1.5">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
            {index < crumbs.length - 1 ? (
              <Link to={crumb.path} className="hover:text-white">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="text-white">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
  return (
    <Static className="relative overflow-hidden bg-navy-900">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(242_107_29/0.35),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(56_189_248/0.18),transparent_40%)]"
      />
      <Container className="relative py-14 sm:py-20">
        {aside ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            {breadcrumb}
            {aside}
          </div>
        ) : (
          breadcrumb
        )}
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl">{title}</h1>
        {intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-sky-50/85">{intro}</p>}
      </Container>
    </Static>
  );
}
