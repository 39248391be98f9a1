import type { Kysely } from 'kysely';
import type { Booking } from '../../shared/booking/booking';
import type { MailKind } from '../../shared/mail/mail-kinds';
import { adminBookingPath, trackingLinkPath, trackOrderPath } from '../../shared/page-paths';
import type { Database } from '../db/schema';
import { enqueueMail } from '../repositories/outbox.repository';
import { getSiteInfo } from '../repositories/site-info.repository';
import type { MailContext } from './mail-context';
import {
  bookingReceivedMail,
  newBookingAdminMail,
  statusChangedMail,
} from './templates/booking-mails';
import type { MailContent } from './templates/mail-layout';

function queue(
  trx: Kysely<Database>,
  kind: MailKind,
  recipient: string,
  content: MailContent,
  bookingId: string,
  now: Date,
) {
  return enqueueMail(
    trx,
    {
      kind,
      recipient,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      bookingId,
    },
    now,
  );
}

/**
 * The customer's page for following the order: opened by the link's secret alone. Bookings made
 * before tracking links have none; their link fills in the order number and the customer types
 * the registration number.
 */
function trackingLink(publicUrl: string, booking: Booking, trackingToken: string | null): string {
  return trackingToken
    ? `${publicUrl}${trackingLinkPath(trackingToken)}`
    : `${publicUrl}${trackOrderPath(booking.orderId)}`;
}

/** In the booking's own transaction: the customer's receipt and the business's notice. */
export async function queueNewBookingMails(
  trx: Kysely<Database>,
  bookingId: string,
  booking: Booking,
  trackingToken: string,
  { publicUrl, adminEmail }: MailContext,
  now: Date,
): Promise<void> {
  const site = await getSiteInfo(trx);
  await queue(
    trx,
    'booking-received',
    booking.email,
    bookingReceivedMail(booking, site, trackingLink(publicUrl, booking, trackingToken)),
    bookingId,
    now,
  );
  if (adminEmail) {
    const link = `${publicUrl}${adminBookingPath(booking.orderId)}`;
    const notice = newBookingAdminMail(booking, link, site);
    await queue(trx, 'new-booking-admin', adminEmail, notice, bookingId, now);
  }
}

/** In the status change's transaction: tell the customer about CONFIRMED, FULFILLED, CANCELLED. */
export async function queueStatusChangedMail(
  trx: Kysely<Database>,
  bookingId: string,
  booking: Booking,
  trackingToken: string | null,
  { publicUrl }: MailContext,
  now: Date,
): Promise<void> {
  const site = await getSiteInfo(trx);
  const link = trackingLink(publicUrl, booking, trackingToken);
  const content = statusChangedMail(booking, site, link);
  if (content) await queue(trx, 'status-changed', booking.email, content, bookingId, now);
}
