import { randomUUID } from 'node:crypto';
import { recordAudit } from '#server/audit/record-audit.ts';
import type { AppDb } from '#server/db/app-db.ts';
import { keyedError } from '#server/http/http-error.ts';
import { appointmentOf } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import {
  findOpenCancellationRequest,
  insertCancellationRequest,
} from '#server/repositories/cancellation-requests.repository.ts';
import { getCancellationSettings } from '#server/repositories/cancellation-settings.repository.ts';
import { findBookingByTrackingLink } from '#server/tracking/tracking-links.ts';
import { cancelRefusal } from '#shared/refunds/cancellation-rules.ts';

/**
 * The customer asks to cancel from the tracking link, with an optional reason: until the owner's
 * cut-off before the appointment, never once fitted or cancelled (the server decides, the page
 * only shows). Staff then approve or decline. A request already waiting answers as it is: a
 * double tap, or two tabs at once, make one (the migration's unique index settles a race).
 */
export async function requestCancellationByLink(
  db: AppDb,
  token: string,
  reason: string,
  address: string,
  now: Date,
): Promise<BookingRow> {
  const ask = () =>
    db.kysely.transaction().execute(async (trx) => {
      const row = await findBookingByTrackingLink(trx, token);
      if (!row) throw keyedError(404, 'trackLinkNotFound');
      if (await findOpenCancellationRequest(trx, row.id)) return row;
      const settings = await getCancellationSettings(trx);
      const refusal = cancelRefusal(row.status, appointmentOf(row) ?? null, settings, now);
      if (refusal) throw keyedError(409, refusal);
      await insertCancellationRequest(trx, {
        id: randomUUID(),
        bookingId: row.id,
        requestedAt: now.toISOString(),
        reason,
        status: 'requested',
        decidedAt: null,
        decidedBy: null,
        note: null,
      });
      const actor = { adminId: null, email: 'customer (tracking link)', address };
      await recordAudit(
        trx,
        actor,
        {
          kind: 'cancellation-requested',
          subject: row.orderId,
          after: { status: row.status, ...(reason ? { reason } : {}) },
        },
        now,
      );
      return row;
    });
  try {
    return await ask();
  } catch (error) {
    // Two taps at once on PostgreSQL: the second insert meets the first's open request.
    if (db.dialect.isUniqueViolation(error)) {
      const row = await findBookingByTrackingLink(db.kysely, token);
      if (row && (await findOpenCancellationRequest(db.kysely, row.id))) return row;
    }
    throw error;
  }
}
