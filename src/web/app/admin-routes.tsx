import './admin-styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { AdminArea } from '#shared/admin/staff-roles.ts';
import { AppointmentsPage } from '#web/features/admin-appointments/appointments-page.tsx';
import { LoginPage } from '#web/features/admin-auth/login-page.tsx';
import { LogoutPage } from '#web/features/admin-auth/logout-page.tsx';
import { ResetPasswordPage } from '#web/features/admin-auth/reset-password-page.tsx';
import { BookingsPage } from '#web/features/admin-bookings/bookings-page.tsx';
import { CentresPage } from '#web/features/admin-centres/centres-page.tsx';
import { ServiceAreasPage } from '#web/features/admin-centres/service-areas-page.tsx';
import { ComplaintsPage } from '#web/features/admin-complaints/complaints-page.tsx';
import { OpenComplaints } from '#web/features/admin-complaints/components/open-complaints.tsx';
import { DashboardPage } from '#web/features/admin-dashboard/dashboard-page.tsx';
import { GoLiveChecklist } from '#web/features/admin-go-live/components/go-live-checklist.tsx';
import { LeadsPage } from '#web/features/admin-leads/leads-page.tsx';
import { UndeliveredMails } from '#web/features/admin-mail/components/undelivered-mails.tsx';
import { MessagesPage } from '#web/features/admin-messages/messages-page.tsx';
import { PaymentsPage } from '#web/features/admin-payments/payments-page.tsx';
import { CustomersDataPage } from '#web/features/admin-personal-data/customers-data-page.tsx';
import { PoliciesPage } from '#web/features/admin-policies/policies-page.tsx';
import { PricingPage } from '#web/features/admin-pricing/pricing-page.tsx';
import { QrCodesPage } from '#web/features/admin-qr-codes/qr-codes-page.tsx';
import { RefundsPanel } from '#web/features/admin-refunds/components/refunds-panel.tsx';
import { RefundsPage } from '#web/features/admin-refunds/refunds-page.tsx';
import { AdminGuard } from '#web/features/admin-shell/components/admin-guard.tsx';
import { AreaGate } from '#web/features/admin-shell/components/area-gate.tsx';
import { SiteInfoPage } from '#web/features/admin-site-info/site-info-page.tsx';

import { AcceptInvitationPage } from '#web/features/admin-staff/accept-invitation-page.tsx';
import { StaffPage } from '#web/features/admin-staff/staff-page.tsx';
import { TwoFactorPage } from '#web/features/admin-two-factor/two-factor-page.tsx';

import { ADMIN_PAGE_PATHS } from '#web/lib/admin/admin-paths.ts';
import { lazyPage } from '#web/lib/page-downloads.ts';

import { paths } from '#web/lib/paths.ts';

// Read now and then, by the owner only: its own chunk, loaded when the page opens.
const AuditPage = lazyPage(() => import('#web/features/admin-audit/audit-page.tsx'), 'AuditPage');

/** The dashboard, with the panels of three features that it shows beside its own figures. */
const dashboard = (
  <DashboardPage
    goLiveChecklist={<GoLiveChecklist />}
    undeliveredMails={<UndeliveredMails />}
    openComplaints={<OpenComplaints />}
    refunds={<RefundsPanel />}
  />
);

/** These routes sit under /admin/*, so their paths are relative to it. */
const under = (path: string) => path.slice(paths.admin.root.length + 1);

/**
 * Pages not every role may use, each with its part of the admin area (ADMIN_AREAS). Another
 * role gets a plain "not for your role" instead of a page whose requests would all be refused.
 */
const OWNER_PAGES: { path: string; area: AdminArea; title: string; page: ReactNode }[] = [
  { path: paths.admin.pricing, area: 'pricing', title: 'Pricing', page: <PricingPage /> },
  {
    path: ADMIN_PAGE_PATHS.centres,
    area: 'appointmentRules',
    title: 'Fitting centres',
    page: <CentresPage />,
  },
  {
    path: ADMIN_PAGE_PATHS.serviceAreas,
    area: 'appointmentRules',
    title: 'Home service areas',
    page: <ServiceAreasPage />,
  },
  { path: paths.admin.qrCodes, area: 'paymentOptions', title: 'QR Codes', page: <QrCodesPage /> },
  { path: paths.admin.siteInfo, area: 'siteInfo', title: 'Site info', page: <SiteInfoPage /> },
  { path: paths.admin.policies, area: 'policies', title: 'Policies', page: <PoliciesPage /> },
  {
    path: ADMIN_PAGE_PATHS.messages,
    area: 'messages',
    title: 'Messages',
    page: <MessagesPage />,
  },
  {
    path: ADMIN_PAGE_PATHS.customersData,
    area: 'dataRetention',
    title: 'Customers’ data',
    page: <CustomersDataPage />,
  },
  { path: paths.admin.staff, area: 'staff', title: 'Staff', page: <StaffPage /> },
  { path: paths.admin.audit, area: 'audit', title: 'Audit trail', page: <AuditPage /> },
];

/*
 * Admin data goes through TanStack Query, which only this chunk imports. A screen loads when it
 * opens and on Refresh, as it always did: no reload on window focus, and no retries, so an error
 * shows at once and a lapsed session goes straight to the login page.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * /admin/*: sign-in pages, then everything else behind the guard (which brings the sidebar
 * layout). Unknown admin paths go to the admin home. The router imports this module lazily, so
 * all admin code lands in a chunk that only staff download.
 */
export function AdminRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={under(paths.admin.login)} element={<LoginPage />} />
        <Route path={under(paths.admin.resetPassword)} element={<ResetPasswordPage />} />
        <Route path={under(paths.admin.acceptInvitation)} element={<AcceptInvitationPage />} />
        <Route element={<AdminGuard />}>
          <Route index element={dashboard} />
          <Route path={under(paths.admin.dashboard)} element={dashboard} />
          <Route path={under(paths.admin.bookings)} element={<BookingsPage />} />
          <Route path={under(paths.admin.appointments)} element={<AppointmentsPage />} />
          <Route path={under(paths.admin.payments)} element={<PaymentsPage />} />
          <Route path={under(paths.admin.leads)} element={<LeadsPage />} />
          <Route path={under(ADMIN_PAGE_PATHS.complaints)} element={<ComplaintsPage />} />
          <Route path={under(ADMIN_PAGE_PATHS.refunds)} element={<RefundsPage />} />
          {OWNER_PAGES.map(({ path, area, title, page }) => (
            <Route
              key={path}
              path={under(path)}
              element={
                <AreaGate area={area} title={title}>
                  {page}
                </AreaGate>
              }
            />
          ))}
          {/* The one calendar's page became the centres' (decision 0051): old bookmarks follow. */}
          <Route
            path="fitting-slots"
            element={<Navigate to={ADMIN_PAGE_PATHS.centres} replace />}
          />
          <Route path={under(paths.admin.twoFactor)} element={<TwoFactorPage />} />
          <Route path={under(paths.admin.logout)} element={<LogoutPage />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
