import { newSecretPlaceholder } from '#server/mail/mail-secret.ts';
import { statusChangedMail } from '#server/mail/templates/booking-mails.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import type { TextMessageKind } from '#shared/messaging/text-messages.ts';
import { calendarFileFor, trackingLinkInMail } from '../booking-mail-parts.ts';
import { customerMailLanguage } from '../customer-language.ts';
import { byEmail } from '../notice.ts';
import type { BookingStatusChanged } from '../notification-events.ts';
import type { Policy } from '../policy.ts';
import { type TextItem, textNotices } from '../text-notices.ts';
import { withdrawReminders } from '../withdraw-reminders.ts';

/** The text message of each status a customer hears of. */
const TEXT_KIND_OF_STATUS: Partial<Record<BookingStatus, TextMessageKind>> = {
  CONFIRMED: 'payment_confirmed',
  FULFILLED: 'booking_fitted',
  CANCELLED: 'booking_cancelled',
};

/**
 * Each customer hears of CONFIRMED, FULFILLED, CANCELLED (a bank statement confirms thousands at
 * once: one read of the site, inserts in chunks). Each mail carries a new tracking link: the
 * earlier ones' secrets are not kept to send again. A cancelled booking's queued reminder is
 * withdrawn.
 */
export const bookingStatusChanged: Policy<BookingStatusChanged> = async (
  trx,
  { changed },
  context,
  now,
) => {
  const { publicUrl } = context;
  if (changed.length === 0) return [];
  const cancelled = changed.filter((c) => c.booking.status === 'CANCELLED').map((c) => c.bookingId);
  await withdrawReminders(trx, cancelled, 'cancelled', now);
  const site = await getSiteInfo(trx);
  // One placeholder for the batch (random, so no typed text holds it); each mail its own link.
  const placeholder = newSecretPlaceholder();
  const link = trackingLinkInMail(publicUrl, placeholder);
  const told = changed.flatMap(({ bookingId, booking }) => {
    const content = statusChangedMail(booking, site, link, customerMailLanguage(booking));
    return content ? [{ bookingId, booking, content }] : [];
  });
  // Only the changes a customer is told of get a link of their own.
  const tokens = await issueTrackingLinks(
    trx,
    told.map((m) => m.bookingId),
    now,
  );
  const mails = told.map(({ bookingId, booking, content }, i) => ({
    audience: 'customer' as const,
    message: byEmail('status-changed', booking.email, content, {
      bookingId,
      calendarEvent: calendarFileFor(bookingId, booking, publicUrl, now),
      secret: { value: tokens[i] ?? '', placeholder },
    }),
  }));
  const texts = changed.flatMap(({ bookingId, booking }): TextItem[] => {
    const kind = TEXT_KIND_OF_STATUS[booking.status];
    if (!kind) return [];
    const params = (link: string) =>
      kind === 'booking_fitted' ? [booking.orderId] : [booking.orderId, link];
    return [{ kind, mailKind: 'status-changed', bookingId, booking, params }];
  });
  return [...mails, ...(await textNotices(trx, texts, context, now))];
};
