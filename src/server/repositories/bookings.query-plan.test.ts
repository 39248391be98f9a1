import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/schema.ts';
import { planOfQuery as planOfSqliteQuery } from '#server/testing/query-plan.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { BookingFilters } from '#shared/admin/admin-bookings.ts';
import {
  type BookingCursor,
  listBookings,
  transactionNumberUse,
  updateBookingsStatus,
} from './bookings.repository.ts';
import { findBookingByTrackingLinkHash } from './tracking-links.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** SQLite's plan for the list query these filters produce. */
async function planOf(filters: BookingFilters, cursor?: BookingCursor): Promise<string[]> {
  return planOfQuery((db) =>
    listBookings(db, t.db.dialect, filters, { cursor, limit: 13 }).then(() => undefined),
  );
}

/** SQLite's plan for the first query `run` sends. */
const planOfQuery = (run: (db: Kysely<Database>) => Promise<unknown>) =>
  planOfSqliteQuery(t.db.kysely, run);

// At 100,000 bookings a full scan of the table is what makes a list or search slow.
describe('bookings list queries use indexes, never a full table scan', () => {
  const cursor = { createdAt: '2026-11-01T00:00:00.000Z', id: 'x' };
  it.each([
    ['the newest-first list', {}],
    ['a status filter', { status: 'CONFIRMED' }],
    ['a vehicle filter', { vehicleType: 'FOUR_WHEELER' }],
    ['a search', { search: 'UK08AB' }],
    ['a search with a status filter', { search: '98765', status: 'CANCELLED' }],
    ['a two-character search', { search: '42' }],
    ['a name search', { search: 'ravi kumar' }],
    ['a name search in Hindi', { search: 'कुमार' }],
  ] as [string, BookingFilters][])('%s', async (_name, filters) => {
    for (const plan of [await planOf(filters), await planOf(filters, cursor)]) {
      const onBookings = plan.filter((line) => /\bbookings\b/.test(line));
      expect(onBookings.length).toBeGreaterThan(0);
      for (const line of onBookings) {
        expect(line).toMatch(/USING (COVERING INDEX|INDEX|INTEGER PRIMARY KEY)/);
      }
      // Three characters or more: the FTS5 trigram index; fewer: checked along the list's order.
      if (filters.search && filters.search.length >= 3)
        expect(plan.join('\n')).toMatch(/SCAN booking_search VIRTUAL TABLE INDEX \d+:M/);
    }
  });
});

describe('single-booking look-ups use their indexes', () => {
  it.each([
    [
      'the duplicate transaction number check',
      (db: Kysely<Database>) => transactionNumberUse(db, '412398765432'),
    ],
  ])('%s', async (_name, run) => {
    const plan = await planOfQuery(run);
    expect(plan.join('\n')).toMatch(/SEARCH bookings USING (COVERING )?INDEX bookings_txn_id/);
  });

  it('a tracking link: by its hash, then the booking by its key', async () => {
    const plan = await planOfQuery((db) => findBookingByTrackingLinkHash(db, 'a'.repeat(64)));
    expect(plan.join('\n')).toMatch(
      /SEARCH tracking_links USING (COVERING )?INDEX sqlite_autoindex/,
    );
    expect(plan.join('\n')).toMatch(/SEARCH bookings USING INDEX sqlite_autoindex_bookings/);
  });
});

describe('status changes find their bookings by key', () => {
  // A statement confirms thousands, 100 a query, among 100,000 bookings mostly waiting: walking
  // the status index took about 50 ms a query, by key 1 ms.
  it('many bookings from the status read, not through the status index', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `booking-${i}`);
    const plan = await planOfQuery((db) =>
      updateBookingsStatus(db, ids, 'CONFIRMED', new Date(), 'PAYMENT_SUBMITTED'),
    );
    expect(plan.join('\n')).toMatch(
      /SEARCH bookings USING INDEX sqlite_autoindex_bookings_1 \(id=\?\)/,
    );
  });
});
