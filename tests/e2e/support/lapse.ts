import { openAppDb } from './app-db.ts';

/**
 * Leaves a booking as the server's lapse round does when its hold passes unpaid
 * (docs/product.md#payment-holds): cancelled with `lapsed_at` set and its fitting place given back.
 * The round runs once a minute on holds of hours, too slow for a browser test, so the test writes
 * its outcome directly.
 */
export function lapseBooking(orderId: string): void {
  const db = openAppDb();
  try {
    const at = new Date().toISOString();
    db.transaction(() => {
      const row = db
        .prepare(
          'select appointment_day, appointment_slot, installation, centre_id from bookings where order_id = ?',
        )
        .get(orderId) as
        | {
            appointment_day: string | null;
            appointment_slot: string | null;
            installation: string;
            centre_id: string;
          }
        | undefined;
      if (!row) throw new Error(`booking ${orderId} not stored`);
      db.prepare(
        `update bookings set status = 'CANCELLED', lapsed_at = ?, hold_client = null, updated_at = ?
         where order_id = ?`,
      ).run(at, at, orderId);
      db.prepare(
        `update appointment_slots set booked = booked - 1
         where day = ? and slot = ? and installation = ? and centre_id = ? and booked > 0`,
      ).run(row.appointment_day, row.appointment_slot, row.installation, row.centre_id);
    }).immediate();
  } finally {
    db.close();
  }
}
