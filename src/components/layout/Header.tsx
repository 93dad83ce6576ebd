import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import { Link } from '../../lib/link';
import { Menu } from '../icons/Menu';
import { X } from '../icons/X';
import { mainNav } from '../../config/site';
import { isCurrentPath } from '../../lib/nav';
import { LOCALE } from '../../lib/locale.mjs';
import { pagePath, switchPaths } from '../../lib/paths.mjs';
import type { Twins } from '../../content/posts';
import { useChrome } from './chrome';
import { cn } from '../../lib/cn';
import { Logo } from '../ui/Logo';
import { ButtonLink } from '../ui/Button';

/** The mobile menu's id: a fixed one, because the no-JavaScript menu link targets it (#mobile-menu). */
const MENU_ID = 'mobile-menu';

const toggleClass = 'size-11 items-center justify-center rounded-md text-navy-900 hover:bg-sand-100';

/** The twins a post's or a hub's first page names in its data (null: none), else undefined: the path's own rule decides. */
function pageTwins(matches: UIMatch[]): Twins | null | undefined {
  const data = matches.at(-1)?.loaderData as { post?: { twins?: Twins }; category?: { twins?: Twins }; page?: number } | null | undefined;
  if (data?.post) return data.post.twins ?? null;
  if (data?.category) return data.page === 1 ? (data.category.twins ?? null) : null;
  return undefined;
}

/** A header link's classes; the language link has a nav link's (the same bytes compress to nothing: / is at its HTML budget). */
const linkClass = (variant: 'desktop' | 'mobile', current = false) =>
  cn(
    'block rounded-md font-medium transition-colors',
    variant === 'desktop' ? 'px-3 py-2 text-sm' : 'px-3 py-3 text-base',
    current ? 'bg-orange-50 text-orange-700' : 'text-navy-800 hover:bg-sand-100 hover:text-navy-900',
  );

/**
 * Sticky header (spec §2): logo, the five links, 'Get A Quote', a menu toggle on small screens, and outside the five the
 * link to this page in the other language (a page load: its head, chunks and words differ).
 *
 * Without JavaScript the stylesheet swaps the toggle for a link to #mobile-menu that opens the menu with :target
 * (`noscript:` is `@media (scripting: none)`): the CSP allows no inline script or style, and the markup stays the same.
 */
export function Header() {
  const { pathname } = useLocation();
  const { locale, ui } = useChrome();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (variant: 'desktop' | 'mobile') =>
    mainNav.map((item) => {
      const href = pagePath(item.page, locale);
      const current = isCurrentPath(href, pathname);
      return (
        <li key={item.page}>
          <Link
            to={href}
            onClick={close}
            aria-current={current ? 'page' : undefined}
            data-has-dropdown={item.hasDropdown === undefined ? undefined : String(item.hasDropdown)}
            className={linkClass(variant, current)}
          >
            {ui.nav[item.page]}
          </Link>
        </li>
      );
    });

  // Each other language, in its own words: a page load, as its head, chunks and words differ.
  const switchTo = switchPaths(pathname, pageTwins(useMatches()));
  const switchLink = (variant: 'desktop' | 'mobile') =>
    switchTo.map(({ locale: other, href }) => {
      const { lang, switcher } = LOCALE[other];
      return (
        <a key={other} href={href} hrefLang={lang} lang={lang} aria-label={switcher.name} className={linkClass(variant)}>
          {switcher.label}
        </a>
      );
    });

  return (
    <header className="sticky top-0 z-40 border-b border-navy-900/10 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Logo />
        <nav aria-label={ui.main} className="hidden lg:block">
          <ul className="flex items-center gap-1">{links('desktop')}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden gap-1 lg:flex">{switchLink('desktop')}</div>
          <div className="hidden sm:block">
            <ButtonLink to={pagePath('contact', locale)} size="sm">
              {ui.quote}
            </ButtonLink>
          </div>
          <a href={`#${MENU_ID}`} className={cn(toggleClass, 'hidden noscript:max-lg:inline-flex')}>
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{ui.openMenu}</span>
          </a>
          <button
            ref={toggleRef}
            type="button"
            className={cn(toggleClass, 'inline-flex lg:hidden noscript:hidden')}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{open ? ui.closeMenu : ui.openMenu}</span>
          </button>
        </div>
      </div>
      {/* Closed: display:none by class rather than the hidden attribute, which Tailwind's preflight
          hides with !important in its base layer, where a :target rule could not show it again. */}
      <nav
        id={MENU_ID}
        aria-label={ui.mobile}
        className={cn('peer border-t border-navy-900/10 bg-white lg:hidden', !open && 'hidden noscript:max-lg:target:block')}
      >
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6">{links('mobile')}</ul>
        <div className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
          <ButtonLink to={pagePath('contact', locale)} onClick={close} className="w-full">
            {ui.quote}
          </ButtonLink>
        </div>
      </nav>
      {/* Under the spec's menu (its links and 'Get A Quote', unchanged), shown and hidden with it. */}
      <div className={cn('mx-auto max-w-7xl bg-white px-4 pb-4 sm:px-6 lg:hidden', !open && 'hidden noscript:max-lg:peer-target:block')}>
        {switchLink('mobile')}
      </div>
    </header>
  );
}
