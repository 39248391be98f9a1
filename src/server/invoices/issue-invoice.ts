import type { Kysely } from 'kysely';
import { inChunks } from '#server/db/in-chunks.ts';
import type { Database } from '#server/db/schema.ts';
import {
  insertInvoices,
  listOpenInvoices,
  lockInvoiceSeries,
} from '#server/repositories/invoices.repository.ts';
import { getSiteInfo } from '#server/repositories/site-info.repository.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { joinAddress } from '#shared/site/postal-address.ts';
import { financialYearOf, formatInvoiceNumber } from './invoice-number.ts';

/** The statuses that say staff have verified the booking's payment. */
const PAYMENT_VERIFIED: ReadonlySet<BookingStatus> = new Set(['CONFIRMED', 'FULFILLED']);

/** A booking's status change, as far as its payment is concerned. */
export interface PaymentStatusChange {
  bookingId: string;
  from: BookingStatus;
  to: BookingStatus;
}

/** The bookings among `ids` whose price carried GST (a booking made unregistered carries none). */
async function taxedBookings(trx: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const taxed = new Set<string>();
  for await (const some of inChunks(ids)) {
    const rows = await trx
      .selectFrom('bookings')
      .select('id')
      .where('id', 'in', some)
      .where('priceTaxBasis', '!=', 'none')
      .execute();
    for (const row of rows) taxed.add(row.id);
  }
  return taxed;
}

/**
 * Issues the tax invoice of each booking whose status change verifies its payment (into
 * Confirmed, or straight into Fulfilled), if the business has a GSTIN at that moment and the
 * booking was charged GST, numbered in the order given. Call it inside the transaction of the
 * status changes: the numbers are used if, and only if, the changes commit. A booking has at most
 * one invoice not cancelled by a credit note: one reopened after its credit note gets a new one
 * (decision 0049); one booked before the GSTIN was set paid no tax and gets none (s.32).
 */
export async function issueInvoicesOnVerifiedPayment(
  trx: Kysely<Database>,
  changes: readonly PaymentStatusChange[],
  now: Date,
): Promise<void> {
  const verifying = changes.filter(
    (change) => PAYMENT_VERIFIED.has(change.to) && !PAYMENT_VERIFIED.has(change.from),
  );
  if (verifying.length === 0) return;
  const site = await getSiteInfo(trx);
  if (!site.gstin) return;
  const taxed = await taxedBookings(
    trx,
    verifying.map((change) => change.bookingId),
  );
  const due = verifying.filter((change) => taxed.has(change.bookingId));
  if (due.length === 0) return;
  const financialYear = financialYearOf(now);
  const last = await lockInvoiceSeries(trx, financialYear);
  // Checked under the series lock: two taps confirming one booking at once issue one invoice.
  const open = await listOpenInvoices(
    trx,
    due.map((change) => change.bookingId),
  );
  const supplier = {
    issuedAt: now.toISOString(),
    supplierGstin: site.gstin,
    supplierName: site.name,
    supplierAddress: joinAddress(site.address, site.addressCity),
    signatoryName: site.signatoryName,
    signatoryDesignation: site.signatoryDesignation,
  };
  await insertInvoices(
    trx,
    due
      .filter((change) => !open.has(change.bookingId))
      .map(({ bookingId }, i) => ({
        bookingId,
        number: formatInvoiceNumber(financialYear, last + 1 + i),
        financialYear,
        sequence: last + 1 + i,
        ...supplier,
      })),
  );
}
