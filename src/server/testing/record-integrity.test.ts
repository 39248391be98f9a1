import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reencodeImage } from '#server/images/reencode-image.ts';
import { insertImage } from '#server/repositories/images.repository.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { bookingForm, bookingInput } from './booking-fixtures.ts';
import { findHalfWrittenRecords } from './record-integrity.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function bookWithProof(): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const payload = bookingForm(bookingInput(), new Blob([png]), 'proof.png');
  const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload });
  expect(res.statusCode).toBe(201);
  return res.json().orderId;
}

describe('findHalfWrittenRecords', () => {
  it('finds nothing wrong with bookings made through the API', async () => {
    await bookWithProof();
    await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: bookingInput() });
    expect(await findHalfWrittenRecords(t.db.kysely)).toEqual([]);
  });

  it('finds a booking that lost its history and mails, and an image nothing refers to', async () => {
    const orderId = await bookWithProof();
    const booking = await t.db.kysely
      .selectFrom('bookings')
      .select('id')
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .deleteFrom('bookingStatusChanges')
      .where('bookingId', '=', booking.id)
      .execute();
    await t.db.kysely.deleteFrom('outboxMails').where('bookingId', '=', booking.id).execute();
    await t.db.kysely.updateTable('bookings').set({ fullName: '' }).execute();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await insertImage(t.db.kysely, await reencodeImage(png, { subject: 'x', output: 'png' }));

    const problems = await findHalfWrittenRecords(t.db.kysely);
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'booking without its status history',
      "booking without the customer's receipt mail",
      'image that nothing refers to',
      'booking with an empty required field',
    ]);
    expect(problems[0]).toContain(orderId);
  });
});
