import { appointmentCalendarEvent, hasAppointment } from '#server/mail/appointment-calendar.ts';
import { newMailSecret } from '#server/mail/mail-secret.ts';
import { appointmentMovedMail } from '#server/mail/templates/appointment-mails.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { fittedBooking } from '#server/tracking/booking-centre.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import { slotTimes } from '#shared/appointments/availability.ts';
import { trackingLinkInMail } from '../booking-mail-parts.ts';
import { customerMailLanguage } from '../customer-language.ts';
import { byEmail } from '../notice.ts';
import type { AppointmentMoved } from '../notification-events.ts';
import type { Policy } from '../policy.ts';
import { textNotices } from '../text-notices.ts';
import { appointmentParams } from '../text-params.ts';
import { withdrawReminders } from '../withdraw-reminders.ts';

/**
 * The customer's mail with the new time and an updated .ics (same UID, higher SEQUENCE), so
 * their calendar moves the event it already has; WhatsApp and SMS with the new time. A reminder
 * still queued for the old day is withdrawn.
 */
export const appointmentMoved: Policy<AppointmentMoved> = async (trx, event, context, now) => {
  const { publicUrl } = context;
  const { booking: moved, previous, by } = event;
  const booking = await fittedBooking(trx, moved);
  await withdrawReminders(trx, [moved.id], 'moved', now);
  if (!hasAppointment(booking)) return [];
  const site = await getSiteInfo(trx);
  const was = previous ? { ...previous, ...slotTimes(previous.slot) } : null;
  const [token = ''] = await issueTrackingLinks(trx, [moved.id], now);
  const secret = newMailSecret(token);
  const link = trackingLinkInMail(publicUrl, secret.placeholder);
  const content = appointmentMovedMail(booking, was, by, site, link, customerMailLanguage(booking));
  const calendarEvent = appointmentCalendarEvent({
    bookingId: moved.id,
    booking,
    publicUrl,
    changedAt: now,
  });
  const language = customerMailLanguage(booking);
  const [day = '', slot = ''] = appointmentParams(booking.appointment, language);
  const texts = await textNotices(
    trx,
    [
      {
        kind: 'appointment_moved',
        mailKind: 'appointment-moved',
        bookingId: moved.id,
        booking,
        params: (link) => [booking.orderId, day, slot, link],
      },
    ],
    context,
    now,
  );
  return [
    {
      audience: 'customer',
      message: byEmail('appointment-moved', booking.email, content, {
        bookingId: moved.id,
        calendarEvent,
        secret,
      }),
    },
    ...texts,
  ];
};
