import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { BrowserOnly } from '#web/components/browser-only.tsx';
import { lazyPage } from '#web/lib/page-downloads.ts';
import { paths } from '#web/lib/paths.ts';
import { HomeRoute } from './home-route.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/*
 * Home is the customers' entry page, so it ships in the entry chunk; every other page is a lazy
 * component (its own chunk), which keeps zod and react-hook-form out of the first download.
 * The admin area is one more lazy chunk that customers never load (see admin-routes.tsx).
 */
const AboutPage = lazyPage(() => import('#web/features/about/about-page.tsx'), 'AboutPage');
const ContactPage = lazyPage(() => import('#web/features/contact/contact-page.tsx'), 'ContactPage');
const BookYourServicePage = lazyPage(
  () => import('#web/features/booking/book-your-service-page.tsx'),
  'BookYourServicePage',
);
const PaymentPage = lazyPage(() => import('#web/features/payment/payment-page.tsx'), 'PaymentPage');
const SuccessPage = lazyPage(() => import('#web/features/success/success-page.tsx'), 'SuccessPage');
const TrackOrderPage = lazyPage(
  () => import('#web/features/tracking/track-order-page.tsx'),
  'TrackOrderPage',
);
const ComplaintPage = lazyPage(
  () => import('#web/features/complaint/complaint-page.tsx'),
  'ComplaintPage',
);
// The four policy pages share one chunk.
const loadPolicyPages = () => import('#web/features/policies/policy-pages.tsx');
const RefundPolicyPage = lazyPage(loadPolicyPages, 'RefundPolicyPage');
const PrivacyPolicyPage = lazyPage(loadPolicyPages, 'PrivacyPolicyPage');
const TermsPage = lazyPage(loadPolicyPages, 'TermsPage');
const GrievanceOfficerPage = lazyPage(loadPolicyPages, 'GrievanceOfficerPage');
const AdminRoutes = lazyPage(() => import('./admin-routes.tsx'), 'AdminRoutes');

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
      { index: true, Component: HomeRoute },
      { path: paths.about, Component: AboutPage },
      { path: paths.contact, Component: ContactPage },
      { path: paths.bookYourService, Component: BookYourServicePage },
      // The payment page renders its own header and leaves the booking to the browser; these two
      // are all this browser's own order, so the server sends them as loading.
      { path: paths.payment, Component: PaymentPage },
      browserOnlyRoute(paths.success, SuccessPage),
      browserOnlyRoute(paths.track, TrackOrderPage),
      { path: paths.complaint, Component: ComplaintPage },
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
