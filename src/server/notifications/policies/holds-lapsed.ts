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

/**
 * Each customer whose unpaid booking lapsed: cancelled, the place given back, a link to book
 * again. Sent as a status change (the admin mail screen names it so).
 */
export const holdsLapsed: Policy<HoldsLapsed> = async (trx, { bookings }, { publicUrl }, now) => {
  if (bookings.length === 0) return [];
  const site = await getSiteInfo(trx);
  const bookAgain = `${publicUrl}${PAGE_PATHS.bookYourService}`;
  const placeholder = newSecretPlaceholder();
  const track = trackingLinkInMail(publicUrl, placeholder);
  const tokens = await issueTrackingLinks(
    trx,
    bookings.map((row) => row.id),
    now,
  );
  return bookings.map((row, i) => {
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
};
