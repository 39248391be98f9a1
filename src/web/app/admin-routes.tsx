import { Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';

// Every admin route imports this one module, so the admin area is one lazy chunk customers never load.
const adminArea = () => import('../features/admin/admin-area');

/**
 * /admin/*: sign-in pages, then everything else behind the guard (which brings the sidebar
 * layout). Unknown admin paths go to the admin home.
 */
export const adminRoutes: RouteObject = {
  path: paths.admin.root,
  children: [
    {
      path: paths.admin.login,
      lazy: { Component: async () => (await adminArea()).LoginPage },
    },
    {
      path: paths.admin.resetPassword,
      lazy: { Component: async () => (await adminArea()).ResetPasswordPage },
    },
    {
      lazy: { Component: async () => (await adminArea()).AdminGuard },
      children: [
        { index: true, lazy: { Component: async () => (await adminArea()).DashboardPage } },
        {
          path: paths.admin.dashboard,
          lazy: { Component: async () => (await adminArea()).DashboardPage },
        },
        {
          path: paths.admin.bookings,
          lazy: { Component: async () => (await adminArea()).BookingsPage },
        },
        {
          path: paths.admin.pricing,
          lazy: { Component: async () => (await adminArea()).PricingPage },
        },
        {
          path: paths.admin.qrCodes,
          lazy: { Component: async () => (await adminArea()).QrCodesPage },
        },
        {
          path: paths.admin.logout,
          lazy: { Component: async () => (await adminArea()).LogoutPage },
        },
      ],
    },
    { path: '*', element: <Navigate to={paths.admin.root} replace /> },
  ],
};
