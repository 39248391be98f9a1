import { appointmentCalendarEvent, hasAppointment } from '#server/mail/appointment-calendar.ts';
import type { FittedBooking } from '#server/tracking/booking-centre.ts';
import { trackingLinkPath } from '#shared/page-paths.ts';

/**
 * The customer's page for following the order, opened by the link's secret alone. The stored
 * mail holds the secret's placeholder; the secret travels in the outbox's secret column and is
 * put in only when sending, then dropped (decision 0038), so no kept row holds a working link.
 */
export function trackingLinkInMail(publicUrl: string, placeholder: string): string {
  return `${publicUrl}${trackingLinkPath(placeholder)}`;
}

/**
 * The same page's link in an SMS: `/track?#t=…`. TRAI lets an SMS carry only whitelisted links,
 * and DLT whitelists a "dynamic URL" up to its `?`, so `PUBLIC_URL/track?` covers every order's
 * link while the secret stays in the fragment (the empty query changes nothing on the page).
 */
export function trackingLinkInSms(publicUrl: string, placeholder: string): string {
  return `${publicUrl}${trackingLinkPath(placeholder).replace('#', '?#')}`;
}

/**
 * The .ics a customer's mail about `booking` carries: its appointment added (or updated), or
 * removed once the booking is cancelled; none for bookings without an appointment, nor once fitted.
 */
export function calendarFileFor(
  bookingId: string,
  booking: FittedBooking,
  publicUrl: string,
  now: Date,
): string | undefined {
  if (!hasAppointment(booking) || booking.status === 'FULFILLED') return undefined;
  const method = booking.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH';
  return appointmentCalendarEvent({ bookingId, booking, publicUrl, changedAt: now, method });
}
