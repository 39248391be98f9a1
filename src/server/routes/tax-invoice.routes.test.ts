import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { financialYearOf } from '#server/invoices/invoice-number.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { ORDER_RECEIPT_NOTE } from '#server/tracking/receipt-pdf.ts';
import type { AdminBooking } from '#shared/admin/admin-bookings.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

/** Registered in Uttarakhand (state code 05), where the default customer lives. */
const GSTIN = '05ABCDE1234F1Z6';

let t: TestApp;
let headers: Record<string, string>;
let addresses = 0;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  await t.close();
});

const SIGNATORY = { signatoryName: 'Asha Verma', signatoryDesignation: 'Proprietor' };

async function setGstin(gstin: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: API_PATHS.admin.siteInfo,
    headers,
    payload: { ...DEFAULT_SITE_INFO, gstRegistered: gstin ? 'yes' : 'no', ...SIGNATORY, gstin },
  });
  expect(res.statusCode).toBe(200);
}

/** Books through the payment page's API; answers the booking as staff see it and its link's secret. */
async function book(overrides: Record<string, unknown> = {}) {
  addresses += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput(overrides),
    remoteAddress: `10.7.${addresses >> 8}.${addresses & 255}`,
  });
  expect(res.statusCode).toBe(201);
  const { orderId, trackingToken } = res.json();
  return { id: (await staffView(orderId)).id, orderId, token: trackingToken as string };
}

async function staffView(orderId: string): Promise<AdminBooking> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API_PATHS.admin.bookings}?search=${encodeURIComponent(orderId)}`,
    headers,
  });
  const found = (res.json().bookings as AdminBooking[]).find((b) => b.orderId === orderId);
  if (!found) throw new Error(`booking ${orderId} not listed`);
  return found;
}

async function setStatus(id: string, status: BookingStatus) {
  return t.app.inject({
    method: 'PATCH',
    url: API_PATHS.admin.bookingStatus(id),
    headers,
    payload: { status },
  });
}

/** The customer's PDF through their tracking link, as text with its file name. */
async function download(token: string, url: string = API_PATHS.trackReceiptByLink) {
  const res = await t.app.inject({ method: 'POST', url, payload: { token } });
  expect(res.statusCode).toBe(200);
  return pdfText(res);
}

async function pdfText(res: { rawPayload: Buffer; headers: Record<string, unknown> }) {
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return {
    text,
    oneLine: text.replace(/\s+/g, ' '),
    disposition: res.headers['content-disposition'],
  };
}

/** An amount the PDF shows after a label, in rupees: "CGST (9%) ₹45.50" → 45.5. */
function amountAfter(text: string, label: string): number {
  const escaped = label.replace(/[()%]/g, (c) => `\\${c}`);
  const match = new RegExp(`${escaped}\\s+₹([\\d,]+(?:\\.\\d\\d)?)`).exec(text);
  if (!match?.[1]) throw new Error(`no amount after ${label} in:\n${text}`);
  return Number(match[1].replaceAll(',', ''));
}

const thisYearsNumber = (sequence: number) =>
  `${financialYearOf(new Date())}/${String(sequence).padStart(6, '0')}`;

describe('the customer’s PDF with the business’s GSTIN set', () => {
  it('is a tax invoice with CGST and SGST for a customer in the business’s own state', async () => {
    await setGstin(GSTIN);
    const booking = await book({ fullName: 'आशा कुमारी', address: '12 Civil Lines, Roorkee' });
    const confirmed = await setStatus(booking.id, 'CONFIRMED');
    expect(confirmed.json().invoiceNumber).toBe(thisYearsNumber(1));

    const { text, oneLine, disposition } = await download(booking.token);
    expect(disposition).toMatch(/^attachment; filename="tax-invoice-HSRPBOOKING-/);
    for (const expected of [
      'TAX INVOICE',
      `GSTIN: ${GSTIN}`,
      'Civil Lines, Roorkee, Uttarakhand 247667',
      `Invoice number ${thisYearsNumber(1)}`,
      `Order number ${booking.orderId}`,
      'Billed to आशा कुमारी',
      'Address 12 Civil Lines, Roorkee, Uttarakhand 247667',
      'Place of supply Uttarakhand (05)',
      'HSN',
      '8310',
      'Reverse charge No',
      'For HSRP Plate Booking',
      'Authorised signatory: Asha Verma, Proprietor',
    ]) {
      expect(oneLine).toContain(expected);
    }
    expect(oneLine).not.toContain('Roorkee, Roorkee');
    expect(oneLine).not.toContain('Customer GSTIN');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Rs.');
    // GST on the plates and the service charge together (s.15(2)(c)).
    expect(amountAfter(oneLine, 'Service charge (part of the supply) 8310 1')).toBe(109);
    const taxable = amountAfter(text, 'Taxable value');
    const cgst = amountAfter(text, 'CGST (9%)');
    const sgst = amountAfter(text, 'SGST (9%)');
    expect([taxable, cgst, sgst]).toEqual([592, 53.5, 53.5]);
    expect(text).not.toContain('no GST');
    expect(amountAfter(text, 'Total')).toBe(taxable + cgst + sgst);
    expect(amountAfter(text, 'Total')).toBe(699);
  });

  it('charges IGST to a customer in another state', async () => {
    await setGstin(GSTIN);
    const booking = await book({ state: 'Delhi', city: 'New Delhi', pincode: '110001' });
    await setStatus(booking.id, 'CONFIRMED');
    const { text, oneLine } = await download(booking.token);
    expect(oneLine).toContain('Place of supply Delhi (07)');
    expect(text).not.toMatch(/CGST|SGST/);
    const taxable = amountAfter(text, 'Taxable value');
    const igst = amountAfter(text, 'IGST (18%)');
    expect([taxable, igst]).toEqual([592, 107]);
    expect(amountAfter(text, 'Total')).toBe(taxable + igst);
  });

  it('adds up to the booking’s total for a four-wheeler too', async () => {
    await setGstin(GSTIN);
    const booking = await book({ vehicleType: 'FOUR_WHEELER', regNumber: 'UK07CD5678' });
    await setStatus(booking.id, 'CONFIRMED');
    const { text } = await download(booking.token);
    const parts = ['Taxable value', 'CGST (9%)', 'SGST (9%)'];
    expect(parts.map((label) => amountAfter(text, label))).toEqual([762, 68.5, 68.5]);
    expect(amountAfter(text, 'Total')).toBe(899);
  });

  it('is an order receipt saying the invoice follows, until the payment is verified', async () => {
    await setGstin(GSTIN);
    const booking = await book();
    const { text, oneLine, disposition } = await download(booking.token);
    expect(disposition).toMatch(/^attachment; filename="receipt-HSRPBOOKING-/);
    expect(text).toContain('Order receipt');
    expect(oneLine).toContain(ORDER_RECEIPT_NOTE);
    expect(oneLine).toContain(`GSTIN: ${GSTIN}`);
    expect(text).not.toContain('TAX INVOICE');
    expect(text).not.toContain('Invoice number');
    expect(text).toContain('₹699');
    expect((await staffView(booking.orderId)).invoiceNumber).toBeNull();
  });

  it('stays the invoice it was when the owner later changes the GSTIN', async () => {
    await setGstin(GSTIN);
    const booking = await book();
    await setStatus(booking.id, 'CONFIRMED');
    await setGstin('');
    const { oneLine } = await download(booking.token);
    expect(oneLine).toContain('TAX INVOICE');
    expect(oneLine).toContain(`GSTIN: ${GSTIN}`);
    expect(oneLine).toContain(`Invoice number ${thisYearsNumber(1)}`);
  });
});

describe('the customer’s PDF without a GSTIN', () => {
  it('is a bill of supply in rupees with no tax at all and the same total (s.32)', async () => {
    await setGstin('');
    const booking = await book({ fullName: 'राजेश कुमार' });
    const confirmed = await setStatus(booking.id, 'CONFIRMED');
    expect(confirmed.json().invoiceNumber).toBeNull();
    expect(confirmed.json().price).toMatchObject({
      base: 590,
      gst: 0,
      serviceCharge: 109,
      total: 699,
    });
    const { text, oneLine } = await download(booking.token);
    expect(text).toContain('Receipt (bill of supply)');
    expect(oneLine).toContain('Customer राजेश कुमार');
    expect(oneLine).toContain('Base price ₹590 Service charge ₹109 Total ₹699');
    expect(oneLine).toContain('No GST is charged: HSRP Plate Booking is not registered for GST.');
    expect(oneLine).toContain('Civil Lines, Roorkee, Uttarakhand 247667');
    expect(text).not.toMatch(/tax invoice|GSTIN|Invoice number|Order receipt|GST \(|Rs\./i);
  });

  it('stays a bill of supply when the business registers before the payment is verified', async () => {
    const booking = await book();
    await setGstin(GSTIN);
    expect((await setStatus(booking.id, 'CONFIRMED')).json().invoiceNumber).toBeNull();
    expect((await download(booking.token)).text).toContain('Receipt (bill of supply)');
  });
});

/** Registered in Delhi (07): a business customer there is supplied in Delhi. */
const DELHI_GSTIN = '07AAACB2230M1ZY';

describe('a business invoice with the customer’s GSTIN', () => {
  it('names their GSTIN and takes the place of supply from its state: IGST from Uttarakhand', async () => {
    await setGstin(GSTIN);
    // The customer's address is in Uttarakhand, their registration in Delhi.
    const booking = await book({ customerGstin: ` ${DELHI_GSTIN.toLowerCase()} ` });
    await setStatus(booking.id, 'CONFIRMED');
    const { text, oneLine } = await download(booking.token);
    expect(oneLine).toContain(`Customer GSTIN ${DELHI_GSTIN}`);
    expect(oneLine).toContain('Place of supply Delhi (07)');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(amountAfter(text, 'IGST (18%)')).toBe(107);
  });

  it('charges CGST and SGST to a customer registered in the supplier’s state, wherever they live', async () => {
    await setGstin(GSTIN);
    const booking = await book({
      state: 'Delhi',
      city: 'New Delhi',
      pincode: '110001',
      customerGstin: '05ABCDE1234F1Z6',
    });
    await setStatus(booking.id, 'CONFIRMED');
    const { oneLine } = await download(booking.token);
    expect(oneLine).toContain('Place of supply Uttarakhand (05)');
    expect(oneLine).toContain('CGST (9%) ₹53.50');
  });

  it('refuses a GSTIN whose check character is wrong, by its key, storing nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      payload: bookingInput({ customerGstin: '07AAACB2230M1ZX' }),
      remoteAddress: '10.8.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldKeys).toEqual({ customerGstin: 'customerGstinInvalid' });
    expect(await t.db.kysely.selectFrom('bookings').select('id').execute()).toEqual([]);
  });
});

describe('the credit note of a cancelled invoiced booking', () => {
  it('is a PDF from the tracking link and the admin, referring to the invoice, with its split', async () => {
    await setGstin(GSTIN);
    const booking = await book();
    const noneYet = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackCreditNoteByLink,
      payload: { token: booking.token },
    });
    expect(noneYet.statusCode).toBe(404);
    expect(noneYet.json().message).toBe('This order has no credit note.');
    await setStatus(booking.id, 'CONFIRMED');
    await setStatus(booking.id, 'CANCELLED');

    const creditNote = `CN/${financialYearOf(new Date())}/0001`;
    const { text, oneLine, disposition } = await download(
      booking.token,
      API_PATHS.trackCreditNoteByLink,
    );
    expect(disposition).toMatch(/^attachment; filename="credit-note-HSRPBOOKING-/);
    for (const expected of [
      'CREDIT NOTE',
      `GSTIN: ${GSTIN}`,
      `Credit note number ${creditNote}`,
      `Against invoice ${thisYearsNumber(1)}`,
      `Order number ${booking.orderId}`,
      'Reason Order cancelled',
      'Place of supply Uttarakhand (05)',
      'Authorised signatory: Asha Verma, Proprietor',
    ]) {
      expect(oneLine).toContain(expected);
    }
    expect([
      amountAfter(text, 'Taxable value'),
      amountAfter(text, 'CGST (9%)'),
      amountAfter(text, 'SGST (9%)'),
      amountAfter(text, 'Total credited'),
    ]).toEqual([592, 53.5, 53.5, 699]);

    const admin = await t.app.inject({
      method: 'GET',
      url: API_PATHS.admin.bookingCreditNote(booking.id),
      headers,
    });
    expect(admin.statusCode).toBe(200);
    expect((await pdfText(admin)).oneLine).toContain(`Credit note number ${creditNote}`);
    // The invoice itself still downloads as issued, now marked cancelled.
    const invoice = await download(booking.token);
    expect(invoice.oneLine).toContain(`Invoice number ${thisYearsNumber(1)}`);
    expect(invoice.oneLine).toContain('Status Cancelled');
  });
});
