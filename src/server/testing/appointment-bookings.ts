import { expect } from 'vitest';
import { moveAppointment } from '#server/appointments/move-appointment.ts';
import type { AuditActor } from '#server/audit/record-audit.ts';
import { findBookingById } from '#server/repositories/bookings.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { AppointmentChoice } from '#shared/appointments/availability.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { bookingInput } from './booking-fixtures.ts';
import type { TestApp } from './test-app.ts';

export const STAFF: AuditActor = { adminId: null, email: 'staff@hsrp.test', address: '127.0.0.1' };

/** Books through the API (an appointment the default rules allow today) and answers its row id. */
export async function bookThroughApi(t: TestApp, overrides: Record<string, unknown> = {}) {
  return (await bookWithTrackingLink(t, overrides)).id;
}

/** A booking through the API, with its tracking link's secret as the answer gave it. */
export async function bookWithTrackingLink(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = bookingInput(overrides);
  const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: input });
  expect(res.statusCode).toBe(201);
  const { id } = await t.db.kysely
    .selectFrom('bookings')
    .select('id')
    .where('orderId', '=', input.orderId)
    .executeTakeFirstOrThrow();
  return { id, trackingToken: res.json().trackingToken as string };
}

/** Moves a booking's appointment as staff or its customer would, at `now`. */
export async function moveBooking(
  t: TestApp,
  bookingId: string,
  to: AppointmentChoice,
  now: Date,
  by: 'customer' | 'staff' = 'staff',
) {
  return t.db.kysely.transaction().execute(async (trx) => {
    const row = await findBookingById(trx, bookingId);
    if (!row) throw new Error(`no booking ${bookingId}`);
    return moveAppointment(trx, row, to, { by, actor: STAFF }, t.mail, now);
  });
}

/** A booking whose appointment staff set to `to` (moved there at `now`), in `status`. */
export async function bookingAt(
  t: TestApp,
  to: AppointmentChoice,
  now: Date,
  status: BookingStatus = 'PAYMENT_SUBMITTED',
) {
  const id = await bookThroughApi(t);
  await moveBooking(t, id, to, now);
  if (status !== 'PAYMENT_SUBMITTED') {
    await t.db.kysely.updateTable('bookings').set({ status }).where('id', '=', id).execute();
  }
  return id;
}
