/** What an outbox mail is for: the server queues only these, the admin mail screen names them. */
export const MAIL_KINDS = [
  'booking-received',
  'new-booking-admin',
  'status-changed',
  'password-reset',
  'new-lead',
  'staff-invitation',
  'payee-changed',
  'appointment-moved',
  'appointment-reminder',
  'office-summary',
  'mobile-code',
  'complaint-received',
  'complaint-reply',
  'new-complaint-admin',
  'cancellation-decided',
  'refund-sent',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The kinds in staff words (the admin area is English only). */
export const MAIL_KIND_LABELS = {
  'booking-received': 'Booking receipt',
  'new-booking-admin': 'Office notice',
  'status-changed': 'Status update',
  'password-reset': 'Password reset',
  'new-lead': 'Movers lead notice',
  'staff-invitation': 'Staff invitation',
  'payee-changed': 'Payee change notice',
  'appointment-moved': 'Appointment moved',
  'appointment-reminder': 'Appointment reminder',
  'office-summary': 'Office summary of a burst',
  'mobile-code': 'Mobile number code',
  'complaint-received': 'Complaint acknowledgement',
  'complaint-reply': 'Complaint reply',
  'new-complaint-admin': 'Complaint notice to the office',
  'cancellation-decided': 'Cancellation decision',
  'refund-sent': 'Refund sent',
} as const satisfies Record<MailKind, string>;

/** pending → sending → sent | logged, or back to pending for a retry, or failed at the end. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
