import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  BOOKING_REFUSAL_REASONS,
  type BookingRefusalCounts,
  type BookingRefusalReason,
} from '#shared/booking/booking-refusals.ts';
import { addDays, indiaDay } from '#shared/site/india-time.ts';

/** Counts one refused submission under its India day and reason (one row per day and reason). */
export async function recordBookingRefusal(
  db: Kysely<Database>,
  reason: BookingRefusalReason,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('bookingRefusals')
    .values({ day: indiaDay(now), reason, count: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'reason']).doUpdateSet((eb) => ({
        count: eb('bookingRefusals.count', '+', 1),
      })),
    )
    .execute();
}

/** Refused submissions by reason, today and over the last seven India days, for the dashboard. */
export async function countBookingRefusals(
  db: Kysely<Database>,
  now = new Date(),
): Promise<BookingRefusalCounts> {
  const today = indiaDay(now);
  const rows = await db
    .selectFrom('bookingRefusals')
    .select(['day', 'reason', 'count'])
    .where('day', '>=', addDays(today, -6))
    .where('day', '<=', today)
    .execute();
  const reasons = BOOKING_REFUSAL_REASONS.map((reason) => {
    const mine = rows.filter((row) => row.reason === reason);
    return {
      reason,
      today: mine.filter((row) => row.day === today).reduce((sum, row) => sum + row.count, 0),
      lastSevenDays: mine.reduce((sum, row) => sum + row.count, 0),
    };
  });
  return { today, reasons };
}
