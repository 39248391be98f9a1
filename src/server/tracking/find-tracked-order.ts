import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import { listStatusChanges } from '#server/repositories/booking-status-changes.repository.ts';
import {
  type BookingRow,
  findBookingsByOrderIds,
} from '#server/repositories/bookings.repository.ts';
import { findCreditNoteByBookingId } from '#server/repositories/credit-notes.repository.ts';
import { MAX_CUSTOMER_RESCHEDULES } from '#shared/appointments/appointment-rules.ts';
import type { TrackedAppointment } from '#shared/appointments/appointment-schema.ts';
import {
  appointmentStartsAt,
  customerRescheduleRefusal,
} from '#shared/appointments/availability.ts';
import { orderNumbersFor } from '#shared/booking/order-number.ts';
import { compactForSearch } from '#shared/booking/search-text.ts';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
import { bookingCentre } from './booking-centre.ts';
import { trackedCancellation } from './tracked-cancellation.ts';

/**
 * The booking behind an order number or its last ten digits (the newest year's, when several
 * years have one), when the registration number matches too (spaces, hyphens and case aside).
 * Undefined either way it fails, so a caller cannot tell which one was wrong.
 */
export async function findTrackedBooking(
  db: Kysely<Database>,
  lookup: string,
  regNumber: string,
  now = new Date(),
): Promise<BookingRow | undefined> {
  const orderIds = orderNumbersFor(lookup, now);
  const found = await findBookingsByOrderIds(db, orderIds);
  return found
    .filter((booking) => compactForSearch(booking.regNumber) === compactForSearch(regNumber))
    .sort((a, b) => orderIds.indexOf(a.orderId) - orderIds.indexOf(b.orderId))[0];
}

/** A fulfilled or cancelled order's appointment is history: the customer cannot move it. */
export const isOpenOrder = (row: BookingRow) =>
  row.status === 'PAYMENT_SUBMITTED' || row.status === 'CONFIRMED';

/** The booking's appointment, and whether its customer may still move it themselves (and how often). */
export function trackedAppointment(row: BookingRow, now: Date): TrackedAppointment | null {
  const appointment = toBooking(row).appointment;
  if (!appointment) return null;
  const cannotMove = customerRescheduleRefusal(
    appointmentStartsAt(appointment),
    row.customerReschedules,
    isOpenOrder(row),
    now,
  );
  return {
    ...appointment,
    ...(cannotMove ? { cannotMove } : {}),
    movesLeft: Math.max(0, MAX_CUSTOMER_RESCHEDULES - row.customerReschedules),
  };
}

export async function toTrackedOrder(
  db: Kysely<Database>,
  row: BookingRow,
  now = new Date(),
): Promise<TrackedOrder> {
  const booking = toBooking(row);
  const history = (await listStatusChanges(db, [row.id])).get(row.id) ?? [];
  return {
    orderId: booking.orderId,
    service: booking.service,
    vehicleType: booking.vehicleType,
    regNumber: booking.regNumber,
    installation: booking.installation,
    price: booking.price,
    status: booking.status,
    createdAt: booking.createdAt,
    history: history.map((change) => ({ status: change.toStatus, at: change.changedAt })),
    appointment: trackedAppointment(row, now),
    centre: await bookingCentre(db, row),
    holdUntil: row.status === 'PAYMENT_SUBMITTED' || row.lapsedAt ? row.holdUntil : null,
    lapsed: row.status === 'CANCELLED' && row.lapsedAt !== null,
    locale: booking.locale,
    cancellation: await trackedCancellation(db, row, now),
    creditNote: (await findCreditNoteByBookingId(db, row.id)) !== undefined,
  };
}
