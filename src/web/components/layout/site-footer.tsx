import { Link } from 'react-router';
import { indiaDay } from '#shared/site/india-time.ts';
import { fill } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { layoutMessages } from '#web/i18n/messages.ts';
import { paths } from '#web/lib/paths.ts';
import { FooterPolicyLinks } from '../policy-links.tsx';
import { SupportContacts } from '../support-contacts.tsx';
import { Logo } from './logo.tsx';
import { useSiteBrand } from './use-site-brand.ts';

const FOOTER_LINKS = [
  { to: paths.home, labelKey: 'home' },
  { to: paths.bookYourService, labelKey: 'bookYourService' },
  { to: paths.track, labelKey: 'trackYourOrder' },
  { to: paths.about, labelKey: 'about' },
  { to: paths.contact, labelKey: 'contact' },
  { to: paths.complaint, labelKey: 'complaints' },
] as const;

export function SiteFooter() {
  const { name, hours } = useSiteBrand();
  const t = useMessages(layoutMessages);
  return (
    <footer className="border-slate-200 border-t bg-white text-slate-700 text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p>{t.footerAbout}</p>
          {/* The business is private; customers must not mistake it for a government portal. */}
          <p className="text-slate-600 text-xs">{fill(t.privateService, { name })}</p>
        </div>
        <nav aria-label={t.footerNav}>
          <h2 className="mb-3 font-semibold text-slate-900">{t.quickLinks}</h2>
          <ul className="space-y-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-block py-1 hover:text-blue-800 hover:underline"
                >
                  {t[link.labelKey]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterPolicyLinks />
        <div>
          <h2 className="mb-3 font-semibold text-slate-900">
            {fill(t.supportWithHours, { hours })}
          </h2>
          <SupportContacts />
        </div>
      </div>
      <p className="border-slate-200 border-t px-4 py-4 text-center text-slate-600 text-xs">
        {/* India's year, as on the server that rendered the page (it renders again each day). */}
        {fill(t.copyright, { year: indiaDay(new Date()).slice(0, 4), name })}
      </p>
    </footer>
  );
}
