import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import { listBookingMessageBodies } from '#server/repositories/booking-messages.repository.ts';
import { listStatusChanges } from '#server/repositories/booking-status-changes.repository.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { findInvoiceByBookingId } from '#server/repositories/invoices.repository.ts';
import { listErasureRequests } from '#server/repositories/personal-data.repository.ts';
import { WHATSAPP_CONSENT_WORDS } from '#shared/messaging/whatsapp-consent.ts';
import { PRIVACY_NOTICE_WORDS } from '#shared/personal-data/privacy-notice.ts';

/** Words of a stored version, or null for one this code does not know (or none). */
function wordsOf(
  table: Record<string, Record<string, string>>,
  version: string | null,
  locale: string,
) {
  return (version && table[version]?.[locale]) || null;
}

/**
 * Everything stored about a customer's booking, as they may download it (DPDP Act 2023 s.11:
 * a summary of the personal data processed and what was done with it): the booking, their
 * contact and vehicle details, the payment, the messages sent to them, their agreements, and
 * what the retention round or an erasure did. Only through the tracking link's secret.
 */
export async function myDataOf(db: Kysely<Database>, row: BookingRow, now: Date) {
  const booking = toBooking(row);
  const history = (await listStatusChanges(db, [row.id])).get(row.id) ?? [];
  const invoice = await findInvoiceByBookingId(db, row.id);
  const messages = await listBookingMessageBodies(db, row.id);
  const erasureRequests = await listErasureRequests(db, row.id);
  return {
    exportedAt: now.toISOString(),
    orderNumber: booking.orderId,
    booking: {
      service: booking.service,
      vehicleType: booking.vehicleType,
      installation: booking.installation,
      appointment: booking.appointment,
      status: booking.status,
      createdAt: booking.createdAt,
      language: booking.locale,
      history: history.map((change) => ({ status: change.toStatus, at: change.changedAt })),
    },
    contact: {
      fullName: booking.fullName,
      mobile: booking.phone,
      email: booking.email,
      address: booking.address,
      city: booking.city,
      state: booking.state,
      pincode: booking.pincode,
    },
    vehicle: {
      registrationNumber: booking.regNumber,
      chassisLast5: booking.chassisLast5,
      engineLast5: booking.engineLast5,
    },
    payment: {
      method: booking.payment.method,
      upiTransactionNumber: booking.txnId,
      submittedAt: booking.payment.submittedAt,
      price: booking.price,
      screenshotKept: booking.payment.hasProof,
      screenshotDeletedAt: row.proofDeletedAt,
      taxInvoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt } : null,
    },
    messages: messages.map((message) => ({
      channel: message.channel,
      to: message.recipient,
      subject: message.subject,
      text: message.textBody,
      status: message.status,
      createdAt: message.createdAt,
      deliveredAt: message.deliveredAt,
    })),
    consents: {
      privacyNotice: {
        version: row.privacyNoticeVersion,
        agreedAt: row.privacyNoticeAgreedAt,
        words: wordsOf(PRIVACY_NOTICE_WORDS, row.privacyNoticeVersion, row.locale),
      },
      whatsapp: {
        version: row.whatsappConsentVersion,
        agreedAt: row.whatsappConsentAt,
        words: wordsOf(WHATSAPP_CONSENT_WORDS, row.whatsappConsentVersion, row.locale),
      },
    },
    retention: {
      addressAndEmailBlankedAt: row.contactBlankedAt,
      erasedAt: row.erasedAt,
      erasureRequests,
    },
  };
}
export type MyData = Awaited<ReturnType<typeof myDataOf>>;

/** The download's file name, from the order number's digits. */
export function myDataFileName(orderId: string, extension: 'json' | 'html'): string {
  return `my-data-${orderId.replace(/[^A-Za-z0-9]+/g, '-')}.${extension}`;
}
