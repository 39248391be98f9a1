import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import {
  type BookingRow,
  findBookingById,
  listBookingsByIds,
} from '#server/repositories/bookings.repository.ts';
import {
  type CancellationRequestRow,
  findLatestCancellationRequest,
  listOpenCancellationRequests,
} from '#server/repositories/cancellation-requests.repository.ts';
import {
  countDueRefunds,
  findRefundByBookingId,
  listOpenRefunds,
  type RefundRow,
} from '#server/repositories/refunds.repository.ts';
import type {
  AdminRefund,
  BookingRefundState,
  RefundsOverview,
} from '#shared/refunds/admin-refunds.ts';
import { indiaDay } from '#shared/site/india-time.ts';

export const toAdminRequest = (row: CancellationRequestRow) => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt,
  reason: row.reason,
  decidedAt: row.decidedAt,
  decidedBy: row.decidedBy,
  note: row.note,
});

export const toAdminRefund = (row: RefundRow, today: string): AdminRefund => ({
  id: row.id,
  amountPaise: row.amountPaise,
  reason: row.reason,
  dueBy: row.dueBy,
  status: row.status,
  openedAt: row.openedAt,
  openedBy: row.openedBy,
  sentOn: row.sentAt,
  upiRef: row.upiRef,
  recordedBy: row.recordedBy,
  recordedAt: row.recordedAt,
  bankSeenAt: row.bankSeenAt,
  overdue: row.status === 'due' && row.dueBy < today,
});

export async function findBookingOr404(db: Kysely<Database>, id: string): Promise<BookingRow> {
  const row = await findBookingById(db, id);
  if (!row) throw new HttpError(404, 'Booking not found.');
  return row;
}

/** One booking's latest cancellation request and its refund, for the admin booking card. */
export async function bookingRefundState(
  db: Kysely<Database>,
  bookingId: string,
  now: Date,
): Promise<BookingRefundState> {
  await findBookingOr404(db, bookingId);
  const request = await findLatestCancellationRequest(db, bookingId);
  const refund = await findRefundByBookingId(db, bookingId);
  return {
    request: request ? toAdminRequest(request) : null,
    refund: refund ? toAdminRefund(refund, indiaDay(now)) : null,
  };
}

const summaryOf = (row: BookingRow) => ({
  bookingId: row.id,
  orderId: row.orderId,
  fullName: row.fullName,
  status: row.status,
  totalRupees: row.priceTotal,
  appointmentDay: row.appointmentDay,
});

/** The Refunds page and the dashboard: requests waiting, refunds to send or to see in the bank. */
export async function refundsOverview(
  db: Kysely<Database>,
  now: Date,
  centreIds?: readonly string[],
): Promise<RefundsOverview> {
  const today = indiaDay(now);
  const requests = await listOpenCancellationRequests(db);
  const refunds = await listOpenRefunds(db);
  const bookings = await listBookingsByIds(db, [
    ...new Set([...requests, ...refunds].map((row) => row.bookingId)),
  ]);
  // A centre-limited account sees its centres' bookings only (issue 38); the counts stay the
  // business's.
  const byId = new Map(
    bookings
      .filter((row) => centreIds === undefined || centreIds.includes(row.centreId))
      .map((row) => [row.id, row]),
  );
  const counts = await countDueRefunds(db, today);
  return {
    requests: requests.flatMap((request) => {
      const booking = byId.get(request.bookingId);
      return booking ? [{ ...summaryOf(booking), request: toAdminRequest(request) }] : [];
    }),
    refunds: refunds.flatMap((refund) => {
      const booking = byId.get(refund.bookingId);
      return booking ? [{ ...summaryOf(booking), refund: toAdminRefund(refund, today) }] : [];
    }),
    counts: { requested: requests.length, ...counts },
  };
}
