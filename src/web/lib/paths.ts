import { PAGE_PATHS } from '#shared/page-paths.ts';

/** Every route path of the web app (links, redirects and the router use these). */
export const paths = PAGE_PATHS;
/** An order's own tracking page, opened by its secret (`/track#t=…`). */
export { trackingLinkPath } from '#shared/page-paths.ts';

export const ADMIN_PATH_PREFIX = paths.admin.root;

/** Anchors on the home page that the header, footer and links point at. */
export const HOME_SECTIONS = {
  aboutUs: 'about-us',
  contact: 'contact',
  howItWorks: 'how-it-works',
  services: 'services',
} as const;

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH_PREFIX || pathname.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

/** /success?name=… — the success page greets the customer by the name they booked with. */
export function successPath(customerName: string): string {
  return `${paths.success}?${new URLSearchParams({ name: customerName })}`;
}
