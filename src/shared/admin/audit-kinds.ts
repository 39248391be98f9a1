/**
 * What an audit-trail entry records: a closed vocabulary, so the owner's filter lists every kind
 * and a typo in the server cannot invent a new one. Stored as is; never rename a kind once
 * released (old entries keep it), add a new one instead.
 */
export const AUDIT_KINDS = [
  // Signing in and out, and passwords.
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-reset-requested',
  'password-reset-completed',
  /** The password asked again before a payee change was wrong (or asked too often). */
  'password-confirm-failed',
  // Bookings and the Payments desk.
  'booking-status-changed',
  /** A fitting appointment moved, by staff or by the customer on the tracking page. */
  'appointment-moved',
  'statement-applied',
  'statement-line-matched',
  'statement-line-dismissed',
  /** A lapsed booking reopened into a new slot from the bank line that paid it. */
  'statement-line-reopened',
  'statement-mapping-saved',
  'lead-call-marked',
  /** A reply to a customer's complaint ticket (mailed to them), and closing a ticket. */
  'complaint-replied',
  'complaint-closed',
  'mail-requeued',
  /** A message of a booking (e-mail, WhatsApp, SMS) written again as a new one by staff. */
  'message-resent',
  // Settings customers see.
  'pricing-changed',
  'payee-changed',
  'site-mode-changed',
  'site-info-changed',
  'policy-changed',
  'grievance-officer-changed',
  /** Before fitting centres (decision 0051): the one calendar's rules. No longer written. */
  'appointment-rules-changed',
  /** A fitting centre added, or its details, calendar or open/closed changed (issue 38). */
  'centre-added',
  'centre-changed',
  /** The home service areas' list, saved as a whole. */
  'service-areas-changed',
  /** How long unpaid bookings hold their place, and the limits per connection and phone. */
  'payment-holds-changed',
  /** The owner's WhatsApp and SMS choices (admin Messages page). */
  'message-settings-changed',
  /** The owner confirmed on the go-live checklist that prices, or fitting days and slots, are right. */
  'go-live-reviewed',
  // Staff accounts and two-factor sign-in: written by those features (decisions 0023, 0024).
  'staff-invited',
  'staff-invitation-accepted',
  'staff-role-changed',
  /** The fitting centres a staff account is limited to (or all of them), issue 38. */
  'staff-centres-changed',
  'staff-deactivated',
  'staff-reactivated',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-code-failed',
  'two-factor-recovery-code-used',
  'two-factor-recovery-codes-renewed',
  'two-factor-staff-requirement-changed',
  'session-idle-changed',
  // Cancellations and refunds (issue 37).
  /** A customer asked to cancel from the tracking link. */
  'cancellation-requested',
  'cancellation-approved',
  'cancellation-declined',
  /** A cancelled paid booking owes a refund: its amount, reason and due day. */
  'refund-opened',
  'refund-sent',
  /** A bank statement's debit line showed a sent refund leaving the account. */
  'refund-seen-by-bank',
  'cancellation-settings-changed',
  // Customers' data (decision 0050).
  /** The owner's retention periods (screenshots, addresses and e-mails). */
  'retention-changed',
  /** The daily retention round: how many screenshots it deleted and contacts it blanked. */
  'retention-run',
  /** A customer's data erased on their request, all but what the law requires kept. */
  'personal-data-erased',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The kinds in the owner's words (the admin area is English only). */
export const AUDIT_KIND_LABELS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'password-reset-requested': 'Password reset link sent',
  'password-reset-completed': 'Password reset by link',
  'password-confirm-failed': 'Password not confirmed',
  'booking-status-changed': 'Booking status changed',
  'appointment-moved': 'Fitting appointment moved',
  'statement-applied': 'Bank statement applied',
  'statement-line-matched': 'Bank line matched by hand',
  'statement-line-dismissed': 'Bank line set aside',
  'statement-line-reopened': 'Lapsed booking reopened from its bank line',
  'statement-mapping-saved': 'Statement columns saved',
  'lead-call-marked': 'Lead call marked',
  'complaint-replied': 'Complaint answered',
  'complaint-closed': 'Complaint closed',
  'mail-requeued': 'Mail sent again',
  'message-resent': 'Message sent again',
  'pricing-changed': 'Pricing changed',
  'payee-changed': 'Payee changed (UPI id / QR image)',
  'site-mode-changed': 'Site mode changed',
  'site-info-changed': 'Site info changed',
  'policy-changed': 'Policy changed',
  'grievance-officer-changed': 'Grievance officer changed',
  'appointment-rules-changed': 'Fitting days and slots changed',
  'centre-added': 'Fitting centre added',
  'centre-changed': 'Fitting centre changed',
  'service-areas-changed': 'Home service areas changed',
  'payment-holds-changed': 'Payment hold settings changed',
  'message-settings-changed': 'WhatsApp and SMS settings changed',
  'go-live-reviewed': 'Reviewed for going live',
  'staff-invited': 'Staff invited',
  'staff-invitation-accepted': 'Invitation accepted',
  'staff-role-changed': 'Role changed',
  'staff-centres-changed': 'Staff centres changed',
  'staff-deactivated': 'Account deactivated',
  'staff-reactivated': 'Account reactivated',
  'password-changed': 'Password changed',
  'two-factor-enabled': 'Two-factor sign-in turned on',
  'two-factor-disabled': 'Two-factor sign-in turned off',
  'two-factor-code-failed': 'Two-factor code refused',
  'two-factor-recovery-code-used': 'Recovery code used',
  'two-factor-recovery-codes-renewed': 'Recovery codes renewed',
  'two-factor-staff-requirement-changed': 'Two-factor rule for staff changed',
  'session-idle-changed': 'Idle sign-out time changed',
  'cancellation-requested': 'Customer asked to cancel',
  'cancellation-approved': 'Cancellation approved',
  'cancellation-declined': 'Cancellation declined',
  'refund-opened': 'Refund opened',
  'refund-sent': 'Refund recorded as sent',
  'refund-seen-by-bank': 'Refund seen in a bank statement',
  'cancellation-settings-changed': 'Cancellation cut-off or charge changed',
  'retention-changed': 'Data retention periods changed',
  'retention-run': 'Data retention round ran',
  'personal-data-erased': "Customer's data erased",
} as const satisfies Record<AuditKind, string>;
