import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDb } from '#server/db/app-db.ts';
import { signedInAdmin } from '#server/testing/admin-session.ts';
import {
  bookingRow,
  bookWithScreenshot,
  lastChangeAt,
  setStatusAsStaff,
} from '#server/testing/personal-data.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { isPostgresRun } from '#server/testing/test-database.ts';
import { API_PATHS } from '#shared/api-paths.ts';
import { RETENTION_ACTOR, runRetention } from './retention-round.ts';

let t: TestApp;
let headers: Record<string, string>;
const others: AppDb[] = [];
beforeEach(async () => {
  t = await createTestApp();
  headers = await signedInAdmin(t);
});
afterEach(async () => {
  for (const db of others.splice(0)) await db.kysely.destroy();
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

const imageCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const retentionAudits = () =>
  t.db.kysely
    .selectFrom('auditEvents')
    .selectAll()
    .where('kind', '=', 'retention-run')
    .orderBy('createdAt')
    .execute();

describe('the daily retention round', () => {
  it('deletes a closed order’s screenshot after 90 days, never before, and only once', async () => {
    const fulfilled = await bookWithScreenshot(t);
    const open = await bookWithScreenshot(t);
    await setStatusAsStaff(t, headers, fulfilled.id, 'FULFILLED');
    const closedAt = await lastChangeAt(t, fulfilled.id);
    const images = await imageCount();

    // 89 days on: nothing yet; the day's run is in the audit trail with its counts.
    expect(await runRetention(t.db, plus(closedAt, 89 * DAY_MS))).toMatchObject({
      screenshotsDeleted: 0,
      contactsBlanked: 0,
    });
    expect((await bookingRow(t, fulfilled.id)).proofImageId).not.toBeNull();

    // A minute short of 90 days, on a later India day: still kept.
    expect(await runRetention(t.db, plus(closedAt, 90 * DAY_MS - 60_000))).toMatchObject({
      screenshotsDeleted: 0,
    });

    const due = plus(closedAt, 91 * DAY_MS);
    expect(await runRetention(t.db, due)).toMatchObject({ screenshotsDeleted: 1 });
    const after = await bookingRow(t, fulfilled.id);
    expect(after.proofImageId).toBeNull();
    expect(after.proofDeletedAt).toBe(due.toISOString());
    expect(await imageCount()).toBe(images - 1);
    // The open order keeps its screenshot however old.
    expect((await bookingRow(t, open.id)).proofImageId).not.toBeNull();
    // Its address and e-mail stay until 12 months.
    expect(after.email).toBe('asha@example.in');

    // The same day again: the day's run is done. The next day: nothing left to do.
    expect(await runRetention(t.db, plus(due, 1000))).toBeUndefined();
    expect(await runRetention(t.db, plus(due, DAY_MS))).toMatchObject({ screenshotsDeleted: 0 });

    const audits = await retentionAudits();
    expect(audits).toHaveLength(4);
    expect(audits.every((audit) => audit.actorEmail === RETENTION_ACTOR.email)).toBe(true);
    expect(JSON.parse(audits[2]?.after ?? '{}')).toMatchObject({
      screenshotsDeleted: 1,
      contactsBlanked: 0,
      settings: { screenshotDays: 90, contactMonths: 12 },
    });
  });

  it('blanks a closed order’s address and e-mail after 12 months, keeping its invoice’s copy', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.siteInfo,
      headers,
      payload: { ...(await siteInfo()), gstin: '05ABCDE1234F1Z6' },
    });
    expect(res.statusCode).toBe(200);
    const invoiced = await bookWithScreenshot(t);
    const cancelled = await bookWithScreenshot(t);
    await setStatusAsStaff(t, headers, invoiced.id, 'CONFIRMED');
    await setStatusAsStaff(t, headers, invoiced.id, 'FULFILLED');
    await setStatusAsStaff(t, headers, cancelled.id, 'CANCELLED');
    const closedAt = await lastChangeAt(t, cancelled.id);

    const early = plus(closedAt, 364 * DAY_MS);
    expect(await runRetention(t.db, early)).toMatchObject({ contactsBlanked: 0 });
    expect((await bookingRow(t, cancelled.id)).address).toBe('12 Civil Lines');

    const due = plus(closedAt, 367 * DAY_MS);
    expect(await runRetention(t.db, due)).toMatchObject({ contactsBlanked: 2 });
    for (const { id } of [invoiced, cancelled]) {
      const row = await bookingRow(t, id);
      expect(row).toMatchObject({
        email: '',
        address: '',
        pincode: '',
        contactBlankedAt: due.toISOString(),
      });
      // What the invoice needs besides stays: the name, the state (place of supply), amounts.
      expect(row.fullName).toBe('Asha Verma');
      expect(row.state).toBe('Uttarakhand');
    }
    expect(JSON.parse((await bookingRow(t, invoiced.id)).billedTo ?? '{}')).toMatchObject({
      address: '12 Civil Lines',
      pincode: '247667',
    });
    expect((await bookingRow(t, cancelled.id)).billedTo).toBeNull();
    // The messages to the blanked address are emptied too.
    const messages = await t.db.kysely
      .selectFrom('outboxMails')
      .select(['recipient', 'textBody'])
      .where('bookingId', '=', cancelled.id)
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.recipient === '' && m.textBody === '')).toBe(true);
    expect(await runRetention(t.db, plus(due, DAY_MS))).toMatchObject({ contactsBlanked: 0 });
  });

  it('follows the owner’s periods', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.admin.retentionSettings,
      headers,
      payload: { screenshotDays: 7, contactMonths: 1 },
    });
    expect(put.statusCode).toBe(200);
    const booking = await bookWithScreenshot(t);
    await setStatusAsStaff(t, headers, booking.id, 'CANCELLED');
    const closedAt = await lastChangeAt(t, booking.id);
    expect(await runRetention(t.db, plus(closedAt, 8 * DAY_MS))).toMatchObject({
      screenshotsDeleted: 1,
      contactsBlanked: 0,
    });
    expect(await runRetention(t.db, plus(closedAt, 32 * DAY_MS))).toMatchObject({
      contactsBlanked: 1,
    });
  });

  it('runs once a day however many instances run it at the same time', async () => {
    const booking = await bookWithScreenshot(t);
    await setStatusAsStaff(t, headers, booking.id, 'FULFILLED');
    const due = plus(await lastChangeAt(t, booking.id), 100 * DAY_MS);
    const instances: AppDb[] = [];
    for (let i = 0; i < 3; i += 1) {
      const db = isPostgresRun() ? t.openAnotherDb() : t.db;
      if (db !== t.db) others.push(db);
      instances.push(db);
    }
    const runs = await Promise.all(instances.map((db) => runRetention(db, due)));
    expect(runs.filter((run) => run !== undefined)).toEqual([
      expect.objectContaining({ screenshotsDeleted: 1 }),
    ]);
    expect(await retentionAudits()).toHaveLength(1);
    expect((await bookingRow(t, booking.id)).proofImageId).toBeNull();
  });
});

async function siteInfo() {
  const res = await t.app.inject({ method: 'GET', url: API_PATHS.admin.siteInfo, headers });
  return res.json();
}
