/**
 * Every page of the web app, in one place: the router and links use these, and the server writes
 * them into mails and the CLI's messages.
 */
export const PAGE_PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  bookYourService: '/bookyourservice',
  payment: '/payment',
  success: '/success',
  track: '/track',
  complaint: '/complaint',
  /** The policies customers must be able to read (keys as in POLICY_PAGES). */
  policies: {
    refund: '/refund-policy',
    privacy: '/privacy-policy',
    terms: '/terms',
    grievanceOfficer: '/grievance-officer',
  },
  // Staff pages. They all live under /admin so the layout can hide the customer chrome.
  admin: {
    root: '/admin',
    login: '/admin/login',
    resetPassword: '/admin/reset-password',
    dashboard: '/admin/dashboard',
    bookings: '/admin/bookings',
    /** Bank statements in, bookings confirmed: the payment desk (docs/product.md#payment-desk). */
    payments: '/admin/payments',
    leads: '/admin/leads',
    /** The fitters' day and week of appointments, printable as the route sheet for the fitter. */
    appointments: '/admin/appointments',
    pricing: '/admin/pricing',
    qrCodes: '/admin/qrcodes',
    siteInfo: '/admin/site-info',
    policies: '/admin/policies',
    twoFactor: '/admin/two-factor',
    staff: '/admin/staff',
    /** Where a staff invitation's link leads: the invited person chooses a password. */
    acceptInvitation: '/admin/accept-invitation',
    audit: '/admin/audit',
    logout: '/admin/logout',
  },
} as const;

/**
 * The web path of an order's tracking page, the secret in the fragment (`/track#t=…`): a browser
 * never sends a fragment to a server, so the secret stays out of request logs, proxies and the
 * Referer of anything the page loads. The page posts it to the API instead.
 */
export function trackingLinkPath(token: string): string {
  // base64url needs no escaping in a fragment.
  return `${PAGE_PATHS.track}#t=${token}`;
}

/** The tracking page with the order number filled in; the customer types the registration number. */
export function trackOrderPath(orderId: string): string {
  return `${PAGE_PATHS.track}?order=${encodeURIComponent(orderId)}`;
}

/** The admins' bookings list searching for one order. */
export function adminBookingPath(orderId: string): string {
  return `${PAGE_PATHS.admin.bookings}?search=${encodeURIComponent(orderId)}`;
}

/**
 * The page a password-reset mail links to, the secret in the fragment (admin/link-token);
 * `token` is base64url (or the outbox's placeholder).
 */
export function resetPasswordPath(token: string): string {
  return `${PAGE_PATHS.admin.resetPassword}#token=${token}`;
}

/** The page a staff invitation links to, the secret in the fragment, as resetPasswordPath. */
export function acceptInvitationPath(token: string): string {
  return `${PAGE_PATHS.admin.acceptInvitation}#token=${token}`;
}
