/** Every route path of the web app, in one place (links, redirects and the router use these). */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  bookYourService: '/bookyourservice',
  payment: '/payment',
  success: '/success',
  track: '/track',
  // Staff pages. They all live under ADMIN_PATH_PREFIX so the layout can hide the customer chrome.
  admin: {
    root: '/admin',
    login: '/admin/login',
    resetPassword: '/admin/reset-password',
    dashboard: '/admin/dashboard',
    bookings: '/admin/bookings',
    leads: '/admin/leads',
    pricing: '/admin/pricing',
    qrCodes: '/admin/qrcodes',
    siteInfo: '/admin/site-info',
    logout: '/admin/logout',
  },
} as const;

export const ADMIN_PATH_PREFIX = paths.admin.root;

/** Anchors on the home page that the header, footer and links point at. */
export const HOME_SECTIONS = {
  aboutUs: 'about-us',
  contact: 'contact',
  services: 'services',
} as const;

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH_PREFIX || pathname.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

/** /success?name=… — the success page greets the customer by the name they booked with. */
export function successPath(customerName: string): string {
  return `${paths.success}?${new URLSearchParams({ name: customerName })}`;
}

/** An order's own tracking page, opened by its secret (`/track#t=…`, see the shared module). */
export { trackingLinkPath } from '@shared/tracking/tracking-link';
