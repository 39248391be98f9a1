import type { Kysely } from 'kysely';
import type { Booking } from '../../shared/booking/booking';
import type { MailKind } from '../../shared/mail/mail-kinds';
import { adminBookingPath, trackingLinkPath, trackOrderPath } from '../../shared/page-paths';
import type { Database } from '../db/schema';
import { enqueueMail, enqueueMails, type NewOutboxMail } from '../repositories/outbox.repository';
import { getSiteInfo } from '../repositories/site-info.repository';
import type { MailContext } from './mail-context';
import {
  bookingReceivedMail,
  newBookingAdminMail,
  statusChangedMail,
} from './templates/booking-mails';
import type { MailContent } from './templates/mail-layout';

function outboxMail(
  kind: MailKind,
  recipient: string,
  content: MailContent,
  bookingId: string,
): NewOutboxMail {
  return {
    kind,
    recipient,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    bookingId,
  };
}

function queue(
  trx: Kysely<Database>,
  kind: MailKind,
  recipient: string,
  content: MailContent,
  bookingId: string,
  now: Date,
) {
  return enqueueMail(trx, outboxMail(kind, recipient, content, bookingId), now);
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

/** A booking whose status just changed, as its customer's mail needs it. */
export interface ChangedBooking {
  bookingId: string;
  booking: Booking;
  trackingToken: string | null;
}

/**
 * In the status changes' transaction: tell each customer about CONFIRMED, FULFILLED, CANCELLED
 * (a bank statement confirms thousands at once: one read of the site, inserts in chunks).
 */
export async function queueStatusChangedMails(
  trx: Kysely<Database>,
  changed: readonly ChangedBooking[],
  { publicUrl }: MailContext,
  now: Date,
): Promise<void> {
  if (changed.length === 0) return;
  const site = await getSiteInfo(trx);
  const mails = changed.flatMap(({ bookingId, booking, trackingToken }) => {
    const content = statusChangedMail(
      booking,
      site,
      trackingLink(publicUrl, booking, trackingToken),
    );
    return content ? [outboxMail('status-changed', booking.email, content, bookingId)] : [];
  });
  await enqueueMails(trx, mails, now);
}
