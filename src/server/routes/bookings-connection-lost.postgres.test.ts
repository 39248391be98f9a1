import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE } from '#server/http/error-handler.ts';
import { bookingInput } from '#server/testing/booking-fixtures.ts';
import { findHalfWrittenRecords } from '#server/testing/record-integrity.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { API_PATHS } from '#shared/api-paths.ts';

// A booking's transaction whose connection PostgreSQL ends halfway (decision 0034): its row is
// written, its mails are not yet. The test holds the outbox table so the transaction waits there,
// then ends exactly that waiting connection (found by the lock it waits for, never by a guess).
let t: TestApp;
let locker: pg.Client;
beforeEach(async () => {
  t = await createTestApp();
  locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await locker.connect();
});
afterEach(async () => {
  await locker.end();
  await t.close();
});

describe('a booking whose database connection is ended mid-transaction', () => {
  it('is answered 503 with a readable message and stores nothing; the next one is stored', async () => {
    const outbox = `${t.notifyChannel}.outbox_mails`;
    await locker.query('begin');
    await locker.query(`lock table ${outbox} in share mode`);
    const input = bookingInput();
    const answer = t.app.inject({ method: 'POST', url: API_PATHS.bookings, payload: input });
    const waiting = await vi.waitFor(
      async () => {
        const { rows } = await locker.query<{ pid: number }>(
          'select pid from pg_locks where relation = $1::regclass and not granted',
          [outbox],
        );
        expect(rows).toHaveLength(1);
        return rows[0]?.pid;
      },
      { timeout: 10_000, interval: 50 },
    );
    await locker.query('select pg_terminate_backend($1)', [waiting]);
    await locker.query('rollback');

    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    const stored = await t.db.kysely
      .selectFrom('bookings')
      .select('orderId')
      .where('orderId', '=', input.orderId)
      .execute();
    expect(stored).toEqual([]);
    expect(await findHalfWrittenRecords(t.db.kysely)).toEqual([]);

    // The pool has put a new connection in the ended one's place.
    const next = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      payload: bookingInput(),
    });
    expect(next.statusCode).toBe(201);
  });
});
