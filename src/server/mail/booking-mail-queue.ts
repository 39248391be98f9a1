import type { Kysely } from 'kysely';
import type { Booking } from '../../shared/booking/booking';
import type { MailKind } from '../../shared/mail/mail-kinds';
import {
  adminBookingPath,
  PAGE_PATHS,
  trackingLinkPath,
  trackOrderPath,
} from '../../shared/page-paths';
import { appointmentCalendarEvent, hasAppointment } from '../appointments/appointment-calendar';
import type { Database } from '../db/schema';
import { enqueueMail, enqueueMails, type NewOutboxMail } from '../repositories/outbox.repository';
import { getSiteInfo } from '../repositories/site-info.repository';
import type { MailContext } from './mail-context';
import { queueOfficeNotice } from './office-notices';
import { countCappedMail } from './recipient-cap';
import {
  bookingReceivedMail,
  newBookingAdminMail,
  statusChangedMail,
} from './templates/booking-mails';
import type { MailContent } from './templates/mail-layout';

export function outboxMail(
  kind: MailKind,
  recipient: string,
  content: MailContent,
  bookingId: string,
  calendarEvent?: string,
): NewOutboxMail {
  return {
    kind,
    recipient,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    bookingId,
    calendarEvent,
  };
}

/**
 * The .ics a customer's mail about `booking` carries: its appointment added (or updated), or
 * removed once the booking is cancelled; none for bookings without an appointment, nor once fitted.
 */
function calendarFileFor(
  bookingId: string,
  booking: Booking,
  publicUrl: string,
  now: Date,
): string | undefined {
  if (!hasAppointment(booking) || booking.status === 'FULFILLED') return undefined;
  const method = booking.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH';
  return appointmentCalendarEvent({ bookingId, booking, publicUrl, changedAt: now, method });
}

/**
 * The customer's page for following the order: opened by the link's secret alone. Bookings made
 * before tracking links have none; their link fills in the order number and the customer types
 * the registration number.
 */
export function trackingLink(
  publicUrl: string,
  booking: Booking,
  trackingToken: string | null,
): string {
  return trackingToken
    ? `${publicUrl}${trackingLinkPath(trackingToken)}`
    : `${publicUrl}${trackOrderPath(booking.orderId)}`;
}

/**
 * In the booking's own transaction: the customer's receipt (saying until when the place is held,
 * `holdUntil`) and the business's notice. Anyone can book with any address, so both are capped
 * per address (mail/recipient-cap): a receipt past the cap is not sent (the answer says so, for
 * the page to tell the customer), and the office gets one mail for a burst past it. Answers
 * whether the receipt was queued.
 */
export async function queueNewBookingMails(
  trx: Kysely<Database>,
  bookingId: string,
  booking: Booking,
  trackingToken: string,
  { publicUrl, adminEmail, recipientCaps = true }: MailContext,
  now: Date,
  holdUntil: string | null = null,
): Promise<{ receiptMailed: boolean }> {
  const site = await getSiteInfo(trx);
  const receiptMailed =
    !recipientCaps || (await countCappedMail(trx, 'booking-received', booking.email, now)).within;
  if (receiptMailed) {
    const receipt = bookingReceivedMail(
      booking,
      site,
      trackingLink(publicUrl, booking, trackingToken),
      holdUntil,
    );
    const calendarFile = calendarFileFor(bookingId, booking, publicUrl, now);
    await enqueueMail(
      trx,
      outboxMail('booking-received', booking.email, receipt, bookingId, calendarFile),
      now,
    );
  }
  if (adminEmail) {
    const notice = newBookingAdminMail(
      booking,
      `${publicUrl}${adminBookingPath(booking.orderId)}`,
      site,
    );
    await queueOfficeNotice(
      trx,
      outboxMail('new-booking-admin', adminEmail, notice, bookingId),
      { what: 'bookings', link: `${publicUrl}${PAGE_PATHS.admin.bookings}` },
      site,
      now,
      recipientCaps,
    );
  }
  return { receiptMailed };
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
    if (!content) return [];
    const calendarFile = calendarFileFor(bookingId, booking, publicUrl, now);
    return [outboxMail('status-changed', booking.email, content, bookingId, calendarFile)];
  });
  await enqueueMails(trx, mails, now);
}
