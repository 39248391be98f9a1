import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HomePage } from '@/features/home/home-page';
import { lazyPage } from './lazy-page';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/*
 * Home is the customers' entry page, so it ships in the entry chunk; every other page is a lazy
 * component (its own chunk), which keeps zod and react-hook-form out of the first download.
 * The admin area is one more lazy chunk that customers never load (see admin-routes.tsx).
 * A customer page's module is named in LAZY_CUSTOMER_PAGES too, for its route's preloads.
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
const AdminRoutes = lazyPage(() => import('./admin-routes'), 'AdminRoutes');

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Errors in the layout itself; a page's errors show inside the layout (see RootLayout).
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<HomePage />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.contact} element={<ContactPage />} />
          <Route path={paths.bookYourService} element={<BookYourServicePage />} />
          <Route path={paths.payment} element={<PaymentPage />} />
          <Route path={paths.success} element={<SuccessPage />} />
          <Route path={paths.track} element={<TrackOrderPage />} />
          <Route path={`${paths.admin.root}/*`} element={<AdminRoutes />} />
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
