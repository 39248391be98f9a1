import PDFDocument from 'pdfkit';
import type { Booking } from '../../shared/booking/booking';
import { BOOKING_STATUS_LABELS } from '../../shared/booking/booking-status';
import { SERVICES, VEHICLE_TYPE_LABELS } from '../../shared/catalog/services';
import { formatPercent } from '../../shared/pricing/format';
import type { SiteInfo } from '../../shared/site/site-info';

// PDF's built-in fonts have no rupee sign; "Rs." reads the same to every customer and needs no
// embedded font.
const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-IN').format(amount)}`;

const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A one-page receipt for the customer's records: who paid what for which plates. */
export function renderReceiptPdf(booking: Booking, site: SiteInfo): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Receipt ${booking.orderId}`, Author: site.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(site.name);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#475569')
    .text(`${site.address}, ${site.addressCity}`);
  doc.text(`${site.phone} · ${site.email}`).moveDown(1.5);
  doc
    .fillColor('#0f172a')
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('Payment receipt')
    .moveDown(0.5);

  const { price } = booking;
  const rows: [string, string][] = [
    ['Order number', booking.orderId],
    ['Date', indiaDateTime.format(new Date(booking.createdAt))],
    ['Customer', booking.fullName],
    ['Vehicle', `${VEHICLE_TYPE_LABELS[booking.vehicleType]}, ${booking.regNumber}`],
    ['Service', SERVICES[booking.service].title],
    ['Installation', booking.installation === 'home' ? 'At home' : 'At the dealer'],
    ['Base price', rupees(price.base)],
    [`GST (${formatPercent(price.gstPct)})`, rupees(price.gst)],
    ['Service charge', rupees(price.serviceCharge)],
    ['Total', rupees(price.total)],
    ['UPI transaction number', booking.txnId],
    ['Status', BOOKING_STATUS_LABELS[booking.status]],
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fillColor('#475569').text(label, 50, y, { width: 180 });
    doc
      .font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica')
      .fillColor('#0f172a')
      .text(value, 240, y, { width: 300 });
    doc.moveDown(0.4);
  }
  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#475569')
    .text(`${site.name} is an independent private service, not the government HSRP portal.`, 50);
  doc.end();
  return done;
}
