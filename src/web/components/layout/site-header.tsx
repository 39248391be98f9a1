import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useMessages } from '#web/i18n/language-context.tsx';
import { layoutMessages } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';
import { Icon } from '../icon.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';

const MENU_LINKS = [
  { to: paths.home, labelKey: 'home' },
  { to: paths.track, labelKey: 'trackOrder' },
  { to: paths.about, labelKey: 'about' },
  { to: paths.contact, labelKey: 'contact' },
] as const;

const MENU_ID = 'site-menu';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const t = useMessages(layoutMessages);

  // Back/forward navigation does not click a link, so close the menu on any route change too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur">
      <nav
        aria-label={t.mainNav}
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3"
      >
        {/*
         * One row on a 360 px phone in both languages: the logo takes the room the controls leave
         * (flex-1 from a zero basis, so it never pushes them onto a second row) and a long name
         * takes two lines instead.
         */}
        <Link
          to={paths.home}
          className="min-w-0 flex-1 rounded-md"
          onClick={() => setMenuOpen(false)}
        >
          <Logo />
        </Link>
        {/* On phones the language switch stays in sight beside the menu button, not inside it. */}
        <div className="flex shrink-0 items-center gap-2 md:order-last">
          <LanguageSwitch />
          <button
            type="button"
            aria-label={t.menu}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            className="-mr-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
          </button>
        </div>
        <ul
          id={MENU_ID}
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-1 pt-2 pb-1 md:ml-auto md:flex md:w-auto md:flex-row md:gap-2 md:p-0`}
        >
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2.5 font-medium md:py-2 ${
                    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'
                  }`
                }
              >
                {t[link.labelKey]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
