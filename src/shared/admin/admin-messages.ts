/**
 * Admin-area texts in fixed words (docs/product.md#sign-in, #payment-by-upi): server and screens
 * use the same words, and the screens find some of them by text.
 */
export const ADMIN_MESSAGES = {
  notAuthorized: 'This account is not authorized for admin access.',
  loginFailed: 'Login failed',
  invalidCredentials: 'Incorrect email or password.',
  tooManySignIns: 'Too many failed sign-ins. Please wait 15 minutes and try again.',
  signInRequired: 'Please sign in to continue.',
  emailFirst: 'Enter your email first to receive reset link.',
  resetSent: 'Password reset email sent.',
  resetFailed: 'Could not send reset email',
  tooManyResetRequests:
    'Too many reset requests from your network. Please wait an hour and try again.',
  /** Production without SMTP_URL: no link may go to the log, so none is made. */
  resetByMailUnavailable:
    'E-mail is not configured on this server (SMTP_URL is not set), so no reset link can be sent. The site owner can set a new password on the server with: npm run admin -- create <your email>',
  /** Development without SMTP_URL: the link is made, but only the server log has it. */
  resetLoggedNotMailed:
    'E-mail is not configured on this server (SMTP_URL is not set), so nothing was e-mailed. If this address has an admin account, its reset link is in the server log.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  /** An account whose role does not cover the request (docs/product.md#staff-and-roles). */
  roleNotAllowed: 'Your role does not allow this. Please ask an owner.',
  pageNotForRole: 'This page is not available for your role. Please ask an owner if you need it.',
  crossSiteRefused: 'This request did not come from the admin area and was refused.',
  dashboardFailed: 'Failed to load dashboard data.',
  bookingsFailed: 'Failed to load bookings',
  loadMoreFailed: 'Failed to load more',
  statusFailed: 'Failed to update status',
  pricingLoadFailed: 'Failed to load pricing.',
  pricingSaveFailed: 'Failed to save pricing.',
  qrLoadFailed: 'Failed to load QR',
  qrSaveFailed: 'Save failed',
  qrSavedWithImage: 'QR image & UPI saved successfully.',
  upiSaved: 'UPI saved successfully.',
  /** Taking an uploaded QR away brings back the one made from the UPI id. */
  qrImageRemoved: 'QR image removed. UPI saved successfully.',
  noBookingsYet: 'No bookings yet',
  noBookingsFound: 'No bookings found',
  /**
   * A payee change asks for the signed-in person's password again: a session left open must not
   * be enough to redirect customers' money (docs/product.md#audit-trail).
   */
  payeePasswordRequired: 'Please enter your password to change where customers pay.',
  passwordNotConfirmed: 'That is not your password, so nothing was changed.',
  auditFailed: 'Failed to load the audit trail.',
  noAuditEvents: 'No entries match these filters.',
} as const;
