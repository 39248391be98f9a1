import { newSecretPlaceholder } from '#server/mail/mail-secret.ts';
import { holdLapsedMail } from '#server/mail/templates/hold-mails.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import { PAGE_PATHS } from '#shared/page-paths.ts';
import { trackingLinkInMail } from '../booking-mail-parts.ts';
import { customerMailLanguage } from '../customer-language.ts';
import { byEmail } from '../notice.ts';
import type { HoldsLapsed } from '../notification-events.ts';
import type { Policy } from '../policy.ts';
import { type TextItem, textNotices } from '../text-notices.ts';
import { deadlineParam } from '../text-params.ts';
import { withdrawReminders } from '../withdraw-reminders.ts';

/**
 * Each customer whose unpaid booking lapsed: cancelled, the place given back, a link to book
 * again. Sent as a status change (the admin mail screen names it so).
 */
export const holdsLapsed: Policy<HoldsLapsed> = async (trx, { bookings }, context, now) => {
  if (bookings.length === 0) return [];
  const { publicUrl } = context;
  await withdrawReminders(
    trx,
    bookings.map((row) => row.id),
    'lapsed',
    now,
  );
  const site = await getSiteInfo(trx);
  const bookAgain = `${publicUrl}${PAGE_PATHS.bookYourService}`;
  const placeholder = newSecretPlaceholder();
  const track = trackingLinkInMail(publicUrl, placeholder);
  const tokens = await issueTrackingLinks(
    trx,
    bookings.map((row) => row.id),
    now,
  );
  const mails = bookings.map((row, i) => {
    const booking = toBooking(row);
    const language = customerMailLanguage(booking);
    const holdUntil = row.holdUntil ?? now.toISOString();
    const content = holdLapsedMail(booking, holdUntil, site, { track, bookAgain }, language);
    return {
      audience: 'customer' as const,
      message: byEmail('status-changed', booking.email, content, {
        bookingId: row.id,
        secret: { value: tokens[i] ?? '', placeholder },
      }),
    };
  });
  // Capped per number like the receipt: each booking anyone makes with a number may lapse.
  const texts = bookings.map((row): TextItem => {
    const booking = toBooking(row);
    const ended = deadlineParam(row.holdUntil ?? now.toISOString(), customerMailLanguage(booking));
    return {
      kind: 'hold_lapsed',
      mailKind: 'status-changed',
      bookingId: row.id,
      booking,
      params: (link) => [booking.orderId, ended, link],
      capped: true,
    };
  });
  return [...mails, ...(await textNotices(trx, texts, context, now))];
};
