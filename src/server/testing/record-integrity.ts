import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/schema.ts';

/**
 * What a half-written booking would leave behind: each rule is a query for rows that break it.
 * A booking, its proof image, its first status-history row and its mails are written in one
 * transaction, so after any crash or refused request every one of these must find nothing.
 */
const RULES: Record<string, (db: Kysely<Database>) => Promise<unknown[]>> = {
  'booking without its status history': (db) =>
    db
      .selectFrom('bookings')
      .select('bookings.orderId')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bookingStatusChanges')
              .select('bookingStatusChanges.id')
              .whereRef('bookingStatusChanges.bookingId', '=', 'bookings.id'),
          ),
        ),
      )
      .execute(),
  "booking without the customer's receipt mail": (db) =>
    db
      .selectFrom('bookings')
      .select('bookings.orderId')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('outboxMails')
              .select('outboxMails.id')
              .whereRef('outboxMails.bookingId', '=', 'bookings.id')
              .where('outboxMails.kind', '=', 'booking-received'),
          ),
        ),
      )
      .execute(),
  'booking whose proof image is missing': (db) =>
    db
      .selectFrom('bookings')
      .leftJoin('images', 'images.id', 'bookings.proofImageId')
      .select('bookings.orderId')
      .where('bookings.proofImageId', 'is not', null)
      .where('images.id', 'is', null)
      .execute(),
  'image that nothing refers to': (db) =>
    db
      .selectFrom('images')
      .select('images.id')
      .where(({ not, exists, selectFrom, or }) =>
        not(
          or([
            exists(
              selectFrom('bookings')
                .select('bookings.id')
                .whereRef('bookings.proofImageId', '=', 'images.id'),
            ),
            exists(
              selectFrom('paymentOptions')
                .select('paymentOptions.vehicleType')
                .whereRef('paymentOptions.qrImageId', '=', 'images.id'),
            ),
          ]),
        ),
      )
      .execute(),
  'status history of a missing booking': (db) =>
    db
      .selectFrom('bookingStatusChanges')
      .leftJoin('bookings', 'bookings.id', 'bookingStatusChanges.bookingId')
      .select('bookingStatusChanges.id')
      .where('bookings.id', 'is', null)
      .execute(),
  'mail about a missing booking': (db) =>
    db
      .selectFrom('outboxMails')
      .leftJoin('bookings', 'bookings.id', 'outboxMails.bookingId')
      .select('outboxMails.id')
      .where('outboxMails.bookingId', 'is not', null)
      .where('bookings.id', 'is', null)
      .execute(),
  'booking with an empty required field': (db) =>
    db
      .selectFrom('bookings')
      .select('bookings.orderId')
      .where((eb) =>
        eb.or(
          (['fullName', 'phone', 'email', 'txnId', 'orderId', 'regNumber'] as const).map((column) =>
            eb(sql`length(${sql.ref(column)})`, '=', 0),
          ),
        ),
      )
      .execute(),
};

/** Every broken rule with the rows breaking it; an empty list means no half-written record. */
export async function findHalfWrittenRecords(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  for (const [rule, query] of Object.entries(RULES)) {
    const rows = await query(db);
    if (rows.length > 0) problems.push(`${rule}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return problems;
}
