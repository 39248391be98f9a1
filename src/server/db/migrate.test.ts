import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listBookings } from '#server/repositories/bookings.repository.ts';
import { listCentres } from '#server/repositories/fitting-centres.repository.ts';
import { retryFailedMail } from '#server/repositories/outbox.repository.ts';
import { listServiceAreas } from '#server/repositories/service-areas.repository.ts';
import { loadStorefront } from '#server/storefront/load-storefront.ts';
import { migrateTo } from '#server/testing/older-schema.ts';
import { DEFAULT_APPOINTMENT_RULES } from '#shared/appointments/appointment-rules.ts';
import { type AppDb, openSqliteDb } from './app-db.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDefaults } from './seed.ts';

const opened: { db: AppDb; dir: string }[] = [];
function freshDb(): AppDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hsrp-migrate-'));
  const db = openSqliteDb(dir);
  opened.push({ db, dir });
  return db;
}
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.kysely.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Migrates `db` to the first schema only and stores booking "b1" there, as the first release did. */
async function storeBookingAtFirstSchema(db: AppDb): Promise<void> {
  await migrateTo(db, '0001-bookings-pricing-payment');
  await sql`insert into bookings (id, order_id, full_name, phone, email, state, city, pincode,
      address, reg_number, chassis_last5, engine_last5, installation, service, vehicle_type,
      price_base, price_gst, price_gst_pct, price_service_charge, price_total, txn_id, payment_method,
      submitted_at, status, created_at, updated_at) values ('b1', 'HSRPBOOKING/2026/0131123456',
      'Asha', '9876543210', 'a@b.in', 'Delhi', 'Delhi', '110001', '', 'dl 3c-ab 1234', '12345',
      '12345', 'home', 'HSRP_WITH_COLOR', 'TWO_WHEELER', 500, 90, 18, 109, 699, 'T1', 'UPI',
      '2026-01-31T20:00:00.000Z', 'PAYMENT_SUBMITTED', '2026-01-31T20:00:00.000Z',
      '2026-01-31T20:00:00.000Z')`.execute(db.kysely);
}

describe('migrations and first-start seed', () => {
  it('migrate a fresh database once, then find nothing left to do', async () => {
    const db = freshDb();
    expect(await migrateToLatest(db)).toEqual([
      '0001-bookings-pricing-payment',
      '0002-admin-accounts-and-booking-admin',
      '0003-mail-outbox',
      '0004-leads-and-site-info',
      '0005-booking-search-suffixes',
      '0006-booking-search-in-list-order',
      '0007-transaction-numbers-and-tracking-links',
      '0008-outbox-mail-secrets',
      '0009-booking-search-trigrams',
      '0010-pricing-per-service',
      '0011-tax-invoices',
      '0012-booking-search-names',
      '0013-statement-imports',
      '0014-staff-roles',
      '0015-audit-events',
      '0016-two-factor-sign-in',
      '0017-fitment-appointments',
      '0018-payment-holds',
      '0019-statement-line-candidates',
      '0020-tracking-links-hashed',
      '0021-mail-secrets-and-recipient-caps',
      '0023-session-idle-timeout',
      '0024-outbox-channel',
      '0025-booking-locale',
      '0026-text-messages',
      '0027-mobile-codes',
      '0028-complaints',
      '0029-cancellations-and-refunds',
      '0030-credit-notes-and-gst',
      '0031-personal-data',
      '0032-fitting-centres',
      '0033-staff-centres',
      '0034-home-fitting-charges',
      '0037-payee-holder-name',
    ]);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('remove the reset links that mails queued before 0008 kept in clear', async () => {
    const db = freshDb();
    await migrateTo(db, '0006-booking-search-in-list-order');
    const link = 'http://hsrp.test/admin/reset-password?token=secret-token-abc';
    for (const [id, kind, status] of [
      ['sent', 'password-reset', 'sent'],
      ['waiting', 'password-reset', 'pending'],
      ['receipt', 'booking-received', 'sent'],
    ]) {
      await sql`insert into outbox_mails (id, kind, recipient, subject, text_body, html_body,
        status, attempts, next_attempt_at, created_at, updated_at) values (${id}, ${kind},
        'a@b.in', 'S', ${`Reset here: ${link}`}, ${`<a href="${link}">x</a>`}, ${status}, 1,
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
        db.kysely,
      );
    }
    await migrateToLatest(db);
    const rows = await db.kysely
      .selectFrom('outboxMails')
      .select(['id', 'status', 'textBody', 'htmlBody', 'secret'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, r.status, r.secret])).toEqual([
      ['receipt', 'sent', null],
      ['sent', 'sent', null],
      ['waiting', 'failed', null],
    ]);
    expect(rows.filter((r) => `${r.textBody}${r.htmlBody}`.includes('secret-token'))).toEqual([
      expect.objectContaining({ id: 'receipt' }),
    ]);
  });

  it('give the reset mails queued before 0021 the fixed placeholder, and no other mail one', async () => {
    const db = freshDb();
    await migrateTo(db, '0019-statement-line-candidates');
    for (const [id, kind, status, secret] of [
      ['reset', 'password-reset', 'pending', 'token-abc'],
      ['typed', 'new-lead', 'failed', null],
    ]) {
      await sql`insert into outbox_mails (id, kind, recipient, subject, text_body, html_body,
        status, attempts, next_attempt_at, created_at, updated_at, secret) values (${id}, ${kind},
        'a@b.in', 'S', 'Go: {{secret}}', '<p>{{secret}}</p>', ${status}, 1,
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
        ${secret})`.execute(db.kysely);
    }
    await migrateToLatest(db);
    const rows = await db.kysely
      .selectFrom('outboxMails')
      .select(['id', 'secretPlaceholder'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'reset', secretPlaceholder: '{{secret}}' },
      { id: 'typed', secretPlaceholder: null },
    ]);
    // The lead's notice, given up over its typed "{{secret}}", can be sent again.
    expect(await retryFailedMail(db.kysely, 'typed')).toBe('queued');
  });

  it('mark every mail queued before 0024 as going by email', async () => {
    const db = freshDb();
    await migrateTo(db, '0023-session-idle-timeout');
    await sql`insert into outbox_mails (id, kind, recipient, subject, text_body, html_body,
      status, attempts, next_attempt_at, created_at, updated_at) values ('waiting',
      'booking-received', 'a@b.in', 'S', 'T', '<p>T</p>', 'pending', 0,
      '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      db.kysely,
    );
    await migrateToLatest(db);
    const rows = await db.kysely.selectFrom('outboxMails').select(['id', 'channel']).execute();
    expect(rows).toEqual([{ id: 'waiting', channel: 'email' }]);
  });

  it('make the one calendar of 0031 the first fitting centre, at the site’s address, with its bookings and places', async () => {
    const db = freshDb();
    await storeBookingAtFirstSchema(db);
    await migrateTo(db, '0031-personal-data');
    const rules = { ...DEFAULT_APPOINTMENT_RULES, leadWorkingDays: 3 };
    const site = {
      name: 'Doon Plates',
      phone: '0135 2712345',
      address: '12 Rajpur Road',
      addressCity: 'Dehradun, Uttarakhand 248001',
      postalCode: '248001',
    };
    for (const [key, value] of [
      ['appointment_rules', rules],
      ['site_info', site],
    ] as const) {
      await sql`insert into settings (key, value, updated_by, updated_at)
        values (${key}, ${JSON.stringify(value)}, 'owner', '2026-11-01T00:00:00.000Z')`.execute(
        db.kysely,
      );
    }
    await sql`insert into appointment_slots (day, installation, slot, booked)
      values ('2026-12-01', 'home', '10:00-12:00', 3)`.execute(db.kysely);

    await migrateToLatest(db);

    const centres = await listCentres(db.kysely);
    expect(centres).toEqual([
      {
        id: expect.any(String),
        name: 'Doon Plates',
        address: '12 Rajpur Road',
        city: 'Dehradun, Uttarakhand',
        pincode: '248001',
        mapUrl: '',
        phone: '0135 2712345',
        active: true,
        rules,
        position: 0,
      },
    ]);
    const id = centres[0]?.id;
    const booking = await db.kysely.selectFrom('bookings').select('centreId').executeTakeFirst();
    expect(booking?.centreId).toBe(id);
    expect(await db.kysely.selectFrom('appointmentSlots').selectAll().execute()).toEqual([
      { centreId: id, day: '2026-12-01', installation: 'home', slot: '10:00-12:00', booked: 3 },
    ]);
    // Home fitting is offered where it was: everywhere, from the first centre.
    expect(await listServiceAreas(db.kysely)).toEqual([
      { pins: '100000-999999', from: '100000', to: '999999', centreId: id, homeCharges: {} },
    ]);
    const left = await sql`select key from settings where key = 'appointment_rules'`.execute(
      db.kysely,
    );
    expect(left.rows).toEqual([]);
  });

  it('give bookings stored before the admin area their search text, day and history', async () => {
    const db = freshDb();
    await storeBookingAtFirstSchema(db);

    await migrateToLatest(db);
    const booking = await db.kysely
      .selectFrom('bookings')
      .select(['searchText', 'createdDay'])
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({
      searchText: 'HSRPBOOKING/2026/0131123456 9876543210 DL3CAB1234 T1 ASHA',
      createdDay: '2026-02-01',
    });
    const history = await db.kysely.selectFrom('bookingStatusChanges').selectAll().execute();
    expect(history).toMatchObject([
      { bookingId: 'b1', fromStatus: null, toStatus: 'PAYMENT_SUBMITTED', changedBy: 'customer' },
    ]);
    // Bookings stored before the trigram index (0009) are found through it.
    const found = await listBookings(db.kysely, db.dialect, { search: 'CAB12' });
    expect(found.map((row) => row.id)).toEqual(['b1']);
  });

  it('keep the search index in step when search text changes or a booking goes', async () => {
    const db = freshDb();
    await storeBookingAtFirstSchema(db);
    await migrateToLatest(db);
    const search = async (term: string) =>
      (await listBookings(db.kysely, db.dialect, { search: term })).map((row) => row.id);
    /** The index itself, apart from the bookings table. */
    const indexed = async (term: string) =>
      (
        await sql<{ rowid: number }>`select rowid from booking_search
          where booking_search match ${`"${term}"`}`.execute(db.kysely)
      ).rows.length;
    expect(await search('AB12')).toEqual(['b1']);
    expect(await search('HSRPBOOKING/2026/0131123456')).toEqual(['b1']);

    await sql`update bookings set search_text = 'HSRPBOOKING/2026/0131123456 9876543210 UK08Z1'`.execute(
      db.kysely,
    );
    expect(await search('AB12')).toEqual([]);
    expect(await indexed('AB12')).toBe(0);
    expect(await search('08Z')).toEqual(['b1']);

    await sql`delete from booking_status_changes`.execute(db.kysely);
    await sql`delete from bookings`.execute(db.kysely);
    expect(await indexed('08Z')).toBe(0);
  });

  it('find bookings stored before 0009 through its trigram index, and nothing of the old index is left', async () => {
    const db = freshDb();
    await storeBookingAtFirstSchema(db);
    await migrateTo(db, '0008-outbox-mail-secrets');
    await sql`insert into bookings (id, order_id, full_name, phone, email, state, city, pincode,
      address, reg_number, chassis_last5, engine_last5, installation, service, vehicle_type,
      price_base, price_gst, price_gst_pct, price_service_charge, price_total, txn_id, payment_method,
      submitted_at, status, created_at, updated_at, search_text, created_day) values ('b2',
      'HSRPBOOKING/2026/0201123456', 'Ravi', '9123456780', 'r@b.in', 'Delhi', 'Delhi', '110001', '',
      'uk08 ab-1234', '12345', '12345', 'home', 'HSRP_WITH_COLOR', 'TWO_WHEELER', 500, 90, 18, 109,
      699, '412398765432', 'UPI', '2026-02-01T09:00:00.000Z', 'PAYMENT_SUBMITTED',
      '2026-02-01T09:00:00.000Z', '2026-02-01T09:00:00.000Z',
      'HSRPBOOKING/2026/0201123456 9123456780 UK08AB1234', '2026-02-01')`.execute(db.kysely);

    expect(await migrateToLatest(db)).toEqual(
      expect.arrayContaining(['0009-booking-search-trigrams', '0012-booking-search-names']),
    );
    const search = async (term: string) =>
      (await listBookings(db.kysely, db.dialect, { search: term })).map((row) => row.id);
    expect(await search('ab 12')).toEqual(['b2', 'b1']);
    expect(await search('uk08 ab-1234')).toEqual(['b2']);
    expect(await search('9876543210')).toEqual(['b1']);
    expect(await search('2026/0201')).toEqual(['b2']);
    const { rows } = await sql<{ name: string }>`select name from sqlite_master
      where name like '%suffix%' or name like '%window%'`.execute(db.kysely);
    // FTS5 leaves one shadow table behind (see 0009), emptied.
    expect(rows).toEqual([{ name: 'booking_search_windows_content' }]);
    const left = await sql<{ count: number }>`select count(*) as count
      from booking_search_windows_content`.execute(db.kysely);
    expect(left.rows).toEqual([{ count: 0 }]);
  });

  it('run SQLite in WAL mode', async () => {
    const db = freshDb();
    await migrateToLatest(db);
    // The CamelCasePlugin hands back journal_mode as journalMode.
    const { rows } = await sql<{ journalMode: string }>`pragma journal_mode`.execute(db.kysely);
    expect(rows[0]?.journalMode).toBe('wal');
  });

  it('seed the default prices and mode once, never overwriting what an admin saved', async () => {
    const db = freshDb();
    await migrateToLatest(db);
    await seedDefaults(db.kysely);
    const seeded = await loadStorefront(db.kysely);
    expect(seeded.pricing.ONLY_COLOR_STICKERS.TWO_WHEELER?.total).toBe(699);
    expect(seeded.pricing.TRACTOR_TRAILER_PLATE.FOUR_WHEELER?.total).toBe(899);
    expect(seeded.siteMode).toBe('hsrp');

    await db.kysely
      .updateTable('pricing')
      .set({ targetTotal: 999 })
      .where('service', '=', 'ONLY_COLOR_STICKERS')
      .where('vehicleType', '=', 'TWO_WHEELER')
      .execute();
    await seedDefaults(db.kysely);
    expect((await loadStorefront(db.kysely)).pricing.ONLY_COLOR_STICKERS.TWO_WHEELER?.total).toBe(
      999,
    );
  });
});
