import { type CustomerTexts, fillText } from '#server/catalogues/customer-texts.ts';
import { EN_TEXTS } from '#server/catalogues/en.ts';
import { HSN_CODES } from '#server/invoices/tax-codes.ts';
import { type InvoiceAmounts, splitTax } from '#server/invoices/tax-split.ts';
import type { CreditNoteRow } from '#server/repositories/credit-notes.repository.ts';
import type { InvoiceRow } from '#server/repositories/invoices.repository.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import { GST_STATE_CODES, type IndianState } from '#shared/booking/indian-states.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { centreAddressLine } from '#shared/centres/fitting-centre.ts';
import { formatIndiaDate, formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { formatPaise } from '#shared/format/paise.ts';
import type { TaxBasis } from '#shared/pricing/price.ts';
import { gstinState } from '#shared/site/gstin.ts';
import { joinAddress } from '#shared/site/postal-address.ts';
import type { FittedBooking } from './booking-centre.ts';
import {
  PAGE_LEFT,
  PAGE_WIDTH,
  PDF_COLOURS,
  type Pdf,
  type PdfRow,
  writeRows,
  writeRule,
} from './pdf-layout.ts';

/** What GST facts of a booking its tax documents need beyond the API's booking. */
export interface BookingTax {
  /** How its price carries GST (bookings.price_tax_basis). */
  basis: TaxBasis;
  /** The customer's GSTIN for a business invoice; '' when none was given. */
  customerGstin: string;
}

/** The state's name with its GST state code, as GST invoices name the place of supply. */
function placeOfSupply(state: string): string {
  const code = GST_STATE_CODES[state as IndianState];
  return code ? `${state} (${code})` : state;
}

/**
 * Where the supply is made: the state of the customer's GSTIN when they gave one (a registered
 * recipient's place of business), else the state of their address.
 */
export function placeOfSupplyState(booking: Booking, tax: BookingTax): string {
  return (tax.customerGstin && gstinState(tax.customerGstin)) || booking.state;
}

/** The amounts of a booking's invoice: CGST + SGST within the supplier's state, else IGST. */
export function invoiceAmounts(
  booking: Booking,
  invoice: InvoiceRow,
  tax: BookingTax,
): InvoiceAmounts {
  const withinState = gstinState(invoice.supplierGstin) === placeOfSupplyState(booking, tax);
  return splitTax(booking.price, tax.basis, withinState);
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
 * Where the plates are fitted, as the documents print it: the centre's name and address, or, for
 * home fitting, the customer's address and the centre whose team comes. Undefined when the
 * booking's centre is gone.
 */
export function placeOfFitting(texts: CustomerTexts, booking: FittedBooking): string | undefined {
  const { centre } = booking;
  if (!centre) return undefined;
  if (booking.installation === 'home') {
    return fillText(texts.receipt.atCustomerAddress, { name: centre.name });
  }
  return `${centre.name}, ${centreAddressLine(centre)}`;
}

/** Wide enough for "Customer GSTIN": the two addresses get the rest of the line. */
const RECIPIENT_LABEL_WIDTH = 95;

/** The customer, their GSTIN when given, where the supply is made and where it is fitted. */
function writeRecipient(doc: Pdf, booking: FittedBooking, tax: BookingTax): void {
  const fitting = placeOfFitting(EN_TEXTS, booking);
  writeRows(
    doc,
    [
      ['Billed to', booking.fullName],
      ...(tax.customerGstin ? [['Customer GSTIN', tax.customerGstin] as const] : []),
      [
        'Address',
        joinAddress(booking.address, booking.city, `${booking.state} ${booking.pincode}`),
      ],
      ['Place of supply', placeOfSupply(placeOfSupplyState(booking, tax))],
      ...(fitting ? [[EN_TEXTS.receipt.rows.placeOfFitting, fitting] as const] : []),
      ['Reverse charge', 'No'],
    ],
    RECIPIENT_LABEL_WIDTH,
  );
}

/**
 * The item table and totals: the plates, and the service charge as a line of the taxable value
 * when it was taxed (s.15(2)(c)), or after the tax on bookings charged before that (basis 'base').
 */
function writeItems(doc: Pdf, booking: Booking, amounts: InvoiceAmounts, totalLabel: string): void {
  doc.fontSize(10).fillColor(PDF_COLOURS.muted);
  writeTableRow(
    doc,
    COLUMNS.map((column) => column.head),
    'bold',
  );
  writeRule(doc);
  const installation = booking.installation === 'home' ? 'installation at home' : 'at the dealer';
  const hsn = HSN_CODES[booking.service];
  doc.fillColor(PDF_COLOURS.text);
  writeTableRow(
    doc,
    [
      `${SERVICES[booking.service].title}: ${VEHICLE_TYPE_LABELS[booking.vehicleType]}, ${booking.regNumber}, ${installation}`,
      hsn,
      '1',
      formatPaise(amounts.serviceChargeTaxed ? amounts.base : amounts.taxableValue),
    ],
    'regular',
  );
  if (amounts.serviceChargeTaxed) {
    writeTableRow(
      doc,
      ['Service charge (part of the supply)', hsn, '1', formatPaise(amounts.serviceCharge)],
      'regular',
    );
  }
  if (amounts.homeCharge > 0) {
    writeTableRow(
      doc,
      [
        `${EN_TEXTS.receipt.rows.homeCharge} (part of the supply)`,
        hsn,
        '1',
        formatPaise(amounts.homeCharge),
      ],
      'regular',
    );
  }
  writeRule(doc);
  doc.moveDown(0.5).fontSize(11);
  writeTotals(doc, [
    ['Taxable value', formatPaise(amounts.taxableValue)],
    ...amounts.taxes.map(
      (tax): PdfRow => [`${tax.name} (${formatPercent(tax.ratePct)})`, formatPaise(tax.paise)],
    ),
    ...(amounts.serviceChargeTaxed
      ? []
      : [['Service charge (no GST)', formatPaise(amounts.serviceCharge)] as const]),
    [totalLabel, formatPaise(amounts.total), 'bold'],
  ]);
}

/** Rule 46(q): the supplier's name and who signs for it, as on the document's day. */
export function writeSignatory(doc: Pdf, invoice: InvoiceRow): void {
  const who = [invoice.signatoryName, invoice.signatoryDesignation].filter(Boolean).join(', ');
  const signatory = who ? `Authorised signatory: ${who}` : 'Authorised signatory';
  doc.moveDown(0.3);
  doc.font('bold').fontSize(10).fillColor(PDF_COLOURS.text);
  doc.text(`For ${invoice.supplierName}. ${signatory}`, PAGE_LEFT, doc.y, {
    width: PAGE_WIDTH,
    align: 'right',
  });
}

/**
 * English whatever the customer's language: a tax document, which GST rules do not require in a
 * regional language, and English keeps it readable for the auditor.
 *
 * The body of a GST tax invoice (rule 46): its number and date, the customer (with their GSTIN
 * when given) and the place of supply, the items with their HSN code and taxable value, the tax
 * by kind and rate, the total, and the signatory. CGST + SGST when the place of supply is the
 * state the supplier's GSTIN is registered in, IGST otherwise.
 */
export function writeTaxInvoice(
  doc: Pdf,
  booking: FittedBooking,
  invoice: InvoiceRow,
  tax: BookingTax,
): void {
  writeRows(doc, [
    ['Invoice number', invoice.number, 'bold'],
    ['Invoice date', formatIndiaDate(invoice.issuedAt)],
    ['Order number', booking.orderId],
    ['Order date', formatIndiaDateTime(booking.createdAt)],
  ]);
  doc.moveDown(0.6);
  writeRecipient(doc, booking, tax);
  doc.moveDown(1);
  writeItems(doc, booking, invoiceAmounts(booking, invoice, tax), 'Total');
  doc.moveDown(0.5);
  writeRows(doc, [
    ['Paid by UPI, transaction number', booking.txnId],
    ['Status', BOOKING_STATUS_LABELS[booking.status]],
  ]);
  writeSignatory(doc, invoice);
}

/**
 * The body of a credit note (CGST s.34, rule 53): its own number and date, the invoice it cancels
 * with that invoice's date, the customer and place of supply, and the invoice's value and tax
 * credited in full.
 */
export function writeCreditNote(
  doc: Pdf,
  booking: FittedBooking,
  creditNote: CreditNoteRow,
  invoice: InvoiceRow,
  tax: BookingTax,
): void {
  writeRows(doc, [
    ['Credit note number', creditNote.number, 'bold'],
    ['Credit note date', formatIndiaDate(creditNote.issuedAt)],
    ['Against invoice', invoice.number],
    ['Invoice date', formatIndiaDate(invoice.issuedAt)],
    ['Order number', booking.orderId],
    ['Reason', 'Order cancelled'],
  ]);
  doc.moveDown(0.6);
  writeRecipient(doc, booking, tax);
  doc.moveDown(1);
  writeItems(doc, booking, invoiceAmounts(booking, invoice, tax), 'Total credited');
  writeSignatory(doc, invoice);
}
