import { paths } from './paths';

/**
 * The customer pages that come in chunks of their own, by route: each one's module under src/web,
 * the one router.tsx imports for that route. The build lists each module's files (see
 * scripts/page-preloads-plugin.ts) so the server can name them in the page it sends for the route,
 * and the browser fetches them beside the entry instead of only once the entry has run.
 */
export const LAZY_CUSTOMER_PAGES: Readonly<Record<string, string>> = {
  [paths.about]: 'features/about/about-page.tsx',
  [paths.contact]: 'features/contact/contact-page.tsx',
  [paths.bookYourService]: 'features/booking/book-your-service-page.tsx',
  [paths.payment]: 'features/payment/payment-page.tsx',
  [paths.success]: 'features/success/success-page.tsx',
  [paths.track]: 'features/tracking/track-order-page.tsx',
};
