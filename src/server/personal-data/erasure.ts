import type { Kysely } from 'kysely';
import { type AuditActor, recordAudit } from '#server/audit/record-audit.ts';
import { openTicket } from '#server/complaints/index.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { MailContext } from '#server/mail/mail-context.ts';
import { notify } from '#server/notifications/notify.ts';
import { type BookingRow, findBookingById } from '#server/repositories/bookings.repository.ts';
import { closeOpenTicketsOfBooking } from '#server/repositories/complaints.repository.ts';
import { findInvoiceByBookingId } from '#server/repositories/invoices.repository.ts';
import {
  blankBooking,
  blankBookingMessages,
  claimErasure,
  completeErasureRequests,
  deleteMobileCodesOf,
  deleteProofs,
  openErasureRequest,
} from '#server/repositories/personal-data.repository.ts';
import { bookingSearchText } from '#shared/booking/search-text.ts';
import { billedToOf } from './billed-to.ts';

export const ERASURE_TEXTS = {
  notFound: 'Booking not found.',
  stillOpen:
    'This order is still open: its data is needed to fit the plates. Erase it once the order is fulfilled or cancelled.',
  alreadyErased: "This customer's data was already erased.",
  messageGivenUp: "Not sent: the customer's data was erased at their request.",
  /** The ticket's text in the complaints queue (staff read it; the customer's mail quotes it). */
  ticketText: 'Please erase my personal data (asked from the tracking link).',
} as const;

/**
 * What an erasure keeps (DPDP Act 2023 s.8(7) and s.12: erased unless a law requires it kept):
 * the order number, service, amounts, dates, status history, the UPI transaction number and the
 * invoice's facts (CGST s.36: 8 years). What the invoice printed of the customer moves to
 * billed_to, the one copy left, so the invoice still renders as issued.
 */
export const ERASURE_KEEPS = [
  'order number',
  'service and vehicle type',
  'amounts and tax',
  'dates and status history',
  'UPI transaction number',
  'tax invoice as issued (name, address, state, registration number)',
] as const;

/**
 * A customer's request to erase their data, from their tracking link: one open request per
 * booking (asking again answers the open one). A new one opens a ticket of kind 'data_erasure'
 * in the complaints queue, acknowledged like a complaint (DPDP Rules 2025 ask a data request to
 * be answered like a grievance); staff complete it with completeErasure, which closes the ticket.
 */
export async function requestErasure(
  trx: Kysely<Database>,
  booking: BookingRow,
  mail: MailContext,
  now: Date,
) {
  const request = await openErasureRequest(trx, booking.id, now);
  if (request.created) {
    const complaint = await openTicket(
      trx,
      {
        kind: 'data_erasure',
        name: booking.fullName,
        phone: booking.phone,
        email: booking.email,
        orderId: booking.orderId,
        bookingId: booking.id,
        text: ERASURE_TEXTS.ticketText,
        locale: booking.locale,
      },
      now,
    );
    await notify(trx, { type: 'complaint-received', complaint }, mail, now);
  }
  return request;
}

/**
 * Staff's "complete erasure", in the caller's transaction: blanks the customer's name, phone,
 * e-mail, address, vehicle numbers and messages, deletes the payment screenshot and the phone's
 * mobile codes, completes the open requests and writes the audit entry. Only a closed order
 * (fulfilled or cancelled) can be erased; an erased one is refused again.
 */
export async function completeErasure(
  trx: Kysely<Database>,
  bookingId: string,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const row = await findBookingById(trx, bookingId);
  if (!row) throw new HttpError(404, ERASURE_TEXTS.notFound);
  if (row.status !== 'FULFILLED' && row.status !== 'CANCELLED') {
    throw new HttpError(409, ERASURE_TEXTS.stillOpen);
  }
  const at = now.toISOString();
  // The claim is the condition: of two staff completing it at once, one erases, one is told.
  if (!(await claimErasure(trx, bookingId, at))) {
    throw new HttpError(409, ERASURE_TEXTS.alreadyErased);
  }
  const invoice = await findInvoiceByBookingId(trx, bookingId);
  await blankBooking(trx, bookingId, {
    fullName: '',
    phone: '',
    email: '',
    address: '',
    city: '',
    pincode: '',
    regNumber: '',
    chassisLast5: '',
    engineLast5: '',
    holdClient: null,
    searchText: bookingSearchText({ ...row, phone: '', regNumber: '', fullName: '' }),
    // Blanked by the retention round already: its copy was taken then, from the full booking.
    billedTo: invoice ? (row.billedTo ?? billedToOf(row)) : null,
  });
  if (row.proofImageId) {
    await deleteProofs(trx, [{ id: bookingId, proofImageId: row.proofImageId }], now);
  }
  await blankBookingMessages(trx, bookingId, ERASURE_TEXTS.messageGivenUp, now);
  if (row.phone) await deleteMobileCodesOf(trx, row.phone);
  await completeErasureRequests(trx, bookingId, actor.email, now);
  await closeOpenTicketsOfBooking(trx, bookingId, 'data_erasure', actor.email, now);
  await recordAudit(
    trx,
    actor,
    {
      kind: 'personal-data-erased',
      subject: row.orderId,
      before: null,
      after: { kept: ERASURE_KEEPS, invoice: invoice?.number ?? null },
    },
    now,
  );
}
