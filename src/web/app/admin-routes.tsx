import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { LoginPage } from '@/features/admin-auth/login-page';
import { LogoutPage } from '@/features/admin-auth/logout-page';
import { ResetPasswordPage } from '@/features/admin-auth/reset-password-page';
import { BookingsPage } from '@/features/admin-bookings/bookings-page';
import { DashboardPage } from '@/features/admin-dashboard/dashboard-page';
import { LeadsPage } from '@/features/admin-leads/leads-page';
import { PoliciesPage } from '@/features/admin-policies/policies-page';
import { PricingPage } from '@/features/admin-pricing/pricing-page';
import { QrCodesPage } from '@/features/admin-qr-codes/qr-codes-page';
import { SiteInfoPage } from '@/features/admin-site-info/site-info-page';
import { paths } from './paths';

/** These routes sit under /admin/*, so their paths are relative to it. */
const under = (path: string) => path.slice(paths.admin.root.length + 1);

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
        <Route element={<AdminGuard />}>
          <Route index element={<DashboardPage />} />
          <Route path={under(paths.admin.dashboard)} element={<DashboardPage />} />
          <Route path={under(paths.admin.bookings)} element={<BookingsPage />} />
          <Route path={under(paths.admin.leads)} element={<LeadsPage />} />
          <Route path={under(paths.admin.pricing)} element={<PricingPage />} />
          <Route path={under(paths.admin.qrCodes)} element={<QrCodesPage />} />
          <Route path={under(paths.admin.siteInfo)} element={<SiteInfoPage />} />
          <Route path={under(paths.admin.policies)} element={<PoliciesPage />} />
          <Route path={under(paths.admin.logout)} element={<LogoutPage />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
