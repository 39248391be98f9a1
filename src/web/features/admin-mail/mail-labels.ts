import type { UndeliveredMail } from '@shared/admin/admin-mail';

// A Map, not an object: a kind like "toString" must not find Object.prototype's.
const KIND_LABELS = new Map<string, string>([
  ['booking-received', 'Booking receipt'],
  ['new-booking-admin', 'Office notice'],
  ['status-changed', 'Status update'],
  ['password-reset', 'Password reset'],
]);

/** What a mail is for, in staff words; a kind this screen does not know yet shows as sent. */
export function mailKindLabel(kind: string): string {
  return KIND_LABELS.get(kind) ?? kind;
}

/** Pending and sending mails are still in the worker's hands; only failed ones need an admin. */
export const MAIL_STATUS_LABELS: Record<UndeliveredMail['status'], string> = {
  failed: 'Failed',
  pending: 'Retrying',
  sending: 'Retrying',
};

export const MAIL_MESSAGES = {
  allDelivered: 'All e-mails have been delivered.',
  loadFailed: 'Failed to load e-mails',
  retryFailed: 'Retry failed',
} as const;
