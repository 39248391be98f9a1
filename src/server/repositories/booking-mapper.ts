import { type AppointmentChoice, slotTimes } from '#shared/appointments/availability.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { BOOKING_FIELDS, type BookingFields } from '#shared/booking/booking-schema.ts';
import { CURRENCY } from '#shared/pricing/price.ts';
import type { BookingRow } from './bookings.repository.ts';

/** A stored row in the API's shape: the submitted fields as stored, and what the server added. */
export function toBooking(row: BookingRow): Booking {
  const fields = Object.fromEntries(BOOKING_FIELDS.map((field) => [field, row[field]]));
  const { appointmentDay: _day, appointmentSlot: _slot, ...submitted } = fields as BookingFields;
  return {
    ...submitted,
    price: {
      base: row.priceBase,
      gst: row.priceGst,
      gstPct: row.priceGstPct,
      serviceCharge: row.priceServiceCharge,
      // Only on a booking with a home-fitting line, so the others' answers stay as they were.
      ...(row.priceHomeCharge > 0 && { homeCharge: row.priceHomeCharge }),
      total: row.priceTotal,
      currency: CURRENCY,
    },
    duplicateTxn: row.duplicateTxn === 1,
    payment: { method: 'UPI', submittedAt: row.submittedAt, hasProof: row.proofImageId !== null },
    status: row.status,
    createdAt: row.createdAt,
    appointment: bookingAppointment(row),
  };
}

function bookingAppointment(row: BookingRow) {
  const held = appointmentOf(row);
  return held ? { ...held, ...slotTimes(held.slot) } : null;
}

/** The appointment a booking holds, if any. */
export function appointmentOf(row: BookingRow): AppointmentChoice | undefined {
  return row.appointmentDay && row.appointmentSlot
    ? { day: row.appointmentDay, slot: row.appointmentSlot }
    : undefined;
}
