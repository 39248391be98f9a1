import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { type BookingListPage, BookingListPageSchema } from '#shared/admin/admin-bookings.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

const route = { method: 'GET', url: '/api/example', httpStatus: '200' };
const writerFor = (schema: $ZodType) =>
  responseSerializerCompiler({ schema, ...route }) as (data: unknown) => string;
const zodWriterFor = (schema: $ZodType) =>
  zodSerializerCompiler({ schema, ...route }) as (data: unknown) => string;

const at = '2026-11-01T06:00:00.000Z';
const page: BookingListPage = {
  bookings: [
    {
      id: 'b1',
      centreId: 'c1',
      orderId: 'HSRPBOOKING/2026/1101123456',
      locale: 'en',
      fullName: 'Asha "Ashu" Verma',
      phone: '9876543210',
      email: 'asha@example.in',
      state: 'Uttarakhand',
      city: 'Roorkee',
      pincode: '247667',
      address: 'Line one\nLine two </script>',
      regNumber: 'UK08AB1234',
      chassisLast5: '12345',
      engineLast5: '54321',
      installation: 'home',
      service: 'HSRP_WITH_COLOR',
      vehicleType: 'TWO_WHEELER',
      price: { base: 500, gst: 90, gstPct: 18, serviceCharge: 109, total: 699, currency: 'INR' },
      txnId: 'UTR123456789012',
      duplicateTxn: false,
      payment: { method: 'UPI', submittedAt: at, hasProof: true },
      status: 'CONFIRMED',
      createdAt: at,
      appointment: { day: '2026-11-10', slot: '10:00-12:00', start: '10:00', end: '12:00' },
      proofUrl: '/api/admin/bookings/b1/proof',
      history: [
        { from: null, to: 'PAYMENT_SUBMITTED', by: 'customer', at },
        { from: 'PAYMENT_SUBMITTED', to: 'CONFIRMED', by: 'office@hsrp.test', at },
      ],
      invoiceNumber: '2026-27/000001',
      bankLine: null,
      flags: [],
    },
  ],
  nextCursor: null,
};

describe('response serializer', () => {
  it('writes a page of bookings exactly as zod did', () => {
    const written = writerFor(BookingListPageSchema)(page);
    expect(written).toBe(zodWriterFor(BookingListPageSchema)(page));
    expect(JSON.parse(written)).toEqual(page);
  });

  it('writes only what the schema names, whatever else the data holds', () => {
    const [booking] = page.bookings;
    const leaky = { ...page, bookings: [{ ...booking, passwordHash: 'secret', searchText: 'X' }] };
    const written = writerFor(BookingListPageSchema)(leaky);
    expect(written).not.toMatch(/passwordHash|secret|searchText/);
    expect(JSON.parse(written)).toEqual(page);
  });

  it('refuses data that lacks a required field instead of writing half an answer', () => {
    const { orderId: _left, ...withoutOrderId } = page.bookings[0] ?? {};
    expect(() =>
      writerFor(BookingListPageSchema)({ ...page, bookings: [withoutOrderId] }),
    ).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    expect(writerFor(schema)({ at: new Date(at) })).toBe(JSON.stringify({ at }));
  });
});
