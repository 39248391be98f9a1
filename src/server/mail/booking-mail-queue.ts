import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  enqueueMail,
  enqueueMails,
  type MailSecret,
  type NewOutboxMail,
} from '#server/repositories/outbox.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import { issueTrackingLinks } from '#server/tracking/tracking-links.ts';
import type { Booking } from '#shared/booking/booking.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import { adminBookingPath, PAGE_PATHS, trackingLinkPath } from '#shared/page-paths.ts';
import { appointmentCalendarEvent, hasAppointment } from './appointment-calendar.ts';
import type { MailContext } from './mail-context.ts';
import { newMailSecret, newSecretPlaceholder } from './mail-secret.ts';
import { queueOfficeNotice } from './office-notices.ts';
import { countCappedMail } from './recipient-cap.ts';
import {
  bookingReceivedMail,
  newBookingAdminMail,
  statusChangedMail,
} from './templates/booking-mails.ts';
import type { MailContent } from './templates/mail-layout.ts';

export function outboxMail(
  kind: MailKind,
  recipient: string,
  content: MailContent,
  bookingId: string,
  calendarEvent?: string,
  secret?: MailSecret,
): NewOutboxMail {
  return {
    kind,
    recipient,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    bookingId,
    calendarEvent,
    secret,
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
 * The customer's page for following the order, opened by the link's secret alone. The stored
 * mail holds the secret's placeholder; the secret travels in the outbox's secret column and is
 * put in only when sending, then dropped (decision 0038), so no kept row holds a working link.
 */
export function trackingLinkInMail(publicUrl: string, placeholder: string): string {
  return `${publicUrl}${trackingLinkPath(placeholder)}`;
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
    const secret = newMailSecret(trackingToken);
    const link = trackingLinkInMail(publicUrl, secret.placeholder);
    const receipt = bookingReceivedMail(booking, site, link, holdUntil);
    const calendarFile = calendarFileFor(bookingId, booking, publicUrl, now);
    await enqueueMail(
      trx,
      outboxMail('booking-received', booking.email, receipt, bookingId, calendarFile, secret),
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
}

/**
 * In the status changes' transaction: tell each customer about CONFIRMED, FULFILLED, CANCELLED
 * (a bank statement confirms thousands at once: one read of the site, inserts in chunks). Each
 * mail carries a new tracking link: the earlier ones' secrets are not kept to send again.
 */
export async function queueStatusChangedMails(
  trx: Kysely<Database>,
  changed: readonly ChangedBooking[],
  { publicUrl }: MailContext,
  now: Date,
): Promise<void> {
  if (changed.length === 0) return;
  const site = await getSiteInfo(trx);
  // One placeholder for the batch (random, so no typed text holds it); each mail its own link.
  const placeholder = newSecretPlaceholder();
  const link = trackingLinkInMail(publicUrl, placeholder);
  const told = changed.flatMap(({ bookingId, booking }) => {
    const content = statusChangedMail(booking, site, link);
    return content ? [{ bookingId, booking, content }] : [];
  });
  // Only the changes a customer is told of get a link of their own.
  const tokens = await issueTrackingLinks(
    trx,
    told.map((m) => m.bookingId),
    now,
  );
  const mails = told.map(({ bookingId, booking, content }, i) => {
    const calendarFile = calendarFileFor(bookingId, booking, publicUrl, now);
    const secret = { value: tokens[i] ?? '', placeholder };
    return outboxMail('status-changed', booking.email, content, bookingId, calendarFile, secret);
  });
  await enqueueMails(trx, mails, now);
}
