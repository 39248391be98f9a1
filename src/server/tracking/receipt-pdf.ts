import type { InvoiceRow } from '#server/repositories/invoices.repository.ts';
import type { Booking } from '#shared/booking/booking.ts';
import { BOOKING_STATUS_LABELS } from '#shared/booking/booking-status.ts';
import { SERVICES, VEHICLE_TYPE_LABELS } from '#shared/catalog/services.ts';
import { formatAppointment } from '#shared/format/dates.ts';
import { formatIndiaDateTime } from '#shared/format/india-clock.ts';
import { formatRupees } from '#shared/format/money.ts';
import { formatPercent } from '#shared/format/numbers.ts';
import { joinAddress } from '#shared/site/postal-address.ts';
import type { SiteInfo } from '#shared/site/site-info.ts';
import {
  createPdf,
  PDF_COLOURS,
  type Pdf,
  writeHeading,
  writeNote,
  writeRows,
} from './pdf-layout.ts';
import { writeTaxInvoice } from './tax-invoice-pdf.ts';

/**
 * What the customer's PDF is: the tax invoice once it is issued (payment verified while the
 * business had a GSTIN); before that, for a business with a GSTIN, an order receipt that says
 * the invoice follows; otherwise the plain receipt of an unregistered business.
 */
export type ReceiptKind = 'tax-invoice' | 'order-receipt' | 'payment-receipt';

export interface ReceiptContent {
  booking: Booking;
  site: SiteInfo;
  invoice: InvoiceRow | undefined;
}

export function receiptKind({ booking, site, invoice }: ReceiptContent): ReceiptKind {
  if (invoice) return 'tax-invoice';
  return site.gstin && booking.status === 'PAYMENT_SUBMITTED' ? 'order-receipt' : 'payment-receipt';
}

const TITLES: Record<ReceiptKind, string> = {
  'tax-invoice': 'TAX INVOICE',
  'order-receipt': 'Order receipt',
  'payment-receipt': 'Payment receipt',
};

export const ORDER_RECEIPT_NOTE =
  'This order receipt is not a tax invoice. Your tax invoice, with its invoice number, follows once we have verified your payment: download this file again from the tracking page then.';

/** The download's name: the order number, which the customer knows the order by. */
export function receiptFileName(kind: ReceiptKind, orderId: string): string {
  const name = kind === 'tax-invoice' ? 'tax-invoice' : 'receipt';
  return `${name}-${orderId.replaceAll('/', '-')}.pdf`;
}

/** Who issues it: an issued invoice keeps the name, address and GSTIN of its day. */
function writeSupplier(doc: Pdf, { site, invoice }: ReceiptContent, kind: ReceiptKind): void {
  const name = invoice?.supplierName ?? site.name;
  const gstin = invoice?.supplierGstin ?? (kind === 'order-receipt' ? site.gstin : '');
  doc.font('bold').fontSize(18).fillColor(PDF_COLOURS.text).text(name);
  doc.font('regular').fontSize(10).fillColor(PDF_COLOURS.muted);
  doc.text(invoice?.supplierAddress ?? joinAddress(site.address, site.addressCity));
  doc.text(`${site.phone} · ${site.email}`);
  if (gstin) doc.font('bold').fillColor(PDF_COLOURS.text).text(`GSTIN: ${gstin}`);
  doc.moveDown(1.5);
}

function writeReceipt(doc: Pdf, booking: Booking): void {
  const { price } = booking;
  writeRows(doc, [
    ['Order number', booking.orderId],
    ['Date', formatIndiaDateTime(booking.createdAt)],
    ['Customer', booking.fullName],
    ['Vehicle', `${VEHICLE_TYPE_LABELS[booking.vehicleType]}, ${booking.regNumber}`],
    ['Service', SERVICES[booking.service].title],
    ['Installation', booking.installation === 'home' ? 'At home' : 'At the dealer'],
    ...(booking.appointment
      ? [['Fitting appointment', formatAppointment(booking.appointment, 'en')] as const]
      : []),
    ['Base price', formatRupees(price.base)],
    [`GST (${formatPercent(price.gstPct)})`, formatRupees(price.gst)],
    ['Service charge', formatRupees(price.serviceCharge)],
    ['Total', formatRupees(price.total), 'bold'],
    ['UPI transaction number', booking.txnId],
    ['Status', BOOKING_STATUS_LABELS[booking.status]],
  ]);
}

/** The customer's one-page PDF: who paid what for which plates, and the tax on it. */
export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const kind = receiptKind(content);
  const { booking, site, invoice } = content;
  const { doc, done } = createPdf({
    Title: invoice ? `Tax invoice ${invoice.number}` : `Receipt ${booking.orderId}`,
    Author: invoice?.supplierName ?? site.name,
  });
  writeSupplier(doc, content, kind);
  writeHeading(doc, TITLES[kind]);
  if (invoice) writeTaxInvoice(doc, booking, invoice);
  else writeReceipt(doc, booking);
  doc.moveDown(1.5);
  if (kind === 'order-receipt') writeNote(doc, ORDER_RECEIPT_NOTE);
  if (kind === 'tax-invoice') writeNote(doc, 'This is a computer-generated invoice.');
  doc.moveDown(0.5);
  writeNote(
    doc,
    `${invoice?.supplierName ?? site.name} is an independent private service, not the government HSRP portal.`,
  );
  doc.end();
  return done;
}
