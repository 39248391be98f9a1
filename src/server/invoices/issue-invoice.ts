import type { Kysely } from 'kysely';
import type { BookingStatus } from '../../shared/booking/booking-status';
import { joinAddress } from '../../shared/site/postal-address';
import type { Database } from '../db/schema';
import {
  findInvoiceByBookingId,
  insertInvoice,
  lockInvoiceSeries,
} from '../repositories/invoices.repository';
import { getSiteInfo } from '../repositories/site-info.repository';
import { financialYearOf, formatInvoiceNumber } from './invoice-number';

/** The statuses that say staff have verified the booking's payment. */
const PAYMENT_VERIFIED: ReadonlySet<BookingStatus> = new Set(['CONFIRMED', 'FULFILLED']);

/**
 * Issues the booking's tax invoice when a status change verifies its payment (into Confirmed, or
 * straight into Fulfilled), if the business has a GSTIN at that moment. Call it inside the
 * transaction of the status change: the number is used if, and only if, the change commits.
 * A booking has at most one invoice: confirmed before the GSTIN was set, it gets none later.
 */
export async function issueInvoiceOnVerifiedPayment(
  trx: Kysely<Database>,
  bookingId: string,
  change: { from: BookingStatus; to: BookingStatus },
  now: Date,
): Promise<void> {
  if (!PAYMENT_VERIFIED.has(change.to) || PAYMENT_VERIFIED.has(change.from)) return;
  const site = await getSiteInfo(trx);
  if (!site.gstin) return;
  const financialYear = financialYearOf(now);
  const last = await lockInvoiceSeries(trx, financialYear);
  // Checked under the series lock: two taps confirming one booking at once issue one invoice.
  if (await findInvoiceByBookingId(trx, bookingId)) return;
  const sequence = last + 1;
  await insertInvoice(trx, {
    bookingId,
    number: formatInvoiceNumber(financialYear, sequence),
    financialYear,
    sequence,
    issuedAt: now.toISOString(),
    supplierGstin: site.gstin,
    supplierName: site.name,
    supplierAddress: joinAddress(site.address, site.addressCity),
  });
}
