import { hasAppointment } from '#server/mail/appointment-calendar.ts';
import { newSecretPlaceholder } from '#server/mail/mail-secret.ts';
import { appointmentReminderMail } from '#server/mail/templates/appointment-mails.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { fittedBookings } from '#server/tracking/booking-centre.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import { trackingLinkInMail } from '../booking-mail-parts.ts';
import { customerMailLanguage } from '../customer-language.ts';
import { byEmail } from '../notice.ts';
import type { AppointmentRemindersDue } from '../notification-events.ts';
import type { Policy } from '../policy.ts';
import { type TextItem, textNotices } from '../text-notices.ts';
import { appointmentParams, appointmentStart } from '../text-params.ts';

/**
 * The day-before mail, WhatsApp and SMS of each booking the reminder round took; never capped.
 * None is sent once the appointment began (the outbox's not-after).
 */
export const appointmentRemindersDue: Policy<AppointmentRemindersDue> = async (
  trx,
  { bookings },
  context,
  now,
) => {
  if (bookings.length === 0) return [];
  const { publicUrl } = context;
  const site = await getSiteInfo(trx);
  const placeholder = newSecretPlaceholder();
  const link = trackingLinkInMail(publicUrl, placeholder);
  const fitted = await fittedBookings(trx, bookings);
  const told = bookings.flatMap((row, i) => {
    const booking = fitted[i];
    if (!booking) return [];
    if (!hasAppointment(booking)) return [];
    const content = appointmentReminderMail(booking, site, link, customerMailLanguage(booking));
    return [{ row, booking, content }];
  });
  const tokens = await issueTrackingLinks(
    trx,
    told.map((m) => m.row.id),
    now,
  );
  const mails = told.map(({ row, booking, content }, i) => ({
    audience: 'customer' as const,
    message: byEmail('appointment-reminder', row.email, content, {
      bookingId: row.id,
      secret: { value: tokens[i] ?? '', placeholder },
      notAfter: appointmentStart(booking.appointment),
    }),
  }));
  const texts = told.map(({ row, booking }): TextItem => {
    const [day = '', slot = ''] = appointmentParams(
      booking.appointment,
      customerMailLanguage(booking),
    );
    return {
      kind: 'appointment_reminder',
      mailKind: 'appointment-reminder',
      bookingId: row.id,
      booking,
      params: (link) => [booking.orderId, day, slot, link],
      notAfter: appointmentStart(booking.appointment),
    };
  });
  return [...mails, ...(await textNotices(trx, texts, context, now))];
};
