import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookThroughApi } from '#server/testing/appointment-bookings.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { formatIndiaWeekdayTime } from '#shared/format/india-clock.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const mailOf = (bookingId: string, kind: 'booking-received' | 'status-changed') =>
  t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();

describe('the booking mail', () => {
  it('says until when the place is held, in India time, in the booking’s English', async () => {
    const id = await bookThroughApi(t);
    const { holdUntil } = await t.db.kysely
      .selectFrom('bookings')
      .select('holdUntil')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const mail = await mailOf(id, 'booking-received');
    const when = formatIndiaWeekdayTime(holdUntil ?? '');
    expect(when).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2} \w+, \d{1,2}:\d\d [ap]m$/);
    expect(mail.textBody).toContain(
      `Your place is held until ${when} (India time) while we check your payment.`,
    );
    expect(mail.textBody).not.toMatch(/[\u0900-\u097F]/);
    expect(mail.htmlBody).toContain('Your place is held until');
  });

  it('promises a sticker-only order no number plate, when received or confirmed', async () => {
    const id = await bookThroughApi(t, { service: 'ONLY_COLOR_STICKERS' });
    const headers = await signedInAdmin(t);
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(id),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    expect(confirm.statusCode).toBe(200);
    const confirmed = await mailOf(id, 'status-changed');
    expect(confirmed.textBody).toContain('We will fit your colour sticker at your appointment:');
    expect(confirmed.textBody).not.toMatch(/plates?\b/);
  });
});
