import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

/** As node-postgres reports the server's errors (and, with a plain Error, the socket's). */
const withCode = (message: string, code: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

describe('a database out of reach, told from a refused statement', () => {
  it('is a connection the server ended or would not take, or a socket that failed', () => {
    expect(
      isDatabaseUnavailable(
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
      ),
    ).toBe(true);
  });

  it('is not a statement the database refused, nor a fault of ours', () => {
    expect(
      isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505')),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(withCode('canceling statement due to user request', '57014')),
    ).toBe(false);
    const sqlite = new SQLite(':memory:');
    let refused: unknown;
    try {
      sqlite.exec('insert into missing values (1)');
    } catch (error) {
      refused = error;
    }
    expect(isDatabaseUnavailable(refused)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
