import { type Kysely, type Migration, sql } from 'kysely';

/*
 * Migrations are frozen once released: never edit one, add the next. This one imports nothing
 * from the app: its rule for transaction numbers is the one of its day, copied below.
 */

/** Booking creation's rule when this migration was written: spaces and dashes out, a 13th leading zero dropped. */
function normalisedTwelveDigits(txnId: string): string | undefined {
  const compact = txnId.replace(/[\s-]/g, '');
  const digits = /^0\d{12}$/.test(compact) ? compact.slice(1) : compact;
  return /^\d{12}$/.test(digits) ? digits : undefined;
}

/** Aliased without underscores: the app's CamelCasePlugin renames result columns. */
interface StoredTxn {
  id: string;
  txn: string;
}

export function transactionNumbersAndTrackingLinks(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Transaction numbers as booking creation now stores them, so "4123 9876 5432" and
      // "412398765432" are one value for the duplicate check. Ones that are no UPI reference
      // ("UTR12", letters) stay as typed: staff may still match them by eye.
      const candidates = await sql<StoredTxn>`select id, txn_id as txn from bookings
        where length(txn_id) <> 12 or txn_id like '% %' or txn_id like '%-%'`.execute(db);
      for (const row of candidates.rows) {
        const normalised = normalisedTwelveDigits(row.txn);
        if (normalised !== undefined && normalised !== row.txn) {
          await sql`update bookings set txn_id = ${normalised} where id = ${row.id}`.execute(db);
        }
      }
      // A booking is flagged when an earlier one carries its transaction number (as at
      // creation); pairs that only now compare equal get their flag. Flags are never taken away.
      await sql`update bookings set duplicate_txn = 1
        where duplicate_txn = 0 and exists (
          select 1 from bookings earlier
          where earlier.txn_id = bookings.txn_id
            and (earlier.created_at < bookings.created_at
              or (earlier.created_at = bookings.created_at and earlier.id < bookings.id)))`.execute(
        db,
      );
      // 0001's bookings_txn_id index answers the duplicate check on the stored (normalised) value.

      // The secret of each order's tracking link (decision 0016). Bookings made before have none:
      // their mails carried the order number link, and manual look-up still finds them.
      await db.schema.alterTable('bookings').addColumn('tracking_token', 'text').execute();
      await db.schema
        .createIndex('bookings_tracking_token')
        .unique()
        .on('bookings')
        .column('tracking_token')
        .execute();
    },
  };
}
