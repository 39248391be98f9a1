import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { withdrawPendingMails } from '#server/repositories/outbox.repository.ts';

/** Why a queued reminder was not sent, as staff read it on the booking card and mail screen. */
export const REMINDER_WITHDRAWN = {
  moved: 'Not sent: the appointment moved',
  cancelled: 'Not sent: the booking was cancelled',
  lapsed: 'Not sent: the booking lapsed unpaid and was cancelled',
} as const;

/**
 * Withdraws the day-before reminders (mail, WhatsApp, SMS) still queued for these bookings, in
 * the transaction of the change that made them wrong: a moved appointment's reminder would name
 * the old day (the booking's reminder mark is cleared by the move, so the new day gets its own),
 * a cancelled booking's would call a fitter nobody expects.
 */
export async function withdrawReminders(
  trx: Kysely<Database>,
  bookingIds: readonly string[],
  why: keyof typeof REMINDER_WITHDRAWN,
  now: Date,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await withdrawPendingMails(trx, 'appointment-reminder', bookingIds, REMINDER_WITHDRAWN[why], now);
}
