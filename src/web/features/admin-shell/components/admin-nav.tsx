import { Link, useLocation } from 'react-router';
import { type AdminArea, accountMayUse } from '#shared/admin/staff-roles.ts';
import { AdminIcon, type AdminIconName } from '#web/components/admin/admin-icon.tsx';
import { ADMIN_PAGE_PATHS } from '#web/lib/admin/admin-paths.ts';
import { useSignedInAdmin } from '#web/lib/admin/signed-in-admin.ts';
import { paths } from '#web/lib/paths.ts';

/** Each link with the part of the admin area it opens (none: open to every role). */
const LINKS: { to: string; label: string; icon: AdminIconName; area?: AdminArea }[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', icon: 'dashboard', area: 'dashboard' },
  { to: paths.admin.bookings, label: 'Bookings', icon: 'bookings', area: 'bookings' },
  {
    to: paths.admin.appointments,
    label: 'Appointments',
    icon: 'calendar',
    area: 'appointments',
  },
  { to: paths.admin.payments, label: 'Payments', icon: 'bank', area: 'paymentDesk' },
  { to: ADMIN_PAGE_PATHS.refunds, label: 'Refunds', icon: 'refresh', area: 'bookings' },
  { to: paths.admin.leads, label: 'Leads', icon: 'leads', area: 'leads' },
  {
    to: ADMIN_PAGE_PATHS.complaints,
    label: 'Complaints',
    icon: 'warning',
    area: 'complaints',
  },
  { to: paths.admin.pricing, label: 'Pricing', icon: 'pricing', area: 'pricing' },
  {
    to: ADMIN_PAGE_PATHS.centres,
    label: 'Fitting centres',
    icon: 'store',
    area: 'appointmentRules',
  },
  {
    to: ADMIN_PAGE_PATHS.serviceAreas,
    label: 'Home service areas',
    icon: 'home',
    area: 'appointmentRules',
  },
  { to: paths.admin.qrCodes, label: 'QR Codes', icon: 'qr', area: 'paymentOptions' },
  { to: paths.admin.siteInfo, label: 'Site info', icon: 'store', area: 'siteInfo' },
  { to: paths.admin.policies, label: 'Policies', icon: 'document', area: 'policies' },
  { to: ADMIN_PAGE_PATHS.messages, label: 'Messages', icon: 'message', area: 'messages' },
  {
    to: ADMIN_PAGE_PATHS.customersData,
    label: 'Customers’ data',
    icon: 'document',
    area: 'dataRetention',
  },
  { to: paths.admin.staff, label: 'Staff', icon: 'shield', area: 'staff' },
  { to: paths.admin.audit, label: 'Audit trail', icon: 'history', area: 'audit' },
  { to: paths.admin.logout, label: 'Logout', icon: 'logout' },
];

/**
 * The sidebar's links the account may use (its role; the payment desk not for staff limited to
 * centres); with the sidebar collapsed (wide screens) only their icons
 * show.
 */
export function AdminNav({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  const { role, centreIds = [] } = useSignedInAdmin();
  const limited = centreIds.length > 0;
  const links = LINKS.filter((link) => !link.area || accountMayUse(role, limited, link.area));
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {links.map((link) => {
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
