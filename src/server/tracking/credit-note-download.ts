import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { BookingRow } from '#server/repositories/bookings.repository.ts';
import { findCreditNoteByBookingId } from '#server/repositories/credit-notes.repository.ts';
import { fittedBooking } from './booking-centre.ts';
import { creditNoteFileName, renderCreditNotePdf } from './receipt-pdf.ts';
import type { BookingTax } from './tax-invoice-pdf.ts';

/** The GST facts of a stored booking its tax documents print. */
export const bookingTaxOf = (row: BookingRow): BookingTax => ({
  basis: row.priceTaxBasis,
  customerGstin: row.customerGstin,
});

/** The booking's credit note as a PDF download with its headers; 404 when it has none. */
export async function creditNoteDownload(db: Kysely<Database>, row: BookingRow) {
  const found = await findCreditNoteByBookingId(db, row.id);
  // Not a message key: the page offers the download only for an order that has one.
  if (!found) throw new HttpError(404, 'This order has no credit note.');
  const booking = await fittedBooking(db, row);
  const pdf = await renderCreditNotePdf(booking, found, bookingTaxOf(row));
  const headers = {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${creditNoteFileName(row.orderId)}"`,
    'cache-control': 'no-store',
  };
  return { pdf, headers };
}
