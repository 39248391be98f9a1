import { expect } from 'vitest';
import { API_PATHS } from '#shared/api-paths.ts';
import type { BookingStatus } from '#shared/booking/booking-status.ts';
import { bookingForm, bookingInput } from './booking-fixtures.ts';
import { plainPng } from './plain-picture.ts';
import type { TestApp } from './test-app.ts';

let addresses = 0;

/**
 * A booking through the payment page's API, with a payment screenshot; answers its row id,
 * order number and tracking link's secret. Each from its own address (the hold limits count them).
 */
export async function bookWithScreenshot(t: TestApp, overrides: Record<string, unknown> = {}) {
  addresses += 1;
  const input = bookingInput(overrides);
  const picture = new Blob([new Uint8Array(plainPng(8, 8))], { type: 'image/png' });
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.bookings,
    payload: bookingForm(input, picture),
    remoteAddress: `10.9.${addresses >> 8}.${addresses & 255}`,
  });
  expect(res.statusCode).toBe(201);
  const { id } = await t.db.kysely
    .selectFrom('bookings')
    .select('id')
    .where('orderId', '=', input.orderId)
    .executeTakeFirstOrThrow();
  return { id, orderId: input.orderId, token: res.json().trackingToken as string };
}

/** Staff set a booking's status through the admin API. */
export async function setStatusAsStaff(
  t: TestApp,
  headers: Record<string, string>,
  id: string,
  status: BookingStatus,
) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: API_PATHS.admin.bookingStatus(id),
    headers,
    payload: { status },
  });
  expect(res.statusCode).toBe(200);
}

/** The booking's stored row. */
export const bookingRow = (t: TestApp, id: string) =>
  t.db.kysely.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** When the booking's last status change happened (its closing, for a closed one). */
export async function lastChangeAt(t: TestApp, id: string): Promise<Date> {
  const row = await t.db.kysely
    .selectFrom('bookingStatusChanges')
    .select('changedAt')
    .where('bookingId', '=', id)
    .orderBy('changedAt', 'desc')
    .executeTakeFirstOrThrow();
  return new Date(row.changedAt);
}
