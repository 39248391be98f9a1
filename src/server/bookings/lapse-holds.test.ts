import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDb } from '#server/db/app-db.ts';
import { updateBookingsStatus } from '#server/repositories/bookings.repository.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import { bookThroughApi, bookWithTrackingLink } from '#server/testing/appointment-bookings.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { isPostgresRun } from '#server/testing/test-database.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { LAPSE_ACTOR, lapseDueHolds, startHoldLapses } from './lapse-holds.ts';

let t: TestApp;
const others: AppDb[] = [];
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  for (const db of others.splice(0)) await db.kysely.destroy();
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;

const row = (id: string) =>
  t.db.kysely.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const placesTaken = async (id: string) => {
  const { appointmentDay, appointmentSlot, installation } = await row(id);
  const slot = await t.db.kysely
    .selectFrom('appointmentSlots')
    .select('booked')
    .where('day', '=', appointmentDay ?? '')
    .where('slot', '=', appointmentSlot ?? '')
    .where('installation', '=', installation)
    .executeTakeFirst();
  return slot?.booked ?? 0;
};

const lapseMails = (bookingId?: string) => {
  let query = t.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('kind', '=', 'status-changed')
    .where('subject', 'like', '%payment not received in time%');
  if (bookingId) query = query.where('bookingId', '=', bookingId);
  return query.execute();
};

/** The moment just past a booking's hold. */
const pastHold = async (id: string) => new Date(Date.parse((await row(id)).holdUntil ?? '') + 1);

describe('the lapse round', () => {
  it('cancels an unpaid booking once its hold has passed, never before, and only once', async () => {
    const { id, trackingToken } = await bookWithTrackingLink(t);
    const held = await row(id);
    expect(held.holdUntil).not.toBeNull();
    // The client's address is kept only as a keyed hash.
    expect(held.holdClient).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(held.holdClient).not.toContain('127.0.0.1');
    expect(await placesTaken(id)).toBe(1);

    const tracked = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.trackByLink,
          payload: { token: trackingToken },
        })
      ).json();
    expect(await tracked()).toMatchObject({ holdUntil: held.holdUntil, lapsed: false });

    const deadline = new Date(held.holdUntil ?? '');
    expect(await lapseDueHolds(t.db, t.mail, new Date(deadline.getTime() - 1))).toBe(0);
    expect((await row(id)).status).toBe('PAYMENT_SUBMITTED');

    expect(await lapseDueHolds(t.db, t.mail, deadline)).toBe(1);
    const lapsed = await row(id);
    expect(lapsed).toMatchObject({
      status: 'CANCELLED',
      lapsedAt: deadline.toISOString(),
      holdClient: null,
    });
    expect(await placesTaken(id)).toBe(0);
    // The tracking page says so, and until when the place was held.
    expect(await tracked()).toMatchObject({
      status: 'CANCELLED',
      holdUntil: held.holdUntil,
      lapsed: true,
    });

    // Again, as after a restart or on another instance: nothing more happens.
    expect(await lapseDueHolds(t.db, t.mail, new Date(deadline.getTime() + HOUR_MS))).toBe(0);
    expect(await placesTaken(id)).toBe(0);

    const history = await t.db.kysely
      .selectFrom('bookingStatusChanges')
      .selectAll()
      .where('bookingId', '=', id)
      .orderBy('changedAt')
      .execute();
    expect(history.map((h) => [h.toStatus, h.changedBy, h.note])).toEqual([
      ['PAYMENT_SUBMITTED', 'customer', null],
      ['CANCELLED', LAPSE_ACTOR.email, 'payment not received in time'],
    ]);
    const audit = await t.db.kysely
      .selectFrom('auditEvents')
      .selectAll()
      .where('subject', '=', lapsed.orderId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ kind: 'booking-status-changed', actorEmail: 'system' });
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({
      status: 'CANCELLED',
      note: 'payment not received in time',
    });

    const mails = await lapseMails(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe(lapsed.email);
    expect(mails[0]?.textBody).toContain(`${t.mail.publicUrl}/bookyourservice`);
    expect(mails[0]?.textBody).toContain(lapsed.txnId);
    expect(mails[0]?.textBody).toContain('To book again, choose a new time here:');
    expect(mails[0]?.textBody).not.toMatch(/[\u0900-\u097F]/);
  });

  it('leaves a booking staff confirmed before the deadline: its place is firm', async () => {
    const id = await bookThroughApi(t);
    const after = await pastHold(id);
    const headers = await signedInAdmin(t);
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: API_PATHS.admin.bookingStatus(id),
      headers,
      payload: { status: 'CONFIRMED' },
    });
    expect(confirm.statusCode).toBe(200);
    // The hold ends with the verification, and the address's hash with it.
    expect(await row(id)).toMatchObject({ status: 'CONFIRMED', holdUntil: null, holdClient: null });

    expect(await lapseDueHolds(t.db, t.mail, after)).toBe(0);
    expect((await row(id)).status).toBe('CONFIRMED');
    expect(await placesTaken(id)).toBe(1);
    expect(await lapseMails()).toHaveLength(0);
  });

  it('is not undone by a staff change read before it lapsed (its place stays given back)', async () => {
    const id = await bookThroughApi(t);
    const after = await pastHold(id);
    expect(await lapseDueHolds(t.db, t.mail, after)).toBe(1);
    // Staff read the booking as PAYMENT_SUBMITTED just before the round committed.
    expect(
      await updateBookingsStatus(t.db.kysely, [id], 'CONFIRMED', after, 'PAYMENT_SUBMITTED'),
    ).toBe(0);
    expect((await row(id)).status).toBe('CANCELLED');
    expect(await placesTaken(id)).toBe(0);
  });

  it('lapses each booking once when rounds run at the same time on several instances', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await bookThroughApi(t));
    const confirmed = ids[0] ?? '';
    await t.db.kysely
      .updateTable('bookings')
      .set({ status: 'CONFIRMED', holdUntil: null, holdClient: null })
      .where('id', '=', confirmed)
      .execute();
    const after = new Date(Date.now() + 49 * HOUR_MS);
    const instances = [t.db];
    for (let i = 0; i < 2; i += 1) {
      const db = isPostgresRun() ? t.openAnotherDb() : t.db;
      if (db !== t.db) others.push(db);
      instances.push(db);
    }
    const counts = await Promise.all(
      instances.flatMap((db) => [
        lapseDueHolds(db, t.mail, after),
        lapseDueHolds(db, t.mail, after),
      ]),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(11);
    expect(await lapseMails()).toHaveLength(11);
    const changes = await t.db.kysely
      .selectFrom('bookingStatusChanges')
      .select('bookingId')
      .where('toStatus', '=', 'CANCELLED')
      .execute();
    expect(changes).toHaveLength(11);
    expect(new Set(changes.map((c) => c.bookingId)).size).toBe(11);
    const booked = await t.db.kysely.selectFrom('appointmentSlots').select('booked').execute();
    expect(booked.reduce((sum, slot) => sum + slot.booked, 0)).toBe(1);
  });

  it('runs every minute on a timer; a restarted round lapses nothing twice', async () => {
    const id = await bookThroughApi(t);
    const after = await pastHold(id);
    const log = { info: vi.fn(), error: vi.fn() };
    const first = startHoldLapses({ db: t.db, mail: t.mail, log, everyMs: 10, clock: () => after });
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith({ lapsed: 1 }, expect.any(String)),
    );
    await first.stop();
    // As after a restart: a new round finds nothing left to do.
    const second = startHoldLapses({
      db: t.db,
      mail: t.mail,
      log,
      everyMs: 10,
      clock: () => after,
    });
    expect(await second.runOnce()).toBe(0);
    await second.stop();
    expect(await lapseMails(id)).toHaveLength(1);
    expect(log.error).not.toHaveBeenCalled();
  });
});
