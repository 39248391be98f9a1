import { createBrowserRouter, Navigate } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { LoadingScreen } from '../components/loading-screen';
import { HomePage } from '../features/home/home-page';
import { adminRoutes } from './admin-routes';
import { paths } from './paths';
import { RootLayout } from './root-layout';

/*
 * Home is the customers' entry page, so it ships in the entry chunk; every other page is a lazy
 * route module (its own chunk), which keeps zod and react-hook-form out of the first download.
 * The admin area is one more lazy module that customers never load (see admin-routes.tsx).
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <ErrorScreen />,
    children: [
      {
        // A pathless route so page errors and the first lazy load render inside the layout.
        errorElement: <ErrorScreen />,
        HydrateFallback: LoadingScreen,
        children: [
          { index: true, Component: HomePage },
          {
            path: paths.about,
            lazy: {
              Component: async () => (await import('../features/about/about-page')).AboutPage,
            },
          },
          {
            path: paths.contact,
            lazy: {
              Component: async () => (await import('../features/contact/contact-page')).ContactPage,
            },
          },
          {
            path: paths.bookYourService,
            lazy: {
              Component: async () =>
                (await import('../features/booking/book-your-service-page')).BookYourServicePage,
            },
          },
          {
            path: paths.payment,
            lazy: {
              Component: async () => (await import('../features/payment/payment-page')).PaymentPage,
            },
          },
          {
            path: paths.success,
            lazy: {
              Component: async () => (await import('../features/success/success-page')).SuccessPage,
            },
          },
          adminRoutes,
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
]);
