import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { appointmentOf } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { findLatestCancellationRequest } from '#server/repositories/cancellation-requests.repository.ts';
import { getCancellationSettings } from '#server/repositories/cancellation-settings.repository.ts';
import { findRefundByBookingId } from '#server/repositories/refunds.repository.ts';
import { cancellationCutoff, cancelRefusal } from '#shared/refunds/cancellation-rules.ts';
import type { TrackedCancellation } from '#shared/refunds/tracked-cancellation.ts';

/**
 * What the tracking page shows of cancelling: whether the customer may still ask (the server
 * decides), the latest request's state with staff's note, and the refund (due by, or sent with
 * its UPI reference). No staff names.
 */
export async function trackedCancellation(
  db: Kysely<Database>,
  row: BookingRow,
  now: Date,
): Promise<TrackedCancellation> {
  const settings = await getCancellationSettings(db);
  const appointment = appointmentOf(row) ?? null;
  const request = await findLatestCancellationRequest(db, row.id);
  const refund = await findRefundByBookingId(db, row.id);
  const cannotCancel = cancelRefusal(row.status, appointment, settings, now);
  return {
    ...(cannotCancel ? { cannotCancel } : {}),
    cutoffAt: cancellationCutoff(appointment, settings)?.toISOString() ?? null,
    request: request
      ? {
          status: request.status,
          requestedAt: request.requestedAt,
          decidedAt: request.decidedAt,
          note: request.status === 'requested' ? null : request.note,
        }
      : null,
    refund: refund
      ? {
          amountPaise: refund.amountPaise,
          status: refund.status,
          dueBy: refund.dueBy,
          sentOn: refund.sentAt,
          upiRef: refund.upiRef,
        }
      : null,
  };
}
