import { Link } from 'react-router';
import { SUPPORT_HOURS } from '../../../shared/site/site-info';
import { paths } from '../../app/paths';
import { useSiteInfo } from '../../features/site-info/use-site-info';
import { SupportContacts } from '../support-contacts';
import { Logo } from './logo';

const FOOTER_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.bookYourService, label: 'Book your service' },
  { to: paths.track, label: 'Track your order' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
] as const;

export function SiteFooter() {
  const { name } = useSiteInfo();
  return (
    <footer className="border-slate-200 border-t bg-white text-slate-700 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p>
            Online booking for high-security registration plates and colour stickers, with home or
            dealer installation.
          </p>
          {/* The business is private; customers must not mistake it for a government portal. */}
          <p className="text-slate-600 text-xs">
            {name} is an independent private service, not the government HSRP portal.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 font-semibold text-slate-900">Quick links</h2>
          <ul className="space-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-block py-1 hover:text-blue-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-slate-900">Support ({SUPPORT_HOURS})</h2>
          <SupportContacts />
        </div>
      </div>
      <p className="border-slate-200 border-t px-4 py-4 text-center text-slate-600 text-xs">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </p>
    </footer>
  );
}
