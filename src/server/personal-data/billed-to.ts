import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import type { Booking } from '#shared/booking/booking.ts';

/** What a tax invoice prints of its customer (tracking/tax-invoice-pdf.ts). */
export interface BilledTo {
  fullName: string;
  address: string;
  city: string;
  state: Booking['state'];
  pincode: string;
  regNumber: string;
}

/** The invoice's customer as the booking holds it now, as JSON for bookings.billed_to. */
export function billedToOf(row: BookingRow): string {
  const { fullName, address, city, state, pincode, regNumber } = row;
  return JSON.stringify({ fullName, address, city, state, pincode, regNumber } satisfies BilledTo);
}

/**
 * The booking as its tax invoice printed it: once its own fields are blanked or erased, the copy
 * kept in billed_to (8 years, CGST s.36) puts back what the invoice showed, so it renders as issued.
 */
export function asInvoiced(booking: Booking, billedTo: string | null): Booking {
  if (!billedTo) return booking;
  return { ...booking, ...(JSON.parse(billedTo) as BilledTo) };
}
