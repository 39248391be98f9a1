import type { UndeliveredMail } from '@shared/admin/admin-mail';
import { isMailKind, MAIL_KIND_LABELS } from '@shared/mail/mail-kinds';

/** What a mail is for, in staff words; a kind this screen does not know yet shows as sent. */
export function mailKindLabel(kind: string): string {
  return isMailKind(kind) ? MAIL_KIND_LABELS[kind] : kind;
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
