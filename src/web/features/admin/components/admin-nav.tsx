import { Link, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { AdminIcon, type AdminIconName } from './admin-icon';

const LINKS: { to: string; label: string; icon: AdminIconName }[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: 'dashboard' },
  { to: paths.admin.bookings, label: 'Bookings', icon: 'bookings' },
  { to: paths.admin.leads, label: 'Leads', icon: 'leads' },
  { to: paths.admin.pricing, label: 'Pricing', icon: 'pricing' },
  { to: paths.admin.qrCodes, label: 'QR Codes', icon: 'qr' },
  { to: paths.admin.siteInfo, label: 'Site info', icon: 'store' },
  { to: paths.admin.policies, label: 'Policies', icon: 'document' },
  { to: paths.admin.logout, label: 'Logout', icon: 'logout' },
];

/** The sidebar's links; with the sidebar collapsed (wide screens) only their icons show. */
export function AdminNav({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {LINKS.map((link) => {
          // /admin itself shows the dashboard, so that link is the current page there too.
          const current =
            pathname === link.to ||
            (link.to === paths.admin.dashboard && pathname === paths.admin.root);
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                title={collapsed ? link.label : undefined}
                aria-current={current ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-sm ${
                  current
                    ? 'bg-blue-600 text-white'
                    : 'text-slate-300 hover:bg-slate-800 hover:text-white'
                } ${collapsed ? 'md:justify-center md:px-0' : ''}`}
              >
                <AdminIcon name={link.icon} className="size-5 shrink-0" />
                <span className={collapsed ? 'md:sr-only' : ''}>{link.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
