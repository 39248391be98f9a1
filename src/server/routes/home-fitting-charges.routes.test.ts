import { PDFParse } from 'pdf-parse';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  firstActiveCentre,
  insertCentre,
} from '#server/repositories/fitting-centres.repository.ts';
import { setPaymentOption } from '#server/repositories/payment-options.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { centreInput } from '#server/testing/centre-fixtures.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { Booking } from '#shared/booking/booking.ts';
import type { FittingPlaces } from '#shared/centres/fitting-places.ts';
import { SERVICE_AREA_MESSAGES } from '#shared/centres/service-areas.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';

/** Registered in Uttarakhand, where the default customer lives. */
const GSTIN = '05ABCDE1234F1Z6';
/** What the owner asks extra for home fitting at Roorkee (247xxx): GST included when registered. */
const CHARGES = { TWO_WHEELER: 200, FOUR_WHEELER: 300 };

let t: TestApp;
let owner: Record<string, string>;
let addresses = 0;
let roorkee: string;
beforeEach(async () => {
  t = await createTestApp();
  owner = await signedInAdmin(t);
  roorkee = (await firstActiveCentre(t.db.kysely)).id;
});
afterEach(async () => {
  await t.close();
});

const send = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner, payload });

async function setGstin(gstin: string) {
  const res = await send('PUT', API_PATHS.admin.siteInfo, {
    ...DEFAULT_SITE_INFO,
    gstRegistered: gstin ? 'yes' : 'no',
    signatoryName: 'Asha Verma',
    signatoryDesignation: 'Proprietor',
    gstin,
  });
  expect(res.statusCode).toBe(200);
}

/** Roorkee's district charged, Dehradun's served from a centre of its own for nothing extra. */
async function chargeRoorkee() {
  const doon = await insertCentre(t.db.kysely, centreInput(), 'test');
  const res = await send('PUT', API_PATHS.admin.serviceAreas, {
    areas: [
      { pins: '247', centreId: roorkee, homeCharges: CHARGES },
      { pins: '248', centreId: doon },
    ],
  });
  expect(res.statusCode).toBe(200);
  return doon;
}

async function book(overrides: Record<string, unknown> = {}) {
  addresses += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingInput(overrides),
    remoteAddress: `10.9.${addresses >> 8}.${addresses & 255}`,
  });
  expect(res.statusCode).toBe(201);
  const { orderId, total, trackingToken } = res.json();
  const stored = await t.db.kysely
    .selectFrom('bookings')
    .select(['id', 'priceTotal', 'priceHomeCharge', 'priceGst', 'priceBase', 'priceServiceCharge'])
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  const tracked = await t.app.inject({
    method: 'POST',
    url: API_PATHS.trackByLink,
    payload: { token: trackingToken },
  });
  expect(tracked.statusCode).toBe(200);
  const { price } = tracked.json() as Pick<Booking, 'price'>;
  return { total: total as number, stored, price, token: trackingToken as string };
}

async function pdfText(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.trackReceiptByLink,
    payload: { token },
  });
  expect(res.statusCode).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('the owner’s home-fitting charge per area', () => {
  it('is saved with the list and read back, only where set', async () => {
    const doon = await chargeRoorkee();
    const res = await send('GET', API_PATHS.admin.serviceAreas);
    expect(res.json()).toEqual({
      areas: [
        { pins: '247', centreId: roorkee, homeCharges: CHARGES },
        { pins: '248', centreId: doon },
      ],
    });
  });

  it('is refused past ₹5,000, below 0 or in paise, with the message at its field', async () => {
    for (const charge of [5001, -1, 99.5]) {
      const res = await send('PUT', API_PATHS.admin.serviceAreas, {
        areas: [{ pins: '247', centreId: roorkee, homeCharges: { FOUR_WHEELER: charge } }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        'areas.0.homeCharges.FOUR_WHEELER': SERVICE_AREA_MESSAGES.homeCharge,
      });
    }
  });

  it('is told with the PIN’s fitting places, before paying', async () => {
    await chargeRoorkee();
    const places = async (pincode: string) =>
      (await send('GET', `${API_PATHS.fittingPlaces}?pincode=${pincode}`)).json() as FittingPlaces;
    expect((await places('247667')).home).toEqual({ centreId: roorkee, charges: CHARGES });
    expect((await places('248001')).home).toMatchObject({ charges: {} });
  });
});

describe('a booking’s price with a home-fitting charge', () => {
  it('adds the charge, GST on the whole supply, as its own line; a dealer booking has none', async () => {
    await setGstin(GSTIN);
    await chargeRoorkee();
    const home = await book({ installation: 'home', pincode: '247667' });
    // 699 + 200: taxable 762 = 483 + 109 + 170, GST 137.
    expect(home.total).toBe(899);
    expect(home.stored).toMatchObject({ priceTotal: 899, priceHomeCharge: 170, priceGst: 137 });
    expect(home.price).toMatchObject({ base: 483, serviceCharge: 109, homeCharge: 170, gst: 137 });

    const dealer = await book({ installation: 'dealer', centreId: roorkee, pincode: '247667' });
    expect(dealer.total).toBe(699);
    expect(dealer.stored).toMatchObject({ priceTotal: 699, priceHomeCharge: 0 });
    expect(dealer.price).not.toHaveProperty('homeCharge');

    // Home fitting at Dehradun costs nothing extra; a four-wheeler at Roorkee its own charge.
    expect((await book({ installation: 'home', pincode: '248001' })).total).toBe(699);
    const four = await book({
      installation: 'home',
      service: 'FOUR_WHEELER_PLATE',
      vehicleType: 'FOUR_WHEELER',
    });
    expect(four.stored).toMatchObject({ priceTotal: 1199, priceHomeCharge: 254 });
  });

  it('is the charge itself, untaxed, from a business without a GSTIN', async () => {
    await chargeRoorkee();
    const home = await book({ installation: 'home', pincode: '247667' });
    expect(home.stored).toMatchObject({ priceTotal: 899, priceHomeCharge: 200, priceGst: 0 });
    expect(await pdfText(home.token)).toContain('Home fitting ₹200');
    const mails = await t.db.kysely
      .selectFrom('outboxMails')
      .select('textBody')
      .where('bookingId', '=', home.stored.id)
      .where('channel', '=', 'email')
      .execute();
    expect(mails.some((mail) => /Home fitting\W+₹200/.test(mail.textBody))).toBe(true);
  });

  it('is printed on the tax invoice as part of the supply, the tax on all of it', async () => {
    await setGstin(GSTIN);
    await chargeRoorkee();
    const home = await book({ installation: 'home', pincode: '247667' });
    const confirmed = await send('PATCH', API_PATHS.admin.bookingStatus(home.stored.id), {
      status: 'CONFIRMED',
    });
    expect(confirmed.statusCode).toBe(200);
    const text = await pdfText(home.token);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(
      'Home fitting (part of the supply) 8310 1 ₹170 Taxable value ₹762 CGST (9%) ₹68.50 SGST (9%) ₹68.50 Total ₹899',
    );
  });
});

describe('the payment QR of a home visit', () => {
  /** Whether the PNG shows the UPI link for `amount`. */
  async function carries(png: Buffer, amount: string) {
    const expected = await QRCode.toBuffer(
      `upi://pay?pa=shop@okaxis&pn=HSRP%20Plate%20Booking&am=${amount}&cu=INR&tn=HSRPBOOKING%2F2026%2F1121123456`,
      { type: 'png', width: 480, margin: 2 },
    );
    const [x, y] = await Promise.all(
      [png, expected].map((p) => sharp(p).greyscale().raw().toBuffer()),
    );
    return x?.equals(y ?? Buffer.alloc(0)) ?? false;
  }

  it('carries the server’s total with the charge of the PIN’s area, not the page’s', async () => {
    await chargeRoorkee();
    await setPaymentOption(t.db.kysely, {
      vehicleType: 'TWO_WHEELER',
      upiId: 'shop@okaxis',
      qrImageId: null,
    });
    const choice = { service: 'HSRP_WITH_COLOR', vehicleType: 'TWO_WHEELER' } as const;
    const order = 'HSRPBOOKING/2026/1121123456';
    const qr = async (pincode?: string) => {
      const res = await send('GET', API_PATHS.paymentQr(choice, order, pincode));
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    expect(await carries(await qr('247667'), '899.00')).toBe(true);
    expect(await carries(await qr('248001'), '699.00')).toBe(true);
    expect(await carries(await qr(), '699.00')).toBe(true);
    const bad = await send('GET', `${API_PATHS.paymentQr(choice, order)}&pincode=12`);
    expect(bad.statusCode).toBe(400);
  });
});
