import { newMailSecret } from '#server/mail/mail-secret.ts';
import { countCappedMail } from '#server/mail/recipient-cap.ts';
import { bookingReceivedMail, newBookingAdminMail } from '#server/mail/templates/booking-mails.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { fittedBooking } from '#server/tracking/booking-centre.ts';
import { adminBookingPath, PAGE_PATHS } from '#shared/page-paths.ts';
import { calendarFileFor, trackingLinkInMail } from '../booking-mail-parts.ts';
import { customerMailLanguage } from '../customer-language.ts';
import { byEmail, type Notice } from '../notice.ts';
import type { BookingCreated } from '../notification-events.ts';
import { officeNotice } from '../office-notices.ts';
import type { Policy } from '../policy.ts';
import { textNotices } from '../text-notices.ts';
import { deadlineParam } from '../text-params.ts';

/**
 * The customer's receipt (saying until when the place is held) by mail, WhatsApp and SMS, and the
 * office's notice. Anyone can book with any address or number, so all are capped per address or
 * number (mail/recipient-cap): a receipt past the cap is not queued (notify's answer says so, for
 * the page to tell the customer), and the office gets one mail for a burst past it.
 */
export const bookingCreated: Policy<BookingCreated> = async (trx, event, context, now) => {
  const { booking: row, trackingToken } = event;
  const { publicUrl, adminEmail, recipientCaps = true } = context;
  const booking = await fittedBooking(trx, row);
  const site = await getSiteInfo(trx);
  const notices: Notice[] = [];
  const language = customerMailLanguage(booking);
  const receiptWithin =
    !recipientCaps || (await countCappedMail(trx, 'booking-received', booking.email, now)).within;
  if (receiptWithin) {
    const secret = newMailSecret(trackingToken);
    const link = trackingLinkInMail(publicUrl, secret.placeholder);
    const receipt = bookingReceivedMail(booking, site, link, row.holdUntil, language);
    const calendarEvent = calendarFileFor(row.id, booking, publicUrl, now);
    notices.push({
      audience: 'customer',
      message: byEmail('booking-received', booking.email, receipt, {
        bookingId: row.id,
        calendarEvent,
        secret,
      }),
    });
  }
  // Every new booking holds its place (create-booking); `now` only guards the type.
  const heldUntil = deadlineParam(row.holdUntil ?? now.toISOString(), language);
  const texts = await textNotices(
    trx,
    [
      {
        kind: 'booking_received',
        mailKind: 'booking-received',
        bookingId: row.id,
        booking,
        params: (link) => [booking.orderId, heldUntil, link],
        capped: true,
      },
    ],
    context,
    now,
  );
  notices.push(...texts);
  if (adminEmail) {
    const adminLink = `${publicUrl}${adminBookingPath(booking.orderId)}`;
    const notice = byEmail(
      'new-booking-admin',
      adminEmail,
      newBookingAdminMail(booking, adminLink, site),
      {
        bookingId: row.id,
      },
    );
    const burst = { what: 'bookings' as const, link: `${publicUrl}${PAGE_PATHS.admin.bookings}` };
    notices.push(await officeNotice(trx, notice, burst, site, now, recipientCaps));
  }
  return notices;
};
