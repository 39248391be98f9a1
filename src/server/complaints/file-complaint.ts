import type { AppDb } from '#server/db/app-db.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { findBookingByOrderId } from '#server/repositories/bookings.repository.ts';
import type { ComplaintRow } from '#server/repositories/complaints.repository.ts';
import type { NewTicket } from './open-ticket.ts';
import { openTicket } from './open-ticket.ts';

/**
 * A customer's complaint from the complaint page: the ticket, its acknowledgement to the customer
 * and the office's notice, in one transaction. An order number of a booking made with the same
 * mobile number links the ticket to that booking (a stranger's order number links nothing).
 */
export async function fileComplaint(
  db: AppDb,
  complaint: Omit<NewTicket, 'kind' | 'bookingId'>,
  mail: MailContext,
  now = new Date(),
): Promise<ComplaintRow> {
  return db.kysely.transaction().execute(async (trx) => {
    const booking = complaint.orderId
      ? await findBookingByOrderId(trx, complaint.orderId)
      : undefined;
    const row = await openTicket(
      trx,
      {
        ...complaint,
        kind: 'complaint',
        ...(booking && booking.phone === complaint.phone && { bookingId: booking.id }),
      },
      now,
    );
    await notify(trx, { type: 'complaint-received', complaint: row }, mail, now);
    return row;
  });
}
