import { PDFParse } from 'pdf-parse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify } from '#server/notifications/notify.ts';
import { findBookingById } from '#server/repositories/bookings.repository.ts';
import {
  firstActiveCentre,
  insertCentre,
  updateCentre,
} from '#server/repositories/fitting-centres.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingInput, nextAppointment } from '#server/testing/booking-fixtures.ts';
import { readCalendarFile } from '#server/testing/calendar-file.ts';
import { csvRecords } from '#server/testing/csv.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';

let t: TestApp;
let centreId: string;

const HARIDWAR = {
  name: 'Haridwar Plates',
  address: 'Plot 7, SIDCUL\nRanipur',
  city: 'Haridwar',
  pincode: '249403',
  mapUrl: 'https://maps.example.in/haridwar-plates',
  phone: '+91 98765 00022',
  active: true,
};
const HARIDWAR_LINE = 'Plot 7, SIDCUL, Ranipur, Haridwar 249403';

beforeEach(async () => {
  t = await createTestApp();
  // A second centre on the first one's calendar, so the default test slots are open at both.
  const { rules } = await firstActiveCentre(t.db.kysely);
  centreId = await insertCentre(t.db.kysely, { ...HARIDWAR, rules }, 'owner@hsrp.test');
});
afterEach(async () => {
  await t.close();
});

/** Books through the API; answers the order, its row id, its answer and its tracking secret. */
async function book(overrides: Record<string, unknown>) {
  const input = bookingInput(overrides);
  const res = await t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: input });
  expect(res.statusCode).toBe(201);
  const { id } = await t.db.kysely
    .selectFrom('bookings')
    .select('id')
    .where('orderId', '=', input.orderId)
    .executeTakeFirstOrThrow();
  const answer = res.json();
  return { id, orderId: input.orderId, answer, token: answer.trackingToken as string };
}

const atHaridwar = () => book({ installation: 'dealer', centreId, ...nextAppointment('dealer') });

async function mailOf(bookingId: string, kind: MailKind) {
  return t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('kind', '=', kind)
    .where('channel', '=', 'email')
    .executeTakeFirstOrThrow();
}

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('the centre a booking is fitted at, after booking', () => {
  it('is in the booking’s answer, for the success page', async () => {
    const { answer } = await atHaridwar();
    expect(answer.fitting).toEqual({
      installation: 'dealer',
      centreName: 'Haridwar Plates',
      centreAddress: HARIDWAR_LINE,
      mapUrl: HARIDWAR.mapUrl,
      phone: HARIDWAR.phone,
    });
  });

  it('is in the tracked order, whose move asks that centre’s calendar', async () => {
    const { token } = await atHaridwar();
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackByLink,
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().centre).toEqual({ id: centreId, ...HARIDWAR, active: undefined });
  });

  it('is in the receipt mail with its address and map link, and the .ics is at its address', async () => {
    const { id } = await atHaridwar();
    const mail = await mailOf(id, 'booking-received');
    expect(mail.textBody).toContain(`Fitting centre: Haridwar Plates, ${HARIDWAR_LINE}`);
    expect(mail.textBody).toContain(`Open the map: ${HARIDWAR.mapUrl}`);
    expect(mail.htmlBody).toContain(`href="${HARIDWAR.mapUrl}"`);
    const { event } = readCalendarFile(mail.calendarEvent ?? '');
    expect(event.LOCATION).toBe('Plot 7\\, SIDCUL\\, Ranipur\\, Haridwar 249403');
    expect(event.DESCRIPTION).toContain('Fitting centre: Haridwar Plates');
  });

  it('names the centre’s team and phone for home fitting, at the customer’s address', async () => {
    const first = await firstActiveCentre(t.db.kysely);
    await updateCentre(t.db.kysely, first.id, { ...first, phone: '0133 2270011' }, 'owner');
    const { id, answer } = await book({ installation: 'home' });
    expect(answer.fitting).toMatchObject({ installation: 'home', centreName: first.name });
    const mail = await mailOf(id, 'booking-received');
    expect(mail.textBody).toContain(`Fitted at your address by the team of ${first.name}`);
    expect(mail.textBody).toContain('Their phone: 0133 2270011');
    const { event } = readCalendarFile(mail.calendarEvent ?? '');
    expect(event.LOCATION).toBe('12 Civil Lines\\, Roorkee\\, Uttarakhand\\, 247667');
  });

  it('is in the confirmation mail and the moved-appointment mail', async () => {
    const { id, token } = await atHaridwar();
    const headers = await signedInAdmin(t);
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(id),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await mailOf(id, 'status-changed')).textBody).toContain(
      `Fitting centre: Haridwar Plates, ${HARIDWAR_LINE}`,
    );
    const to = nextAppointment('dealer');
    const move = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackAppointmentByLink,
      payload: { token, day: to.appointmentDay, slot: to.appointmentSlot },
    });
    expect(move.statusCode).toBe(200);
    expect(move.json().centre.name).toBe('Haridwar Plates');
    const moved = await mailOf(id, 'appointment-moved');
    expect(moved.textBody).toContain(`Fitting centre: Haridwar Plates, ${HARIDWAR_LINE}`);
    expect(readCalendarFile(moved.calendarEvent ?? '').event.LOCATION).toContain('Haridwar');
  });

  it('is in the day-before reminder', async () => {
    const { id } = await atHaridwar();
    await t.db.kysely.transaction().execute(async (trx) => {
      const row = await findBookingById(trx, id);
      if (!row) throw new Error('no booking');
      await notify(trx, { type: 'appointment-reminders-due', bookings: [row] }, t.mail, new Date());
    });
    const reminder = await mailOf(id, 'appointment-reminder');
    expect(reminder.textBody).toContain(`Fitting centre: Haridwar Plates, ${HARIDWAR_LINE}`);
  });

  it('is the Place of fitting on the receipt the tracking link downloads', async () => {
    const { token } = await atHaridwar();
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trackReceiptByLink,
      payload: { token },
    });
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain(
      `Place of fitting Haridwar Plates, ${HARIDWAR_LINE}`,
    );
  });

  it('is the Fitting centre column of the bookings export', async () => {
    const { orderId } = await atHaridwar();
    const home = await book({ installation: 'home' });
    const first = await firstActiveCentre(t.db.kysely);
    const headers = await signedInAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.bookingsCsv, headers });
    const byOrder = new Map(csvRecords(res.body).map((r) => [r['Order ID'], r['Fitting centre']]));
    expect(byOrder.get(orderId)).toBe('Haridwar Plates');
    expect(byOrder.get(home.orderId)).toBe(first.name);
  });
});
