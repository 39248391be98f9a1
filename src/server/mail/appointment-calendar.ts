import { createEvent } from 'ics';
import type { FittedBooking } from '#server/tracking/booking-centre.ts';
import type { BookingAppointment } from '#shared/appointments/appointment-fields.ts';
import { centreAddressLine } from '#shared/centres/fitting-centre.ts';
import { atIndiaTime } from '#shared/site/india-time.ts';

/** PUBLISH adds or updates the event in the customer's calendar; CANCEL removes it. */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

export const CALENDAR_FILE_NAME = 'appointment.ics';

/** SEQUENCE counts seconds from here: it grows with every change and fits 32 bits until 2094. */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * Text for a calendar TEXT property. The ics library escapes backslash, semicolon, comma and LF
 * (RFC 5545 3.3.11) but leaves a lone CR, which many calendar apps take for a line end: the
 * text's own line would then add properties of the writer's choosing (an ATTACH, a URL, an
 * alarm). Every line break becomes LF for the library to escape; other control characters (a
 * vertical tab, NEL …) become spaces. Tabs are allowed in TEXT and stay.
 */
function calendarText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, ' ');
}

/**
 * Where the fitting happens, as a calendar app shows it (and a map app opens it): the centre's
 * address for dealer installation, the customer's own for home installation.
 */
function fittingPlace({ centre, ...booking }: FittedBooking): string {
  if (booking.installation === 'dealer') {
    return centre ? centreAddressLine(centre) : 'At the dealer';
  }
  return [booking.address, booking.city, booking.state, booking.pincode].filter(Boolean).join(', ');
}

/** Who fits: the centre by name (and phone, for the team that comes home), English and Hindi. */
function fitterLines({ centre, installation }: FittedBooking): string[] {
  if (!centre) return [];
  if (installation === 'dealer') {
    return [`Fitting centre: ${centre.name}`, `फ़िटिंग सेंटर: ${centre.name}`];
  }
  const phone = centre.phone ? ` (${centre.phone})` : '';
  return [`Fitted by ${centre.name}'s team${phone}`, `फ़िटिंग: ${centre.name} की टीम${phone}`];
}

export type BookingWithAppointment = FittedBooking & { appointment: BookingAppointment };

/** Bookings made before appointments have none, and so no calendar file. */
export function hasAppointment(booking: FittedBooking): booking is BookingWithAppointment {
  return booking.appointment !== null;
}

export interface AppointmentEvent {
  /** The booking's row id: with the site's host, the event's UID for all its mails. */
  bookingId: string;
  booking: BookingWithAppointment;
  publicUrl: string;
  /** When the appointment (or the booking) last changed: a later change gets a higher SEQUENCE. */
  changedAt: Date;
  method?: CalendarMethod;
}

/**
 * The .ics file of a booking's fitting appointment: one event whose UID stays the same for the
 * booking, so a calendar app updates (or, with CANCEL, removes) the event it already has instead
 * of adding another. It is stored in the outbox, so it carries the order number but never the
 * tracking link's secret.
 */
export function appointmentCalendarEvent({
  bookingId,
  booking,
  publicUrl,
  changedAt,
  method = 'PUBLISH',
}: AppointmentEvent): string {
  const { day, start, end } = booking.appointment;
  const { value, error } = createEvent({
    productId: 'hsrp-plate-booking/appointments',
    method,
    uid: `${bookingId}@${new URL(publicUrl).host}`,
    sequence: Math.max(0, Math.floor((changedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: calendarText(`Number plate fitting – ${booking.regNumber}`),
    start: atIndiaTime(day, start).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: atIndiaTime(day, end).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: calendarText(fittingPlace(booking)),
    description: calendarText(
      [
        `Order number: ${booking.orderId}`,
        ...fitterLines(booking),
        'Please keep the vehicle and its registration certificate (RC) ready.',
        'कृपया वाहन और उसका रजिस्ट्रेशन सर्टिफिकेट (RC) तैयार रखें।',
      ].join('\n'),
    ),
  });
  if (error || !value) throw error ?? new Error('no calendar file was made');
  return value;
}

/** The METHOD a stored .ics declares (the mail's text/calendar part must say the same). */
export function calendarMethodOf(content: string): CalendarMethod {
  return /^METHOD:CANCEL\r?$/m.test(content) ? 'CANCEL' : 'PUBLISH';
}
