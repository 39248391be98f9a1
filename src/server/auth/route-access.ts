import { ADMIN_AREAS, type AdminArea, type Role } from '#shared/admin/staff-roles.ts';
import { API_PATHS } from '#shared/api-paths.ts';

const A = API_PATHS.admin;

/** Open to anyone: signing in and out, and the e-mailed links that lead to a password. */
export const PUBLIC = 'public';

/**
 * Every route under /api/admin, by method and route pattern, and the part of the admin area it
 * belongs to (ADMIN_AREAS says which roles may use each part). A route missing here is refused
 * to everyone (admin-guard), and access.test.ts fails until it is added.
 */
export const ADMIN_ROUTE_ACCESS: Readonly<Record<string, AdminArea | typeof PUBLIC>> = {
  [`POST ${A.session}`]: PUBLIC,
  [`DELETE ${A.session}`]: PUBLIC,
  [`POST ${A.passwordReset}`]: PUBLIC,
  [`POST ${A.passwordResetConfirm}`]: PUBLIC,
  [`POST ${A.invitation}`]: PUBLIC,
  [`POST ${A.invitationAccept}`]: PUBLIC,
  // The second step of a sign-in: its own short-lived cookie stands for the password step.
  [`POST ${A.sessionCode}`]: PUBLIC,

  [`GET ${A.session}`]: 'account',
  [`GET ${A.twoFactor}`]: 'account',
  [`POST ${A.twoFactorEnrolment}`]: 'account',
  [`POST ${A.twoFactorConfirm}`]: 'account',
  [`POST ${A.twoFactorDisable}`]: 'account',
  [`POST ${A.twoFactorRecoveryCodes}`]: 'account',
  [`GET ${A.dashboard}`]: 'dashboard',
  [`GET ${A.bookings}`]: 'bookings',
  [`GET ${A.bookingsCsv}`]: 'bookings',
  [`PATCH ${A.bookingStatusRoute}`]: 'bookings',
  [`GET ${A.bookingProofRoute}`]: 'bookings',
  [`GET ${A.bookingCreditNoteRoute}`]: 'bookings',
  [`GET ${A.bookingMessagesRoute}`]: 'bookings',
  [`POST ${A.bookingMessageResendRoute}`]: 'bookings',
  [`GET ${A.bookingRefundRoute}`]: 'bookings',
  [`POST ${A.bookingCancellationDecisionRoute}`]: 'bookings',
  [`POST ${A.bookingRefundSentRoute}`]: 'bookings',
  [`GET ${A.refunds}`]: 'bookings',
  [`GET ${A.appointments}`]: 'appointments',
  [`PUT ${A.bookingAppointmentRoute}`]: 'appointments',
  [`GET ${A.leads}`]: 'leads',
  [`PATCH ${A.leadRoute}`]: 'leads',
  [`GET ${A.complaints}`]: 'complaints',
  [`GET ${A.complaintRoute}`]: 'complaints',
  [`POST ${A.complaintReplyRoute}`]: 'complaints',
  [`POST ${A.complaintCloseRoute}`]: 'complaints',
  [`POST ${A.paymentsPreview}`]: 'paymentDesk',
  [`POST ${A.paymentsApply}`]: 'paymentDesk',
  [`GET ${A.paymentsQueue}`]: 'paymentDesk',
  [`POST ${A.paymentsLineMatchRoute}`]: 'paymentDesk',
  [`POST ${A.paymentsLineDismissRoute}`]: 'paymentDesk',
  [`POST ${A.paymentsLineReopenRoute}`]: 'paymentDesk',
  [`GET ${A.paymentsMapping}`]: 'paymentDesk',
  [`PUT ${A.paymentsMapping}`]: 'paymentDesk',
  [`GET ${A.mail}`]: 'undeliveredMail',
  [`POST ${A.mailRetryRoute}`]: 'undeliveredMail',
  // Whether SMTP is set up: the undelivered-mail panel says so beside its list.
  [`GET ${A.mailSetup}`]: 'undeliveredMail',

  [`GET ${A.pricing}`]: 'pricing',
  [`PUT ${A.pricingForRoute}`]: 'pricing',
  [`GET ${A.paymentOptions}`]: 'paymentOptions',
  [`PUT ${A.paymentOptionForRoute}`]: 'paymentOptions',
  [`PUT ${A.siteMode}`]: 'siteMode',
  [`GET ${A.siteInfo}`]: 'siteInfo',
  [`PUT ${A.siteInfo}`]: 'siteInfo',
  [`GET ${A.policies}`]: 'policies',
  [`PUT ${A.policyDocumentRoute}`]: 'policies',
  [`PUT ${A.grievanceOfficer}`]: 'policies',
  [`GET ${A.cancellationSettings}`]: 'policies',
  [`PUT ${A.cancellationSettings}`]: 'policies',
  [`GET ${A.messageSettings}`]: 'messages',
  [`PUT ${A.messageSettings}`]: 'messages',
  // Staff need the list for the day view and the move dialogs; only the owner changes them.
  [`GET ${A.centres}`]: 'appointments',
  [`POST ${A.centres}`]: 'appointmentRules',
  [`PUT ${A.centreRoute}`]: 'appointmentRules',
  [`GET ${A.serviceAreas}`]: 'appointmentRules',
  [`PUT ${A.serviceAreas}`]: 'appointmentRules',
  [`GET ${A.holdSettings}`]: 'appointmentRules',
  [`PUT ${A.holdSettings}`]: 'appointmentRules',
  [`GET ${A.bookingRefusals}`]: 'dashboard',
  [`GET ${A.goLive}`]: 'goLive',
  [`POST ${A.goLiveReviewed}`]: 'goLive',
  [`GET ${A.staff}`]: 'staff',
  [`POST ${A.staffInvitations}`]: 'staff',
  [`PATCH ${A.staffMemberRoute}`]: 'staff',
  [`GET ${A.audit}`]: 'audit',
  [`GET ${A.auditCsv}`]: 'audit',
  [`GET ${A.auditPeople}`]: 'audit',
  [`GET ${A.twoFactorStaffSetting}`]: 'staff',
  [`PUT ${A.twoFactorStaffSetting}`]: 'staff',
  [`GET ${A.sessionIdleSetting}`]: 'staff',
  [`PUT ${A.sessionIdleSetting}`]: 'staff',
  [`GET ${A.retentionSettings}`]: 'dataRetention',
  [`PUT ${A.retentionSettings}`]: 'dataRetention',
  // Erasure requests come to the complaints queue, which staff and the grievance officer work.
  [`GET ${A.erasureRequests}`]: 'bookings',
  [`POST ${A.bookingErasureRoute}`]: 'bookings',
};

/** The part of the admin area a route belongs to: PUBLIC, an area, or undefined (nobody). */
export function routeArea(
  method: string,
  routeUrl: string | undefined,
): AdminArea | typeof PUBLIC | undefined {
  // HEAD is answered by the GET route, so it has GET's access.
  const key = `${method === 'HEAD' ? 'GET' : method} ${routeUrl}`;
  return Object.hasOwn(ADMIN_ROUTE_ACCESS, key) ? ADMIN_ROUTE_ACCESS[key] : undefined;
}

/** Who may use a route: PUBLIC, the roles allowed, or undefined for a route missing from the table. */
export function routeAccess(
  method: string,
  routeUrl: string | undefined,
): typeof PUBLIC | readonly Role[] | undefined {
  const area = routeArea(method, routeUrl);
  return area === undefined || area === PUBLIC ? area : ADMIN_AREAS[area];
}
