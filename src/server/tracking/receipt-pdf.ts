import { type CustomerTexts, customerTexts, fillText } from '#server/catalogues/customer-texts.ts';
import { EN_TEXTS } from '#server/catalogues/en.ts';
import type { CreditNoteWithInvoice } from '#server/repositories/credit-notes.repository.ts';
import type { InvoiceRow } from '#server/repositories/invoices.repository.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import type { Locale } from '#shared/site/locale.ts';
import { joinAddress } from '#shared/site/postal-address.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import type { FittedBooking } from './booking-centre.ts';
import {
  createPdf,
  PDF_COLOURS,
  type Pdf,
  type PdfRow,
  writeHeading,
  writeNote,
  writeRows,
} from './pdf-layout.ts';
import {
  type BookingTax,
  placeOfFitting,
  writeCreditNote,
  writeTaxInvoice,
} from './tax-invoice-pdf.ts';

/**
 * What the customer's PDF is: the tax invoice once it is issued (payment verified while the
 * business had a GSTIN); before that, for a business with a GSTIN, an order receipt that says
 * the invoice follows; a booking charged no GST (decision 0049) gets a bill of supply; older
 * bookings of an unregistered business, the plain receipt they had.
 */
export type ReceiptKind = 'tax-invoice' | 'order-receipt' | 'payment-receipt' | 'bill-of-supply';

export interface ReceiptContent {
  booking: FittedBooking;
  site: SiteInfo;
  invoice: InvoiceRow | undefined;
  /** How the booking's price carries GST, and the customer's GSTIN. */
  tax: BookingTax;
  /** The customer's language; a tax invoice is English whatever it is (tax-invoice-pdf.ts). */
  locale: Locale;
}

export function receiptKind({ booking, site, invoice, tax }: ReceiptContent): ReceiptKind {
  if (invoice) return 'tax-invoice';
  if (tax.basis === 'none') return 'bill-of-supply';
  return site.gstin && booking.status === 'PAYMENT_SUBMITTED' ? 'order-receipt' : 'payment-receipt';
}

function titleOf(kind: ReceiptKind, { receipt }: CustomerTexts): string {
  const titles: Record<ReceiptKind, string> = {
    'tax-invoice': 'TAX INVOICE',
    'order-receipt': receipt.orderReceipt,
    'payment-receipt': receipt.paymentReceipt,
    'bill-of-supply': receipt.billOfSupply,
  };
  return titles[kind];
}

export const ORDER_RECEIPT_NOTE = EN_TEXTS.receipt.orderReceiptNote;

/** The download's name: the order number, which the customer knows the order by. */
export function receiptFileName(kind: ReceiptKind, orderId: string): string {
  const name = kind === 'tax-invoice' ? 'tax-invoice' : 'receipt';
  return `${name}-${orderId.replaceAll('/', '-')}.pdf`;
}

/** Who issues it: an issued invoice keeps the name, address and GSTIN of its day. */
function writeSupplier(
  doc: Pdf,
  { site, invoice }: ReceiptContent,
  kind: ReceiptKind,
  texts: CustomerTexts,
): void {
  const name = invoice?.supplierName ?? site.name;
  const gstin = invoice?.supplierGstin ?? (kind === 'order-receipt' ? site.gstin : '');
  doc.font('bold').fontSize(18).fillColor(PDF_COLOURS.text).text(name);
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted);
  doc.text(invoice?.supplierAddress ?? joinAddress(site.address, site.addressCity));
  doc.text(`${site.phone} · ${site.email}`);
  if (gstin)
    doc.font('bold').fillColor(PDF_COLOURS.text).text(fillText(texts.receipt.gstin, { gstin }));
  doc.moveDown(1.5);
}

/** The price rows in the order the tax was levied: no GST row at all when none was charged. */
function priceRows(booking: Booking, tax: BookingTax, texts: CustomerTexts): PdfRow[] {
  const { price } = booking;
  const { rows } = texts.receipt;
  const base: PdfRow = [rows.basePrice, formatRupees(price.base)];
  const gst: PdfRow = [
    fillText(rows.gst, { pct: formatPercent(price.gstPct) }),
    formatRupees(price.gst),
  ];
  const charge: PdfRow = [rows.serviceCharge, formatRupees(price.serviceCharge)];
  // The home-fitting line (issue 38), part of the supply like the service charge.
  const home: PdfRow[] = price.homeCharge
    ? [[rows.homeCharge, formatRupees(price.homeCharge)]]
    : [];
  const total: PdfRow = [rows.total, formatRupees(price.total), 'bold'];
  if (tax.basis === 'none') return [base, charge, ...home, total];
  return tax.basis === 'supply'
    ? [base, charge, ...home, gst, total]
    : [base, gst, charge, ...home, total];
}

function writeReceipt(
  doc: Pdf,
  booking: FittedBooking,
  tax: BookingTax,
  texts: CustomerTexts,
  locale: Locale,
): void {
  const { rows } = texts.receipt;
  const { names } = texts;
  const fitting = placeOfFitting(texts, booking);
  writeRows(doc, [
    [rows.orderNumber, booking.orderId],
    [rows.date, formatIndiaDateTime(booking.createdAt, locale)],
    [rows.customer, booking.fullName],
    [rows.vehicle, `${names.vehicleTypes[booking.vehicleType]}, ${booking.regNumber}`],
    [rows.service, names.services[booking.service]],
    [rows.installation, names.installation[booking.installation]],
    ...(fitting ? [[rows.placeOfFitting, fitting] as const] : []),
    ...(booking.appointment
      ? [[rows.appointment, formatAppointment(booking.appointment, locale)] as const]
      : []),
    ...priceRows(booking, tax, texts),
    [rows.transactionNumber, booking.txnId],
    [rows.status, names.statuses[booking.status]],
  ]);
}

/**
 * The customer's one-page PDF: who paid what for which plates, and the tax on it. A receipt is in
 * the customer's language; a tax invoice in English (tax-invoice-pdf.ts says why).
 */
export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const kind = receiptKind(content);
  const { booking, site, invoice } = content;
  const locale = invoice ? 'en' : content.locale;
  const texts = customerTexts(locale);
  const { doc, done } = createPdf({
    Title: invoice
      ? `Tax invoice ${invoice.number}`
      : fillText(texts.receipt.title, { orderId: booking.orderId }),
    Author: invoice?.supplierName ?? site.name,
  });
  writeSupplier(doc, content, kind, texts);
  writeHeading(doc, titleOf(kind, texts));
  if (invoice) writeTaxInvoice(doc, booking, invoice, content.tax);
  else writeReceipt(doc, booking, content.tax, texts, locale);
  doc.moveDown(1.5);
  if (kind === 'order-receipt') writeNote(doc, texts.receipt.orderReceiptNote);
  if (kind === 'bill-of-supply')
    writeNote(doc, fillText(texts.receipt.noTaxNote, { name: site.name }));
  if (kind === 'tax-invoice') writeNote(doc, 'This is a computer-generated invoice.');
  doc.moveDown(0.5);
  const name = invoice?.supplierName ?? site.name;
  writeNote(doc, fillText(texts.receipt.independent, { name }));
  doc.end();
  return done;
}

/** The credit note's download name, by its order number. */
export function creditNoteFileName(orderId: string): string {
  return `credit-note-${orderId.replaceAll('/', '-')}.pdf`;
}

/** A credit note as a one-page PDF, English like the invoice it cancels. */
export function renderCreditNotePdf(
  booking: FittedBooking,
  { creditNote, invoice }: CreditNoteWithInvoice,
  tax: BookingTax,
): Promise<Buffer> {
  const { doc, done } = createPdf({
    Title: `Credit note ${creditNote.number}`,
    Author: invoice.supplierName,
  });
  doc.font('bold').fontSize(18).fillColor(PDF_COLOURS.text).text(invoice.supplierName);
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted).text(invoice.supplierAddress);
  doc.font('bold').fillColor(PDF_COLOURS.text).text(`GSTIN: ${invoice.supplierGstin}`);
  doc.moveDown(1.5);
  writeHeading(doc, 'CREDIT NOTE');
  writeCreditNote(doc, booking, creditNote, invoice, tax);
  doc.moveDown(1.5);
  writeNote(doc, 'This is a computer-generated credit note.');
  doc.end();
  return done;
}
