import { hasAppointment } from '#server/mail/appointment-calendar.ts';
import { newSecretPlaceholder } from '#server/mail/mail-secret.ts';
import { appointmentReminderMail } from '#server/mail/templates/appointment-mails.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import { trackingLinkInMail } from '../booking-mail-parts.ts';
import { customerMailLanguage } from '../customer-language.ts';
import { byEmail } from '../notice.ts';
import type { AppointmentRemindersDue } from '../notification-events.ts';
import type { Policy } from '../policy.ts';

/** The day-before mail of each booking the reminder round took; never capped. */
export const appointmentRemindersDue: Policy<AppointmentRemindersDue> = async (
  trx,
  { bookings },
  { publicUrl },
  now,
) => {
  if (bookings.length === 0) return [];
  const site = await getSiteInfo(trx);
  const placeholder = newSecretPlaceholder();
  const link = trackingLinkInMail(publicUrl, placeholder);
  const told = bookings.flatMap((row) => {
    const booking = toBooking(row);
    if (!hasAppointment(booking)) return [];
    const content = appointmentReminderMail(booking, site, link, customerMailLanguage(booking));
    return [{ row, content }];
  });
  const tokens = await issueTrackingLinks(
    trx,
    told.map((m) => m.row.id),
    now,
  );
  return told.map(({ row, content }, i) => ({
    audience: 'customer' as const,
    message: byEmail('appointment-reminder', row.email, content, {
      bookingId: row.id,
      secret: { value: tokens[i] ?? '', placeholder },
    }),
  }));
};
