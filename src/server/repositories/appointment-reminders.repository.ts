import type { Kysely } from 'kysely';
import type { DialectFeatures } from '#server/db/dialect.ts';
import type { Database } from '#server/db/schema.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import type { BookingRow } from './bookings.repository.ts';

/**
 * Marks the day-before reminder as queued for the bookings with an appointment on `day` in one
 * of `statuses`, only where no round has yet, and answers exactly those bookings. Conditional on
 * the column still being null, so of two rounds at once (two app instances) each booking goes to
 * one; on PostgreSQL the other round skips rows being taken instead of waiting on them.
 */
export async function takeDueReminders(
  db: Kysely<Database>,
  dialect: DialectFeatures,
  { day, statuses, now }: { day: string; statuses: readonly BookingStatus[]; now: Date },
): Promise<BookingRow[]> {
  let due = db
    .selectFrom('bookings')
    .select('id')
    .where('appointmentDay', '=', day)
    .where('status', 'in', statuses)
    .where('reminderQueuedAt', 'is', null);
  if (dialect.skipLockedRows) due = due.forUpdate().skipLocked();
  return db
    .updateTable('bookings')
    .set({ reminderQueuedAt: now.toISOString() })
    .where('id', 'in', due)
    .where('reminderQueuedAt', 'is', null)
    .returningAll()
    .execute();
}
