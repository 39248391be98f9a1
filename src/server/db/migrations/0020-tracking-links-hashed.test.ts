import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderMailBody } from '#server/mail/mail-secret.ts';
import { migrateTo } from '#server/testing/older-schema.ts';
import { backupHolds, tablesHolding } from '#server/testing/stored-text.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { findBookingByTrackingLink } from '#server/tracking/tracking-links.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.db.kysely.destroy();
  await database.drop();
});

const TOKEN = 'q1W2e3R4t5Y6u7I8o9P0a_S-d1F2g3H4j5K6l7Z8x9C';
const AT = '2026-11-01T10:00:00.000Z';
const link = (token: string) => `http://hsrp.test/track#t=${token}`;

/** A booking and its mails as the code before 0020 stored them: the link's secret in clear. */
async function bookingBefore0020(): Promise<void> {
  const db = database.db.kysely;
  await migrateTo(database.db, '0019-statement-line-candidates');
  await sql`insert into bookings (id, order_id, full_name, phone, email, state, city, pincode,
    address, reg_number, chassis_last5, engine_last5, installation, service, vehicle_type,
    price_base, price_gst, price_gst_pct, price_service_charge, price_total, txn_id,
    duplicate_txn, payment_method, submitted_at, status, created_at, updated_at, search_text,
    created_day, tracking_token, customer_reschedules) values ('b1', 'HSRPBOOKING/2026/1101123450',
    'Asha', '9876543210', 'a@b.in', 'Delhi', 'Delhi', '110001', '', 'DL3CAB1234', '12345',
    '12345', 'home', 'HSRP_WITH_COLOR', 'TWO_WHEELER', 500, 90, 18, 109, 699, '412398765432',
    0, 'UPI', ${AT}, 'PAYMENT_SUBMITTED', ${AT}, ${AT}, 'x', '2026-11-01', ${TOKEN}, 0)`.execute(
    db,
  );
  for (const [id, status] of [
    ['m-sent', 'sent'],
    ['m-waiting', 'pending'],
  ]) {
    await sql`insert into outbox_mails (id, kind, recipient, subject, text_body, html_body,
      booking_id, status, attempts, next_attempt_at, created_at, updated_at)
      values (${id}, 'booking-received', 'a@b.in', 'Received', ${`Follow it: ${link(TOKEN)}`},
      ${`<a href="${link(TOKEN)}">Follow it</a>`}, 'b1', ${status}, 0, ${AT}, ${AT}, ${AT})`.execute(
      db,
    );
  }
}

const mail = (id: string) =>
  database.db.kysely
    .selectFrom('outboxMails')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('migration 0020', { timeout: 30_000 }, () => {
  it('keeps links mailed before it working while the database keeps only their hashes', async () => {
    await bookingBefore0020();
    await migrateToLatest(database.db);

    expect((await findBookingByTrackingLink(database.db.kysely, TOKEN))?.id).toBe('b1');
    expect(await findBookingByTrackingLink(database.db.kysely, TOKEN.replace('q', 'Q'))).toBe(
      undefined,
    );
    // The mail still waiting goes out with its working link; the one sent keeps none.
    expect(renderMailBody(await mail('m-waiting'))?.text).toBe(`Follow it: ${link(TOKEN)}`);
    expect(renderMailBody(await mail('m-waiting'))?.html).toContain(`href="${link(TOKEN)}"`);
    expect(renderMailBody(await mail('m-sent'))).toBeUndefined();

    await database.db.kysely.updateTable('outboxMails').set({ secret: null }).execute();
    expect(await tablesHolding(database.db, TOKEN)).toEqual([]);
    if (database.dataDir) expect(await backupHolds(database.dataDir, TOKEN)).toBe(false);
  });
});
