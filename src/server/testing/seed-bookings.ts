import { CreateBookingSchema } from '../../shared/booking/booking-schema';
import { createBooking } from '../bookings/create-booking';
import { bookingInput, nextAppointment, nextOrderNumber } from './booking-fixtures';
import type { TestApp } from './test-app';

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
    const varied = overrides(i);
    // The appointment bookable on the day the booking is made, not today's: `at` may be weeks ago.
    const installation = varied.installation === 'dealer' ? 'dealer' : 'home';
    const input = CreateBookingSchema.parse(
      bookingInput({
        orderId: nextOrderNumber(at),
        ...nextAppointment(installation, at),
        ...varied,
      }),
    );
    const { confirmation } = await createBooking(t.db, input, undefined, t.mail, at);
    orderIds.push(confirmation.orderId);
  }
  return orderIds;
}
