import type { PaymentMatchBooking } from '#server/repositories/bookings.repository.ts';
import type { BookingRef } from '#shared/payments/payment-matching.ts';

/** A booking as the desk names it beside a bank line. */
export function bookingRefOf(booking: PaymentMatchBooking | undefined): BookingRef | null {
  if (!booking) return null;
  return {
    id: booking.id,
    orderId: booking.orderId,
    fullName: booking.fullName,
    status: booking.status,
    totalPaise: booking.priceTotal * 100,
    createdAt: booking.createdAt,
    installation: booking.installation,
    centreId: booking.centreId ?? '',
    appointment:
      booking.appointmentDay && booking.appointmentSlot
        ? { day: booking.appointmentDay, slot: booking.appointmentSlot }
        : null,
    lapsedAt: booking.lapsedAt,
  };
}
