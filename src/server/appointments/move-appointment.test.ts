import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookThroughApi, moveBooking } from '#server/testing/appointment-bookings.ts';
import { nextAppointment } from '#server/testing/booking-fixtures.ts';
import { readCalendarFile } from '#server/testing/calendar-file.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { appointmentStartsAt } from '#shared/appointments/availability.ts';
import type { MailKind } from '#shared/mail/mail-kinds.ts';
import { SAME_APPOINTMENT } from './move-appointment.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const mailsOf = (bookingId: string, kind: MailKind) =>
  t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('bookingId', '=', bookingId)
    .where('kind', '=', kind)
    .orderBy('createdAt')
    .execute();

/** An instant as an .ics writes it in UTC: 20261202T083000Z. */
const icsUtc = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

describe('moving an appointment mails the customer', () => {
  it('queues "we moved" with the new time, the old one and an updated .ics', async () => {
    const id = await bookThroughApi(t, nextAppointment());
    const [receipt] = await mailsOf(id, 'booking-received');
    const before = readCalendarFile(receipt?.calendarEvent ?? '').event;

    const { appointmentDay: day } = nextAppointment();
    const aMinuteLater = new Date(Date.now() + 60_000);
    await moveBooking(t, id, { day, slot: '14:00-16:00' }, aMinuteLater);
    const [moved, ...more] = await mailsOf(id, 'appointment-moved');
    expect(more).toEqual([]);
    expect(moved?.recipient).toBe('asha@example.in');
    expect(moved?.subject).toContain('Fitting appointment moved');
    expect(moved?.textBody).toContain('We moved your number plate fitting appointment.');
    expect(moved?.textBody).toMatch(
      /Fitting appointment: \w+day \d{1,2} \w+ 20\d\d, 2:00 pm – 4:00 pm \(India time\), at your address/,
    );
    // An English booking's mail is English only (its language: notifications/customer-language).
    expect(moved?.textBody).not.toMatch(/[\u0900-\u097F]/);
    expect(moved?.textBody).toMatch(
      /It was: \w+day \d{1,2} \w+ 20\d\d, \d{1,2}:00 [ap]m – \d{1,2}:00 [ap]m\./,
    );

    const after = readCalendarFile(moved?.calendarEvent ?? '').event;
    expect(after.UID).toBe(before.UID);
    expect(after.DTSTART).toBe(icsUtc(appointmentStartsAt({ day, slot: '14:00-16:00' })));
    expect(after.DTEND).toBe(icsUtc(appointmentStartsAt({ day, slot: '16:00-18:00' })));
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE));
  });

  it('says "you moved" when the customer moved it', async () => {
    const id = await bookThroughApi(t, nextAppointment());
    await moveBooking(t, id, { ...toChoice(nextAppointment()) }, new Date(), 'customer');
    const [moved] = await mailsOf(id, 'appointment-moved');
    expect(moved?.textBody).toContain('You moved your number plate fitting appointment.');
    expect(moved?.textBody).not.toContain('We moved');
  });

  it('lets staff move a booking whose centre was closed since (its customer may not)', async () => {
    const id = await bookThroughApi(t, nextAppointment());
    await t.db.kysely.updateTable('fittingCentres').set({ active: 0 }).execute();
    const { appointmentDay: day } = nextAppointment();
    const moved = await moveBooking(t, id, { day, slot: '14:00-16:00' }, new Date());
    expect(moved).toMatchObject({ appointmentDay: day, appointmentSlot: '14:00-16:00' });
  });

  it('queues nothing when the move is refused', async () => {
    const appointment = nextAppointment();
    const id = await bookThroughApi(t, appointment);
    await expect(moveBooking(t, id, toChoice(appointment), new Date())).rejects.toThrow(
      SAME_APPOINTMENT,
    );
    expect(await mailsOf(id, 'appointment-moved')).toEqual([]);
  });
});

function toChoice({ appointmentDay, appointmentSlot }: ReturnType<typeof nextAppointment>) {
  return { day: appointmentDay, slot: appointmentSlot };
}
