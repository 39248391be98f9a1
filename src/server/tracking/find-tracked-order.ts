import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import { listStatusChanges } from '#server/repositories/booking-status-changes.repository.ts';
import {
  type BookingRow,
  findBookingsByOrderIds,
} from '#server/repositories/bookings.repository.ts';
import { findCreditNoteByBookingId } from '#server/repositories/credit-notes.repository.ts';
import { findCentre } from '#server/repositories/fitting-centres.repository.ts';
import type { CustomerMoveRefusal } from '#shared/appointments/appointment-fields.ts';
import { MAX_CUSTOMER_RESCHEDULES } from '#shared/appointments/appointment-rules.ts';
import type { TrackedAppointment } from '#shared/appointments/appointment-schema.ts';
import {
  type AppointmentChoice,
  appointmentStartsAt,
  customerRescheduleRefusal,
} from '#shared/appointments/availability.ts';
import { orderNumbersFor } from '#shared/booking/order-number.ts';
import { compactForSearch } from '#shared/booking/search-text.ts';
import { publicCentre } from '#shared/centres/fitting-centre.ts';
import type { TrackedOrder } from '#shared/tracking/track-schema.ts';
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

/**
 * Why the customer may not move the booking's appointment themselves, if so: the rules of
 * customerRescheduleRefusal, and not while its fitting centre is closed (or gone), whose calendar
 * takes no new appointments; staff still can.
 */
export function customerMoveRefusal(
  row: BookingRow,
  appointment: AppointmentChoice,
  centreOpen: boolean,
  now: Date,
): CustomerMoveRefusal | undefined {
  if (isOpenOrder(row) && !centreOpen) return 'centre-closed';
  return customerRescheduleRefusal(
    appointmentStartsAt(appointment),
    row.customerReschedules,
    isOpenOrder(row),
    now,
  );
}

/** The booking's appointment, and whether its customer may still move it themselves (and how often). */
export function trackedAppointment(
  row: BookingRow,
  centreOpen: boolean,
  now: Date,
): TrackedAppointment | null {
  const appointment = toBooking(row).appointment;
  if (!appointment) return null;
  const cannotMove = customerMoveRefusal(row, appointment, centreOpen, now);
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
  const centre = row.centreId ? await findCentre(db, row.centreId) : undefined;
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
    appointment: trackedAppointment(row, centre?.active === true, now),
    centre: centre ? publicCentre(centre) : null,
    holdUntil: row.status === 'PAYMENT_SUBMITTED' || row.lapsedAt ? row.holdUntil : null,
    lapsed: row.status === 'CANCELLED' && row.lapsedAt !== null,
    locale: booking.locale,
    cancellation: await trackedCancellation(db, row, now),
    creditNote: (await findCreditNoteByBookingId(db, row.id)) !== undefined,
  };
}
