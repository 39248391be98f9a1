import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  insertCreditNotes,
  lockCreditNoteSeries,
} from '#server/repositories/credit-notes.repository.ts';
import { listOpenInvoices } from '#server/repositories/invoices.repository.ts';
import { financialYearOf, formatCreditNoteNumber } from './invoice-number.ts';
import { issueInvoicesOnVerifiedPayment, type PaymentStatusChange } from './issue-invoice.ts';

/**
 * Issues a credit note (CGST s.34) for each booking cancelled here that has a tax invoice no credit
 * note cancels yet: its own series per financial year, taken under the series lock in the
 * cancellation's transaction (no gap, no repeat), referring to the invoice for its whole value and
 * tax. The invoice's date need not be in this year: the note is dated and numbered today.
 */
export async function issueCreditNotesOnCancellation(
  trx: Kysely<Database>,
  changes: readonly PaymentStatusChange[],
  now: Date,
): Promise<void> {
  const cancelled = changes.filter((c) => c.to === 'CANCELLED' && c.from !== 'CANCELLED');
  if (cancelled.length === 0) return;
  // Read before the lock only to spare it when nothing is invoiced; read again under it.
  const ids = cancelled.map((change) => change.bookingId);
  if ((await listOpenInvoices(trx, ids)).size === 0) return;
  const financialYear = financialYearOf(now);
  const last = await lockCreditNoteSeries(trx, financialYear);
  const open = await listOpenInvoices(trx, ids);
  const invoices = ids.flatMap((id) => {
    const invoice = open.get(id);
    return invoice ? [invoice] : [];
  });
  await insertCreditNotes(
    trx,
    invoices.map((invoice, i) => ({
      number: formatCreditNoteNumber(financialYear, last + 1 + i),
      invoiceNumber: invoice.number,
      bookingId: invoice.bookingId,
      financialYear,
      sequence: last + 1 + i,
      issuedAt: now.toISOString(),
    })),
  );
}

/**
 * The tax documents a batch of status changes calls for, in their transaction: credit notes for
 * invoiced bookings cancelled, then invoices for payments verified (a booking reopened after its
 * credit note included). Always in this order, so two batches take the two series' locks alike.
 */
export async function issueTaxDocuments(
  trx: Kysely<Database>,
  changes: readonly PaymentStatusChange[],
  now: Date,
): Promise<void> {
  await issueCreditNotesOnCancellation(trx, changes, now);
  await issueInvoicesOnVerifiedPayment(trx, changes, now);
}
