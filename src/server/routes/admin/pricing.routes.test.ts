import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSiteInfo } from '#server/repositories/site-info.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { openSse, type SseClient } from '#server/testing/sse-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { PricedChoice } from '#shared/pricing/service-pricing.ts';
import { DEFAULT_SITE_INFO } from '#shared/site/site-info.ts';
import type { Storefront } from '#shared/storefront/storefront.ts';

let t: TestApp;
let headers: Record<string, string>;
let stream: SseClient;
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
  // Registered for GST: prices carry it, on the service charge too (decision 0049).
  await saveSiteInfo(t.db.kysely, { ...DEFAULT_SITE_INFO, gstin: '05ABCDE1234F1Z6' }, 'owner');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stream = await openSse(`${address}${API_PATHS.storefrontEvents}`);
  await stream.next('storefront');
});
afterEach(async () => {
  stream.close();
  await t.close();
});

const send = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const STICKERS_TWO: PricedChoice = { service: 'ONLY_COLOR_STICKERS', vehicleType: 'TWO_WHEELER' };
const PLATE_FOUR: PricedChoice = { service: 'FOUR_WHEELER_PLATE', vehicleType: 'FOUR_WHEELER' };
const storedRows = () =>
  t.db.kysely.selectFrom('pricing').selectAll().orderBy('service').orderBy('vehicleType').execute();

async function book(choice: PricedChoice) {
  const input = bookingInput({ ...choice });
  const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: input });
  expect(res.statusCode).toBe(201);
  const stored = await t.db.kysely
    .selectFrom('bookings')
    .select(['priceBase', 'priceGst', 'priceGstPct', 'priceServiceCharge', 'priceTotal'])
    .where('orderId', '=', res.json().orderId)
    .executeTakeFirstOrThrow();
  return { answeredTotal: res.json().total, stored };
}

describe('pricing per service and vehicle type', () => {
  it('shows the stored settings of every service for the vehicle types it allows', async () => {
    const res = await send('GET', API_PATHS.admin.pricing);
    expect(res.statusCode).toBe(200);
    const two = { targetTotal: 699, gstPct: 18, serviceCharge: 109 };
    const four = { targetTotal: 899, gstPct: 18, serviceCharge: 73 };
    const pricing = res.json();
    expect(pricing).toMatchObject({
      HSRP_WITH_COLOR: { TWO_WHEELER: two, FOUR_WHEELER: four },
      TWO_WHEELER_PLATE: { TWO_WHEELER: two },
      FOUR_WHEELER_PLATE: { FOUR_WHEELER: four },
      ONLY_COLOR_STICKERS: { TWO_WHEELER: two, FOUR_WHEELER: four },
      ELECTRIC_VEHICLE_PLATE: { TWO_WHEELER: two, FOUR_WHEELER: four },
      TRACTOR_TRAILER_PLATE: { FOUR_WHEELER: four },
    });
    expect(Object.keys(pricing.TWO_WHEELER_PLATE)).toEqual(['TWO_WHEELER']);
    expect(Object.keys(pricing.TRACTOR_TRAILER_PLATE)).toEqual(['FOUR_WHEELER']);
  });

  it("stores one service's price, shows it live and charges it, leaving the others as they were", async () => {
    const res = await send('PUT', API_PATHS.admin.pricingFor(STICKERS_TWO), {
      targetTotal: 299,
      gstPct: 18,
      serviceCharge: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ONLY_COLOR_STICKERS.TWO_WHEELER).toMatchObject({
      targetTotal: 299,
      gstPct: 18,
      serviceCharge: 0,
    });
    expect(res.json().HSRP_WITH_COLOR.TWO_WHEELER.targetTotal).toBe(699);

    const live = (await stream.next('storefront')) as Storefront;
    expect(live.pricing.ONLY_COLOR_STICKERS.TWO_WHEELER).toMatchObject({
      base: 253,
      gst: 46,
      serviceCharge: 0,
      total: 299,
    });
    expect(live.pricing.ONLY_COLOR_STICKERS.FOUR_WHEELER?.total).toBe(899);
    expect(live.pricing.HSRP_WITH_COLOR.TWO_WHEELER?.total).toBe(699);
    expect(live.pricing.TWO_WHEELER_PLATE.TWO_WHEELER?.total).toBe(699);

    const stickers = await book(STICKERS_TWO);
    expect(stickers.answeredTotal).toBe(299);
    expect(stickers.stored).toEqual({
      priceBase: 253,
      priceGst: 46,
      priceGstPct: 18,
      priceServiceCharge: 0,
      priceTotal: 299,
    });
    const plate = await book({ service: 'TWO_WHEELER_PLATE', vehicleType: 'TWO_WHEELER' });
    expect(plate.stored).toEqual({
      priceBase: 483,
      priceGst: 107,
      priceGstPct: 18,
      priceServiceCharge: 109,
      priceTotal: 699,
    });
  });

  it('takes a service charge of the whole price before GST, leaving a base of nothing', async () => {
    const res = await send('PUT', API_PATHS.admin.pricingFor(PLATE_FOUR), {
      targetTotal: 199,
      gstPct: 18,
      serviceCharge: 169,
    });
    expect(res.statusCode).toBe(200);
    expect((await book(PLATE_FOUR)).stored).toMatchObject({ priceBase: 0, priceTotal: 199 });
  });

  it('keeps a decimal GST percent', async () => {
    const res = await send('PUT', API_PATHS.admin.pricingFor(PLATE_FOUR), {
      targetTotal: 799,
      gstPct: 12.5,
      serviceCharge: 0,
    });
    expect(res.statusCode).toBe(200);
    const live = (await stream.next('storefront')) as Storefront;
    expect(live.pricing.FOUR_WHEELER_PLATE.FOUR_WHEELER).toMatchObject({
      base: 710,
      gst: 89,
      gstPct: 12.5,
      total: 799,
    });
    expect((await book(PLATE_FOUR)).stored).toMatchObject({ priceGstPct: 12.5, priceTotal: 799 });
  });

  it.each([
    [{ gstPct: 18, serviceCharge: 0 }, 'Please enter the target price.'],
    [{ targetTotal: null, gstPct: 18, serviceCharge: 0 }, 'Please enter the target price.'],
    [{ targetTotal: -1, gstPct: 18, serviceCharge: 0 }, 'Target price cannot be negative.'],
    [{ targetTotal: 699.5, gstPct: 18, serviceCharge: 0 }, 'Target price must be whole rupees.'],
    [{ targetTotal: 699, gstPct: 101, serviceCharge: 0 }, 'GST percent cannot exceed 100.'],
    [{ targetTotal: 699, gstPct: '18', serviceCharge: 0 }, 'GST percent must be a number.'],
    [{ targetTotal: 699, gstPct: 18 }, 'Service charge must be a number.'],
    // ₹199 at 18% is ₹169 before GST: a ₹300 charge would have the customer pay ₹354.
    [
      { targetTotal: 199, gstPct: 18, serviceCharge: 300 },
      'The service charge is part of the target price: at most ₹169, the price before GST.',
    ],
    [
      { targetTotal: 199, gstPct: 18, serviceCharge: 170 },
      'The service charge is part of the target price: at most ₹169, the price before GST.',
    ],
  ])('refuses %j and changes nothing', async (payload, message) => {
    const before = await storedRows();
    const res = await send('PUT', API_PATHS.admin.pricingFor(PLATE_FOUR), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await storedRows()).toEqual(before);
  });

  it.each([
    ['an unknown service', '/api/admin/pricing/BUS_PLATE/TWO_WHEELER', 'Unknown service.'],
    ['an unknown vehicle type', '/api/admin/pricing/HSRP_WITH_COLOR/BUS', 'Unknown vehicle type.'],
    [
      'a vehicle type the service is not offered for',
      '/api/admin/pricing/TWO_WHEELER_PLATE/FOUR_WHEELER',
      'Two Wheeler Number Plate is not offered for Four Wheeler vehicles.',
    ],
    [
      'another vehicle type the service is not offered for',
      '/api/admin/pricing/TRACTOR_TRAILER_PLATE/TWO_WHEELER',
      'Tractor & Trailer Number Plate is not offered for Two Wheeler vehicles.',
    ],
    ['a price for no service', '/api/admin/pricing/TWO_WHEELER', undefined],
  ])('refuses %s and stores nothing', async (_name, url, message) => {
    const before = await storedRows();
    expect(before).toHaveLength(9);
    const res = await send('PUT', url, { targetTotal: 1, gstPct: 1, serviceCharge: 1 });
    expect(res.statusCode).toBe(message ? 400 : 404);
    expect(typeof res.json().message).toBe('string');
    if (message) expect(res.json().message).toBe(message);
    expect(await storedRows()).toEqual(before);
  });
});
