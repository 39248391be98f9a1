import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { enqueueMail, enqueueMails } from '#server/repositories/outbox.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import { type AppointmentChoice, slotTimes } from '#shared/appointments/availability.ts';
import { appointmentCalendarEvent, hasAppointment } from './appointment-calendar.ts';
import { outboxMail, trackingLinkInMail } from './booking-mail-queue.ts';
import type { MailContext } from './mail-context.ts';
import { newMailSecret, newSecretPlaceholder } from './mail-secret.ts';
import {
  appointmentMovedMail,
  appointmentReminderMail,
  type MovedBy,
} from './templates/appointment-mails.ts';

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
  const [token = ''] = await issueTrackingLinks(trx, [moved.id], now);
  const secret = newMailSecret(token);
  const link = trackingLinkInMail(publicUrl, secret.placeholder);
  const content = appointmentMovedMail(booking, was, by, site, link);
  const calendarFile = appointmentCalendarEvent({
    bookingId: moved.id,
    booking,
    publicUrl,
    changedAt: now,
  });
  await enqueueMail(
    trx,
    outboxMail('appointment-moved', booking.email, content, moved.id, calendarFile, secret),
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
  const placeholder = newSecretPlaceholder();
  const link = trackingLinkInMail(publicUrl, placeholder);
  const told = due.flatMap((row) => {
    const booking = toBooking(row);
    if (!hasAppointment(booking)) return [];
    return [{ row, content: appointmentReminderMail(booking, site, link) }];
  });
  const tokens = await issueTrackingLinks(
    trx,
    told.map((m) => m.row.id),
    now,
  );
  const mails = told.map(({ row, content }, i) =>
    outboxMail('appointment-reminder', row.email, content, row.id, undefined, {
      value: tokens[i] ?? '',
      placeholder,
    }),
  );
  await enqueueMails(trx, mails, now);
}
