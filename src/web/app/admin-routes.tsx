import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';

type AdminArea = typeof import('../features/admin/admin-area');

// Every admin route imports this one module, so the admin area is one lazy chunk customers never load.
const adminPage = (name: keyof AdminArea): RouteObject['lazy'] => ({
  // biome-ignore lint/correctness/noComponentHookFactories: the router's loader of a module-level component, not a component.
  Component: async () => (await import('../features/admin/admin-area'))[name],
});

/**
 * /admin/*: sign-in pages, then everything else behind the guard (which brings the sidebar
 * layout). Unknown admin paths go to the admin home.
 */
export const adminRoutes: RouteObject = {
  path: paths.admin.root,
  children: [
    { path: paths.admin.login, lazy: adminPage('LoginPage') },
    { path: paths.admin.resetPassword, lazy: adminPage('ResetPasswordPage') },
    {
      lazy: adminPage('AdminGuard'),
      children: [
        { index: true, lazy: adminPage('DashboardPage') },
        { path: paths.admin.dashboard, lazy: adminPage('DashboardPage') },
        { path: paths.admin.bookings, lazy: adminPage('BookingsPage') },
        { path: paths.admin.leads, lazy: adminPage('LeadsPage') },
        { path: paths.admin.pricing, lazy: adminPage('PricingPage') },
        { path: paths.admin.qrCodes, lazy: adminPage('QrCodesPage') },
        { path: paths.admin.siteInfo, lazy: adminPage('SiteInfoPage') },
        { path: paths.admin.logout, lazy: adminPage('LogoutPage') },
      ],
    },
    { path: '*', element: <Navigate to={paths.admin.root} replace /> },
  ],
};
