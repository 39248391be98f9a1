import { createBooking } from '#server/bookings/create-booking.ts';
import { CreateBookingWithGstinSchema as CreateBookingSchema } from '#shared/booking/customer-gstin.ts';
import { bookingInput, nextAppointment, nextOrderNumber } from './booking-fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * Stores `count` bookings one minute apart (the last one newest) through the real booking
 * service; `overrides(i)` varies them. Answers their order ids, oldest first.
 */
export async function seedBookings(
  t: TestApp,
  count: number,
  overrides: (i: number) => Record<string, unknown> = () => ({}),
  start = new Date('2026-11-01T06:00:00.000Z'),
): Promise<string[]> {
  const orderIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = new Date(start.getTime() + i * 60_000);
    const extra = overrides(i);
    // Bookable as of `at`, the moment the booking is made.
    const appointment = nextAppointment(extra.installation === 'dealer' ? 'dealer' : 'home', at);
    const input = CreateBookingSchema.parse(
      bookingInput({ orderId: nextOrderNumber(at), ...appointment, ...extra }),
    );
    const { confirmation } = await createBooking(t.db, input, undefined, t.mail, at);
    orderIds.push(confirmation.orderId);
  }
  return orderIds;
}

/** As seedBookings, answering the bookings' ids (oldest first) for routes that take an id. */
export async function seedBookingIds(t: TestApp, count: number): Promise<string[]> {
  const orderIds = await seedBookings(t, count);
  const rows = await t.db.kysely
    .selectFrom('bookings')
    .select(['id', 'orderId'])
    .where('orderId', 'in', orderIds)
    .execute();
  return orderIds.map((orderId) => rows.find((row) => row.orderId === orderId)?.id ?? '');
}
