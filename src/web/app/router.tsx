import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { BrowserOnly } from '@/components/browser-only';
import { HomePage } from '@/features/home/home-page';
import { lazyPage } from './page-downloads';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/*
 * Home is the customers' entry page, so it ships in the entry chunk; every other page is a lazy
 * component (its own chunk), which keeps zod and react-hook-form out of the first download.
 * The admin area is one more lazy chunk that customers never load (see admin-routes.tsx).
 */
const AboutPage = lazyPage(() => import('@/features/about/about-page'), 'AboutPage');
const ContactPage = lazyPage(() => import('@/features/contact/contact-page'), 'ContactPage');
const BookYourServicePage = lazyPage(
  () => import('@/features/booking/book-your-service-page'),
  'BookYourServicePage',
);
const PaymentPage = lazyPage(() => import('@/features/payment/payment-page'), 'PaymentPage');
const SuccessPage = lazyPage(() => import('@/features/success/success-page'), 'SuccessPage');
const TrackOrderPage = lazyPage(
  () => import('@/features/tracking/track-order-page'),
  'TrackOrderPage',
);
// The four policy pages share one chunk.
const loadPolicyPages = () => import('@/features/policies/policy-pages');
const RefundPolicyPage = lazyPage(loadPolicyPages, 'RefundPolicyPage');
const PrivacyPolicyPage = lazyPage(loadPolicyPages, 'PrivacyPolicyPage');
const TermsPage = lazyPage(loadPolicyPages, 'TermsPage');
const GrievanceOfficerPage = lazyPage(loadPolicyPages, 'GrievanceOfficerPage');
const AdminRoutes = lazyPage(() => import('./admin-routes'), 'AdminRoutes');

function browserOnlyRoute(path: string, Page: ComponentType): RouteObject {
  return {
    path,
    element: (
      <BrowserOnly>
        <Page />
      </BrowserOnly>
    ),
  };
}

/**
 * The app's one route table, rendered by the browser's router and by a StaticRouter on the server
 * (render-page.tsx). While the browser hydrates a lazy page, the server's HTML stays up until the
 * page's chunk is in.
 */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { index: true, Component: HomePage },
      { path: paths.about, Component: AboutPage },
      { path: paths.contact, Component: ContactPage },
      { path: paths.bookYourService, Component: BookYourServicePage },
      // The payment page renders its own header and leaves the booking to the browser; these two
      // are all this browser's own order, so the server sends them as loading.
      { path: paths.payment, Component: PaymentPage },
      browserOnlyRoute(paths.success, SuccessPage),
      browserOnlyRoute(paths.track, TrackOrderPage),
      { path: paths.policies.refund, Component: RefundPolicyPage },
      { path: paths.policies.privacy, Component: PrivacyPolicyPage },
      { path: paths.policies.terms, Component: TermsPage },
      { path: paths.policies.grievanceOfficer, Component: GrievanceOfficerPage },
      { path: `${paths.admin.root}/*`, Component: AdminRoutes },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  // Errors in the layout itself; a page's errors show inside the layout (see RootLayout).
  return <RouteErrorBoundary resetKey={pathname}>{page}</RouteErrorBoundary>;
}
