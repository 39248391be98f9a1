import { HSN_CODES } from '#server/invoices/tax-codes.ts';
import { splitTax } from '#server/invoices/tax-split.ts';
import type { InvoiceRow } from '#server/repositories/invoices.repository.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import { GST_STATE_CODES, type IndianState } from '#shared/booking/indian-states.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatIndiaDate, formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { formatPaise } from '#shared/format/paise.ts';
import { gstinState } from '#shared/site/gstin.ts';
import { joinAddress } from '#shared/site/postal-address.ts';
import {
  PAGE_LEFT,
  PAGE_WIDTH,
  PDF_COLOURS,
  type Pdf,
  type PdfRow,
  writeRows,
  writeRule,
} from './pdf-layout.ts';

/** The state's name with its GST state code, as GST invoices name the place of supply. */
function placeOfSupply(state: string): string {
  const code = GST_STATE_CODES[state as IndianState];
  return code ? `${state} (${code})` : state;
}

/** Columns of the item table: x offset from the left margin, width, alignment. */
const COLUMNS = [
  { head: 'Description', x: 0, width: 265, align: 'left' },
  { head: 'HSN', x: 275, width: 50, align: 'left' },
  { head: 'Qty', x: 335, width: 30, align: 'right' },
  { head: 'Taxable value', x: 375, width: 120, align: 'right' },
] as const;

function writeTableRow(doc: Pdf, cells: readonly string[], font: 'regular' | 'bold'): void {
  const y = doc.y;
  let bottom = y;
  COLUMNS.forEach((column, i) => {
    doc
      .font(font)
      .text(cells[i] ?? '', PAGE_LEFT + column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom;
  doc.moveDown(0.3);
}

/** Amounts on the right half of the page, the total in bold under a rule. */
function writeTotals(doc: Pdf, rows: readonly PdfRow[]): void {
  const labelX = PAGE_LEFT + 245;
  for (const [label, value, emphasis] of rows) {
    if (emphasis === 'bold') writeRule(doc, labelX);
    const y = doc.y;
    const font = emphasis === 'bold' ? 'bold' : 'regular';
    doc.font(font).fillColor(PDF_COLOURS.muted).text(label, labelX, y, { width: 150 });
    doc
      .font(font)
      .fillColor(PDF_COLOURS.text)
      .text(value, labelX + 150, y, { width: PAGE_WIDTH - 245 - 150, align: 'right' });
    doc.moveDown(0.3);
  }
}

/**
 * English whatever the customer's language: a tax document, which GST rules do not require in a
 * regional language, and English keeps it readable for the auditor.
 *
 * The body of a GST tax invoice (rule 46): its number and date, the customer and the place of
 * supply, the item with its HSN code and taxable value, the tax by kind and rate, the total.
 * CGST + SGST when the customer's state is the one the supplier's GSTIN is registered in, IGST
 * otherwise.
 */
export function writeTaxInvoice(doc: Pdf, booking: Booking, invoice: InvoiceRow): void {
  const withinState = gstinState(invoice.supplierGstin) === booking.state;
  const amounts = splitTax(booking.price, withinState);
  writeRows(doc, [
    ['Invoice number', invoice.number, 'bold'],
    ['Invoice date', formatIndiaDate(invoice.issuedAt)],
    ['Order number', booking.orderId],
    ['Order date', formatIndiaDateTime(booking.createdAt)],
  ]);
  doc.moveDown(0.6);
  writeRows(doc, [
    ['Billed to', booking.fullName],
    ['Address', joinAddress(booking.address, booking.city, `${booking.state} ${booking.pincode}`)],
    ['Place of supply', placeOfSupply(booking.state)],
    ['Reverse charge', 'No'],
  ]);
  doc.moveDown(1);

  doc.fontSize(10).fillColor(PDF_COLOURS.muted);
  writeTableRow(
    doc,
    COLUMNS.map((column) => column.head),
    'bold',
  );
  writeRule(doc);
  const installation = booking.installation === 'home' ? 'installation at home' : 'at the dealer';
  doc.fillColor(PDF_COLOURS.text);
  writeTableRow(
    doc,
    [
      `${SERVICES[booking.service].title}: ${VEHICLE_TYPE_LABELS[booking.vehicleType]}, ${booking.regNumber}, ${installation}`,
      HSN_CODES[booking.service],
      '1',
      formatPaise(amounts.taxableValue),
    ],
    'regular',
  );
  writeRule(doc);
  doc.moveDown(0.5).fontSize(11);
  writeTotals(doc, [
    ['Taxable value', formatPaise(amounts.taxableValue)],
    ...amounts.taxes.map(
      (tax): PdfRow => [`${tax.name} (${formatPercent(tax.ratePct)})`, formatPaise(tax.paise)],
    ),
    ['Service charge (no GST)', formatPaise(amounts.serviceCharge)],
    ['Total', formatPaise(amounts.total), 'bold'],
  ]);
  doc.moveDown(1);
  writeRows(doc, [
    ['Paid by UPI, transaction number', booking.txnId],
    ['Status', BOOKING_STATUS_LABELS[booking.status]],
  ]);
}
