import type { UndeliveredMail } from '@shared/admin/admin-mail';

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
