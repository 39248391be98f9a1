import type { VehicleType } from '#shared/catalog/services.ts';
import type { PolicyDocument } from '#shared/policies/required-policies.ts';
import type { PricedChoice } from '#shared/pricing/service-pricing.ts';
import { PUBLIC_API_PATHS } from './public-api-paths.ts';

/**
 * Every API URL, in one place for the server's routes and the web app's calls. Customer pages
 * import PUBLIC_API_PATHS itself, which has no admin URL.
 */
export const API_PATHS = {
  ...PUBLIC_API_PATHS,
  admin: {
    /** GET: who is signed in (401 when nobody); POST: sign in; DELETE: sign out. */
    session: '/api/admin/session',
    /** POST { code }: the second sign-in step (a code from the app or a recovery code). */
    sessionCode: '/api/admin/session/code',
    passwordReset: '/api/admin/password-reset',
    passwordResetConfirm: '/api/admin/password-reset/confirm',
    dashboard: '/api/admin/dashboard',
    /** GET with BookingListQuery as the query string. */
    bookings: '/api/admin/bookings',
    /** GET with BookingFilters as the query string: the filtered list as a CSV download. */
    bookingsCsv: '/api/admin/bookings.csv',
    bookingStatusRoute: '/api/admin/bookings/:id/status',
    bookingStatus: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/status`,
    bookingProofRoute: '/api/admin/bookings/:id/proof',
    bookingProof: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/proof`,
    /** GET: the booking's latest credit note as a PDF (404 when it has none). */
    bookingCreditNoteRoute: '/api/admin/bookings/:id/credit-note',
    bookingCreditNote: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/credit-note`,
    bookingAppointmentRoute: '/api/admin/bookings/:id/appointment',
    /** PUT { day, slot }: staff move a booking's fitting appointment (the customer is mailed). */
    bookingAppointment: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/appointment`,
    /** GET BookingMessages: the booking's messages per channel and the WhatsApp agreement. */
    bookingMessagesRoute: '/api/admin/bookings/:id/messages',
    bookingMessages: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/messages`,
    /** POST: a finished message of the booking written again as a new one (staff, audited). */
    bookingMessageResendRoute: '/api/admin/bookings/:id/messages/:messageId/resend',
    bookingMessageResend: (id: string, messageId: string) =>
      `/api/admin/bookings/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}/resend`,
    /** GET BookingRefundState: the booking's latest cancellation request and its refund. */
    bookingRefundRoute: '/api/admin/bookings/:id/refund',
    bookingRefund: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/refund`,
    /** POST { decision, note }: approve or decline the customer's request to cancel. */
    bookingCancellationDecisionRoute: '/api/admin/bookings/:id/cancellation/decision',
    bookingCancellationDecision: (id: string) =>
      `/api/admin/bookings/${encodeURIComponent(id)}/cancellation/decision`,
    /** POST { upiRef, sentOn }: record the refund as paid back by UPI. */
    bookingRefundSentRoute: '/api/admin/bookings/:id/refund/sent',
    bookingRefundSent: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/refund/sent`,
    /** GET RefundsOverview: requests waiting, refunds due or not yet seen by the bank. */
    refunds: '/api/admin/refunds',
    /** GET / PUT CancellationSettings (owner): the cut-off before the appointment, the charge. */
    cancellationSettings: '/api/admin/policies/cancellation',
    /** GET / PUT the owner's WhatsApp and SMS choices (MessageSetup answers both). */
    messageSettings: '/api/admin/messages/settings',
    /** GET ?from=…&to=… (India days, at most 31): appointments for the day and week views. */
    appointments: '/api/admin/appointments',
    /** GET FittingCentre[] (everyone, for the calendars); POST FittingCentreInput (owner). */
    centres: '/api/admin/centres',
    centreRoute: '/api/admin/centres/:id',
    /** PUT FittingCentreInput (owner): a centre's details and its calendar's rules. */
    centre: (id: string) => `/api/admin/centres/${encodeURIComponent(id)}`,
    /** GET / PUT ServiceAreaList (owner): where home fitting is offered, and from which centre. */
    serviceAreas: '/api/admin/service-areas',
    /** GET / PUT HoldSettings (owner): how long unpaid bookings hold their place, the limits. */
    holdSettings: '/api/admin/appointments/holds',
    /** GET: bookings refused by a limit or as duplicates, by reason, today and last 7 days. */
    bookingRefusals: '/api/admin/dashboard/refusals',
    /** GET: the pricing of every service per vehicle type it allows. */
    pricing: '/api/admin/pricing',
    /** PUT: one service's pricing for one vehicle type. */
    pricingForRoute: '/api/admin/pricing/:service/:vehicleType',
    pricingFor: ({ service, vehicleType }: PricedChoice) =>
      `/api/admin/pricing/${service}/${vehicleType}`,
    paymentOptions: '/api/admin/payment-options',
    paymentOptionForRoute: '/api/admin/payment-options/:vehicleType',
    paymentOptionFor: (vehicleType: VehicleType) => `/api/admin/payment-options/${vehicleType}`,
    siteMode: '/api/admin/site-mode',
    /** GET: newest first, `phone` search, cursor pages. */
    leads: '/api/admin/leads',
    leadRoute: '/api/admin/leads/:id',
    lead: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`,
    /** GET ?status=open|answered|closed: the complaints queue with each ticket's deadlines. */
    complaints: '/api/admin/complaints',
    complaintRoute: '/api/admin/complaints/:id',
    complaint: (id: string) => `/api/admin/complaints/${encodeURIComponent(id)}`,
    /** POST { text }: a reply mailed to the customer and kept with the ticket. */
    complaintReplyRoute: '/api/admin/complaints/:id/replies',
    complaintReply: (id: string) => `/api/admin/complaints/${encodeURIComponent(id)}/replies`,
    /** POST: close the ticket. */
    complaintCloseRoute: '/api/admin/complaints/:id/close',
    complaintClose: (id: string) => `/api/admin/complaints/${encodeURIComponent(id)}/close`,
    /** GET and PUT the business's public details. */
    siteInfo: '/api/admin/site-info',
    /** GET: mails not delivered yet (failed ones first need an admin's retry). */
    mail: '/api/admin/mail',
    mailRetryRoute: '/api/admin/mail/:id/retry',
    mailRetry: (id: string) => `/api/admin/mail/${encodeURIComponent(id)}/retry`,
    /** GET: whether SMTP is configured and where new-booking notices go. */
    mailSetup: '/api/admin/mail/setup',
    /** GET: the go-live checklist, computed from what is stored and configured. */
    goLive: '/api/admin/go-live',
    /** POST { item }: the owner confirms prices, or fitting days and slots, as reviewed. */
    goLiveReviewed: '/api/admin/go-live/reviewed',
    /** GET the policies; PUT a policy's text or the grievance officer to publish it. */
    policies: '/api/admin/policies',
    policyDocumentRoute: '/api/admin/policies/:document',
    policyDocument: (document: PolicyDocument) => `/api/admin/policies/${document}`,
    grievanceOfficer: '/api/admin/policies/grievance-officer',
    /** POST multipart (file, layout, daysBefore, daysAfter): what the statement would do. */
    paymentsPreview: '/api/admin/payments/statements/preview',
    /** POST the same form: store the statement and confirm its matches, in one transaction. */
    paymentsApply: '/api/admin/payments/statements',
    /** GET ?waitingDays=3: unmatched bank lines and bookings still waiting for money. */
    paymentsQueue: '/api/admin/payments/queue',
    paymentsLineMatchRoute: '/api/admin/payments/lines/:id/match',
    /** POST { bookingId }: match a bank line to a booking by hand. */
    paymentsLineMatch: (id: string) => `/api/admin/payments/lines/${encodeURIComponent(id)}/match`,
    paymentsLineDismissRoute: '/api/admin/payments/lines/:id/dismiss',
    /** POST { note }: set a bank line aside. */
    paymentsLineDismiss: (id: string) =>
      `/api/admin/payments/lines/${encodeURIComponent(id)}/dismiss`,
    paymentsLineReopenRoute: '/api/admin/payments/lines/:id/reopen',
    /** POST { day, slot }: reopen the lapsed booking a credit came for, into a new fitting slot. */
    paymentsLineReopen: (id: string) =>
      `/api/admin/payments/lines/${encodeURIComponent(id)}/reopen`,
    /** GET / PUT { mapping }: the column mapping staff saved for a bank without a preset. */
    paymentsMapping: '/api/admin/payments/mapping',
    /** GET: the signed-in account's two-factor sign-in (on or off, recovery codes left). */
    twoFactor: '/api/admin/two-factor',
    /** POST: a new secret to enrol (replacing one not yet confirmed), its URI and QR code. */
    twoFactorEnrolment: '/api/admin/two-factor/enrolment',
    /** POST { code }: the first code from the app turns it on; answers the recovery codes. */
    twoFactorConfirm: '/api/admin/two-factor/enrolment/confirm',
    /** POST { password, code }: turns it off. */
    twoFactorDisable: '/api/admin/two-factor/disable',
    /** POST { password }: ten new recovery codes, the old ones void. */
    twoFactorRecoveryCodes: '/api/admin/two-factor/recovery-codes',
    /** GET / PUT { requiredForStaff }: the owner's setting. */
    twoFactorStaffSetting: '/api/admin/settings/two-factor',
    /** GET / PUT { idleHours }: the owner's idle time after which a session ends. */
    sessionIdleSetting: '/api/admin/settings/session-idle',
    /** GET / PUT RetentionSettings (owner): how long screenshots, addresses and e-mails are kept. */
    retentionSettings: '/api/admin/settings/retention',
    /** GET: customers' open erasure requests, oldest first. */
    erasureRequests: '/api/admin/erasure-requests',
    bookingErasureRoute: '/api/admin/bookings/:id/erasure',
    /** POST: erase the customer's data of a closed booking, all but what the law keeps (audited). */
    bookingErasure: (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}/erasure`,
    /** GET (owner): every account and the invitations not used yet. */
    staff: '/api/admin/staff',
    /** POST { email, role } (owner): mail a single-use link to set a password. */
    staffInvitations: '/api/admin/staff/invitations',
    staffMemberRoute: '/api/admin/staff/:id',
    /** PATCH { role?, active? } (owner): change an account's role, deactivate or reactivate it. */
    staffMember: (id: string) => `/api/admin/staff/${encodeURIComponent(id)}`,
    /** POST { token } (public): whom an invitation link is for. */
    invitation: '/api/admin/invitation',
    /** POST { token, password } (public): make the invited account. */
    invitationAccept: '/api/admin/invitation/accept',
    /** GET with AuditListQuery: the audit trail, newest first, cursor pages. */
    audit: '/api/admin/audit',
    /** GET with AuditFilters: the same entries as a CSV download. */
    auditCsv: '/api/admin/audit.csv',
    /** GET: every admin account, for the audit trail's person filter. */
    auditPeople: '/api/admin/audit/people',
  },
} as const;
