import type { Kysely } from 'kysely';
import { type AppointmentChoice, slotTimes } from '../../shared/appointments/availability';
import { appointmentCalendarEvent, hasAppointment } from '../appointments/appointment-calendar';
import { toBooking } from '../bookings/booking-mapper';
import type { Database } from '../db/schema';
import type { BookingRow } from '../repositories/bookings.repository';
import { enqueueMail, enqueueMails } from '../repositories/outbox.repository';
import { getSiteInfo } from '../repositories/site-info.repository';
import { outboxMail, trackingLink } from './booking-mail-queue';
import type { MailContext } from './mail-context';
import {
  appointmentMovedMail,
  appointmentReminderMail,
  type MovedBy,
} from './templates/appointment-mails';

/**
 * In the move's transaction: the customer's mail with the new time and an updated .ics (same
 * UID, higher SEQUENCE), so their calendar moves the event it already has.
 */
export async function queueAppointmentMovedMail(
  trx: Kysely<Database>,
  moved: BookingRow,
  previous: AppointmentChoice | undefined,
  by: MovedBy,
  { publicUrl }: MailContext,
  now: Date,
): Promise<void> {
  const booking = toBooking(moved);
  if (!hasAppointment(booking)) return;
  const site = await getSiteInfo(trx);
  const was = previous ? { ...previous, ...slotTimes(previous.slot) } : null;
  const trackUrl = trackingLink(publicUrl, booking, moved.trackingToken);
  const content = appointmentMovedMail(booking, was, by, site, trackUrl);
  const calendarFile = appointmentCalendarEvent({
    bookingId: moved.id,
    booking,
    publicUrl,
    changedAt: now,
  });
  await enqueueMail(
    trx,
    outboxMail('appointment-moved', booking.email, content, moved.id, calendarFile),
    now,
  );
}

/** In the reminder round's transaction: the day-before mail of each booking it took. */
export async function queueReminderMails(
  trx: Kysely<Database>,
  due: readonly BookingRow[],
  { publicUrl }: MailContext,
  now: Date,
): Promise<void> {
  if (due.length === 0) return;
  const site = await getSiteInfo(trx);
  const mails = due.flatMap((row) => {
    const booking = toBooking(row);
    if (!hasAppointment(booking)) return [];
    const trackUrl = trackingLink(publicUrl, booking, row.trackingToken);
    const content = appointmentReminderMail(booking, site, trackUrl);
    return [outboxMail('appointment-reminder', booking.email, content, row.id)];
  });
  await enqueueMails(trx, mails, now);
}
