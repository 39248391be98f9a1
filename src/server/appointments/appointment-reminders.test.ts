import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDb } from '#server/db/app-db.ts';
import { notify } from '#server/notifications/notify.ts';
import { REMINDER_WITHDRAWN } from '#server/notifications/withdraw-reminders.ts';
import { toBooking } from '#server/repositories/booking-mapper.ts';
import { findBookingById } from '#server/repositories/bookings.repository.ts';
import { saveMessageSettings } from '#server/repositories/message-settings.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookingAt, moveBooking } from '#server/testing/appointment-bookings.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { isPostgresRun } from '#server/testing/test-database.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { DEFAULT_MESSAGE_SETTINGS } from '#shared/messaging/message-settings.ts';
import { queueDueReminders, startAppointmentReminders } from './appointment-reminders.ts';

let t: TestApp;
const others: AppDb[] = [];
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  for (const db of others.splice(0)) await db.kysely.destroy();
  await t.close();
});

// Tuesday 1 December 2026, 10:00 in India; staff moved the test bookings' appointments then.
const NOW = new Date('2026-12-01T04:30:00Z');
const TOMORROW = '2026-12-02';
const DAY_AFTER = '2026-12-03';
const HOME_SLOTS = ['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'];
let booked = 0;
/** The next home slot of `day`, in turn, so no slot runs out of places. */
const on = (day: string) => ({ day, slot: HOME_SLOTS[booked++ % HOME_SLOTS.length] ?? '' });

const reminders = () =>
  t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('kind', '=', 'appointment-reminder')
    .orderBy('createdAt')
    .execute();
const remindedIds = async () => (await reminders()).map((m) => m.bookingId).sort();

describe('the day-before reminder', () => {
  it('is queued once for each open booking whose appointment is tomorrow', async () => {
    const submitted = await bookingAt(t, on(TOMORROW), NOW);
    const confirmed = await bookingAt(t, on(TOMORROW), NOW, 'CONFIRMED');
    await bookingAt(t, on(TOMORROW), NOW, 'CANCELLED');
    await bookingAt(t, on(TOMORROW), NOW, 'FULFILLED');
    await bookingAt(t, on(DAY_AFTER), NOW);

    expect(await queueDueReminders(t.db, t.mail, NOW)).toBe(2);
    expect(await remindedIds()).toEqual([submitted, confirmed].sort());
    expect(await queueDueReminders(t.db, t.mail, new Date(NOW.getTime() + 5 * 60_000))).toBe(0);
    expect(await reminders()).toHaveLength(2);

    const [mail] = await reminders();
    expect(mail?.recipient).toBe('asha@example.in');
    expect(mail?.subject).toContain('Your plate fitting is tomorrow');
    expect(mail?.textBody).toContain('A reminder: your number plate fitting is tomorrow.');
    expect(mail?.textBody).toMatch(
      /Fitting appointment: Wednesday 2 December 2026, \d{1,2}:00 [ap]m – \d{1,2}:00 [ap]m \(India time\), at your address/,
    );
    // An English booking's mail is English only (its language: notifications/customer-language).
    expect(mail?.textBody).not.toMatch(/[\u0900-\u097F]/);
    expect(mail?.textBody).toContain('registration certificate (RC)');
  });

  it('waits for the morning in India', async () => {
    await bookingAt(t, on(TOMORROW), NOW);
    const earlyMorning = new Date('2026-12-01T02:00:00Z'); // 07:30 in India
    expect(await queueDueReminders(t.db, t.mail, earlyMorning)).toBe(0);
    expect(await queueDueReminders(t.db, t.mail, NOW)).toBe(1);
  });

  it('is queued once when rounds run at the same time, on every app instance', async () => {
    const due = [];
    for (let i = 0; i < 6; i += 1) due.push(await bookingAt(t, on(TOMORROW), NOW));
    // PostgreSQL runs behind a load balancer: a second instance has its own connections.
    // SQLite runs as one instance; its rounds share the one connection.
    const second = isPostgresRun() ? t.openAnotherDb() : t.db;
    if (second !== t.db) others.push(second);
    const counts = await Promise.all(
      [t.db, second, t.db, second].map((db) => queueDueReminders(db, t.mail, NOW)),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(await remindedIds()).toEqual(due.sort());
  });

  it('is queued again for a moved appointment, on its new day', async () => {
    const id = await bookingAt(t, on(TOMORROW), NOW);
    expect(await queueDueReminders(t.db, t.mail, NOW)).toBe(1);
    await moveBooking(t, id, on(DAY_AFTER), NOW);
    expect(await queueDueReminders(t.db, t.mail, NOW)).toBe(0);
    const nextMorning = new Date(NOW.getTime() + 24 * 60 * 60_000);
    expect(await queueDueReminders(t.db, t.mail, nextMorning)).toBe(1);
    const mails = await reminders();
    expect(mails.map((m) => m.bookingId)).toEqual([id, id]);
    expect(mails[1]?.textBody).toContain('Thursday 3 December 2026');
  });

  it('runs on a timer that logs a failed round and keeps going', async () => {
    await bookingAt(t, on(TOMORROW), NOW);
    const logged: string[] = [];
    const log = {
      info: (...args: unknown[]) => {
        logged.push(String(args[1]));
      },
      error: () => {},
    };
    const round = startAppointmentReminders({
      db: t.db,
      mail: t.mail,
      log,
      everyMs: 10,
      clock: () => NOW,
    });
    while ((await reminders()).length === 0) await new Promise((r) => setTimeout(r, 20));
    await round.stop();
    expect(logged).toContain('appointment reminders queued');

    // A database that fails every round (the connection lost, say).
    const unreachable = {
      dialect: t.db.dialect,
      kysely: {
        transaction: () => {
          throw new Error('database unreachable');
        },
      } as unknown as AppDb['kysely'],
    };
    const errors: unknown[] = [];
    const failing = startAppointmentReminders({
      db: unreachable,
      mail: t.mail,
      log: { info: () => {}, error: (fields: unknown) => errors.push(fields) },
      everyMs: 10,
      clock: () => NOW,
    });
    while (errors.length < 2) await new Promise((r) => setTimeout(r, 20));
    await failing.stop();
    expect(await reminders()).toHaveLength(1);
  });

  it('shows on the admin mail screen with the moved mail, named by kind', async () => {
    await bookingAt(t, on(TOMORROW), NOW);
    await queueDueReminders(t.db, t.mail, NOW);
    const headers = await signedInAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.mail, headers });
    expect(res.statusCode).toBe(200);
    const kinds = res.json().mails.map((m: { kind: string }) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['appointment-reminder', 'appointment-moved']));
  });

  it('waits for the hour the owner set', async () => {
    await bookingAt(t, on(TOMORROW), NOW);
    const settings = { ...DEFAULT_MESSAGE_SETTINGS, reminderHour: 11 };
    await saveMessageSettings(t.db.kysely, settings, 'owner@hsrp.test');
    expect(await queueDueReminders(t.db, t.mail, NOW)).toBe(0); // 10:00 in India
    const elevenInIndia = new Date('2026-12-01T05:30:00Z');
    expect(await queueDueReminders(t.db, t.mail, elevenInIndia)).toBe(1);
  });

  it('is withdrawn while queued when the appointment moves, and the new day gets its own', async () => {
    const id = await bookingAt(t, on(TOMORROW), NOW);
    await queueDueReminders(t.db, t.mail, NOW);
    await moveBooking(t, id, on(DAY_AFTER), NOW);
    const [old] = await reminders();
    expect(old).toMatchObject({ status: 'failed', lastError: REMINDER_WITHDRAWN.moved });
    expect(old?.secret).toBeNull();
    const nextMorning = new Date(NOW.getTime() + 24 * 60 * 60_000);
    expect(await queueDueReminders(t.db, t.mail, nextMorning)).toBe(1);
    expect((await reminders()).map((m) => m.status)).toEqual(['failed', 'pending']);
  });

  it('is withdrawn while queued when the booking is cancelled or its hold lapses', async () => {
    const cancelled = await bookingAt(t, on(TOMORROW), NOW);
    const lapsed = await bookingAt(t, on(TOMORROW), NOW);
    const kept = await bookingAt(t, on(TOMORROW), NOW);
    await queueDueReminders(t.db, t.mail, NOW);
    // One reminder was already sent: it stays as it was.
    await t.db.kysely
      .updateTable('outboxMails')
      .set({ status: 'sent' })
      .where('bookingId', '=', kept)
      .execute();
    const rowOf = async (id: string) => {
      const row = await findBookingById(t.db.kysely, id);
      if (!row) throw new Error(`no booking ${id}`);
      return row;
    };
    const cancelledRow = await rowOf(cancelled);
    const lapsedRow = await rowOf(lapsed);
    const keptRow = await rowOf(kept);
    await t.db.kysely.transaction().execute(async (trx) => {
      const changed = [cancelledRow, keptRow].map((row) => ({
        bookingId: row.id,
        booking: {
          ...toBooking({ ...row, status: row.id === kept ? 'FULFILLED' : 'CANCELLED' }),
          centre: null,
        },
      }));
      await notify(trx, { type: 'booking-status-changed', changed }, t.mail, NOW);
      await notify(trx, { type: 'holds-lapsed', bookings: [lapsedRow] }, t.mail, NOW);
    });
    const byBooking = new Map((await reminders()).map((m) => [m.bookingId, m]));
    expect(byBooking.get(cancelled)).toMatchObject({
      status: 'failed',
      lastError: REMINDER_WITHDRAWN.cancelled,
    });
    expect(byBooking.get(lapsed)).toMatchObject({
      status: 'failed',
      lastError: REMINDER_WITHDRAWN.lapsed,
    });
    expect(byBooking.get(kept)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('is written with WhatsApp and SMS not to be sent once the appointment began', async () => {
    await t.close();
    t = await createTestApp({ mail: { textChannels: { whatsapp: true, sms: true } } });
    const id = await bookingAt(t, { day: TOMORROW, slot: '12:00-14:00' }, NOW);
    await t.db.kysely
      .updateTable('bookings')
      .set({ phone: '9876543210', whatsappConsentAt: NOW.toISOString() })
      .where('id', '=', id)
      .execute();
    await queueDueReminders(t.db, t.mail, NOW);
    const rows = await reminders();
    expect(rows.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    // 12:00 in India on 2 December.
    for (const row of rows) expect(row.notAfter).toBe('2026-12-02T06:30:00.000Z');
  });
});
